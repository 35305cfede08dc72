import type { EventDetails, TicketCategory } from '@shop/contract';
import { eventPageUrl, eventStructuredData, fileUrlOf } from '@shop/contract/event-structured-data';
import { localized } from '@shop/contract/structured-data';
import type { PageHead } from '../../http/index-html.ts';
import { textOfHtml } from '../../lib/html.ts';
import { bundleFor } from '../../messages/index.ts';

/** The event page as search engines and link previews read it, in `lang`. */
export function eventPageHead(
  event: EventDetails,
  categories: readonly TicketCategory[],
  lang: string,
  origin: string,
): PageHead {
  const name = localized(event.title, lang) || event.displayName;
  return {
    title: (bundleFor(lang)['show-event.header.title'] ?? '{{0}}').replaceAll('{{0}}', name),
    description: textOfHtml(localized(event.description, lang)),
    url: eventPageUrl(origin, event.shortName),
    languages: event.contentLanguages.map((language) => language.locale),
    imageUrl: event.fileBlobId ? fileUrlOf(origin, event.fileBlobId) : null,
    siteName: event.organizationName,
    structuredData: eventStructuredData(event, categories, { lang, origin, textOf: textOfHtml }),
    structuredDataEvent: event.shortName,
  };
}
