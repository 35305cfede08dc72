import type { Queryable } from '../../db/database.ts';
import { openCountSelect, type OpenCount } from '../rate-limit/rate-limit-repository.ts';
import type { ApiKeyRole } from './organizer-roles.ts';

export interface ApiKeyRow {
  id: number;
  organizationId: number;
  keyHint: string;
  role: ApiKeyRole;
  description: string;
  createdAt: Date;
  expiresAt: Date | null;
  revokedAt: Date | null;
}

const columns = `id, organization_id AS "organizationId", key_hint AS "keyHint", role, description,
  created_at AS "createdAt", expires_at AS "expiresAt", revoked_at AS "revokedAt"`;

export interface NewApiKey {
  organizationId: number;
  keyHash: string;
  keyHint: string;
  role: ApiKeyRole;
  description: string;
  createdByUserId: number | null;
  expiresAt: Date | null;
}

export async function insertApiKey(tx: Queryable, key: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await tx.query<ApiKeyRow>(
    `INSERT INTO api_key (organization_id, key_hash, key_hint, role, description, created_by_user_id, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${columns}`,
    [key.organizationId, key.keyHash, key.keyHint, key.role, key.description, key.createdByUserId, key.expiresAt],
  );
  if (!row) throw new Error('api key not inserted');
  return row;
}

/**
 * The key with this hash if it is neither revoked nor expired (none when `keyHash` is null), and
 * the open count of the counter `failureCounter` (none when null), in one round trip: a request
 * with a key needs both. Nothing is cached, so a key revoked or expired on any process stops
 * working with the next request.
 */
export async function findUsableApiKeyAndFailures(
  db: Queryable,
  keyHash: string | null,
  failureCounter: string | null,
): Promise<{ key: { id: number; organizationId: number; role: ApiKeyRole } | null; failures: OpenCount | null }> {
  const [row] = await db.query<{
    id: number | null;
    organizationId: number | null;
    role: ApiKeyRole | null;
    hits: number | null;
    secondsLeft: number | null;
  }>(
    `SELECT k.id, k.organization_id AS "organizationId", k.role, f.hits, f."secondsLeft"
     FROM (SELECT 1) AS one
     LEFT JOIN api_key k ON k.key_hash = $1::text AND k.revoked_at IS NULL AND (k.expires_at IS NULL OR k.expires_at > now())
     LEFT JOIN (${openCountSelect('$2::text')}) f ON true`,
    [keyHash, failureCounter],
  );
  const key =
    row?.id != null && row.organizationId != null && row.role != null
      ? { id: row.id, organizationId: row.organizationId, role: row.role }
      : null;
  const failures =
    row?.hits != null && row.secondsLeft != null ? { hits: row.hits, secondsLeft: row.secondsLeft } : null;
  return { key, failures };
}

export async function listApiKeys(db: Queryable, organizationId: number): Promise<ApiKeyRow[]> {
  return db.query<ApiKeyRow>(`SELECT ${columns} FROM api_key WHERE organization_id = $1 ORDER BY id`, [organizationId]);
}

/** Revokes the organization's key with this hash; null when it has none not yet revoked. */
export async function revokeApiKey(tx: Queryable, organizationId: number, keyHash: string): Promise<ApiKeyRow | null> {
  const [row] = await tx.query<ApiKeyRow>(
    `UPDATE api_key SET revoked_at = now()
     WHERE organization_id = $1 AND key_hash = $2 AND revoked_at IS NULL RETURNING ${columns}`,
    [organizationId, keyHash],
  );
  return row ?? null;
}
