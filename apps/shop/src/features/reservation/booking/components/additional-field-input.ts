import type { AdditionalField } from '@shop/contract';

/** What each per-type input of an additional field receives. */
export interface AdditionalInputProps {
  field: AdditionalField;
  /** Form path of the field's slots: `tickets.{uuid}.additional.{name}` and the like. */
  name: string;
  label: string;
  placeholder: string;
  editable: boolean;
  /** The localized description of a restricted value, or the value itself. */
  describe: (value: string) => string;
}
