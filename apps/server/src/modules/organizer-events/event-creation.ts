import {
  additionalInfoTypes,
  EventCreationRequest,
  type AdditionalFieldType,
  type OrganizerError,
  type ParsedEventCreationRequest,
} from '@shop/contract';
import { isApplicationLanguage } from '../../lib/languages.ts';
import { fractionDigits } from '../../lib/money.ts';

type CategoryRequest = NonNullable<NonNullable<ParsedEventCreationRequest['tickets']>['categories']>[number];

/** Wall-clock times are kept as `YYYY-MM-DDTHH:mm:ss` in the event's zone; the database places them. */
export type LocalTime = string;

export interface NewCategory {
  /** Set on update for a category that exists. */
  id: number | null;
  name: string;
  description: Record<string, string>;
  priceCents: number;
  /** Null: shares the event's seats left beyond the bounded categories. */
  maxTickets: number | null;
  accessRestricted: boolean;
  accessCode: string | null;
  inception: LocalTime;
  expiration: LocalTime;
  ordinal: number;
  ticketAccessType: 'INHERIT' | 'IN_PERSON' | 'ONLINE';
  validityStart: LocalTime | null;
  validityEnd: LocalTime | null;
}

export interface NewPromoCode {
  code: string;
  validFrom: LocalTime;
  validTo: LocalTime;
  discountType: 'FIXED_AMOUNT' | 'PERCENTAGE' | 'FIXED_AMOUNT_RESERVATION';
  discountAmount: number;
}

export interface NewField {
  name: string;
  type: AdditionalFieldType;
  required: boolean;
  ordinal: number;
  minLength: number | null;
  maxLength: number | null;
  restrictedValues: string[];
  disabledValues: string[];
  description: Record<
    string,
    { label: string; placeholder?: string; restrictedValuesDescription?: Record<string, string> }
  >;
}

export interface NewService {
  /** Set on update for a service that exists. */
  id: number | null;
  type: 'SUPPLEMENT' | 'DONATION';
  /** Null for a donation. */
  policy:
    | 'MANDATORY_ONE_FOR_TICKET'
    | 'OPTIONAL_UNLIMITED_AMOUNT'
    | 'OPTIONAL_MAX_AMOUNT_PER_TICKET'
    | 'OPTIONAL_MAX_AMOUNT_PER_RESERVATION'
    | null;
  fixPrice: boolean;
  /** The fixed price, or the least a buyer may give. */
  priceCents: number;
  availableQuantity: number;
  maxQtyPerOrder: number;
  vatType: 'INHERITED' | 'NONE' | 'CUSTOM_INCLUDED' | 'CUSTOM_EXCLUDED';
  vat: number | null;
  inception: LocalTime;
  expiration: LocalTime;
  ordinal: number;
  title: Record<string, string>;
  description: Record<string, string>;
}

export interface NewEvent {
  shortName: string;
  format: 'IN_PERSON' | 'ONLINE' | 'HYBRID';
  displayName: string;
  description: Record<string, string>;
  languages: string[];
  websiteUrl: string;
  termsUrl: string;
  privacyUrl: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  timeZone: string;
  start: LocalTime;
  end: LocalTime;
  currency: string | null;
  vat: number;
  vatIncluded: boolean;
  capacity: number;
  paymentProxies: string[];
  categories: NewCategory[];
  promoCodes: NewPromoCode[];
  fields: NewField[];
  services: NewService[];
}

/** The proxies an organizer may allow on our server (the event table's check says the same). */
export const allowedProxies = ['STRIPE', 'ON_SITE', 'OFFLINE', 'PAYPAL', 'MOLLIE', 'SAFERPAY', 'CUSTOM_OFFLINE'];

const SLUG = /^[A-Za-z0-9_-]+$/;
/** alf.io's rule for an additional field's name, which becomes a key of request bodies. */
const FIELD_NAME = /^[A-Za-z0-9_.-]+$/;

export const errorOf = (fieldName: string, code: string, description: string): OrganizerError => ({
  fieldName,
  code,
  description,
});

/** The body as alf.io's mapper would read it, or the list of what is malformed. */
export function parseRequest(
  body: unknown,
): { ok: true; request: ParsedEventCreationRequest } | { ok: false; errors: OrganizerError[] } {
  const parsed = EventCreationRequest.safeParse(body ?? {});
  if (parsed.success) return { ok: true, request: parsed.data };
  return {
    ok: false,
    errors: parsed.error.issues.map((issue) =>
      errorOf(issue.path.join('.'), `invalid.${String(issue.path[0] ?? 'body')}`, issue.message),
    ),
  };
}

