import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { findEventTicket } from './ticket-repository.ts';
import { applePass, applePassSigner } from './wallet-apple.ts';
import { googleWalletSaveUrl, googleWalletSigner } from './wallet-google.ts';
import { passContentFor } from './wallet-pass-content.ts';

/**
 * The wallet links of a ticket (`endpoints.appleWalletPass` and `googleWalletPass` in the
 * contract). Each answers 404 unless its wallet is configured and enabled, the ticket is
 * available and the event is not online.
 */
export function walletRoutes(ctx: AppContext): void {
  const { app, config, db, routeOptions } = ctx;
  const apple = config.applePass && applePassSigner(config.applePass);
  const google = config.googleWallet && googleWalletSigner(config.googleWallet);

  bind(
    app,
    endpoints.appleWalletPass,
    async ({ params, reply }) => {
      const ticket = await findEventTicket(db, params.eventName, params.ticketUuid);
      const content = await passContentFor(db, config, ticket, 'apple');
      if (!apple || !content) return reply.code(404).send();
      return reply
        .header('Content-Type', 'application/vnd.apple.pkpass')
        .header('Content-Disposition', `attachment; filename="Passbook-${content.serialNumber.slice(0, 8)}.pkpass"`)
        .header('X-Robots-Tag', 'noindex')
        .send(applePass(apple, content));
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.googleWalletPass,
    async ({ params, reply }) => {
      const ticket = await findEventTicket(db, params.eventName, params.ticketUuid);
      const content = await passContentFor(db, config, ticket, 'google');
      if (!google || !ticket || !content) return reply.code(404).send();
      return reply
        .header('X-Robots-Tag', 'noindex')
        .redirect(googleWalletSaveUrl(google, content, ticket.eventId, config.baseUrl), 302);
    },
    routeOptions,
  );
}
