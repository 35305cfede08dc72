import * as oidc from 'openid-client';
import type { OpenIdConfig } from '../../config.ts';
import type { IdentityClaims, LoginAttempt } from './account-repository.ts';

/** What every sign-in asks the identity provider for: who the person is, their address and names. */
const SCOPE = 'openid email profile';
export const CALLBACK_PATH = '/openid/callback';

export class SignInRefused extends Error {}

/** One kind of sign-in through the provider: where its callback is and what it asks for beyond the basics. */
export interface SignInFlow {
  purpose: LoginAttempt['purpose'];
  /** Registered at the provider as a redirect URI, under the server's base URL. */
  callbackPath: string;
  /** Scopes asked for beside `openid email profile`. */
  extraScopes: readonly string[];
  /** Claims read; when the ID token lacks one of them, the userinfo answer supplies them all. */
  claims: readonly string[];
}

export const buyerSignIn: SignInFlow = {
  purpose: 'buyer',
  callbackPath: CALLBACK_PATH,
  extraScopes: [],
  claims: ['email'],
};

/** Who signed in, with every claim the provider gave, for a flow that reads more than the basics. */
export interface SignedInIdentity extends IdentityClaims {
  /** `email_verified` as the provider said it; null when it did not. */
  emailVerified: boolean | null;
  claims: Record<string, unknown>;
}

/**
 * The shop as a relying party: the authorization code flow with PKCE, a state bound to the
 * browser session and a nonce bound to the ID token. The provider's metadata is fetched on first
 * use and kept; a failed fetch is tried again on the next sign-in.
 */
export interface OpenIdSignIn {
  /** The address to send the browser to, and what the callback must find again. */
  start(sessionId: string, returnPath: string, flow: SignInFlow): Promise<{ url: string; attempt: LoginAttempt }>;
  /** Checks the callback against its attempt and the provider's ID token; throws `SignInRefused`. */
  finish(callbackUrl: URL, attempt: LoginAttempt, flow: SignInFlow): Promise<SignedInIdentity>;
  /** Where sign-out sends the browser: the provider's sign-out, or the shop's home page. */
  logoutUrl(): Promise<string>;
}

export function openIdSignIn(config: OpenIdConfig, baseUrl: string): OpenIdSignIn {
  let discovered: Promise<oidc.Configuration> | null = null;
  const configuration = () => {
    discovered ??= oidc
      .discovery(config.issuer, config.clientId, undefined, oidc.ClientSecretBasic(config.clientSecret), {
        execute: config.issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  };
  return {
    async start(sessionId, returnPath, flow) {
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const attempt: LoginAttempt = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier,
        sessionId,
        returnPath,
        purpose: flow.purpose,
      };
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: `${baseUrl}${flow.callbackPath}`,
        scope: [SCOPE, ...flow.extraScopes].join(' '),
        state: attempt.state,
        nonce: attempt.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url: url.href, attempt };
    },

    async finish(callbackUrl, attempt, flow) {
      let claims: Record<string, unknown> & { sub: string };
      try {
        const metadata = await configuration();
        const tokens = await oidc.authorizationCodeGrant(metadata, callbackUrl, {
          pkceCodeVerifier: attempt.codeVerifier,
          expectedState: attempt.state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims()!;
        // Many providers put the profile claims in the userinfo answer only, not in the ID token.
        claims = flow.claims.every((name) => idToken[name] !== undefined)
          ? idToken
          : { ...idToken, ...(await oidc.fetchUserInfo(metadata, tokens.access_token, idToken.sub)), sub: idToken.sub };
      } catch (error) {
        // The provider's refusals and failed checks alike: the buyer is not signed in.
        throw new SignInRefused(error instanceof Error ? error.message : 'sign-in refused', { cause: error });
      }
      const email = typeof claims.email === 'string' ? claims.email.trim() : '';
      // The account's address is the one its orders and messages use: no address, no account.
      if (email === '') throw new SignInRefused('the identity provider gave no e-mail address');
      const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
      return {
        subject: claims.sub,
        email,
        firstName: text(claims.given_name),
        lastName: text(claims.family_name),
        emailVerified: typeof claims.email_verified === 'boolean' ? claims.email_verified : null,
        claims,
      };
    },

    async logoutUrl() {
      if (config.logoutUrl) return config.logoutUrl;
      try {
        const metadata = await configuration();
        if (!metadata.serverMetadata().end_session_endpoint) return '/';
        return oidc.buildEndSessionUrl(metadata, { post_logout_redirect_uri: `${baseUrl}/` }).href;
      } catch {
        // Signed out of the shop all the same; the provider's own session stays.
        return '/';
      }
    },
  };
}