/** `2026-12-08T08:00` and `2026-12-08T08:00:00.000` both as `2026-12-08T08:00:00`, comparable as text. */
export function localTime(value: string): LocalTime {
  const [date, time = ''] = value.split('T');
  const [hours = '00', minutes = '00', seconds = '00'] = time.split(':');
  return `${date}T${hours}:${minutes}:${seconds.slice(0, 2).padEnd(2, '0')}`;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A slug from a title, as alf.io generates one when the request names none. */
export function slugOf(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'event'
  );
}

const blank = (value: string | null | undefined): value is null | undefined | '' => !value?.trim();

const localized = (list: { lang: string; body: string }[] | null | undefined): Record<string, string> =>
  Object.fromEntries((list ?? []).filter((entry) => entry.lang && entry.body).map((entry) => [entry.lang, entry.body]));

/**
 * The checks alf.io makes before creating an event, with its error codes, and ours where our
 * tables need more (a known time zone, languages we translate, proxies we offer). Every failure
 * is reported, not only the first.
 */
export function checkCreation(
  request: ParsedEventCreationRequest,
  slugTaken: boolean,
): { ok: true; event: Omit<NewEvent, 'shortName'> } | { ok: false; errors: OrganizerError[] } {
  const errors: OrganizerError[] = [];
  const fail = (fieldName: string, code: string, description: string) =>
    errors.push(errorOf(fieldName, code, description));

  if (blank(request.title)) fail('title', 'invalid.title', 'Invalid title');
  if (!blank(request.slug) && (slugTaken || !SLUG.test(request.slug!))) fail('slug', 'invalid.slug', 'Invalid slug');
  if (blank(request.websiteUrl)) fail('websiteUrl', 'invalid.websiteUrl', 'Invalid Website URL');
  if (blank(request.termsAndConditionsUrl)) fail('termsAndConditionsUrl', 'invalid.tc', 'Invalid Terms and Conditions');
  if (blank(request.imageUrl)) fail('imageUrl', 'invalid.imageUrl', 'Invalid Image URL');
  if (blank(request.timezone) || !isTimeZone(request.timezone!.trim()))
    fail('timezone', 'invalid.timezone', 'Invalid Timezone');

  const description = localized(request.description);
  const languages = Object.keys(description).filter(isApplicationLanguage);
  if (languages.length === 0)
    fail('description', 'invalid.description', 'A description in at least one of the supported languages');

  const format = request.format ?? 'IN_PERSON';
  const address = request.location?.fullAddress?.trim() || null;
  if (format !== 'ONLINE' && !address) fail('location', 'invalid.location', 'An event in person needs an address');
  const latitude = request.location?.coordinate?.latitude ?? null;
  const longitude = request.location?.coordinate?.longitude ?? null;
  if (
    (latitude === null) !== (longitude === null) ||
    (latitude !== null && Math.abs(latitude) > 90) ||
    (longitude !== null && Math.abs(longitude) > 180)
  )
    fail('location.coordinate', 'invalid.location', 'Invalid coordinates');

  const start = request.startDate ? localTime(request.startDate) : null;
  const end = request.endDate ? localTime(request.endDate) : null;
  if (!start) fail('startDate', 'error.required', 'The start date is required');
  if (!end) fail('endDate', 'error.required', 'The end date is required');
  if (start && end && end < start) fail('endDate', 'error.endDate', 'The event ends before it starts');

  const tickets = request.tickets;
  if (!tickets) {
    fail('tickets', 'error.required', 'Tickets are required');
    return { ok: false, errors };
  }
  const free = tickets.freeOfCharge === true;
  const currency = free ? null : (tickets.currency?.trim().toUpperCase() ?? '');
  if (!free && !/^[A-Z]{3}$/.test(currency ?? '')) fail('tickets.currency', 'error.currency', 'A currency is required');
  const vat = tickets.taxPercentage ?? 0;
  if (vat < 0 || vat > 100) fail('tickets.taxPercentage', 'error.vat', 'VAT between 0 and 100');
  const proxies = tickets.paymentMethods ?? [];
  if (proxies.some((proxy) => !allowedProxies.includes(proxy)))
    fail('tickets.paymentMethods', 'error.paymentMethods', `Payment methods among ${allowedProxies.join(', ')}`);
  if (!free && proxies.length === 0)
    fail('tickets.paymentMethods', 'error.paymentMethods', 'A paid event needs a payment method');

  const categoryRequests = tickets.categories ?? [];
  if (categoryRequests.length === 0) fail('tickets.categories', 'error.categories', 'At least one ticket category');
  const digits = currency && /^[A-Z]{3}$/.test(currency) ? fractionDigits(currency) : 2;
  const categories = categoryRequests.map((category, index) =>
    toCategory(category, index, free, digits, (field, code, text) =>
      fail(`tickets.categories[${index}].${field}`, code, text),
    ),
  );
  if (
    start &&
    end &&
    categories.some((category) => !(category.inception < category.expiration && category.expiration < end))
  )
    fail('tickets.categories', 'invalid.categories', 'Ticket categories: sales period not compatible with event dates');
  const names = categories.map((category) => category.name);
  if (new Set(names).size !== names.length)
    fail('tickets.categories', 'error.categories', 'Category names must differ');

  const bounded = categories.reduce((sum, category) => sum + (category.maxTickets ?? 0), 0);
  const hasUnbounded = categories.some((category) => category.maxTickets === null);
  const capacity = tickets.max ?? (hasUnbounded ? null : bounded);
  if (capacity === null) fail('tickets.max', 'error.max', 'The number of seats is required');
  else if (capacity < bounded)
    fail('tickets.max', 'error.max', 'The categories hold more tickets than the event has seats');

  const promoCodes: NewPromoCode[] = [];
  for (const [index, code] of (tickets.promoCodes ?? []).entries()) {
    const at = `tickets.promoCodes[${index}]`;
    const name = code.name?.trim().toUpperCase() ?? '';
    const discountType = code.discountType;
    if (!name) fail(`${at}.name`, 'error.promoCode', 'A promo code needs a name');
    if (!code.validFrom || !code.validTo || localTime(code.validFrom) >= localTime(code.validTo))
      fail(`${at}.validTo`, 'error.promoCode', 'A promo code is valid from a date to a later one');
    if (!discountType || discountType === 'NONE')
      fail(
        `${at}.discountType`,
        'error.promoCode',
        'A discount type: FIXED_AMOUNT, PERCENTAGE or FIXED_AMOUNT_RESERVATION',
      );
    if (discountType === 'PERCENTAGE' && (code.discount ?? 0) > 100)
      fail(`${at}.discount`, 'error.promoCode', 'A percentage up to 100');
    if (name && code.validFrom && code.validTo && discountType && discountType !== 'NONE')
      promoCodes.push({
        code: name,
        validFrom: localTime(code.validFrom),
        validTo: localTime(code.validTo),
        discountType,
        discountAmount: code.discount ?? 0,
      });
  }
  if (new Set(promoCodes.map((code) => code.code)).size !== promoCodes.length)
    fail('tickets.promoCodes', 'error.promoCode', 'Promo codes must differ');

  const fields = (request.additionalInfo ?? []).map((info, index) => toField(info, index));
  if (fields.some((field) => field === null))
    fail('additionalInfo', 'invalid.additionalInfo', 'Additional info not valid');
  if (new Set(fields.map((field) => field?.name)).size !== fields.length)
    fail('additionalInfo', 'invalid.additionalInfo', 'Additional info not valid');

  const services = (request.additionalServices ?? []).map((service, index) =>
    toService(service, index, digits, (field, description) =>
      fail(`additionalServices[${index}].${field}`, 'invalid.additionalServices', description),
    ),
  );

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    event: {
      format,
      displayName: request.title!.trim(),
      description,
      languages,
      websiteUrl: request.websiteUrl!.trim(),
      termsUrl: request.termsAndConditionsUrl!.trim(),
      privacyUrl: request.privacyPolicyUrl?.trim() || null,
      location: address,
      latitude,
      longitude,
      timeZone: request.timezone!.trim(),
      start: start!,
      end: end!,
      currency,
      vat,
      vatIncluded: tickets.taxIncludedInPrice ?? true,
      capacity: capacity!,
      paymentProxies: proxies,
      categories,
      promoCodes,
      fields: fields as NewField[],
      services,
    },
  };
}

