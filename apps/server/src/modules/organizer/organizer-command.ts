import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { bootstrapOrganization } from './organization-service.ts';

const usage = `Usage: npm run organizer -- create --organization <name> --email <owner's address>
           [--description <text>] [--slug <slug>] [--first-name <name>] [--last-name <name>]

Creates an organization, its owner and a first API key (role API_CLIENT), on the database the
server is configured with (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first).
The key is printed once; only its hash is stored.`;

/** Bootstraps a fresh installation without SQL; resolves to the process's exit code. */
export async function runOrganizerCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        organization: { type: 'string' },
        email: { type: 'string' },
        description: { type: 'string' },
        slug: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        help: { type: 'boolean' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    return 2;
  }
  const { values, positionals } = parsed;
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (positionals[0] !== 'create' || !values.organization?.trim() || !values.email?.trim()) {
    console.error(usage);
    return 2;
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) {
    console.error(`${values.email} is not an e-mail address`);
    return 2;
  }
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const created = await bootstrapOrganization(db, {
      name: values.organization,
      email: values.email,
      description: values.description?.trim() || values.organization.trim(),
      externalId: null,
      slug: values.slug?.trim() || null,
      firstName: values['first-name']?.trim() || null,
      lastName: values['last-name']?.trim() || null,
    });
    if (!created) {
      console.error(`The slug ${values.slug ?? ''} is taken or not lower-case words joined by hyphens.`);
      return 1;
    }
    console.log(
      [
        `Organization ${created.organization.id} "${created.organization.name}" (slug ${created.organization.slug})`,
        `Owner: ${values.email.trim().toLowerCase()}`,
        `API key (shown once, keep it secret): ${created.apiKey}`,
        `Use it as: Authorization: ApiKey ${created.apiKey}`,
      ].join('\n'),
    );
    return 0;
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runOrganizerCommand(process.argv.slice(2));
}
