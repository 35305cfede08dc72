import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { restoreEmbeddedBackup, restoreFlag, writeEmbeddedBackup } from './db/embedded-backup.ts';
import { migrateFlag, migrateOnly } from './db/migrate-command.ts';
import {
  createDatabaseFlag,
  createEmbeddedDatabase,
  createEmbeddedDatabaseApart,
  isNewEmbeddedDatabase,
} from './demo/embedded-creation.ts';
import { withDemoSignIn } from './modules/account/demo-sign-in.ts';

try {
  const configured = loadConfig();
  if (process.argv.includes(createDatabaseFlag)) {
    await createEmbeddedDatabase(configured);
    process.exit(0);
  }
  const restoring = process.argv.indexOf(restoreFlag);
  if (restoring !== -1) {
    const file = process.argv[restoring + 1];
    if (!file || configured.databaseUrl) {
      throw new ConfigError(`${restoreFlag} <file> restores the embedded database (DATA_DIR, without DATABASE_URL)`);
    }
    await restoreEmbeddedBackup(configured.dataDir, file);
    console.log(`${configured.dataDir} restored from ${file}`);
    process.exit(0);
  }
  if (process.argv.includes(migrateFlag)) {
    await migrateOnly(configured, (message) => console.log(message));
    process.exit(0);
  }
  if (isNewEmbeddedDatabase(configured)) await createEmbeddedDatabaseApart();
  const demo = await withDemoSignIn(configured, (message) => console.log(message));
  const config = demo.config;
  const { app, db, close } = await buildApp(config);
  const shutdown = async () => {
    await close();
    await demo.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  // The embedded database lives inside this process, so only it can copy it while serving.
  if (db.kind === 'pglite') {
    process.on('SIGUSR2', () => {
      writeEmbeddedBackup(db, config.backupDir).then(
        (file) => app.log.info(`embedded database backed up to ${file}`),
        (error: unknown) => app.log.error({ err: error }, 'embedded database backup failed'),
      );
    });
  }
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `shop ready on ${config.baseUrl} (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`,
  );
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
