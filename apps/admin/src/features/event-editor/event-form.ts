import type { ConfigurationValues, EventCreationRequest, OrganizerEvent, OrganizerEventSetup } from '@shop/contract';
import * as v from 'valibot';
import type { MessageKey } from '../../messages/index.ts';
import { shopLanguages } from '../../lib/languages.ts';

/**
 * What the editor's inputs hold: text as typed (numbers too, so a half-typed value is kept as it
 * is), wall-clock times as `<input type="datetime-local">` writes them, in the event's time zone.
 */
export interface CategoryValues {
  /** The category's id once it exists; the server matches an update by it. */
  id: number | null;
  name: string;
  price: string;
  /** Blank: the category shares the event's seats. */
  maxTickets: string;
  startSellingDate: string;
  endSellingDate: string;
  accessRestricted: boolean;
  accessCode: string;
}

export interface PromoCodeValues {
  name: string;
  validFrom: string;
  validTo: string;
  discountType: 'PERCENTAGE' | 'FIXED_AMOUNT' | 'FIXED_AMOUNT_RESERVATION';
  /** Whole percent, or an amount in the event's currency. */
  discount: string;
}

/** The question types the editor offers, by alf.io's names. */
export const attendeeFieldTypes = [
  'GENERIC_TEXT',
  'MULTI_LINE_TEXT',
  'PHONE_NUMBER',
  'LIST_BOX',
  'CHECKBOX',
  'COUNTRY',
] as const;
export type AttendeeFieldType = (typeof attendeeFieldTypes)[number];
const withOptions: readonly AttendeeFieldType[] = ['LIST_BOX', 'CHECKBOX'];

/** A question asked of each attendee. */
export interface AttendeeFieldValues {
  /** The key its answers are stored under; blank for a new field, which takes one from its label. */
  name: string;
  type: AttendeeFieldType;
  required: boolean;
  /** The label by language code, one per language of the event. */
  labels: Record<string, string>;
  /** The choices of a list or checkboxes, one a line. */
  options: string;
}

/** A supplement sold with the tickets, or a donation whose amount the buyer chooses. */
export interface ServiceValues {
  id: number | null;
  type: 'SUPPLEMENT' | 'DONATION';
  policy:
    | 'OPTIONAL_UNLIMITED_AMOUNT'
    | 'OPTIONAL_MAX_AMOUNT_PER_TICKET'
    | 'OPTIONAL_MAX_AMOUNT_PER_RESERVATION'
    | 'MANDATORY_ONE_FOR_TICKET';
  /** The title by language code. */
  titles: Record<string, string>;
  /** A supplement's price; a donation's least amount. */
  price: string;
  maxQtyPerOrder: string;
  inception: string;
  expiration: string;
}

/**
 * The payment providers' settings, write-only: a blank value keeps what is set, `clear` removes
 * the event's own value (the organization's then applies).
 */
export type SecretValues = Record<string, { value: string; clear: boolean }>;

/** The settings each payment method needs, as alf.io names them. */
export const secretsOfMethod: Record<string, readonly string[]> = {
  STRIPE: ['STRIPE_PUBLIC_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_KEY'],
  PAYPAL: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'],
  MOLLIE: ['MOLLIE_API_KEY'],
  SAFERPAY: ['SAFERPAY_CUSTOMER_ID', 'SAFERPAY_TERMINAL_ID', 'SAFERPAY_API_USERNAME', 'SAFERPAY_API_PASSWORD'],
  OFFLINE: ['BANK_ACCOUNT_OWNER', 'BANK_ACCOUNT_NR'],
};
const secretNames = Object.values(secretsOfMethod).flat();

export interface EventFormValues {
  title: string;
  slug: string;
  format: 'IN_PERSON' | 'ONLINE' | 'HYBRID';
  /** One text per language the event speaks, in the order chosen; the first is the main one. */
  descriptions: { lang: string; body: string }[];
  timezone: string;
  startDate: string;
  endDate: string;
  location: string;
  websiteUrl: string;
  termsAndConditionsUrl: string;
  privacyPolicyUrl: string;
  imageUrl: string;
  freeOfCharge: boolean;
  currency: string;
  seats: string;
  taxPercentage: string;
  taxIncludedInPrice: boolean;
  paymentMethods: string[];
  categories: CategoryValues[];
  promoCodes: PromoCodeValues[];
  attendeeFields: AttendeeFieldValues[];
  services: ServiceValues[];
  secrets: SecretValues;
}

