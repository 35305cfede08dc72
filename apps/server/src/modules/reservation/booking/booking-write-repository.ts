import type { WarningMessage } from '@shop/contract';
import type { Queryable } from '../../../db/database.ts';
import type { BillingAddress } from '../invoicing/billing-address.ts';
import type { ItalianEInvoicingData } from '../invoicing/italian-e-invoicing.ts';
import type { Slot } from '../fields/field-slots.ts';

/** What the booking step writes; the caller holds the reservation's lock. */

/**
 * The contact and invoice columns of a reservation, as written and as read back; the billing
 * country is `vatCountryCode`.
 */
export interface StoredContactAndBilling extends Omit<BillingAddress, 'country'> {
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  invoiceRequested: boolean;
  addCompanyBillingDetails: boolean;
  billingAddress: string | null;
  customerReference: string | null;
  vatCountryCode: string | null;
  vatNr: string | null;
  skipVatNr: boolean;
}

export interface ContactAndBilling extends StoredContactAndBilling {
  language: string;
  italianEInvoicing: ItalianEInvoicingData | null;
  vatStatus: string;
}

export interface Holder {
  ticketId: number;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string | null;
  userLanguage: string;
}

export async function saveHolders(tx: Queryable, holders: readonly Holder[]): Promise<void> {
  if (holders.length === 0) return;
  await tx.query(
    `UPDATE ticket t
     SET first_name = h.first_name, last_name = h.last_name, full_name = h.full_name, email = h.email,
       user_language = h.user_language, updated_at = now()
     FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
       AS h(id, first_name, last_name, full_name, email, user_language)
     WHERE t.id = h.id`,
    [
      holders.map((h) => h.ticketId),
      holders.map((h) => h.firstName),
      holders.map((h) => h.lastName),
      holders.map((h) => h.fullName),
      holders.map((h) => h.email),
      holders.map((h) => h.userLanguage),
    ],
  );
}

/** Whose values: a ticket's (attendee), an item's (additional service) or a subscription's (owner). */
const OWNER_COLUMN = {
  ticket: 'ticket_id',
  item: 'additional_service_item_id',
  subscription: 'subscription_id',
} as const;
const OWNER_TYPE = { ticket: 'bigint', item: 'bigint', subscription: 'uuid' } as const;

export interface FieldValues {
  ownerId: number | string;
  fieldId: number;
  slots: readonly Slot[];
}

/** Replaces the stored values of each (owner, field) pair with the given slots. */
export async function replaceFieldValues(
  tx: Queryable,
  owner: keyof typeof OWNER_COLUMN,
  entries: readonly FieldValues[],
): Promise<void> {
  if (entries.length === 0) return;
  const column = OWNER_COLUMN[owner];
  const type = OWNER_TYPE[owner];
  await tx.query(
    `DELETE FROM additional_field_value v
     USING unnest($1::${type}[], $2::integer[]) AS d(owner_id, field_id)
     WHERE v.${column} = d.owner_id AND v.field_id = d.field_id`,
    [entries.map((e) => e.ownerId), entries.map((e) => e.fieldId)],
  );
  const rows = entries.flatMap((e) => e.slots.map((slot) => ({ ownerId: e.ownerId, fieldId: e.fieldId, ...slot })));
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO additional_field_value (field_id, ${column}, field_index, value)
     SELECT * FROM unnest($1::integer[], $2::${type}[], $3::integer[], $4::text[])`,
    [rows.map((r) => r.fieldId), rows.map((r) => r.ownerId), rows.map((r) => r.index), rows.map((r) => r.value)],
  );
}

/** Links supplements and donations to the tickets the buyer chose for them. */
export async function linkItems(tx: Queryable, links: readonly { itemId: number; ticketId: number }[]): Promise<void> {
  if (links.length === 0) return;
  await tx.query(
    `UPDATE additional_service_item i SET ticket_id = l.ticket_id
     FROM unnest($1::bigint[], $2::bigint[]) AS l(id, ticket_id)
     WHERE i.id = l.id`,
    [links.map((l) => l.itemId), links.map((l) => l.ticketId)],
  );
}

export interface Owner {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** Null clears the owner: the contact person owns the subscription. */
export async function saveSubscriptionOwner(tx: Queryable, subscriptionId: string, owner: Owner | null): Promise<void> {
  await tx.query(
    'UPDATE subscription SET first_name = $2, last_name = $3, email = $4, updated_at = now() WHERE id = $1',
    [subscriptionId, owner?.firstName ?? null, owner?.lastName ?? null, owner?.email ?? null],
  );
}

/** The buyer confirmed the warnings and went on. */
export async function auditWarningsIgnored(
  tx: Queryable,
  reservationId: string,
  warnings: readonly WarningMessage[],
): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (reservation_id, event_id, subscription_descriptor_id, event_type, entity_type, entity_id, data)
     SELECT id, event_id, subscription_descriptor_id, 'WARNINGS_IGNORED', 'RESERVATION', id::text, $2::text::jsonb
     FROM reservation WHERE id = $1`,
    [reservationId, JSON.stringify({ warnings })],
  );
}
