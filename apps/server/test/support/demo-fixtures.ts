import { demoClock } from '../../src/demo/demo-clock.ts';
import { demoEvents } from '../../src/demo/demo-events.ts';
import { demoBuyerAccount } from '../../src/demo/demo-organizations.ts';
import type { DemoEvent } from '../../src/demo/demo-model.ts';
import { demoSubscriptions } from '../../src/demo/demo-subscriptions.ts';

/**
 * The demo facts the server tests rely on, looked up in the demo data itself: a test importing a
 * name that the demo no longer has fails at once with the reason, instead of on a puzzling count.
 */
const clock = demoClock(new Date());
const events = demoEvents(clock);
const subscriptions = demoSubscriptions(clock);

function event(shortName: string): DemoEvent {
  const found = events.find((candidate) => candidate.shortName === shortName);
  if (!found) throw new Error(`the demo has no event ${shortName}`);
  return found;
}

function promoCode(shortName: string, code: string): string {
  if (!event(shortName).promoCodes?.some((candidate) => candidate.code === code)) {
    throw new Error(`the demo event ${shortName} has no code ${code}`);
  }
  return code;
}

function subscriptionTitle(title: string): string {
  if (!subscriptions.some((candidate) => candidate.title.en === title)) {
    throw new Error(`the demo has no subscription ${title}`);
  }
  return title;
}

/** On sale in four languages, with few tickets left, an access code, discounts and every field type. */
export const ALPINE_SUMMIT = event('alpine-summit').shortName;
/** Hybrid: an on-site category and an online one. */
export const ALPINE_DEVOPS_DAY = event('alpine-devops-day').shortName;
/** Sold out with a waiting list. */
export const RIVIERA_JAZZ_NIGHT = event('riviera-jazz-night').shortName;
/** Supplements, a donation, and an organizer in Italy who issues only invoices. */
export const RIVIERA_FILM_FESTIVAL = event('riviera-film-festival').shortName;
/** Pre-sale: its first category opens later. Its organizer counts visits with Google Analytics. */
export const RIVIERA_DESIGN_WEEK = event('riviera-design-week').shortName;
/** Free of charge; tickets can be released. */
export const OPEN_HACK_DAY = event('open-hack-day').shortName;
/** Free and sold out, without a waiting list. */
export const RUST_WORKSHOP = event('rust-workshop').shortName;
/** Online only, prices without VAT. */
export const REMOTE_FIRST_SUMMIT = event('remote-first-summit').shortName;
/** A draft: reachable by its link, never listed. */
export const ALPINE_AI_RETREAT = event('alpine-ai-retreat').shortName;
/** Disabled: neither listed nor reachable. */
export const RIVIERA_REGATTA = event('riviera-regatta').shortName;

/**
 * Invoice details of a private buyer in France, for the Riviera Film Festival, whose organizer
 * issues only invoices (Italian e-invoicing).
 */
export const FILM_FESTIVAL_INVOICE = {
  invoiceRequested: true,
  billingAddressLine1: '12 quai des Docks',
  billingAddressZip: '06300',
  billingAddressCity: 'Nice',
  vatCountryCode: 'FR',
  italyEInvoicingFiscalCode: 'FR-1234',
};

/** A percentage discount on every Alpine Tech Summit ticket. */
export const SUMMIT_DISCOUNT_CODE = promoCode(ALPINE_SUMMIT, 'SUMMIT10');

export const ALPINE_SEASON_PASS = subscriptionTitle('Alpine Season Pass');
export const RIVIERA_CINEMA_CARD = subscriptionTitle('Riviera Cinema Card');
/** Sold out. */
export const OPEN_CIRCLE_SUPPORTER = subscriptionTitle('Open Circle Supporter');

/** The Alpine Summit's checked-in ticket whose PIN opens the poll area. */
export const SUMMIT_CHECKED_IN_TICKET = (() => {
  const uuid = event(ALPINE_SUMMIT).checkedInTickets?.[0];
  if (!uuid) throw new Error(`the demo event ${ALPINE_SUMMIT} has no checked-in ticket`);
  return uuid;
})();

/** English titles of the Alpine Summit's polls, OPEN ones in their order, then the CLOSED one. */
export const SUMMIT_OPEN_POLLS = (event(ALPINE_SUMMIT).polls ?? [])
  .filter((poll) => (poll.status ?? 'OPEN') === 'OPEN')
  .map((poll) => poll.title.en);
export const SUMMIT_CLOSED_POLL = (event(ALPINE_SUMMIT).polls ?? []).find((poll) => poll.status === 'CLOSED')?.title.en;

/** The demo buyer account's e-mail address, which is its username too. */
export const DEMO_BUYER_EMAIL = demoBuyerAccount.email;

/**
 * The summit's attendee field asking for the company: its label in English, and in the event's
 * first language (what a language without a label of its own falls back to).
 */
export const SUMMIT_COMPANY_FIELD = (() => {
  const summit = event(ALPINE_SUMMIT);
  const field = summit.fields?.find((candidate) => candidate.name === 'company');
  const [first = 'en'] = summit.languages;
  const en = field?.description.en?.label;
  const inFirstLanguage = field?.description[first]?.label;
  if (!field || !en || !inFirstLanguage || first === 'en' || summit.languages.includes('cs')) {
    throw new Error('the summit should ask for the company in English and first in another language, never in Czech');
  }
  return { name: field.name, en, inFirstLanguage };
})();