export function toCategory(
  category: CategoryRequest,
  index: number,
  free: boolean,
  digits: number,
  fail: (field: string, code: string, description: string) => void,
  id: number | null = null,
): NewCategory {
  const name = category.name?.trim() ?? '';
  if (!name) fail('name', 'error.required', 'A category needs a name');
  const price = free ? 0 : (category.price ?? 0);
  if (price < 0) fail('price', 'error.price', 'A price cannot be negative');
  if (!category.startSellingDate) fail('startSellingDate', 'error.required', 'The start of sales is required');
  if (!category.endSellingDate) fail('endSellingDate', 'error.required', 'The end of sales is required');
  const validity = category.customValidity;
  return {
    id,
    name,
    description: localized(category.description),
    priceCents: Math.round(price * 10 ** digits),
    // alf.io: a category without a positive maximum shares the event's seats.
    maxTickets: category.maxTickets && category.maxTickets > 0 ? category.maxTickets : null,
    accessRestricted: category.accessRestricted ?? false,
    accessCode: category.accessCode?.trim() || null,
    inception: category.startSellingDate ? localTime(category.startSellingDate) : '',
    expiration: category.endSellingDate ? localTime(category.endSellingDate) : '',
    ordinal: index + 1,
    ticketAccessType: category.ticketAccessType ?? 'INHERIT',
    validityStart: validity?.validityStart ? localTime(validity.validityStart) : null,
    validityEnd: validity?.validityEnd ? localTime(validity.validityEnd) : null,
  };
}

