/**
 * `npm run demo:reset`: empties the database named by DATABASE_URL (else the embedded one in
 * DATA_DIR, default ./data) and loads the demo again. Sessions, orders and changes are lost.
 */
import { openDatabase } from '../db/database.ts';
import { resetDemoData } from './demo-data.ts';
import { migrate } from '../db/migrate.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || './data';

const db = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
try {
  await migrate(db);
  const demo = await resetDemoData(db);
  const where = databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : dataDir;
  console.log(
    `Demo data reset in ${where}: ${demo.organizations} organizers, ${demo.events} events, ` +
      `${demo.subscriptionDescriptors} subscriptions, ${demo.tickets} tickets, ${demo.reservations} orders.`,
  );
} catch (error) {
  console.error('Demo data reset failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.close();
}
