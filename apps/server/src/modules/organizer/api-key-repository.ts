import type { Queryable } from '../../db/database.ts';
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

/** The key with this hash, if it is neither revoked nor expired. */
export async function findUsableApiKey(
  db: Queryable,
  keyHash: string,
): Promise<{ id: number; organizationId: number; role: ApiKeyRole } | null> {
  const [row] = await db.query<{ id: number; organizationId: number; role: ApiKeyRole }>(
    `SELECT id, organization_id AS "organizationId", role FROM api_key
     WHERE key_hash = $1 AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > now())`,
    [keyHash],
  );
  return row ?? null;
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
