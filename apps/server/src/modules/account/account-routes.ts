import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { SESSION_COOKIE } from '../../http/session.ts';

/**
 * Buyer sign-in (OpenID Connect) is not configured on this server yet, so every visitor is
 * anonymous: the shop hides the user menu and `user/me` answers 204 as alf.io does.
 */
export function accountRoutes(ctx: AppContext): void {
  const { app, routeOptions } = ctx;
  bind(app, endpoints.isAuthenticationEnabled, async () => ctx.authenticationEnabled, routeOptions);
  bind(app, endpoints.getMe, async ({ reply }) => reply.code(204).send(), routeOptions);
  bind(
    app,
    endpoints.logout,
    async ({ reply }) => {
      // An empty X-Auth-Token tells the shop its session is gone and it should forget the signed-in user.
      reply.header('X-Auth-Token', '');
      reply.header('Set-Cookie', `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
      return { targetUrl: '/', empty: false };
    },
    routeOptions,
  );
}
