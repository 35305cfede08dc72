import type { OrganizerError } from '@shop/contract';
import type { MessageKey } from '../../messages/index.ts';

/** Where a refusal of the server belongs: under a field of the editor, or at the top of it. */
export type PlacedError = { field: string; message: MessageKey } | { field: null; message: MessageKey };

/** The server's top-level names for the editor's own, where they differ. */
const renamed: Record<string, string> = {
  description: 'descriptions.0.body',
  'location.coordinate': 'location',
  'tickets.max': 'seats',
};

/** Fields whose own words say best what the server refused. */
const messageOfField: Record<string, MessageKey> = {
  title: 'editor.error.title',
  slug: 'editor.error.slug-taken',
  'descriptions.0.body': 'editor.error.description',
  location: 'editor.error.location',
  timezone: 'editor.error.timezone',
  startDate: 'editor.error.date',
  websiteUrl: 'editor.error.url',
  termsAndConditionsUrl: 'editor.error.url',
  privacyPolicyUrl: 'editor.error.url',
  imageUrl: 'editor.error.image',
  currency: 'editor.error.currency',
  taxPercentage: 'editor.error.vat',
  paymentMethods: 'editor.error.payment-methods',
  seats: 'editor.error.seats',
};

const messageOfCode: Record<string, MessageKey> = {
  'error.endDate': 'editor.error.end-before-start',
  'error.price': 'editor.error.price',
};

const messageOfListCode: Record<string, MessageKey> = {
  'invalid.categories': 'editor.error.sales-window',
  'error.categories': 'editor.error.categories',
  'error.promoCode': 'editor.error.promo-codes',
  'invalid.additionalInfo': 'editor.error.fields',
};

const categoryMessages: Record<string, MessageKey> = {
  name: 'editor.error.category-name',
  price: 'editor.error.price',
  maxTickets: 'editor.error.whole',
  startSellingDate: 'editor.error.date',
  endSellingDate: 'editor.error.date',
};

const promoCodeMessages: Record<string, MessageKey> = {
  name: 'editor.error.promo-name',
  validTo: 'editor.error.promo-window',
  discountType: 'editor.error.promo-codes',
  discount: 'editor.error.percentage',
};

/** A service's refused part, under the editor's input for it. */
const serviceFields: Record<string, { field: string; message: MessageKey }> = {
  title: { field: 'titles', message: 'editor.error.service-title' },
  price: { field: 'price', message: 'editor.error.price' },
  expiration: { field: 'expiration', message: 'editor.error.service-window' },
  inception: { field: 'inception', message: 'editor.error.date' },
};

/**
 * alf.io's error list (`fieldName` like `tickets.categories[0].name`, or a malformed body's
 * `tickets.categories.0.price`) placed on the editor's fields, each in the organizer's words.
 */
export function placeServerErrors(errors: readonly OrganizerError[]): PlacedError[] {
  return errors.map((error) => {
    const path = error.fieldName.replace(/\[(\d+)\]/g, '.$1');
    const service = /^additionalServices\.(\d+)\.(\w+)/.exec(path);
    if (service) {
      const placed = serviceFields[service[2]!];
      return placed
        ? { field: `services.${service[1]}.${placed.field}`, message: placed.message }
        : { field: null, message: 'editor.error.services' };
    }
    const item = /^tickets\.(categories|promoCodes)\.(\d+)\.(\w+)$/.exec(path);
    if (item) {
      const [, list, index, name] = item as unknown as [string, string, string, string];
      const messages = list === 'categories' ? categoryMessages : promoCodeMessages;
      const message = messageOfCode[error.code] ?? messages[name];
      return message ? { field: `${list}.${index}.${name}`, message } : { field: null, message: 'editor.error.server' };
    }
    if (path === 'tickets.categories' || path === 'tickets.promoCodes' || path === 'additionalInfo')
      return { field: null, message: messageOfListCode[error.code] ?? 'editor.error.server' };
    const field = renamed[path] ?? path.replace(/^tickets\./, '');
    const message = messageOfCode[error.code] ?? messageOfField[field];
    if (field === 'endDate') return { field, message: message ?? 'editor.error.date' };
    return message ? { field, message } : { field: null, message: 'editor.error.server' };
  });
}
