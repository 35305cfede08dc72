import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { failure, success } from '../../http/validated-response.ts';
import {
  anonymiseAccount,
  endUserSession,
  findSessionAccount,
  saveProfile,
  takeSignedUp,
} from './account-repository.ts';
import { myReservations } from './my-reservations.ts';
import type { OpenIdSignIn } from './openid-sign-in.ts';
import { checkProfile, userOf } from './user-profile.ts';

/**
 * The signed-in buyer's endpoints. Without sign-in configured every visitor is anonymous: `user/me`
 * answers 204 and the shop shows no user menu.
 */
export function accountRoutes(ctx: AppContext, signIn: OpenIdSignIn | null): void {
  const { app, db, routeOptions, settings, sessions } = ctx;
  const accountOf = async (sessionId: string) => (signIn ? findSessionAccount(db, sessionId) : null);

  // The first page after the sign-in that created the account welcomes the buyer, once.
  if (signIn) ctx.preloads.signedUp = (request) => takeSignedUp(db, request.sessionId);

  bind(app, endpoints.isAuthenticationEnabled, async () => ctx.authenticationEnabled, routeOptions);

  bind(
    app,
    endpoints.getMe,
    async ({ request, reply }) => {
      const account = await accountOf(request.sessionId);
      return account ? userOf(account) : reply.code(204).send();
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.updateMe,
    async ({ body, request, reply }) => {
      const account = await accountOf(request.sessionId);
      if (!account) return reply.code(401).send();
      if (account.type !== 'PUBLIC') return reply.code(400).send();
      const checked = checkProfile(account, body, {
        italianEInvoicingEnabled: await settings.flag('ENABLE_ITALY_E_INVOICING', false),
      });
      if (!checked.ok) {
        reply.code(422);
        return { ...failure(checked.errors), warnings: checked.warnings };
      }
      await saveProfile(db, account.id, checked.changes);
      const saved = await findSessionAccount(db, request.sessionId);
      if (!saved) return reply.code(400).send();
      return success(userOf(saved), checked.warnings);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.deleteMe,
    async ({ request, reply }) => {
      const account = await accountOf(request.sessionId);
      // alf.io fails with 500 for a caller not signed in; nothing is wrong with the server here.
      if (!account || account.type !== 'PUBLIC' || !signIn) return reply.code(400).send();
      await anonymiseAccount(db, account.id);
      sessions.end(reply);
      return { targetUrl: await signIn.logoutUrl(), empty: false };
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.logout,
    async ({ request, reply }) => {
      const account = await accountOf(request.sessionId);
      if (account) await endUserSession(db, request.sessionId);
      sessions.end(reply);
      // A signed-in buyer also leaves the identity provider, or the next sign-in would be silent.
      const targetUrl = account && signIn ? await signIn.logoutUrl() : '/';
      return { targetUrl, empty: false };
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.listMyReservations,
    async ({ request, reply }) => {
      const account = await accountOf(request.sessionId);
      if (!account) return reply.code(204).send();
      const groups = await myReservations(db, account.id);
      return groups.length > 0 ? groups : reply.code(204).send();
    },
    routeOptions,
  );
}
