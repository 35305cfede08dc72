import type { PostgresCluster } from '@shop/dev-postgres';

export const LOAD_EVENT = 'alpine-devops-day';
const LOAD_CATEGORY = 'On site';

/**
 * The demo category the load sections sell from (on site, so no payment provider is involved),
 * given `stock` more free seats straight in the database; answers the category's id.
 */
export function addDemoStock(postgres: PostgresCluster, stock: number): number {
  const categoryId = Number(
    postgres.sql(
      `SELECT c.id FROM ticket_category c JOIN event e ON e.id = c.event_id WHERE e.short_name = '${LOAD_EVENT}' AND c.name = '${LOAD_CATEGORY}'`,
    ),
  );
  postgres.sql(
    `INSERT INTO ticket (event_id, category_id, status) SELECT event_id, id, 'FREE' FROM ticket_category, generate_series(1, ${stock}) WHERE id = ${categoryId};
     UPDATE ticket_category SET max_tickets = max_tickets + ${stock} WHERE id = ${categoryId}`,
  );
  postgres.sql('VACUUM ANALYZE ticket');
  return categoryId;
}
