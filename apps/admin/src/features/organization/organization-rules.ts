import type { OrganizationSettingsProblem } from '@shop/contract';
import { ApiError } from '../../lib/api-client.ts';
import type { MessageKey } from '../../messages/index.ts';

export interface OrganizationValues {
  name: string;
  email: string;
  description: string;
  slug: string;
}

/** Which field each of the server's problems belongs under, with its words. */
export const problemFields: Record<
  OrganizationSettingsProblem,
  { field: keyof OrganizationValues; message: MessageKey }
> = {
  'name-required': { field: 'name', message: 'organization.problem.name-required' },
  'email-invalid': { field: 'email', message: 'organization.problem.email-invalid' },
  'description-required': { field: 'description', message: 'organization.problem.description-required' },
  'slug-invalid': { field: 'slug', message: 'organization.problem.slug-invalid' },
  'slug-taken': { field: 'slug', message: 'organization.problem.slug-taken' },
};

/** The field errors of a refused save; empty for a failure that is no field's. */
export function fieldProblems(error: unknown): { field: keyof OrganizationValues; message: MessageKey }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const problems = (error.body as { problems?: OrganizationSettingsProblem[] } | null)?.problems ?? [];
  return problems.filter((problem) => problem in problemFields).map((problem) => problemFields[problem]);
}
