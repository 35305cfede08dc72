import type { CustomPaymentMethod } from '@shop/contract';
import { renderMarkdown } from '../../../lib/markdown.ts';
import type { CustomPaymentMethodRow } from '../../reservation/view/chosen-custom-method-repository.ts';

/**
 * Offline payment methods an organizer describes in their own words (proxy CUSTOM_OFFLINE):
 * a name, a description and payment instructions per language, markdown delivered as HTML.
 */

export function toCustomPaymentMethod(row: CustomPaymentMethodRow): CustomPaymentMethod {
  return {
    paymentMethodId: row.id,
    localizations: Object.fromEntries(
      Object.entries(row.localizations).map(([lang, texts]) => [
        lang,
        {
          paymentName: texts.paymentName,
          paymentDescription: renderMarkdown(texts.paymentDescription ?? '', lang),
          paymentInstructions: renderMarkdown(texts.paymentInstructions ?? '', lang),
        },
      ]),
    ),
    deleted: row.deleted,
  };
}