/** The payment methods an organizer may allow on our server, in the order the editor lists them. */
export const editablePaymentMethods = ['STRIPE', 'PAYPAL', 'MOLLIE', 'SAFERPAY', 'OFFLINE', 'ON_SITE'] as const;

/** The languages an event's texts may be in (the shop's); all of them. */
export const eventLanguages = shopLanguages;

export function emptyCategory(): CategoryValues {
  return {
    id: null,
    name: '',
    price: '',
    maxTickets: '',
    startSellingDate: '',
    endSellingDate: '',
    accessRestricted: false,
    accessCode: '',
  };
}

export function emptyPromoCode(): PromoCodeValues {
  return { name: '', validFrom: '', validTo: '', discountType: 'PERCENTAGE', discount: '' };
}

export function emptyAttendeeField(): AttendeeFieldValues {
  return { name: '', type: 'GENERIC_TEXT', required: false, labels: {}, options: '' };
}

export function emptyService(type: ServiceValues['type']): ServiceValues {
  return {
    id: null,
    type,
    policy: 'OPTIONAL_UNLIMITED_AMOUNT',
    titles: {},
    price: type === 'DONATION' ? '0' : '',
    maxQtyPerOrder: '1',
    inception: '',
    expiration: '',
  };
}

const noSecrets = (): SecretValues =>
  Object.fromEntries(secretNames.map((name) => [name, { value: '', clear: false }]));

export function emptyEvent(lang: string, timezone: string): EventFormValues {
  return {
    title: '',
    slug: '',
    format: 'IN_PERSON',
    descriptions: [{ lang, body: '' }],
    timezone,
    startDate: '',
    endDate: '',
    location: '',
    websiteUrl: '',
    termsAndConditionsUrl: '',
    privacyPolicyUrl: '',
    imageUrl: '',
    freeOfCharge: false,
    currency: 'EUR',
    seats: '',
    taxPercentage: '0',
    taxIncludedInPrice: true,
    paymentMethods: [],
    categories: [emptyCategory()],
    promoCodes: [],
    attendeeFields: [],
    services: [],
    secrets: noSecrets(),
  };
}

const key = (message: MessageKey) => message;
const DECIMAL = /^\d+([.,]\d+)?$/;
const WHOLE = /^\d+$/;
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
const isUrl = (text: string) => /^https?:\/\/\S+$/i.test(text.trim());
const blankOr = (rule: (text: string) => boolean) => (text: string) => text.trim() === '' || rule(text);

const required = (message: MessageKey) => v.pipe(v.string(), v.trim(), v.nonEmpty(key(message)));
const url = (message: MessageKey) => v.pipe(v.string(), v.trim(), v.nonEmpty(message), v.check(isUrl, message));
const dateTime = v.pipe(v.string(), v.nonEmpty(key('editor.error.date')));

const categorySchema = v.object({
  id: v.nullable(v.number()),
  name: required('editor.error.category-name'),
  price: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      blankOr((text) => DECIMAL.test(text)),
      key('editor.error.price'),
    ),
  ),
  maxTickets: v.pipe(
    v.string(),
    v.trim(),
    v.check(
      blankOr((text) => WHOLE.test(text)),
      key('editor.error.whole'),
    ),
  ),
  startSellingDate: dateTime,
  endSellingDate: dateTime,
  accessRestricted: v.boolean(),
  accessCode: v.string(),
});

const promoCodeSchema = v.pipe(
  v.object({
    name: required('editor.error.promo-name'),
    validFrom: dateTime,
    validTo: dateTime,
    discountType: v.picklist(['PERCENTAGE', 'FIXED_AMOUNT', 'FIXED_AMOUNT_RESERVATION']),
    discount: v.pipe(
      v.string(),
      v.trim(),
      v.check((text) => DECIMAL.test(text), key('editor.error.price')),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['validFrom'], ['validTo']],
      (code) => code.validFrom < code.validTo,
      key('editor.error.promo-window'),
    ),
    ['validTo'],
  ),
  v.forward(
    v.partialCheck(
      [['discountType'], ['discount']],
      (code) => code.discountType !== 'PERCENTAGE' || Number(code.discount) <= 100,
      key('editor.error.percentage'),
    ),
    ['discount'],
  ),
);

