import type { Queryable } from '../../../db/database.ts';
import type { StartRequest } from '../online-payment.ts';

/** The test gateway's own books (table `test_gateway_payment`), kept as a provider keeps them on its side. */

export type TestGatewayStatus = 'OPEN' | 'APPROVED' | 'DECLINED' | 'CANCELLED' | 'REFUNDED';

export interface TestGatewayPayment {
  id: string;
  amountCents: number;
  currency: string;
  description: string;
  language: string;
  status: TestGatewayStatus;
  /** Approved later: the approval counts from then on. */
  approvedFrom: Date | null;
  returnUrl: string;
  now: Date;
}

export async function findTestGatewayPayment(q: Queryable, id: string): Promise<TestGatewayPayment | null> {
  const [row] = await q.query<TestGatewayPayment>(
    `SELECT id, amount_cents AS "amountCents", currency_code AS currency, description, language, status,
       approved_from AS "approvedFrom", return_url AS "returnUrl", now() AS now
     FROM test_gateway_payment WHERE id = $1`,
    [id.toLowerCase()],
  );
  return row ?? null;
}

export type Decision = 'approve' | 'decline' | 'later';

/**
 * The buyer's answer on the payment page; false when the payment was decided before. Approve
 * later approves `delayMs` from now.
 */
export async function decideTestGatewayPayment(
  q: Queryable,
  id: string,
  decision: Decision,
  delayMs: number,
): Promise<boolean> {
  const rows = await q.query(
    `UPDATE test_gateway_payment
     SET status = CASE WHEN $2 = 'decline' THEN 'DECLINED' ELSE 'APPROVED' END,
       approved_from = CASE WHEN $2 = 'decline' THEN NULL ELSE now() + make_interval(secs => $3::float8 / 1000) END,
       updated_at = now()
     WHERE id = $1 AND status = 'OPEN'
     RETURNING id`,
    [id, decision, decision === 'later' ? delayMs : 0],
  );
  return rows.length > 0;
}

export async function insertTestGatewayPayment(tx: Queryable, request: StartRequest): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO test_gateway_payment (amount_cents, currency_code, description, language, return_url)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [request.amountCents, request.currency, request.description, request.language, request.returnUrl],
  );
  return row!.id;
}

export async function refundTestGatewayPayment(q: Queryable, id: string): Promise<void> {
  await q.query("UPDATE test_gateway_payment SET status = 'REFUNDED', updated_at = now() WHERE id = $1", [id]);
}

/**
 * Cancels a payment nobody decided yet; resolves to its status afterwards (CANCELLED, or what it
 * was decided as before), null when unknown.
 */
export async function cancelTestGatewayPayment(q: Queryable, id: string): Promise<TestGatewayStatus | null> {
  const [row] = await q.query<{ status: TestGatewayStatus }>(
    `UPDATE test_gateway_payment SET status = CASE WHEN status = 'OPEN' THEN 'CANCELLED' ELSE status END,
       updated_at = CASE WHEN status = 'OPEN' THEN now() ELSE updated_at END
     WHERE id = $1 RETURNING status`,
    [id.toLowerCase()],
  );
  return row?.status ?? null;
}
