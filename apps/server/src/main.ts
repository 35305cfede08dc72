import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
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
  if (process.argv.includes(migrateFlag)) {
    await migrateOnly(configured, (message) => console.log(message));
    process.exit(0);
  }
  if (isNewEmbeddedDatabase(configured)) await createEmbeddedDatabaseApart();
  const demo = await withDemoSignIn(configured, (message) => console.log(message));
  const config = demo.config;
  const { app, close } = await buildApp(config);
  const shutdown = async () => {
    await close();
    await demo.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
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