const attendeeFieldSchema = v.pipe(
  v.object({
    name: v.string(),
    type: v.picklist(attendeeFieldTypes),
    required: v.boolean(),
    labels: v.record(v.string(), v.string()),
    options: v.string(),
  }),
  v.forward(
    v.partialCheck(
      [['labels']],
      (field) => Object.values(field.labels).some((label) => label.trim() !== ''),
      key('editor.error.field-label'),
    ),
    ['labels'],
  ),
  v.forward(
    v.partialCheck(
      [['type'], ['options']],
      (field) => !withOptions.includes(field.type) || optionsOf(field.options).length > 0,
      key('editor.error.field-options'),
    ),
    ['options'],
  ),
);

const serviceSchema = v.pipe(
  v.object({
    id: v.nullable(v.number()),
    type: v.picklist(['SUPPLEMENT', 'DONATION']),
    policy: v.picklist([
      'OPTIONAL_UNLIMITED_AMOUNT',
      'OPTIONAL_MAX_AMOUNT_PER_TICKET',
      'OPTIONAL_MAX_AMOUNT_PER_RESERVATION',
      'MANDATORY_ONE_FOR_TICKET',
    ]),
    titles: v.record(v.string(), v.string()),
    price: v.pipe(
      v.string(),
      v.trim(),
      v.check((text) => DECIMAL.test(text), key('editor.error.price')),
    ),
    maxQtyPerOrder: v.pipe(
      v.string(),
      v.trim(),
      v.check((text) => WHOLE.test(text), key('editor.error.whole')),
    ),
    inception: dateTime,
    expiration: dateTime,
  }),
  v.forward(
    v.partialCheck(
      [['titles']],
      (service) => Object.values(service.titles).some((title) => title.trim() !== ''),
      key('editor.error.service-title'),
    ),
    ['titles'],
  ),
  v.forward(
    v.partialCheck(
      [['inception'], ['expiration']],
      (service) => service.inception < service.expiration,
      key('editor.error.service-window'),
    ),
    ['expiration'],
  ),
);

/**
 * The server's rules, checked as the organizer types so most mistakes are shown before a round
 * trip; the server checks them all again and its answer lands under the same fields.
 */
export const eventFormSchema = v.pipe(
  v.object({
    title: required('editor.error.title'),
    slug: v.pipe(
      v.string(),
      v.trim(),
      v.check(
        blankOr((text) => /^[A-Za-z0-9_-]+$/.test(text)),
        key('editor.error.slug'),
      ),
    ),
    format: v.picklist(['IN_PERSON', 'ONLINE', 'HYBRID']),
    descriptions: v.pipe(
      v.array(v.object({ lang: v.string(), body: required('editor.error.description') })),
      v.minLength(1, key('editor.error.languages')),
    ),
    timezone: v.pipe(v.string(), v.trim(), v.check(isTimeZone, key('editor.error.timezone'))),
    startDate: dateTime,
    endDate: dateTime,
    location: v.string(),
    websiteUrl: url('editor.error.url'),
    termsAndConditionsUrl: url('editor.error.url'),
    privacyPolicyUrl: v.pipe(v.string(), v.check(blankOr(isUrl), key('editor.error.url'))),
    imageUrl: v.string(),
    freeOfCharge: v.boolean(),
    currency: v.string(),
    seats: v.pipe(
      v.string(),
      v.trim(),
      v.check(
        blankOr((text) => WHOLE.test(text)),
        key('editor.error.whole'),
      ),
    ),
    taxPercentage: v.pipe(
      v.string(),
      v.trim(),
      v.check((text) => DECIMAL.test(text) && Number(text.replace(',', '.')) <= 100, key('editor.error.vat')),
    ),
    taxIncludedInPrice: v.boolean(),
    paymentMethods: v.array(v.string()),
    categories: v.pipe(v.array(categorySchema), v.minLength(1, key('editor.error.categories'))),
    promoCodes: v.array(promoCodeSchema),
    attendeeFields: v.array(attendeeFieldSchema),
    services: v.array(serviceSchema),
    secrets: v.record(v.string(), v.object({ value: v.string(), clear: v.boolean() })),
  }),
  v.forward(
    v.partialCheck(
      [['startDate'], ['endDate']],
      (event) => event.startDate <= event.endDate,
      key('editor.error.end-before-start'),
    ),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck(
      [['format'], ['location']],
      (event) => event.format === 'ONLINE' || event.location.trim() !== '',
      key('editor.error.location'),
    ),
    ['location'],
  ),
  v.forward(
    v.partialCheck(
      [['freeOfCharge'], ['currency']],
      (event) => event.freeOfCharge || /^[A-Za-z]{3}$/.test(event.currency.trim()),
      key('editor.error.currency'),
    ),
    ['currency'],
  ),
  v.forward(
    v.partialCheck(
      [['freeOfCharge'], ['paymentMethods']],
      (event) => event.freeOfCharge || event.paymentMethods.length > 0,
      key('editor.error.payment-methods'),
    ),
    ['paymentMethods'],
  ),
);

