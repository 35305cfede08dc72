import { fileUrlOf } from '@shop/contract/event-structured-data';
import { localized } from '@shop/contract/structured-data';
import { pageHref, type SubscriptionDetails } from '@shop/contract';
import type { PageHead } from '../../http/index-html.ts';
import { textOfHtml } from '../../lib/html.ts';

/** The subscription's page as search engines and link previews read it, in `lang`. */
export function subscriptionPageHead(
  id: string,
  subscription: SubscriptionDetails,
  lang: string,
  origin: string,
): PageHead {
  return {
    // The shop's tab title for this page is the title alone.
    title: localized(subscription.title, lang),
    description: textOfHtml(localized(subscription.description, lang)),
    url: `${origin}${pageHref.subscription(id)}`,
    languages: subscription.contentLanguages.map((language) => language.locale),
    imageUrl: subscription.fileBlobId ? fileUrlOf(origin, subscription.fileBlobId) : null,
    siteName: subscription.organizationName,
    structuredData: null,
  };
}
