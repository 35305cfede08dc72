import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Configuration, default as Provider, KoaContextWithOIDC } from 'oidc-provider';
import { checkDemoCredentials, demoOrganizerClaims, findDemoUser } from './demo-users.ts';
import { loginPage, logoutPage, messagePage } from './pages.ts';

export { demoOrganizerClaims, demoUsers, type DemoUser } from './demo-users.ts';

/**
 * An OpenID Connect provider for the demo and the tests: the authorization code flow with PKCE for
 * one confidential client, the demo users (one of them back-office staff, with alf.io's organizer
 * claims), its own login page, and sign-out. Everything lives in
 * memory, including its signing keys, so sessions end with the process.
 */
export interface DemoClient {
  clientId: string;
  clientSecret: string;
  /** Where the provider may send the browser back with a code. */
  redirectUris: string[];
  /** Where it may send the browser after a sign-out. */
  postLogoutRedirectUris: string[];
  /** Shown on the login page ("Sign in to …"). */
  name?: string;
}

export interface DemoIdentityProviderOptions {
  client: DemoClient;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Host name in the issuer URL; the browser must reach the provider under it. */
  publicHost?: string;
}

export interface DemoIdentityProvider {
  /** The issuer URL, e.g. `http://localhost:12120`: the OpenID discovery document is beneath it. */
  issuer: string;
  close(): Promise<void>;
}

const INTERACTION_PATH = '/interaction/';

export async function startDemoIdentityProvider(options: DemoIdentityProviderOptions): Promise<DemoIdentityProvider> {
  // The issuer URL names the port, which is known once the server listens.
  const ready: { handle?: (req: IncomingMessage, res: ServerResponse) => void } = {};
  const server = createServer((req, res) => {
    if (ready.handle) ready.handle(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${options.publicHost ?? 'localhost'}:${port}`;
  // Loaded only when a provider starts: a server that bundles this package loads it in demo mode only.
  const { default: OidcProvider } = await import('oidc-provider');
  const provider = new OidcProvider(issuer, configuration(options.client));
  const oidc = provider.callback();
  ready.handle = (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path.startsWith(INTERACTION_PATH)) {
      interaction(provider, options.client, req, res).catch((error: unknown) => {
        if (!res.headersSent) {
          const message = error instanceof Error ? error.message : 'The sign-in could not go on.';
          res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
          res.end(messagePage('Sign-in failed', message));
        }
      });
    } else {
      void oidc(req, res);
    }
  };
  return { issuer, close: () => closeServer(server) };
}

function configuration(client: DemoClient): Configuration {
  return {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        client_name: client.name ?? 'the ticket shop',
        redirect_uris: client.redirectUris,
        post_logout_redirect_uris: client.postLogoutRedirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    // Every request must prove with PKCE that the code goes back to whoever asked for it.
    pkce: { required: () => true },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [signingKey()] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
      [demoOrganizerClaims.roles]: [demoOrganizerClaims.roles],
      [demoOrganizerClaims.organizations]: [demoOrganizerClaims.organizations],
    },
    findAccount: (_ctx, subject) => {
      const user = findDemoUser(subject);
      if (!user) return undefined;
      return {
        accountId: user.subject,
        claims: () => ({
          sub: user.subject,
          email: user.email,
          email_verified: true,
          given_name: user.givenName,
          family_name: user.familyName,
          name: `${user.givenName} ${user.familyName}`,
          ...(user.backOffice && {
            [demoOrganizerClaims.roles]: user.backOffice.roles,
            [demoOrganizerClaims.organizations]: user.backOffice.organizations,
          }),
        }),
      };
    },
    interactions: { url: (_ctx, interaction) => `${INTERACTION_PATH}${interaction.uid}` },
    // The shop is the provider's only, first-party client: the user is not asked to consent to it.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const session = ctx.oidc.session;
      const clientId = ctx.oidc.client?.clientId;
      if (!session?.accountId || !clientId) return undefined;
      const existing = session.grantIdFor(clientId);
      if (existing) {
        const grant = await ctx.oidc.provider.Grant.find(existing);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: session.accountId });
      grant.addOIDCScope(['openid email profile', ...Object.values(demoOrganizerClaims)].join(' '));
      await grant.save();
      session.grantIdFor(clientId, grant.jti);
      return grant;
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in failed', String(out.error_description ?? out.error));
    },
  };
}

/** A fresh RSA key per start: tokens need not outlive the process. */
function signingKey() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' };
}

/** The login step of an authorization request: the form, and the check of what it posts. */
async function interaction(
  provider: Provider,
  client: DemoClient,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const action = `${INTERACTION_PATH}${details.uid}`;
  const clientName = client.name ?? 'the ticket shop';
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(loginPage(action, { clientName }));
    return;
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'GET, POST' }).end();
    return;
  }
  const form = new URLSearchParams(await readBody(req));
  const email = form.get('email') ?? '';
  const user = checkDemoCredentials(email, form.get('password') ?? '');
  if (!user) {
    res.writeHead(401, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(loginPage(action, { clientName, email, failed: true }));
    return;
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: user.subject } },
    { mergeWithLastSubmission: false },
  );
}

const MAX_FORM_BYTES = 16 * 1024;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new Error('The form is too large.');
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}