function toField(
  info: NonNullable<ParsedEventCreationRequest['additionalInfo']>[number],
  index: number,
): NewField | null {
  const name = info.name?.trim() ?? '';
  const labels = localized(info.label);
  if (!FIELD_NAME.test(name) || !info.type || Object.keys(labels).length === 0) return null;
  const type = additionalInfoTypes[info.type];
  const values = info.restrictedValues ?? [];
  if (['select', 'checkbox', 'radio'].includes(type) && values.length === 0) return null;
  const placeholders = localized(info.placeholder);
  const description: NewField['description'] = {};
  for (const lang of new Set([...Object.keys(labels), ...Object.keys(placeholders)])) {
    const restricted = Object.fromEntries(
      values.flatMap((value) =>
        (value.descriptions ?? []).filter((entry) => entry.lang === lang).map((entry) => [value.value, entry.body]),
      ),
    );
    description[lang] = {
      label: labels[lang] ?? '',
      ...(placeholders[lang] ? { placeholder: placeholders[lang] } : {}),
      ...(Object.keys(restricted).length > 0 ? { restrictedValuesDescription: restricted } : {}),
    };
  }
  const min = info.contentLength?.min ?? null;
  const max = info.contentLength?.max ?? null;
  if (min !== null && max !== null && max < min) return null;
  return {
    name,
    type,
    required: info.required ?? false,
    ordinal: info.ordinal ?? index + 1,
    minLength: min,
    maxLength: max,
    restrictedValues: values.map((value) => value.value),
    disabledValues: values.filter((value) => value.enabled === false).map((value) => value.value),
    description,
  };
}

type ServiceRequest = NonNullable<ParsedEventCreationRequest['additionalServices']>[number];

const texts = (list: ServiceRequest['title']): Record<string, string> =>
  Object.fromEntries(
    (list ?? []).filter((text) => text.locale && text.value.trim()).map((text) => [text.locale, text.value.trim()]),
  );

/** alf.io's `DateTimeModification` as a wall-clock time. */
const dateTime = (value: ServiceRequest['inception']): LocalTime | null =>
  value ? localTime(`${value.date}T${value.time}`) : null;

/**
 * An additional service as alf.io's back office checks one: a title, a sales window, a type; a
 * supplement with its policy and price, a donation with the amount the buyer chooses.
 */
export function toService(
  service: ServiceRequest,
  index: number,
  digits: number,
  fail: (field: string, description: string) => void,
): NewService {
  const type = service.type ?? 'SUPPLEMENT';
  const title = texts(service.title);
  if (Object.keys(title).length === 0) fail('title', 'An additional service needs a title');
  const policy = type === 'DONATION' ? null : (service.supplementPolicy ?? 'OPTIONAL_UNLIMITED_AMOUNT');
  if (policy === 'MANDATORY_PERCENTAGE_RESERVATION' || policy === 'MANDATORY_PERCENTAGE_FOR_TICKET')
    fail('supplementPolicy', 'Supplements are charged per unit here; percentage policies are not offered');
  const fixPrice = type === 'DONATION' ? false : (service.fixPrice ?? true);
  const price = fixPrice ? (service.price ?? null) : (service.minPrice ?? 0);
  if (price === null || price < 0) fail('price', 'A price of 0 or more');
  const inception = dateTime(service.inception);
  const expiration = dateTime(service.expiration);
  if (!inception || !expiration || inception >= expiration)
    fail('expiration', 'A sales window from a date to a later one');
  const vatType = service.vatType ?? 'INHERITED';
  const custom = vatType === 'CUSTOM_INCLUDED' || vatType === 'CUSTOM_EXCLUDED';
  const vat = custom ? (service.vat ?? null) : null;
  if (custom && (vat === null || vat < 0 || vat > 100)) fail('vat', 'VAT between 0 and 100');
  return {
    id: service.id ?? null,
    type,
    policy: policy as NewService['policy'],
    fixPrice,
    priceCents: Math.round((price ?? 0) * 10 ** digits),
    availableQuantity: service.availableQuantity ?? -1,
    maxQtyPerOrder: service.maxQtyPerOrder ?? 1,
    vatType,
    vat,
    inception: inception ?? '',
    expiration: expiration ?? '',
    ordinal: service.ordinal ?? index + 1,
    title,
    description: texts(service.description),
  };
}