const decimal = (text: string) => Number(text.trim().replace(',', '.'));
const optionsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
/** A key for a new field's answers from its label: letters and digits joined by hyphens. */
const fieldNameOf = (label: string, index: number) =>
  label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || `field-${index + 1}`;
const localizedList = (texts: Record<string, string>, languages: string[]) =>
  languages.filter((lang) => texts[lang]?.trim()).map((lang) => ({ lang, body: texts[lang]!.trim() }));
/** `2027-05-01T09:00` as alf.io's `DateTimeModification`. */
const dayAndTime = (local: string) => ({ date: local.slice(0, 10), time: local.slice(11, 16) });
const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
/** `datetime-local` writes minutes; the API reads seconds too. */
const seconds = (local: string) => (local.length === 16 ? `${local}:00` : local);
const minutes = (iso: string) => iso.slice(0, 16);

/**
 * The editor's values as the body of alf.io's create and update. `creating` adds what only a new
 * event may set (its slug, its promo codes); an update sends the rest, so a field left alone keeps
 * its value on the server.
 */
export function toEventRequest(values: EventFormValues, creating: boolean): EventCreationRequest {
  const free = values.freeOfCharge;
  const seats = orNull(values.seats);
  const languages = values.descriptions.map((description) => description.lang);
  return {
    title: values.title.trim(),
    ...(creating && orNull(values.slug) ? { slug: values.slug.trim() } : {}),
    format: values.format,
    description: values.descriptions.map(({ lang, body }) => ({ lang, body })),
    location:
      values.format === 'ONLINE' ? { fullAddress: orNull(values.location) } : { fullAddress: values.location.trim() },
    timezone: values.timezone.trim(),
    startDate: seconds(values.startDate),
    endDate: seconds(values.endDate),
    websiteUrl: values.websiteUrl.trim(),
    termsAndConditionsUrl: values.termsAndConditionsUrl.trim(),
    privacyPolicyUrl: orNull(values.privacyPolicyUrl),
    // A new event needs its poster; on an update a blank URL keeps the one it has.
    ...(creating || orNull(values.imageUrl) ? { imageUrl: values.imageUrl.trim() } : {}),
    tickets: {
      freeOfCharge: free,
      ...(seats === null ? {} : { max: Number(seats) }),
      currency: free ? null : values.currency.trim().toUpperCase(),
      taxPercentage: decimal(values.taxPercentage),
      taxIncludedInPrice: values.taxIncludedInPrice,
      paymentMethods: free ? [] : (values.paymentMethods as never[]),
      categories: values.categories.map((category) => ({
        ...(category.id === null ? {} : { id: category.id }),
        name: category.name.trim(),
        price: free || category.price.trim() === '' ? 0 : decimal(category.price),
        maxTickets: orNull(category.maxTickets) === null ? 0 : Number(category.maxTickets),
        startSellingDate: seconds(category.startSellingDate),
        endSellingDate: seconds(category.endSellingDate),
        accessRestricted: category.accessRestricted,
        accessCode: category.accessRestricted ? orNull(category.accessCode) : null,
      })),
      ...(creating || values.promoCodes.length > 0
        ? {
            promoCodes: values.promoCodes.map((code) => ({
              name: code.name.trim(),
              validFrom: seconds(code.validFrom),
              validTo: seconds(code.validTo),
              discountType: code.discountType,
              // alf.io counts a fixed discount in cents of the currency, a percentage in whole percent.
              discount:
                code.discountType === 'PERCENTAGE'
                  ? Math.round(decimal(code.discount))
                  : Math.round(decimal(code.discount) * 100),
            })),
          }
        : {}),
    },
    additionalInfo: values.attendeeFields.map((field, index) => {
      const labels = localizedList(field.labels, languages);
      return {
        name: field.name || fieldNameOf(labels[0]?.body ?? '', index),
        type: field.type,
        required: field.required,
        ordinal: index + 1,
        label: labels,
        ...(withOptions.includes(field.type)
          ? { restrictedValues: optionsOf(field.options).map((value) => ({ value })) }
          : {}),
      };
    }),
    additionalServices: values.services.map((service, index) => ({
      ...(service.id === null ? {} : { id: service.id }),
      type: service.type,
      ...(service.type === 'SUPPLEMENT'
        ? { supplementPolicy: service.policy, fixPrice: true, price: decimal(service.price) }
        : { fixPrice: false, minPrice: decimal(service.price) }),
      ordinal: index + 1,
      maxQtyPerOrder: Number(service.maxQtyPerOrder),
      inception: dayAndTime(service.inception),
      expiration: dayAndTime(service.expiration),
      title: localizedList(service.titles, languages).map(({ lang, body }) => ({ locale: lang, value: body })),
    })),
  };
}

