import type { Queryable } from '../../db/database.ts';
import { subscriptionsOfExpiredHolds } from '../reservation/hold/hold-repository.ts';

export interface DescriptorRow {
  id: string;
  organizationId: number;
  organizationName: string;
  organizationEmail: string;
  fileBlobId: string | null;
  title: Record<string, string>;
  description: Record<string, string>;
  priceCents: number;
  currency: string | null;
  /** numeric(5,2) as text, e.g. "8.10". */
  vat: string;
  vatIncluded: boolean;
  maxEntries: number;
  validityType: 'STANDARD' | 'CUSTOM' | 'NOT_SET';
  validityTimeUnit: 'DAYS' | 'MONTHS' | 'YEARS' | null;
  validityUnits: number | null;
  validityFrom: Date | null;
  validityTo: Date | null;
  usageType: 'ONCE_PER_EVENT' | 'UNLIMITED';
  onSaleFrom: Date;
  onSaleTo: Date | null;
  /** -1: unlimited supply (rows are created when reserved); otherwise one FREE row per saleable subscription. */
  maxAvailable: number;
  termsUrl: string;
  privacyUrl: string | null;
  timeZone: string;
  contentLanguages: string[];
  allowedPaymentProxies: string[];
  /** Whether the database clock is inside the sale window. */
  onSale: boolean;
}

/** An ACTIVE descriptor, public or not (a private one is reachable by its link, as in alf.io). */
export async function findActiveDescriptor(db: Queryable, id: string): Promise<DescriptorRow | undefined> {
  const [row] = await db.query<DescriptorRow>(
    `SELECT sd.id, sd.organization_id AS "organizationId", o.name AS "organizationName", o.email AS "organizationEmail",
       sd.file_blob_id AS "fileBlobId", sd.title, sd.description, sd.price_cents AS "priceCents", sd.currency,
       sd.vat::text AS vat, sd.vat_included AS "vatIncluded", sd.max_entries AS "maxEntries",
       sd.validity_type AS "validityType", sd.validity_time_unit AS "validityTimeUnit", sd.validity_units AS "validityUnits",
       sd.validity_from AS "validityFrom", sd.validity_to AS "validityTo", sd.usage_type AS "usageType",
       sd.on_sale_from AS "onSaleFrom", sd.on_sale_to AS "onSaleTo", sd.max_available AS "maxAvailable",
       sd.terms_url AS "termsUrl", sd.privacy_url AS "privacyUrl", sd.time_zone AS "timeZone",
       sd.content_languages AS "contentLanguages", sd.allowed_payment_proxies AS "allowedPaymentProxies",
       (sd.on_sale_from <= now() AND (sd.on_sale_to IS NULL OR sd.on_sale_to >= now())) AS "onSale"
     FROM subscription_descriptor sd
     JOIN organization o ON o.id = sd.organization_id
     WHERE sd.id = $1 AND sd.status = 'ACTIVE'`,
    [id],
  );
  return row;
}

/** Rows of a limited supply for sale: FREE ones, and those of holds past their validity, which the next claim releases. */
export async function countFreeSubscriptions(db: Queryable, descriptorId: string): Promise<number> {
  const [row] = await db.query<{ free: number }>(
    `SELECT (SELECT count(*)::int FROM subscription WHERE subscription_descriptor_id = $1 AND status = 'FREE')
       + (SELECT count(*)::int FROM (${subscriptionsOfExpiredHolds('$1')}) x) AS free`,
    [descriptorId],
  );
  return row?.free ?? 0;
}

/**
 * Locks one FREE subscription of a limited supply for the calling transaction. SKIP LOCKED lets
 * concurrent buyers take different rows instead of queueing on the same one, and guarantees that
 * no row is handed to two reservations.
 */
export async function claimFreeSubscription(tx: Queryable, descriptorId: string): Promise<string | undefined> {
  const [row] = await tx.query<{ id: string }>(
    `SELECT id FROM subscription
     WHERE subscription_descriptor_id = $1 AND status = 'FREE'
     ORDER BY id
     LIMIT 1
     FOR UPDATE SKIP LOCKED`,
    [descriptorId],
  );
  return row?.id;
}

export async function auditReservationCreated(
  tx: Queryable,
  reservationId: string,
  descriptorId: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (reservation_id, subscription_descriptor_id, event_type, entity_type, entity_id)
     VALUES ($1, $2, 'RESERVATION_CREATE', 'RESERVATION', $3)`,
    [reservationId, descriptorId, reservationId],
  );
}
