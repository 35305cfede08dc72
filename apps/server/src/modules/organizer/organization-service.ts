import type { ApiKeyDescription, Organization, OrganizationApiKey } from '@shop/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { apiKeyHash, apiKeyHint, newApiKey } from './api-key.ts';
import { insertApiKey, listApiKeys, revokeApiKey, type ApiKeyRow } from './api-key-repository.ts';
import {
  addMember,
  deleteOrganizationRow,
  findOrganization,
  isDisabledStaff,
  hasPurchaseContexts,
  insertOrganization,
  staffUser,
  takenSlugs,
  updateOrganization,
  type OrganizationRow,
} from './organization-repository.ts';
import { insertOrganizerChange } from './organizer-audit-repository.ts';
import { apiKeyRoles, type Actor, type ApiKeyRole } from './organizer-roles.ts';

export interface OrganizationInput {
  name: string | null;
  email: string | null;
  description: string | null;
  externalId: string | null;
  slug: string | null;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 60;

/** alf.io's rule: name, e-mail and description must be there; a slug, when given, must be one. */
function validOrganization(input: OrganizationInput): input is OrganizationInput & { name: string; email: string } {
  const filled = (text: string | null) => text !== null && text.trim() !== '';
  return (
    filled(input.name) &&
    filled(input.email) &&
    filled(input.description) &&
    (input.slug === null || (SLUG.test(input.slug) && input.slug.length <= MAX_SLUG_LENGTH))
  );
}

/** A slug made of the name's letters and digits, numbered when another organization has it. */
async function freeSlug(db: Queryable, name: string): Promise<string> {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MAX_SLUG_LENGTH - 4)
      .replace(/-+$/, '') || 'organization';
  const candidates = [base, ...Array.from({ length: 50 }, (_, i) => `${base}-${i + 2}`)];
  const taken = await takenSlugs(db, candidates);
  const free = candidates.find((candidate) => !taken.has(candidate));
  return free ?? `${base}-${Date.now().toString(36)}`;
}

export function organizationAnswer(row: OrganizationRow): Organization {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    description: row.description,
    externalId: row.externalId,
    slug: row.slug,
  };
}

/** PostgreSQL's unique violation: another organization took the slug meanwhile. */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';
const isForeignKeyViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23503';

/** The organization's row and its audit entry, for input already checked against alf.io's rules. */
async function insertAuditedOrganization(
  tx: Queryable,
  actor: Actor,
  input: OrganizationInput & { name: string; email: string },
): Promise<OrganizationRow> {
  const organization = await insertOrganization(tx, {
    name: input.name.trim(),
    email: input.email.trim(),
    description: input.description,
    externalId: input.externalId,
    slug: input.slug ?? (await freeSlug(tx, input.name)),
  });
  await insertOrganizerChange(tx, actor, {
    action: 'ORGANIZATION_CREATE',
    organizationId: organization.id,
    entityType: 'ORGANIZATION',
    entityId: String(organization.id),
    before: null,
    after: organization,
  });
  return organization;
}

