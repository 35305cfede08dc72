import { pageHref } from '@shop/contract/routes';
import { matchAcceptLanguage } from '../../lib/languages.ts';
import { queueSettingsFrom } from '../queue/queue-settings.ts';
import { settingsFromRows } from '../settings/scoped-settings.ts';
import { resolveCode, type ResolvedCode } from './codes.ts';
import type { ReservationContext } from './event-repository.ts';
import { reserveTickets, type TicketReservationContext } from './reserve-tickets.ts';

/**
 * Where `GET …/code/{code}` sends the browser (`endpoints.applyCodeLink` in the contract): a promo
 * code opens the event page with the code applied; a special-price token or a hidden category's
 * access code reserves one ticket of that category right away and opens its booking step; anything
 * else opens the event page with the error codes to show. While the event's fair queue is on, a
 * link reserves nothing: it opens the event page with the code, where the buyer queues and then
 * reserves as everyone does, admitted and with the page's CSRF token (a link is a plain GET any
 * page can make a browser follow).
 */
export async function codeLinkTarget(
  ctx: TicketReservationContext,
  context: ReservationContext,
  rawCode: string,
  acceptLanguage: string | undefined,
): Promise<string> {
  const { event } = context;
  const eventPage = pageHref.event(event.shortName);
  const withErrors = (codes: (string | null)[]) =>
    `${eventPage}?errors=${encodeURIComponent(codes.filter(Boolean).join(','))}`;
  const code = rawCode.trim();
  const linked = await linkCode(ctx, context, code);
  if (!linked) return withErrors(['error.STEP_1_CODE_NOT_FOUND']);
  if (linked.kind === 'promo-code') return `${eventPage}?code=${encodeURIComponent(code)}`;
  if (queueSettingsFrom(settingsFromRows(context.settingRows.event)).enabled)
    return `${eventPage}?code=${encodeURIComponent(code)}`;

  const categoryId = linked.kind === 'special-price' ? linked.specialPrice.categoryId : linked.categoryId;
  const lang = matchAcceptLanguage(acceptLanguage, event.contentLanguages) ?? event.contentLanguages[0] ?? 'en';
  const outcome = await reserveTickets(
    ctx,
    context,
    {
      reservation: [{ ticketCategoryId: categoryId, amount: 1, metadata: [] }],
      additionalService: [],
      promoCode: code,
      captcha: null,
    },
    lang,
    { code: linked, withoutCaptcha: true },
  );
  if (!outcome.ok) return withErrors(outcome.errors.map((error) => error.code));
  return pageHref.reservation(
    { type: 'event', publicIdentifier: event.shortName, reservationId: outcome.reservationId },
    'book',
  );
}

/** A promo code or token as validate-code knows them, else a hidden category's own access code. */
async function linkCode(
  ctx: TicketReservationContext,
  { event, categories }: ReservationContext,
  code: string,
): Promise<ResolvedCode | null> {
  if (code === '') return null;
  const resolved = await resolveCode(ctx.db, event, code);
  if (resolved) return resolved;
  const category = categories.find((c) => c.accessRestricted && c.accessCode?.toUpperCase() === code.toUpperCase());
  return category ? { kind: 'category-access-code', code, categoryId: category.id } : null;
}
