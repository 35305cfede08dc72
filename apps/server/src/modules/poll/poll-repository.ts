import type { Poll, PollOption } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';

const POLL_COLUMNS = `p.id, p.status, p.title, p.description, p.allowed_tags AS "allowedTags", p.ordinal AS "order",
  p.event_id AS "eventId", p.organization_id AS "organizationId"`;

/** The event's OPEN polls in the organizer's order. */
export async function findOpenPolls(db: Queryable, eventId: number): Promise<Poll[]> {
  return db.query<Poll>(
    `SELECT ${POLL_COLUMNS} FROM poll p WHERE p.event_id = $1 AND p.status = 'OPEN' ORDER BY p.ordinal, p.id`,
    [eventId],
  );
}

/** An OPEN poll of the event; a draft or closed one is as good as absent to attendees. */
export async function findOpenPoll(db: Queryable, eventId: number, pollId: number): Promise<Poll | undefined> {
  const [row] = await db.query<Poll>(
    `SELECT ${POLL_COLUMNS} FROM poll p WHERE p.id = $1 AND p.event_id = $2 AND p.status = 'OPEN'`,
    [pollId, eventId],
  );
  return row;
}

export async function findOptions(db: Queryable, pollId: number): Promise<PollOption[]> {
  return db.query<PollOption>(
    `SELECT o.id, o.poll_id AS "pollId", o.title, o.description FROM poll_option o
     WHERE o.poll_id = $1 ORDER BY o.ordinal, o.id`,
    [pollId],
  );
}

/**
 * Ids of the event's checked-in tickets whose internal uuid starts with these hex digits; two at
 * most, since a second one already makes the PIN ambiguous. The range reads the uuid's unique index.
 */
export async function findCheckedInTicketsByUuidPrefix(
  db: Queryable,
  eventId: number,
  hexPrefix: string,
): Promise<number[]> {
  const [lowest, highest] = [uuidOf(hexPrefix.padEnd(32, '0')), uuidOf(hexPrefix.padEnd(32, 'f'))];
  const rows = await db.query<{ id: string | number }>(
    `SELECT id FROM ticket WHERE uuid BETWEEN $1::uuid AND $2::uuid AND event_id = $3 AND status = 'CHECKED_IN'
     ORDER BY id LIMIT 2`,
    [lowest, highest, eventId],
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Records the ticket's vote, replacing an earlier one: the unique key on poll and ticket keeps one
 * answer per ticket however many arrive at once, the last to commit being the one that counts.
 */
export async function saveAnswer(
  db: Queryable,
  answer: { pollId: number; optionId: number; ticketId: number },
): Promise<void> {
  await db.query(
    `INSERT INTO poll_answer (poll_id, poll_option_id, ticket_id) VALUES ($1, $2, $3)
     ON CONFLICT (poll_id, ticket_id) DO UPDATE SET poll_option_id = EXCLUDED.poll_option_id, created_at = now()`,
    [answer.pollId, answer.optionId, answer.ticketId],
  );
}

const uuidOf = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
