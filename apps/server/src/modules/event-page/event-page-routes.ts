import { endpoints, type EventCode } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { requireHumanChallenge } from '../../http/human-challenge.ts';
import { bind } from '../../http/route.ts';
import { failure, fieldError, success } from '../../http/validated-response.ts';
import { calendarSource, googleCalendarUrl, icsFile } from './calendar.ts';
import { codeLinkTarget } from './code-link.ts';
import { eventCodeOf, resolveCode } from './codes.ts';
import { checkDiscount } from './dynamic-discount.ts';
import { eventDetails } from './event-details.ts';
import { eventReads } from './event-reads.ts';
import { eventPageHead } from './event-page-head.ts';
import { findVisibleEvent } from './event-repository.ts';
import { recentReads } from '../../lib/recent-reads.ts';
import { reserveTickets } from './reserve-tickets.ts';
import { itemsByCategory } from './ticket-categories.ts';
import { signedInUserId } from '../reservation/status/reservation-access.ts';

export function eventPageRoutes(ctx: AppContext): void {
  const { app, db, config, routeOptions } = ctx;
  // A reservation made while signed in belongs to the account: only its buyer may open it.
  const buyerOf = async (sessionId: string) => (ctx.authenticationEnabled ? signedInUserId(db, sessionId) : null);
  const reads = eventReads(db, config.eventPageCacheSeconds);

  // The offers of the page's schema.org data, kept as long as the event itself: a page is the
  // first thing every buyer asks for at an on-sale, the ticket categories' endpoint reads them live.
  const offers = recentReads(config.eventPageCacheSeconds, async (shortName) => {
    const page = await reads.eventPage(shortName);
    return page ? (await itemsByCategory(db, page.event, undefined)).ticketCategories : [];
  });

  ctx.preloads.event = async (shortName, request) => {
    const [page, categories] = await Promise.all([reads.eventPage(shortName), offers(shortName)]);
    if (!page) return null;
    const { event } = page;
    const details = eventDetails(page, request.sessionId);
    const ticketCategories = categories.value;
    return {
      json: details,
      languages: event.contentLanguages,
      ended: event.endAt.getTime() < event.now.getTime(),
      head: (lang) => eventPageHead(details, ticketCategories, lang, config.baseUrl),
    };
  };

  bind(
    app,
    endpoints.getEvent,
    async ({ params, request, reply }) => {
      const page = await reads.eventPage(params.eventName);
      if (!page) return reply.code(404).send();
      return eventDetails(page, request.sessionId);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.getTicketCategories,
    async ({ params, query, reply }) => {
      const event = await findVisibleEvent(db, params.eventName);
      if (!event) return reply.code(404).send();
      return itemsByCategory(db, event, query.code);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.validateCode,
    async ({ params, query, reply }) => {
      const rejected: EventCode = { code: query.code, type: null, discountType: null, discountAmount: null };
      const event = await findVisibleEvent(db, params.eventName);
      if (!event) {
        reply.code(422);
        return failure([{ fieldName: 'eventName', code: null, arguments: null }], rejected);
      }
      const code = await resolveCode(db, event, query.code);
      if (!code) {
        reply.code(422);
        return failure([fieldError('promoCode', 'error.STEP_1_CODE_NOT_FOUND')], rejected);
      }
      return success(eventCodeOf(code, event.currency));
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.checkDiscount,
    async ({ params, body, reply }) => {
      const event = await findVisibleEvent(db, params.eventName);
      const discount = event ? await checkDiscount(db, event, body) : null;
      if (!discount) return reply.code(204).send();
      return discount;
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.reserveTickets,
    async ({ params, query, body, request, reply }) => {
      if (!(await requireHumanChallenge(request, reply, ctx))) return reply;
      const context = await reads.reservationContext(params.eventName);
      if (!context) return reply.code(404).send();
      const outcome = await reserveTickets(
        {
          db,
          recaptchaVerifyUrl: config.recaptchaVerifyUrl,
          remoteIp: request.ip,
          sessionId: request.sessionId,
          userId: await buyerOf(request.sessionId),
        },
        context,
        body,
        query.lang,
      );
      if (!outcome.ok) {
        reply.code(422);
        return failure<string>(outcome.errors);
      }
      return success(outcome.reservationId);
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.getCalendar,
    async ({ params, query, reply }) => {
      const event = await findVisibleEvent(db, params.eventName);
      if (!event) return reply.code(404).send();
      const source = await calendarSource(db, event, params.locale, query.ticketId, config.baseUrl);
      if (query.type === 'google') return reply.redirect(googleCalendarUrl(source), 302);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="calendar.ics"')
        .send(icsFile(source, config.baseUrl));
    },
    routeOptions,
  );

  bind(
    app,
    endpoints.applyCodeLink,
    async ({ params, request, reply }) => {
      const context = await reads.reservationContext(params.eventName);
      if (!context) return reply.redirect('/', 307);
      const target = await codeLinkTarget(
        {
          db,
          recaptchaVerifyUrl: config.recaptchaVerifyUrl,
          remoteIp: request.ip,
          sessionId: request.sessionId,
          userId: await buyerOf(request.sessionId),
        },
        context,
        params.code,
        request.headers['accept-language'],
      );
      return reply.redirect(target, 307);
    },
    routeOptions,
  );
}
