/**
 * Run before the end-to-end server starts: the demo on a fresh embedded database, plus the
 * settings only the journeys need. An organizer would set these in the configuration table.
 */
import { openDatabase } from '../apps/server/src/db/database.ts';
import { loadDemoDataIfEmpty } from '../apps/server/src/db/demo-data.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { SHORT_HOLD_EVENT, SHORT_HOLD_MINUTES } from './journey-settings.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR names the database to prepare');

const db = await openDatabase({ dataDir, poolSize: 1 });
try {
  await migrate(db);
  await loadDemoDataIfEmpty(db);
  // Tickets left are shown, so the journey can see the held one come back.
  await db.query(
    `INSERT INTO configuration (scope, event_id, key, value)
     SELECT 'EVENT', event.id, setting.key, setting.value
     FROM event, (VALUES ('RESERVATION_TIMEOUT', $2), ('DISPLAY_TICKETS_LEFT_INDICATOR', 'true')) AS setting (key, value)
     WHERE event.short_name = $1`,
    [SHORT_HOLD_EVENT, SHORT_HOLD_MINUTES],
  );
} finally {
  await db.close();
}
