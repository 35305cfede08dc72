import { randomBytes } from 'node:crypto';
import { organizerBrowserPaths } from '@shop/contract/organizer-routes';
import type { Config } from '../../config.ts';
import { CALLBACK_PATH } from './openid-sign-in.ts';

export interface DemoSignIn {
  config: Config;
  close(): Promise<void>;
}

/**
 * In demo mode without an identity provider of its own, the server starts the demo provider beside
 * it, so visitors can try signing in, and signs buyers and the demo's staff user in through it. The provider's package (and
 * oidc-provider) load only then.
 */
export async function withDemoSignIn(config: Config, log: (message: string) => void): Promise<DemoSignIn> {
  if (!config.demoMode || config.openId) return { config, close: async () => {} };
  const { startDemoIdentityProvider, demoUsers, demoOrganizerClaims } = await import('@shop/demo-identity-provider');
  const clientId = 'ticket-shop-demo';
  // A new secret per start: the provider lives exactly as long as this process.
  const clientSecret = randomBytes(24).toString('base64url');
  const provider = await startDemoIdentityProvider({
    client: {
      clientId,
      clientSecret,
      name: 'the demo ticket shop',
      redirectUris: [`${config.baseUrl}${CALLBACK_PATH}`, `${config.baseUrl}${organizerBrowserPaths.openIdCallback}`],
      postLogoutRedirectUris: [`${config.baseUrl}/`],
    },
    port: config.demoIdentityProviderPort,
    host: config.host,
    publicHost: new URL(config.baseUrl).hostname,
  });
  const users = demoUsers.map((user) => `${user.email} / ${user.password}`).join(', ');
  log(`demo identity provider on ${provider.issuer} (sign in as ${users})`);
  return {
    config: {
      ...config,
      openId: {
        issuer: new URL(provider.issuer),
        clientId,
        clientSecret,
        logoutUrl: null,
        organizerClaims: { ...demoOrganizerClaims },
      },
    },
    close: () => provider.close(),
  };
}