/** A new organization, or null when the input breaks alf.io's rules or its slug is taken. */
export async function createOrganization(
  db: Database,
  actor: Actor,
  input: OrganizationInput,
): Promise<OrganizationRow | null> {
  if (!validOrganization(input)) return null;
  try {
    return await db.transaction(async (tx) => {
      return await insertAuditedOrganization(tx, actor, input);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export type UpdateOutcome = { kind: 'updated'; organization: OrganizationRow } | { kind: 'invalid' | 'not-found' };

/** alf.io's update: the body names the organization it changes, which must be the one in the path. */
export async function changeOrganization(
  db: Database,
  actor: Actor,
  id: number,
  input: OrganizationInput & { id: number | null },
): Promise<UpdateOutcome> {
  if (input.id !== id || !validOrganization(input)) return { kind: 'invalid' };
  try {
    return await db.transaction(async (tx) => {
      const before = await findOrganization(tx, id);
      if (!before) return { kind: 'not-found' };
      const after = await updateOrganization(tx, id, {
        name: input.name.trim(),
        email: input.email.trim(),
        description: input.description,
        externalId: input.externalId,
        slug: input.slug,
      });
      if (!after) return { kind: 'not-found' };
      await insertOrganizerChange(tx, actor, {
        action: 'ORGANIZATION_UPDATE',
        organizationId: id,
        entityType: 'ORGANIZATION',
        entityId: String(id),
        before,
        after,
      });
      return { kind: 'updated', organization: after };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'invalid' };
    throw error;
  }
}

export type DeleteOutcome = 'deleted' | 'in-use' | 'not-found';

/**
 * Deletes an organization with its members, keys and settings. alf.io also deletes its events with
 * every order and ticket; ours refuses (`in-use`) while the organization has an event, a
 * subscription or anything else of its own left (a promo code, a payment method), so no sale is
 * lost by one call: the organizer deletes the events first, which is refused once something was sold.
 */
export async function deleteOrganization(db: Database, actor: Actor, id: number): Promise<DeleteOutcome> {
  try {
    return await db.transaction(async (tx): Promise<DeleteOutcome> => {
      const before = await findOrganization(tx, id);
      if (!before) return 'not-found';
      if (await hasPurchaseContexts(tx, id)) return 'in-use';
      await insertOrganizerChange(tx, actor, {
        action: 'ORGANIZATION_DELETE',
        organizationId: id,
        entityType: 'ORGANIZATION',
        entityId: String(id),
        before,
        after: null,
      });
      await deleteOrganizationRow(tx, id);
      return 'deleted';
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) return 'in-use';
    throw error;
  }
}

/** What the audit log and the list show of a key: never the key, never its hash. */
function keyDescription(row: ApiKeyRow): ApiKeyDescription {
  return {
    id: row.id,
    hint: row.keyHint,
    apiKeyType: row.role,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

export interface ApiKeyInput {
  /** Any case; null or blank means API_CLIENT. */
  type: string | null;
  description: string | null;
  expiresAt: string | null;
}

export const DEFAULT_API_KEY_DESCRIPTION = 'Auto-generated API Key';

/** Reads alf.io's key type in any case; undefined for a type that does not exist. */
function keyRole(type: string | null): ApiKeyRole | undefined {
  if (type === null || type.trim() === '') return 'API_CLIENT';
  const upper = type.trim().toUpperCase();
  return apiKeyRoles.find((role) => role === upper);
}

export type CreateKeyOutcome =
  { kind: 'created'; answer: OrganizationApiKey; description: ApiKeyDescription } | { kind: 'invalid' | 'not-found' };

/** A new key for the organization; the answer holds the key, which is never shown again. */
export async function createApiKey(
  db: Database,
  actor: Actor,
  organizationId: number,
  input: ApiKeyInput,
): Promise<CreateKeyOutcome> {
  const role = keyRole(input.type);
  const expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt);
  if (!role || (expiresAt !== null && Number.isNaN(expiresAt.getTime()))) return { kind: 'invalid' };
  return db.transaction(async (tx) => {
    if (!(await findOrganization(tx, organizationId))) return { kind: 'not-found' };
    const description = input.description?.trim() || DEFAULT_API_KEY_DESCRIPTION;
    return { kind: 'created', ...(await addApiKey(tx, actor, { organizationId, role, description, expiresAt })) };
  });
}

async function addApiKey(
  tx: Queryable,
  actor: Actor,
  key: { organizationId: number; role: ApiKeyRole; description: string; expiresAt: Date | null },
  createdByUserId: number | null = null,
): Promise<{ answer: OrganizationApiKey; description: ApiKeyDescription }> {
  const apiKey = newApiKey();
  const row = await insertApiKey(tx, {
    ...key,
    keyHash: apiKeyHash(apiKey),
    keyHint: apiKeyHint(apiKey),
    createdByUserId,
  });
  const description = keyDescription(row);
  await insertOrganizerChange(tx, actor, {
    action: 'API_KEY_CREATE',
    organizationId: key.organizationId,
    entityType: 'API_KEY',
    entityId: String(row.id),
    before: null,
    after: description,
  });
  return { answer: { organizationId: key.organizationId, apiKey, apiKeyType: key.role }, description };
}

/** The organization's keys, revoked and expired ones too; null when there is no such organization. */
export async function organizationKeys(db: Queryable, organizationId: number): Promise<ApiKeyDescription[] | null> {
  if (!(await findOrganization(db, organizationId))) return null;
  return (await listApiKeys(db, organizationId)).map(keyDescription);
}

/** Revokes the organization's key; false when it has no such key in use. */
export async function revokeKey(db: Database, actor: Actor, organizationId: number, key: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await revokeApiKey(tx, organizationId, apiKeyHash(key));
    if (!row) return false;
    const after = keyDescription(row);
    await insertOrganizerChange(tx, actor, {
      action: 'API_KEY_REVOKE',
      organizationId,
      entityType: 'API_KEY',
      entityId: String(row.id),
      before: { ...after, revokedAt: null },
      after,
    });
    return true;
  });
}

export type Bootstrap =
  | { kind: 'created'; organization: OrganizationRow; ownerUserId: number; apiKey: string }
  | { kind: 'invalid' }
  /** The owner's address names a staff account that was disabled: it could not sign in to own anything. */
  | { kind: 'owner-disabled' };

/**
 * A fresh installation's first organization, its owner and an API_CLIENT key, in one
 * transaction; invalid when the input breaks alf.io's rules or the slug is taken.
 */
export async function bootstrapOrganization(
  db: Database,
  input: OrganizationInput & { firstName: string | null; lastName: string | null },
): Promise<Bootstrap> {
  const actor: Actor = { kind: 'command-line' };
  if (!validOrganization(input)) return { kind: 'invalid' };
  const email = input.email.trim();
  try {
    return await db.transaction(async (tx): Promise<Bootstrap> => {
      if (await isDisabledStaff(tx, email)) return { kind: 'owner-disabled' };
      const organization = await insertAuditedOrganization(tx, actor, input);
      const ownerUserId = await staffUser(tx, { email, firstName: input.firstName, lastName: input.lastName });
      await addMember(tx, organization.id, ownerUserId, 'OWNER');
      await insertOrganizerChange(tx, actor, {
        action: 'MEMBER_ADD',
        organizationId: organization.id,
        entityType: 'USER',
        entityId: String(ownerUserId),
        before: null,
        after: { userId: ownerUserId, email: email.toLowerCase(), role: 'OWNER' },
      });
      const key = await addApiKey(
        tx,
        actor,
        {
          organizationId: organization.id,
          role: 'API_CLIENT',
          description: `First key of ${organization.name}`,
          expiresAt: null,
        },
        ownerUserId,
      );
      return { kind: 'created', organization, ownerUserId, apiKey: key.answer.apiKey };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: 'invalid' };
    throw error;
  }
}
