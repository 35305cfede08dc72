import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { bootstrapOrganization } from './organization-service.ts';
import { setPasswordByEmail } from './organizer-sign-in.ts';

const usage = `Usage: npm run organizer -- create --organization <name> --email <owner's address>
           [--description <text>] [--slug <slug>] [--first-name <name>] [--last-name <name>]
       npm run organizer -- set-password --email <staff member's address>   (password on standard input)

Creates an organization, its owner and a first API key (role API_CLIENT), on the database the
server is configured with (DATABASE_URL, or the embedded one in DATA_DIR: stop the server first).
The key is printed once; only its hash is stored. set-password reads the first line of standard
input as the staff member's new back-office password and signs out their open sessions.`;

/** Bootstraps a fresh installation without SQL; resolves to the process's exit code. */
export async function runOrganizerCommand(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  input: () => Promise<string> = readStandardInput,
): Promise<number> {
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
  if (positionals[0] === 'set-password' && values.email?.trim()) {
    const password = (await input()).split(/\r?\n/)[0] ?? '';
    return withDatabase(env, async (db) => {
      const outcome = await setPasswordByEmail(db, values.email!.trim(), password);
      if (outcome.kind === 'set') {
        console.log(`The password of ${values.email!.trim().toLowerCase()} is set.`);
        return 0;
      }
      console.error(
        outcome.kind === 'no-such-user'
          ? `No organizer staff member has the address ${values.email}.`
          : `The password is refused (${outcome.problem}): it needs at least 12 characters and must not be the address.`,
      );
      return 1;
    });
  }
  if (positionals[0] !== 'create' || !values.organization?.trim() || !values.email?.trim()) {
    console.error(usage);
    return 2;
  }
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) {
    console.error(`${values.email} is not an e-mail address`);
    return 2;
  }
  const { organization, email } = values;
  return withDatabase(env, async (db) => {
    const created = await bootstrapOrganization(db, {
      name: organization,
      email,
      description: values.description?.trim() || organization.trim(),
      externalId: null,
      slug: values.slug?.trim() || null,
      firstName: values['first-name']?.trim() || null,
      lastName: values['last-name']?.trim() || null,
    });
    if (created.kind === 'owner-disabled') {
      console.error(
        `The staff account ${email.trim().toLowerCase()} is disabled and cannot own an organization. Name another owner.`,
      );
      return 1;
    }
    if (created.kind === 'invalid') {
      console.error(`The slug ${values.slug ?? ''} is taken or not lower-case words joined by hyphens.`);
      return 1;
    }
    console.log(
      [
        `Organization ${created.organization.id} "${created.organization.name}" (slug ${created.organization.slug})`,
        `Owner: ${email.trim().toLowerCase()}`,
        `API key (shown once, keep it secret): ${created.apiKey}`,
        `Use it as: Authorization: ApiKey ${created.apiKey}`,
      ].join('\n'),
    );
    return 0;
  });
}

/** Opens and migrates the configured database for `work`, closing it after; 2 when the settings are wrong. */
async function withDatabase(env: NodeJS.ProcessEnv, work: (db: Database) => Promise<number>): Promise<number> {
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
    return await work(db);
  } finally {
    await db.close();
  }
}

async function readStandardInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await runOrganizerCommand(process.argv.slice(2));
}
