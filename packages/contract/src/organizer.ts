import { z } from 'zod';
import { emptyBody, endpoint } from './endpoint.ts';
import { integer, optionalText } from './request.ts';

/**
 * alf.io's admin API v1 (`/api/v1/admin/…`), for organizers' programs. Every call carries
 * `Authorization: ApiKey <key>`: an organization's API key, or the installation's system key for
 * the paths under `/api/v1/admin/system/`. A missing or wrong key answers 401, a key whose role
 * may not make the call 403, and what belongs to another organization 404, as if it did not exist.
 * Malformed bodies answer 400 with an empty body, as alf.io's `ResponseEntity.badRequest()`.
 */

/** An organization as alf.io's admin API writes it (`externalId` and `slug` for the system key only). */
export const Organization = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  description: z.string().nullable(),
  externalId: z.string().nullable(),
  slug: z.string().nullable(),
});
export type Organization = z.infer<typeof Organization>;

/** alf.io's `OrganizationModification`: name, e-mail and description are required (checked by the server). */
export const OrganizationModification = z.object({
  id: integer.nullish().transform((value) => value ?? null),
  name: optionalText,
  email: optionalText,
  description: optionalText,
  externalId: optionalText,
  /** Lower-case words joined by hyphens; derived from the name when missing. */
  slug: optionalText,
});
export type OrganizationModification = z.input<typeof OrganizationModification>;

/** alf.io's `ApiKeyType`: the role a new key acts in. */
export const apiKeyTypes = ['API_CLIENT', 'SUPERVISOR', 'SPONSOR', 'OPERATOR'] as const;
export type ApiKeyType = (typeof apiKeyTypes)[number];

/** alf.io's `CreateApiKeyRequest`; the whole body may be left out (an API_CLIENT key). */
export const CreateApiKeyRequest = z.object({
  /** Any case, as alf.io reads it; missing or blank means API_CLIENT. */
  type: optionalText,
  description: optionalText,
  /** Ours, not alf.io's: the instant (ISO 8601 with offset) from which the key is refused. */
  expiresAt: z.iso
    .datetime({ offset: true })
    .nullish()
    .transform((value) => value ?? null),
});
export type CreateApiKeyRequest = z.input<typeof CreateApiKeyRequest>;

/** alf.io's `OrganizationApiKey`: the only answer that ever holds the key itself. */
export const OrganizationApiKey = z.object({
  organizationId: z.number().int(),
  apiKey: z.string(),
  apiKeyType: z.enum(apiKeyTypes),
});
export type OrganizationApiKey = z.infer<typeof OrganizationApiKey>;

/** Ours, not alf.io's: a key as the organization's list shows it, without the key. */
export const ApiKeyDescription = z.object({
  id: z.number().int(),
  /** The key's last four characters. */
  hint: z.string(),
  apiKeyType: z.enum(apiKeyTypes),
  description: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKeyDescription = z.infer<typeof ApiKeyDescription>;

const organizationParams = z.object({ id: integer });

export const organizerEndpoints = {
  createOrganization: endpoint('createOrganization', {
    body: OrganizationModification,
    responses: { 200: Organization, 400: emptyBody },
  }),
  listOrganizations: endpoint('listOrganizations', {
    responses: { 200: z.array(Organization) },
  }),
  getOrganization: endpoint('getOrganization', {
    params: organizationParams,
    responses: { 200: Organization, 404: emptyBody },
  }),
  updateOrganization: endpoint('updateOrganization', {
    params: organizationParams,
    body: OrganizationModification,
    responses: { 200: Organization, 400: emptyBody, 404: emptyBody },
  }),
  createApiKey: endpoint('createApiKey', {
    params: organizationParams,
    body: CreateApiKeyRequest,
    responses: { 200: OrganizationApiKey, 400: emptyBody, 404: emptyBody },
  }),
  /** Ours, not alf.io's. */
  listApiKeys: endpoint('listApiKeys', {
    params: organizationParams,
    responses: { 200: z.array(ApiKeyDescription), 404: emptyBody },
  }),
  /** Revokes the key at once; 404 when the organization has no such key in use. */
  revokeApiKey: endpoint('revokeApiKey', {
    params: z.object({ id: integer, apiKey: z.string().min(1).max(200) }),
    responses: { 200: z.literal(true), 404: emptyBody },
  }),
};
