import { pageHref, pagePaths } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { withLanguage } from '../../http/index-html.ts';
import { escapeHtml } from '../../lib/html.ts';
import { listEvents, listSubscriptions } from './catalogue-service.ts';

/** Pages that belong to one buyer (reservations, tickets, their account): no crawler reads them. */
const privatePages = [
  pagePaths.myOrders,
  pagePaths.myProfile,
  pagePaths.eventReservation,
  pagePaths.subscriptionReservation,
  pagePaths.ticketView,
  pagePaths.ticketUpdate,
  pagePaths.checkInWaitingRoom,
];

/** A page path as a robots.txt rule: each `{placeholder}` matches anything. */
const robotsRule = (path: string): string => path.replace(/\{\w+\}/g, '*');

/** `robots.txt` and `sitemap.xml`: the public events and subscriptions, each in its languages. */
export function crawlerRoutes(ctx: AppContext): void {
  const { app, db, config } = ctx;
  const origin = config.baseUrl;

  app.get('/robots.txt', async (_request, reply) => {
    const rules = ['/api/', ...privatePages.map(robotsRule)];
    const text = [
      'User-agent: *',
      ...rules.map((rule) => `Disallow: ${rule}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(text.join('\n'));
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const [events, subscriptions] = await Promise.all([
      listEvents(db, { subscriptionOrDescriptorId: null, organizationId: null, organizerSlug: null, tags: [] }),
      listSubscriptions(db, null),
    ]);
    const pages = [
      ...events.map((event) => ({
        url: `${origin}${pageHref.event(event.shortName)}`,
        languages: event.contentLanguages.map((language) => language.locale),
      })),
      ...subscriptions.map((subscription) => ({
        url: `${origin}${pageHref.subscription(subscription.id)}`,
        languages: subscription.contentLanguages.map((language) => language.locale),
      })),
    ];
    const entry = ({ url, languages }: { url: string; languages: string[] }) => {
      const alternates =
        languages.length > 1
          ? languages.map(
              (lang) =>
                `<xhtml:link rel="alternate" hreflang="${escapeHtml(lang)}" href="${escapeHtml(withLanguage(url, lang))}"/>`,
            )
          : [];
      return [`<url><loc>${escapeHtml(url)}</loc>`, ...alternates, '</url>'].join('');
    };
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...pages.map(entry),
      '</urlset>',
      '',
    ];
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=600')
      .send(xml.join('\n'));
  });
}
