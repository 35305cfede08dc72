import { globalErrorFieldOf, type ErrorCode, type ErrorDescriptor, type WarningMessage } from '@shop/contract';
import { fieldError } from '../../../http/validated-response.ts';

/**
 * What the booking step found wrong, in the contract's shapes. A field gets one error, the first
 * rule it breaks: the buyer fixes one thing at a time, and rules that build on each other (a zip
 * that is missing is also not five digits long) do not pile up under one field.
 */
export class BookingErrors {
  private readonly fields = new Map<string, ErrorDescriptor>();
  private readonly globals: ErrorDescriptor[] = [];
  readonly warnings: WarningMessage[] = [];

  /** `form` names global errors as alf.io does: the bound form (the profile uses the booking rules too). */
  constructor(private readonly form: string = globalErrorFieldOf.validateToOverview) {}

  reject(fieldName: string, code: ErrorCode, argument?: number | string): void {
    if (this.fields.has(fieldName)) return;
    this.fields.set(fieldName, fieldError(fieldName, code, argument === undefined ? undefined : { 0: argument }));
  }

  has(fieldName: string): boolean {
    return this.fields.has(fieldName);
  }

  /** Errors of fields whose path starts with `prefix`, e.g. `tickets[uuid].`. */
  codesUnder(prefix: string): string[] {
    return [...this.fields.values()]
      .filter((error) => error.fieldName?.startsWith(prefix))
      .map((error) => error.code ?? '');
  }

  rejectForm(code: ErrorCode): void {
    if (!this.globals.some((error) => error.code === code)) this.globals.push(fieldError(this.form, code));
  }

  warn(code: ErrorCode, params: string[] = []): void {
    if (!this.warnings.some((warning) => warning.code === code)) this.warnings.push({ code, params });
  }

  get count(): number {
    return this.fields.size + this.globals.length;
  }

  /** Field errors in the order they were found, then the global ones. */
  list(): ErrorDescriptor[] {
    return [...this.fields.values(), ...this.globals];
  }
}
