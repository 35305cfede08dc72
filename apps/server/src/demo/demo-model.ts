/** The shape of the demo content: plain data, written to the database by `demo-data.ts`. */

/** Text per two-letter language, one entry for each language the item offers. */
export type Localized = Record<string, string>;

export type Settings = Record<string, string>;

export type PaymentProxy = 'OFFLINE' | 'ON_SITE' | 'CUSTOM_OFFLINE' | 'TEST_GATEWAY';

export interface DemoOrganization {
  slug: string;
  /** How the demo identity provider's organizer claims name it (alf.io's external id). */
  externalId: string;
  name: string;
  email: string;
  description: string;
  settings?: Settings;
  customPaymentMethods?: DemoCustomPaymentMethod[];
  /** Overrides of bundle messages for this organizer's events, per language. */
  translationOverrides?: Record<string, Record<string, string>>;
}

export interface DemoCustomPaymentMethod {
  key: string;
  localizations: Record<string, { paymentName: string; paymentDescription: string; paymentInstructions: string }>;
}

export interface DemoEvent {
  shortName: string;
  organization: string;
  status: 'DRAFT' | 'PUBLIC' | 'DISABLED';
  format: 'IN_PERSON' | 'ONLINE' | 'HYBRID';
  displayName: string;
  /** Markdown. */
  description: Localized;
  websiteUrl: string;
  termsUrl: string;
  privacyUrl: string | null;
  location: string | null;
  coordinates: [latitude: number, longitude: number] | null;
  timeZone: string;
  start: Date;
  end: Date;
  /** null: free of charge. */
  currency: string | null;
  vat: string;
  vatIncluded: boolean;
  languages: string[];
  tags: string[];
  capacity: number;
  paymentProxies: PaymentProxy[];
  /** Keys of the organizer's custom payment methods offered on this event. */
  customPaymentMethods?: string[];
  settings?: Settings;
  metadata?: Record<string, unknown>;
  /** Background of the generated card image. */
  color: string;
  categories: DemoCategory[];
  additionalServices?: DemoAdditionalService[];
  fields?: DemoField[];
  promoCodes?: DemoPromoCode[];
  waitingList?: DemoWaitingEntry[];
  translationOverrides?: Record<string, Record<string, string>>;
  polls?: DemoPoll[];
  /**
   * Internal uuids given to the event's last sold tickets, which are then checked in: the PINs of
   * the poll area derive from them, so a visitor of the demo can vote (README, "Demo").
   */
  checkedInTickets?: string[];
}

export interface DemoCategory {
  key: string;
  name: string;
  /** Markdown. */
  description: Localized;
  priceCents: number;
  /** Bounded categories own `maxTickets` tickets; unbounded ones share the event's capacity. */
  maxTickets: number | null;
  accessRestricted?: boolean;
  accessType?: 'INHERIT' | 'IN_PERSON' | 'ONLINE';
  inception: Date;
  expiration: Date;
  maxPerReservation?: number;
  /** Tickets already sold through completed demo reservations. */
  sold?: number;
  settings?: Settings;
}

export interface DemoAdditionalService {
  key: string;
  type: 'SUPPLEMENT' | 'DONATION';
  policy:
    | 'MANDATORY_ONE_FOR_TICKET'
    | 'OPTIONAL_MAX_AMOUNT_PER_TICKET'
    | 'OPTIONAL_MAX_AMOUNT_PER_RESERVATION'
    | 'OPTIONAL_UNLIMITED_AMOUNT'
    | null;
  fixPrice: boolean;
  priceCents: number;
  availableQuantity: number;
  maxQtyPerOrder: number;
  inception: Date;
  expiration: Date;
  title: Localized;
  /** Markdown. */
  description: Localized;
}

export type DemoFieldType =
  | 'input:text'
  | 'input:tel'
  | 'textarea'
  | 'vat:eu'
  | 'country'
  | 'select'
  | 'checkbox'
  | 'radio'
  | 'input:dateOfBirth';

export interface DemoField {
  name: string;
  type: DemoFieldType;
  required: boolean;
  /** Negative: shown before the standard name and e-mail fields. */
  ordinal: number;
  minLength?: number;
  maxLength?: number;
  restrictedValues?: string[];
  disabledValues?: string[];
  description: Record<
    string,
    { label: string; placeholder?: string; restrictedValuesDescription?: Record<string, string> }
  >;
  /** Keys of the categories asking for the field (all when absent). */
  categories?: string[];
  /** Key of the additional service whose items ask for the field. */
  additionalService?: string;
}

export interface DemoPromoCode {
  code: string;
  type: 'DISCOUNT' | 'ACCESS' | 'DYNAMIC';
  discountType: 'FIXED_AMOUNT' | 'PERCENTAGE' | 'FIXED_AMOUNT_RESERVATION' | 'NONE';
  /** Cents, or whole percent for PERCENTAGE. */
  discountAmount: number;
  validFrom: Date;
  validTo: Date;
  maxUsage?: number;
  categories?: string[];
  hiddenCategory?: string;
  minTickets?: number;
  description: string;
}

export interface DemoWaitingEntry {
  firstName: string;
  lastName: string;
  email: string;
  language: string;
  category?: string;
  type: 'PRE_SALES' | 'SOLD_OUT';
}

export interface DemoPoll {
  /** OPEN by default; a CLOSED poll is no longer shown nor answered. */
  status?: 'OPEN' | 'CLOSED';
  title: Localized;
  description: Localized;
  options: Localized[];
}

export interface DemoSubscription {
  organization: string;
  title: Localized;
  /** Markdown. */
  description: Localized;
  priceCents: number;
  currency: string;
  vat: string;
  vatIncluded: boolean;
  /** -1: unlimited entries. */
  maxEntries: number;
  validity:
    | { type: 'STANDARD'; unit: 'DAYS' | 'MONTHS' | 'YEARS'; units: number }
    | { type: 'CUSTOM'; from: Date; to: Date }
    | { type: 'NOT_SET' };
  usageType: 'ONCE_PER_EVENT' | 'UNLIMITED';
  onSaleFrom: Date;
  onSaleTo: Date | null;
  /** -1: unlimited supply. */
  maxAvailable: number;
  termsUrl: string;
  privacyUrl: string | null;
  timeZone: string;
  languages: string[];
  paymentProxies: PaymentProxy[];
  color: string;
  /** Linked events by short name, with what the organizer books per covered ticket. */
  events: { shortName: string; pricePerTicketCents: number }[];
  fields?: DemoField[];
  sold: number;
}

export interface DemoBuyerAccount {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  billingDetails: Record<string, unknown>;
  /** The first demo reservation of this event becomes the account's order. */
  orderOf: string;
}
