import type { Queryable } from '../../../db/database.ts';

export interface ReservedSubscriptionRow {
  id: string;
  status: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  maxEntries: number;
  usageCount: number;
  displayPin: boolean;
  descriptorId: string;
  languages: string[];
}

/** The subscriptions a subscription reservation buys, with their descriptor's PIN display and languages. */
export async function findReservedSubscriptions(
  q: Queryable,
  reservationId: string,
): Promise<ReservedSubscriptionRow[]> {
  return q.query<ReservedSubscriptionRow>(
    `SELECT s.id, s.status, s.first_name AS "firstName", s.last_name AS "lastName", s.email, s.max_entries AS "maxEntries",
       s.usage_count AS "usageCount", d.display_pin AS "displayPin", d.id AS "descriptorId",
       d.content_languages AS languages
     FROM subscription s JOIN subscription_descriptor d ON d.id = s.subscription_descriptor_id
     WHERE s.reservation_id = $1 ORDER BY s.id`,
    [reservationId],
  );
}

export async function findSubscriptionFieldValues(
  q: Queryable,
  subscriptionId: string,
): Promise<{ fieldId: number; index: number; value: string | null }[]> {
  return q.query<{ fieldId: number; index: number; value: string | null }>(
    'SELECT field_id AS "fieldId", field_index AS index, value FROM additional_field_value WHERE subscription_id = $1 ORDER BY field_index',
    [subscriptionId],
  );
}