/** The settings the organizer typed or cleared, as alf.io's configuration body; null when none changed. */
export function toSecretsRequest(secrets: SecretValues): ConfigurationValues | null {
  const changed = Object.entries(secrets).flatMap(([name, secret]) =>
    secret.clear ? [[name, '']] : secret.value.trim() ? [[name, secret.value.trim()]] : [],
  );
  return changed.length > 0 ? Object.fromEntries(changed) : null;
}

/** An existing event as the editor's values; dates in the event's zone, as the API writes them. */
export function fromOrganizerEvent(event: OrganizerEvent, setup?: OrganizerEventSetup): EventFormValues {
  const languages = Object.keys(event.description);
  return {
    title: event.displayName,
    slug: event.shortName,
    format: event.format,
    descriptions: (languages.length > 0 ? languages : ['en']).map((lang) => ({
      lang,
      body: event.description[lang] ?? '',
    })),
    timezone: event.timeZone,
    startDate: minutes(event.begin),
    endDate: minutes(event.end),
    location: event.location ?? '',
    websiteUrl: event.websiteUrl,
    termsAndConditionsUrl: event.termsAndConditionsUrl,
    privacyPolicyUrl: event.privacyPolicyUrl ?? '',
    imageUrl: '',
    freeOfCharge: event.freeOfCharge,
    currency: event.currency ?? 'EUR',
    seats: String(event.availableSeats),
    taxPercentage: String(event.vatPercentage),
    taxIncludedInPrice: event.vatIncluded,
    paymentMethods: event.allowedPaymentProxies.filter((proxy) =>
      (editablePaymentMethods as readonly string[]).includes(proxy),
    ),
    categories: [...event.ticketCategories]
      .sort((a, b) => a.ordinal - b.ordinal)
      .map((category) => ({
        id: category.id,
        name: category.name,
        price: event.freeOfCharge ? '' : String(category.price),
        maxTickets: category.bounded ? String(category.maxTickets) : '',
        startSellingDate: minutes(category.inception),
        endSellingDate: minutes(category.expiration),
        accessRestricted: category.accessRestricted,
        accessCode: '',
      })),
    promoCodes: (setup?.promoCodes ?? []).map((code) => ({
      name: code.name ?? '',
      validFrom: minutes(code.validFrom ?? ''),
      validTo: minutes(code.validTo ?? ''),
      discountType: code.discountType === 'NONE' || !code.discountType ? 'PERCENTAGE' : code.discountType,
      discount: code.discountType === 'PERCENTAGE' ? String(code.discount ?? 0) : String((code.discount ?? 0) / 100),
    })),
    attendeeFields: (setup?.additionalInfo ?? []).map((field) => ({
      name: field.name ?? '',
      type: (attendeeFieldTypes as readonly string[]).includes(field.type ?? '')
        ? (field.type as AttendeeFieldType)
        : 'GENERIC_TEXT',
      required: field.required ?? false,
      labels: Object.fromEntries((field.label ?? []).map((label) => [label.lang, label.body])),
      options: (field.restrictedValues ?? []).map((value) => value.value).join('\n'),
    })),
    services: (setup?.additionalServices ?? []).map((service) => ({
      id: service.id,
      type: service.type ?? 'SUPPLEMENT',
      policy: (service.supplementPolicy ?? 'OPTIONAL_UNLIMITED_AMOUNT') as ServiceValues['policy'],
      titles: Object.fromEntries((service.title ?? []).map((text) => [text.locale, text.value])),
      price: String((service.fixPrice ? service.price : service.minPrice) ?? 0),
      maxQtyPerOrder: String(service.maxQtyPerOrder ?? 1),
      inception: service.inception ? `${service.inception.date}T${service.inception.time.slice(0, 5)}` : '',
      expiration: service.expiration ? `${service.expiration.date}T${service.expiration.time.slice(0, 5)}` : '',
    })),
    secrets: noSecrets(),
  };
}
