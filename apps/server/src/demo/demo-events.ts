import type { DemoClock } from './demo-clock.ts';
import type { DemoEvent, DemoField } from './demo-model.ts';
import { ALPINE, OPEN_CIRCLE, RIVIERA } from './demo-organizations.ts';

const ZURICH = 'Europe/Zurich';
const ROME = 'Europe/Rome';
const PARIS = 'Europe/Paris';
const BERLIN = 'Europe/Berlin';

/**
 * The demo events. Between them they show every state of the event page: on sale, sold out,
 * pre-sale, waiting list, free, online, hybrid, supplements and donations, access codes,
 * discounts, expired categories, few tickets left, several languages and payment methods.
 */
export function demoEvents(clock: DemoClock): DemoEvent[] {
  return [
    alpineSummit(clock),
    alpineDevopsDay(clock),
    rivieraJazzNight(clock),
    rivieraFilmFestival(clock),
    rivieraDesignWeek(clock),
    openHackDay(clock),
    rustWorkshop(clock),
    remoteFirstSummit(clock),
    alpineAiRetreat(clock),
    rivieraRegatta(clock),
  ];
}

/**
 * On sale, four languages, an expired sold-out category, few tickets left, an access code, discounts, every field type;
 * paid by bank transfer, at the desk or with TWINT (a custom payment method).
 */
function alpineSummit(clock: DemoClock): DemoEvent {
  const start = clock.at(45, '09:00', ZURICH);
  const saleEnd = clock.at(45, '08:00', ZURICH);
  return {
    shortName: 'alpine-summit',
    organization: ALPINE,
    status: 'PUBLIC',
    format: 'IN_PERSON',
    displayName: 'Alpine Tech Summit',
    description: {
      de:
        'Zwei Tage am See für alle, die Software in den Alpen und darüber hinaus bauen und betreiben.\n\n' +
        '**Was dich erwartet**\n\n' +
        '- Vorträge zu Platform Engineering, Sicherheit und nachhaltiger Software\n' +
        '- Praxis-Workshops in kleinen Gruppen (Auswahl bei der Buchung)\n' +
        '- Ein langer Apéro auf der Terrasse\n\n' +
        'Die Vorträge finden auf Englisch oder Deutsch statt. Mittagessen und Kaffeepausen sind in jedem Ticket inbegriffen.',
      fr:
        'Deux jours au bord du lac pour celles et ceux qui développent et exploitent des logiciels, dans les Alpes et ailleurs.\n\n' +
        '**Au programme**\n\n' +
        '- Des conférences sur le platform engineering, la sécurité et le logiciel durable\n' +
        '- Des ateliers pratiques en petits groupes (à choisir lors de la réservation)\n' +
        '- Un long apéritif sur la terrasse\n\n' +
        'Les conférences ont lieu en anglais ou en allemand. Le déjeuner et les pauses café sont compris dans chaque billet.',
      it:
        'Due giorni in riva al lago per chi sviluppa e gestisce software, nelle Alpi e altrove.\n\n' +
        '**Cosa ti aspetta**\n\n' +
        '- Interventi su platform engineering, sicurezza e software sostenibile\n' +
        '- Workshop pratici in piccoli gruppi (da scegliere al momento della prenotazione)\n' +
        '- Un lungo aperitivo in terrazza\n\n' +
        'Gli interventi si tengono in inglese o in tedesco. Il pranzo e le pause caffè sono inclusi in ogni biglietto.',
      en:
        'Two days by the lake for people who build and run software, in the Alps and beyond.\n\n' +
        '**What to expect**\n\n' +
        '- Talks on platform engineering, security and sustainable software\n' +
        '- Hands-on workshops in small groups (choose yours when you book)\n' +
        '- A long evening apéro on the terrace\n\n' +
        'Talks are held in English or German. Lunch and coffee breaks are included in every ticket.',
    },
    websiteUrl: 'https://alpine-tech.example/summit',
    termsUrl: 'https://alpine-tech.example/terms',
    privacyUrl: 'https://alpine-tech.example/privacy',
    location: 'Seeforum, Seestrasse 200, 8002 Zürich',
    coordinates: [47.3585, 8.5362],
    timeZone: ZURICH,
    start,
    end: clock.at(46, '17:30', ZURICH),
    currency: 'CHF',
    vat: '8.10',
    vatIncluded: true,
    languages: ['de', 'fr', 'it', 'en'],
    tags: ['conference', 'software'],
    capacity: 300,
    paymentProxies: ['OFFLINE', 'ON_SITE', 'CUSTOM_OFFLINE', 'TEST_GATEWAY'],
    customPaymentMethods: ['twint'],
    settings: { DISPLAY_TICKETS_LEFT_INDICATOR: 'true' },
    color: '#1d4e89',
    categories: [
      {
        key: 'early-bird',
        name: 'Early Bird',
        description: {
          de: 'Unser Dankeschön an die Schnellen: voller Zugang zum reduzierten Preis.',
          fr: 'Notre merci aux plus rapides : accès complet à prix réduit.',
          it: 'Il nostro grazie ai più veloci: accesso completo a prezzo ridotto.',
          en: 'Our thank-you to the quick ones: full access at a reduced price.',
        },
        priceCents: 19_000,
        maxTickets: 30,
        inception: clock.at(-75, '09:00', ZURICH),
        expiration: clock.at(-5, '23:59', ZURICH),
        sold: 30,
      },
      {
        key: 'standard',
        name: 'Standard',
        description: {
          de: 'Beide Konferenztage, Workshops, Mittagessen und Apéro.',
          fr: "Les deux jours de conférence, les ateliers, le déjeuner et l'apéritif du soir.",
          it: "Entrambi i giorni di conferenza, i workshop, il pranzo e l'aperitivo serale.",
          en: 'Both conference days, workshops, lunch and the evening apéro.',
        },
        priceCents: 29_000,
        maxTickets: null,
        inception: clock.at(-30, '09:00', ZURICH),
        expiration: saleEnd,
        sold: 12,
      },
      {
        key: 'student',
        name: 'Student',
        description: {
          de: 'Für Studierende und Lernende. Bitte einen gültigen Ausweis am Eingang vorzeigen.',
          fr: "Pour les étudiant·e·s et apprenti·e·s. Merci de présenter une carte valable à l'entrée.",
          it: "Per studenti e apprendisti. Si prega di presentare una tessera valida all'ingresso.",
          en: 'For students and apprentices. Please bring a valid student ID to the entrance.',
        },
        priceCents: 9_000,
        maxTickets: 10,
        inception: clock.at(-30, '09:00', ZURICH),
        expiration: saleEnd,
        maxPerReservation: 2,
        sold: 7,
      },
      {
        key: 'partner',
        name: 'Speaker & Partner',
        description: {
          de: 'Reserviert für Referierende und Partnerfirmen. Du brauchst den Code, den du von uns erhalten hast.',
          fr: 'Réservé aux intervenant·e·s et aux entreprises partenaires. Il vous faut le code que nous vous avons envoyé.',
          it: 'Riservato a relatori e aziende partner. Serve il codice che ti abbiamo inviato.',
          en: 'Reserved for speakers and partner companies. You need the code we sent you.',
        },
        priceCents: 15_000,
        maxTickets: 20,
        accessRestricted: true,
        inception: clock.at(-30, '09:00', ZURICH),
        expiration: saleEnd,
      },
    ],
    promoCodes: [
      {
        code: 'SUMMIT10',
        type: 'DISCOUNT',
        discountType: 'PERCENTAGE',
        discountAmount: 10,
        validFrom: clock.at(-30, '00:00', ZURICH),
        validTo: saleEnd,
        description: '10 % off every ticket, for newsletter readers',
      },
      {
        code: 'TEAM50',
        type: 'DISCOUNT',
        discountType: 'FIXED_AMOUNT',
        discountAmount: 5_000,
        validFrom: clock.at(-30, '00:00', ZURICH),
        validTo: saleEnd,
        maxUsage: 20,
        categories: ['standard'],
        description: 'CHF 50 off each Standard ticket, 20 tickets at most',
      },
      {
        code: 'ALPINE-PARTNER',
        type: 'ACCESS',
        discountType: 'NONE',
        discountAmount: 0,
        validFrom: clock.at(-30, '00:00', ZURICH),
        validTo: saleEnd,
        hiddenCategory: 'partner',
        description: 'Reveals the Speaker & Partner category',
      },
      {
        code: 'GROUP-OF-FOUR',
        type: 'DYNAMIC',
        discountType: 'PERCENTAGE',
        discountAmount: 10,
        validFrom: clock.at(-30, '00:00', ZURICH),
        validTo: saleEnd,
        minTickets: 4,
        description: '10 % off automatically from 4 tickets in one order',
      },
    ],
    fields: alpineSummitFields,
    polls: [
      {
        title: {
          de: 'Welches Thema soll den Summit abschliessen?',
          fr: 'Quel thème doit clore le Summit ?',
          it: 'Quale tema deve chiudere il Summit?',
          en: 'Which topic should close the summit?',
        },
        description: {
          de: 'Die Keynote am zweiten Nachmittag wählst du.',
          fr: "C'est vous qui choisissez la keynote du deuxième après-midi.",
          it: 'Il keynote del secondo pomeriggio lo scegli tu.',
          en: 'You pick the keynote of the second afternoon.',
        },
        options: [
          {
            de: 'Software mit kleinem Fussabdruck',
            fr: 'Du logiciel sobre',
            it: 'Software a basso impatto',
            en: 'Low-footprint software',
          },
          {
            de: 'Sicherheit in der Lieferkette',
            fr: "La sécurité de la chaîne d'approvisionnement",
            it: 'Sicurezza della supply chain',
            en: 'Supply-chain security',
          },
          {
            de: 'Teams, die gerne Bereitschaft haben',
            fr: 'Des équipes qui aiment les astreintes',
            it: 'Team che amano la reperibilità',
            en: 'Teams that enjoy being on call',
          },
        ],
      },
      {
        title: {
          de: 'Wie kommst du zum Summit?',
          fr: 'Comment venez-vous au Summit ?',
          it: 'Come arrivi al Summit?',
          en: 'How do you travel to the summit?',
        },
        description: {
          de: 'Damit wir genug Velo- und Parkplätze planen.',
          fr: 'Pour prévoir assez de places pour les vélos et les voitures.',
          it: 'Per prevedere abbastanza posti per bici e auto.',
          en: 'So that we plan enough room for bikes and cars.',
        },
        options: [
          { de: 'Mit dem Zug', fr: 'En train', it: 'In treno', en: 'By train' },
          { de: 'Mit dem Velo', fr: 'À vélo', it: 'In bici', en: 'By bike' },
          { de: 'Mit dem Auto', fr: 'En voiture', it: 'In auto', en: 'By car' },
        ],
      },
      {
        status: 'CLOSED',
        title: {
          de: 'Welcher Tag passt für den Workshop?',
          fr: 'Quel jour pour l’atelier ?',
          it: 'Quale giorno per il workshop?',
          en: 'Which day suits the workshop?',
        },
        description: {
          de: 'Die Abstimmung ist beendet.',
          fr: 'Le vote est terminé.',
          it: 'La votazione è chiusa.',
          en: 'The vote is over.',
        },
        options: [
          { de: 'Erster Tag', fr: 'Premier jour', it: 'Primo giorno', en: 'First day' },
          { de: 'Zweiter Tag', fr: 'Deuxième jour', it: 'Secondo giorno', en: 'Second day' },
        ],
      },
    ],
    // Poll PIN CHECK7 (the first seven hex digits of the uuid in the PIN alphabet).
    checkedInTickets: ['0dff3840-7a11-4c3e-9d5a-2f0b6a1c9e01'],
  };
}

/** Attendee fields of every type the contract's `AdditionalFieldType` lists, some before the standard fields, one for one category only. */
const alpineSummitFields: DemoField[] = [
  {
    name: 'badgeName',
    type: 'input:text',
    required: false,
    ordinal: -1,
    maxLength: 30,
    description: {
      de: { label: 'Name auf dem Badge', placeholder: 'z. B. Sam' },
      fr: { label: 'Nom sur le badge', placeholder: 'p. ex. Sam' },
      it: { label: 'Nome sul badge', placeholder: 'ad es. Sam' },
      en: { label: 'Name on your badge', placeholder: 'e.g. Sam' },
    },
  },
  {
    name: 'company',
    type: 'input:text',
    required: false,
    ordinal: 1,
    maxLength: 100,
    description: {
      de: { label: 'Firma oder Organisation' },
      fr: { label: 'Entreprise ou organisation' },
      it: { label: 'Azienda o organizzazione' },
      en: { label: 'Company or organisation' },
    },
  },
  {
    name: 'phone',
    type: 'input:tel',
    required: false,
    ordinal: 2,
    maxLength: 30,
    description: {
      de: { label: 'Handynummer (für kurzfristige Änderungen)', placeholder: '+41 79 123 45 67' },
      fr: { label: 'Numéro de portable (pour les changements de dernière minute)', placeholder: '+41 79 123 45 67' },
      it: { label: "Numero di cellulare (per modifiche dell'ultimo minuto)", placeholder: '+41 79 123 45 67' },
      en: { label: 'Mobile number (for last-minute changes)', placeholder: '+41 79 123 45 67' },
    },
  },
  {
    name: 'country',
    type: 'country',
    required: true,
    ordinal: 3,
    description: {
      de: { label: 'Wohnsitzland' },
      fr: { label: 'Pays de résidence' },
      it: { label: 'Paese di residenza' },
      en: { label: 'Country of residence' },
    },
  },
  {
    name: 'employerVatNumber',
    type: 'vat:eu',
    required: false,
    ordinal: 4,
    description: {
      de: { label: 'EU-MWST-Nummer des Arbeitgebers (optional)', placeholder: 'DE123456789' },
      fr: { label: 'Numéro de TVA UE de votre employeur (facultatif)', placeholder: 'FR12345678901' },
      it: { label: 'Partita IVA UE del datore di lavoro (facoltativa)', placeholder: 'IT12345678901' },
      en: { label: "Your employer's EU VAT number (optional)", placeholder: 'DE123456789' },
    },
  },
  {
    name: 'birthDate',
    type: 'input:dateOfBirth',
    required: true,
    ordinal: 5,
    minLength: 16,
    maxLength: 99,
    categories: ['student'],
    description: {
      de: { label: 'Geburtsdatum' },
      fr: { label: 'Date de naissance' },
      it: { label: 'Data di nascita' },
      en: { label: 'Date of birth' },
    },
  },
  {
    name: 'tshirt',
    type: 'select',
    required: true,
    ordinal: 6,
    restrictedValues: ['xs', 's', 'm', 'l', 'xl', 'xxl'],
    disabledValues: ['xxl'],
    description: {
      de: { label: 'T-Shirt-Grösse', restrictedValuesDescription: sizes('nicht mehr verfügbar') },
      fr: { label: 'Taille de t-shirt', restrictedValuesDescription: sizes('plus disponible') },
      it: { label: 'Taglia della maglietta', restrictedValuesDescription: sizes('non più disponibile') },
      en: { label: 'T-shirt size', restrictedValuesDescription: sizes('no longer available') },
    },
  },
  {
    name: 'lunch',
    type: 'radio',
    required: true,
    ordinal: 7,
    restrictedValues: ['none', 'vegetarian', 'vegan', 'gluten-free'],
    description: {
      de: {
        label: 'Essenswunsch',
        restrictedValuesDescription: {
          none: 'Keine Präferenz',
          vegetarian: 'Vegetarisch',
          vegan: 'Vegan',
          'gluten-free': 'Glutenfrei',
        },
      },
      fr: {
        label: 'Préférence pour le déjeuner',
        restrictedValuesDescription: {
          none: 'Aucune préférence',
          vegetarian: 'Végétarien',
          vegan: 'Végétalien',
          'gluten-free': 'Sans gluten',
        },
      },
      it: {
        label: 'Preferenza per il pranzo',
        restrictedValuesDescription: {
          none: 'Nessuna preferenza',
          vegetarian: 'Vegetariano',
          vegan: 'Vegano',
          'gluten-free': 'Senza glutine',
        },
      },
      en: {
        label: 'Lunch preference',
        restrictedValuesDescription: {
          none: 'No preference',
          vegetarian: 'Vegetarian',
          vegan: 'Vegan',
          'gluten-free': 'Gluten-free',
        },
      },
    },
  },
  {
    name: 'workshops',
    type: 'checkbox',
    required: false,
    ordinal: 8,
    restrictedValues: ['platform', 'security', 'green', 'accessibility'],
    description: {
      de: {
        label: 'Workshops, an denen du teilnehmen möchtest',
        restrictedValuesDescription: {
          platform: 'Platform Engineering',
          security: 'Sichere Lieferketten',
          green: 'Grüne Software',
          accessibility: 'Barrierefreie Oberflächen',
        },
      },
      fr: {
        label: 'Ateliers auxquels vous souhaitez participer',
        restrictedValuesDescription: {
          platform: 'Platform engineering',
          security: "Chaînes d'approvisionnement sécurisées",
          green: 'Logiciel vert',
          accessibility: 'Interfaces accessibles',
        },
      },
      it: {
        label: 'Workshop a cui vorresti partecipare',
        restrictedValuesDescription: {
          platform: 'Platform engineering',
          security: 'Supply chain sicure',
          green: 'Software green',
          accessibility: 'Interfacce accessibili',
        },
      },
      en: {
        label: 'Workshops you would like to join',
        restrictedValuesDescription: {
          platform: 'Platform engineering',
          security: 'Secure supply chains',
          green: 'Green software',
          accessibility: 'Accessible interfaces',
        },
      },
    },
  },
  {
    name: 'accessibilityNeeds',
    type: 'textarea',
    required: false,
    ordinal: 9,
    maxLength: 500,
    description: {
      de: { label: 'Bedürfnisse für die Barrierefreiheit, die wir kennen sollten' },
      fr: { label: "Besoins d'accessibilité à nous signaler" },
      it: { label: 'Esigenze di accessibilità da segnalarci' },
      en: { label: 'Accessibility needs we should know about' },
    },
  },
];

function sizes(unavailable: string): Record<string, string> {
  return { xs: 'XS', s: 'S', m: 'M', l: 'L', xl: 'XL', xxl: `XXL (${unavailable})` };
}

/** Hybrid: an on-site category and an online one (which cannot be paid on site). */
function alpineDevopsDay(clock: DemoClock): DemoEvent {
  const start = clock.at(24, '09:00', ZURICH);
  const end = clock.at(24, '18:00', ZURICH);
  return {
    shortName: 'alpine-devops-day',
    organization: ALPINE,
    status: 'PUBLIC',
    format: 'HYBRID',
    displayName: 'Alpine DevOps Day',
    description: {
      en:
        'One day of practical DevOps talks in Bern, in the hall or on the livestream.\n\n' +
        'Join us on site for the talks, the hallway track and lunch, or follow every session from home with the ' +
        '**livestream pass**: live chat with the speakers and the recordings for 30 days.',
      de:
        'Ein Tag mit praxisnahen DevOps-Vorträgen in Bern, im Saal oder im Livestream.\n\n' +
        'Komm vorbei für Vorträge, Gespräche und Mittagessen, oder verfolge jede Session von zu Hause aus mit dem ' +
        '**Livestream-Pass**: Live-Chat mit den Referierenden und Aufzeichnungen während 30 Tagen.',
    },
    websiteUrl: 'https://alpine-tech.example/devops-day',
    termsUrl: 'https://alpine-tech.example/terms',
    privacyUrl: 'https://alpine-tech.example/privacy',
    location: 'Aareforum, Bollwerk 15, 3011 Bern',
    coordinates: [46.9497, 7.4385],
    timeZone: ZURICH,
    start,
    end,
    currency: 'CHF',
    vat: '8.10',
    vatIncluded: true,
    languages: ['en', 'de'],
    tags: ['conference', 'devops'],
    capacity: 300,
    paymentProxies: ['OFFLINE', 'ON_SITE'],
    metadata: callLinks('https://stream.alpine-tech.example/devops-day', start, end),
    color: '#0f6b5c',
    categories: [
      {
        key: 'on-site',
        name: 'On site',
        description: {
          en: 'A seat in the hall, lunch and coffee included.',
          de: 'Ein Platz im Saal, Mittagessen und Kaffee inbegriffen.',
        },
        priceCents: 18_000,
        maxTickets: 80,
        accessType: 'IN_PERSON',
        inception: clock.at(-20, '09:00', ZURICH),
        expiration: clock.at(24, '08:00', ZURICH),
        sold: 14,
      },
      {
        key: 'livestream',
        name: 'Livestream',
        description: {
          en: 'Watch live from anywhere, recordings included.',
          de: 'Live von überall dabei, Aufzeichnungen inbegriffen.',
        },
        priceCents: 6_000,
        maxTickets: null,
        accessType: 'ONLINE',
        inception: clock.at(-20, '09:00', ZURICH),
        expiration: clock.at(24, '12:00', ZURICH),
        sold: 6,
        settings: { PAYMENT_METHODS_BLACKLIST: 'ON_SITE' },
      },
    ],
  };
}

/** Sold out with the waiting list open. */
function rivieraJazzNight(clock: DemoClock): DemoEvent {
  return {
    shortName: 'riviera-jazz-night',
    organization: RIVIERA,
    status: 'PUBLIC',
    format: 'IN_PERSON',
    displayName: 'Riviera Jazz Night',
    description: {
      en:
        'An evening of jazz on the old harbour: three quartets, one long night.\n\n' +
        'Doors open at 19:30, the first set starts at 20:30. Table seats include a welcome drink.',
      it:
        'Una serata di jazz sul porto antico: tre quartetti, una lunga notte.\n\n' +
        'Apertura porte alle 19:30, il primo set inizia alle 20:30. I posti al tavolo includono un drink di benvenuto.',
      fr:
        'Une soirée de jazz sur le vieux port : trois quartettes, une longue nuit.\n\n' +
        'Ouverture des portes à 19h30, premier set à 20h30. Les places à table comprennent une boisson de bienvenue.',
    },
    websiteUrl: 'https://riviera-arts.example/jazz-night',
    termsUrl: 'https://riviera-arts.example/terms',
    privacyUrl: 'https://riviera-arts.example/privacy',
    location: 'Molo Vecchio 7, 16128 Genova',
    coordinates: [44.4094, 8.9249],
    timeZone: ROME,
    start: clock.at(12, '20:30', ROME),
    end: clock.at(12, '23:45', ROME),
    currency: 'EUR',
    vat: '10.00',
    vatIncluded: true,
    languages: ['en', 'it', 'fr'],
    tags: ['music'],
    capacity: 60,
    paymentProxies: ['CUSTOM_OFFLINE', 'ON_SITE'],
    customPaymentMethods: ['bookshop'],
    settings: { ENABLE_WAITING_QUEUE: 'true' },
    color: '#3b2a6b',
    categories: [
      {
        key: 'table',
        name: 'Table seat',
        description: {
          en: 'A seat at a table near the stage, welcome drink included.',
          it: 'Un posto a un tavolo vicino al palco, drink di benvenuto incluso.',
          fr: 'Une place à une table près de la scène, boisson de bienvenue comprise.',
        },
        priceCents: 4_500,
        maxTickets: 24,
        inception: clock.at(-25, '10:00', ROME),
        expiration: clock.at(12, '19:00', ROME),
        sold: 24,
      },
      {
        key: 'standing',
        name: 'Standing',
        description: {
          en: 'Standing room at the bar and on the terrace.',
          it: 'Posto in piedi al bar e in terrazza.',
          fr: 'Places debout au bar et sur la terrasse.',
        },
        priceCents: 2_800,
        maxTickets: null,
        inception: clock.at(-25, '10:00', ROME),
        expiration: clock.at(12, '19:00', ROME),
        sold: 36,
      },
    ],
    waitingList: [
      {
        firstName: 'Martina',
        lastName: 'Galli',
        email: 'martina.galli@example.com',
        language: 'it',
        category: 'standing',
        type: 'SOLD_OUT',
      },
      {
        firstName: 'Julien',
        lastName: 'Roux',
        email: 'julien.roux@example.com',
        language: 'fr',
        category: 'standing',
        type: 'SOLD_OUT',
      },
      {
        firstName: 'Kate',
        lastName: 'Morgan',
        email: 'kate.morgan@example.com',
        language: 'en',
        category: 'standing',
        type: 'SOLD_OUT',
      },
    ],
  };
}

/**
 * Supplements (one mandatory per ticket, one optional with its own field) and a donation; custom CSS; a custom payment method.
 * The organizer is based in Italy: invoices only, Italian electronic invoicing, and the EU reverse charge for businesses
 * elsewhere in the EU.
 */
function rivieraFilmFestival(clock: DemoClock): DemoEvent {
  const saleStart = clock.at(-40, '10:00', PARIS);
  const saleEnd = clock.at(34, '18:00', PARIS);
  return {
    shortName: 'riviera-film-festival',
    organization: RIVIERA,
    status: 'PUBLIC',
    format: 'IN_PERSON',
    displayName: 'Riviera Film Festival',
    description: {
      en:
        'Five days of independent cinema from both sides of the Alps, with the directors in the room.\n\n' +
        '- Screenings in three halls from morning to midnight\n' +
        '- Open-air nights on the beach\n' +
        '- Talks with the film-makers after every premiere\n\n' +
        'The **festival pass** opens every screening, the **day ticket** every screening of one day of your choice.',
      it:
        'Cinque giorni di cinema indipendente dai due versanti delle Alpi, con i registi in sala.\n\n' +
        '- Proiezioni in tre sale dalla mattina a mezzanotte\n' +
        "- Serate all'aperto sulla spiaggia\n" +
        '- Incontri con i registi dopo ogni prima\n\n' +
        'Il **pass del festival** dà accesso a tutte le proiezioni, il **biglietto giornaliero** a tutte le proiezioni di un giorno a scelta.',
      fr:
        'Cinq jours de cinéma indépendant des deux côtés des Alpes, en présence des réalisateurs.\n\n' +
        '- Projections dans trois salles du matin à minuit\n' +
        '- Soirées en plein air sur la plage\n' +
        '- Rencontres avec les cinéastes après chaque première\n\n' +
        'Le **pass festival** donne accès à toutes les projections, le **billet journée** à toutes les projections du jour de votre choix.',
    },
    websiteUrl: 'https://riviera-arts.example/film-festival',
    termsUrl: 'https://riviera-arts.example/terms',
    privacyUrl: 'https://riviera-arts.example/privacy',
    location: 'Cinéma du Port, 12 quai des Docks, 06300 Nice',
    coordinates: [43.6961, 7.2853],
    timeZone: PARIS,
    start: clock.at(30, '10:00', PARIS),
    end: clock.at(34, '23:30', PARIS),
    currency: 'EUR',
    vat: '5.50',
    vatIncluded: true,
    languages: ['en', 'it', 'fr'],
    tags: ['film', 'festival'],
    capacity: 300,
    paymentProxies: ['CUSTOM_OFFLINE', 'ON_SITE'],
    customPaymentMethods: ['bookshop'],
    settings: {
      INVOICE_ADDRESS: 'Riviera Arts Collective\nVia del Campo 12\n16124 Genova\nItalia',
      VAT_NR: 'IT01234567897',
      COUNTRY_OF_BUSINESS: 'IT',
      ENABLE_EU_VAT_DIRECTIVE: 'true',
      ENABLE_ITALY_E_INVOICING: 'true',
      EVENT_CUSTOM_CSS:
        ':root { --bs-primary: #7a1f3d; --bs-primary-rgb: 122, 31, 61; --bs-link-color: #7a1f3d; }\n' +
        '.btn-primary { --bs-btn-bg: #7a1f3d; --bs-btn-border-color: #7a1f3d; --bs-btn-hover-bg: #5e1830; --bs-btn-hover-border-color: #5e1830; }\n' +
        "h1, h2, h3 { font-family: Georgia, 'Times New Roman', serif; }",
    },
    translationOverrides: {
      en: { 'show-event.donations': 'Support the festival' },
      it: { 'show-event.donations': 'Sostieni il festival' },
      fr: { 'show-event.donations': 'Soutenez le festival' },
    },
    color: '#7a1f3d',
    categories: [
      {
        key: 'pass',
        name: 'Festival pass',
        description: {
          en: 'Every screening on all five days.',
          it: 'Tutte le proiezioni dei cinque giorni.',
          fr: 'Toutes les projections des cinq jours.',
        },
        priceCents: 8_500,
        maxTickets: 150,
        inception: saleStart,
        expiration: clock.at(30, '10:00', PARIS),
        sold: 18,
      },
      {
        key: 'day',
        name: 'Day ticket',
        description: {
          en: 'Every screening on one day of your choice.',
          it: 'Tutte le proiezioni di un giorno a scelta.',
          fr: "Toutes les projections d'un jour de votre choix.",
        },
        priceCents: 2_400,
        maxTickets: null,
        inception: saleStart,
        expiration: saleEnd,
        sold: 10,
      },
    ],
    additionalServices: [
      {
        key: 'programme',
        type: 'SUPPLEMENT',
        policy: 'MANDATORY_ONE_FOR_TICKET',
        fixPrice: true,
        priceCents: 300,
        availableQuantity: -1,
        maxQtyPerOrder: 1,
        inception: saleStart,
        expiration: saleEnd,
        title: {
          en: 'Programme booklet and wristband',
          it: 'Libretto del programma e braccialetto',
          fr: 'Programme et bracelet',
        },
        description: {
          en: 'Required for every ticket: the printed programme and the wristband that opens the halls.',
          it: "Obbligatorio per ogni biglietto: il programma stampato e il braccialetto per l'accesso alle sale.",
          fr: 'Obligatoire pour chaque billet : le programme imprimé et le bracelet qui ouvre les salles.',
        },
      },
      {
        key: 'aperitivo',
        type: 'SUPPLEMENT',
        policy: 'OPTIONAL_MAX_AMOUNT_PER_TICKET',
        fixPrice: true,
        priceCents: 1_200,
        availableQuantity: 150,
        maxQtyPerOrder: 2,
        inception: saleStart,
        expiration: saleEnd,
        title: { en: 'Aperitivo on the terrace', it: 'Aperitivo in terrazza', fr: 'Apéritif sur la terrasse' },
        description: {
          en: 'A drink and small plates after the evening premiere. Up to two per ticket.',
          it: 'Un drink e stuzzichini dopo la prima serale. Fino a due per biglietto.',
          fr: "Une boisson et des petites assiettes après la première du soir. Jusqu'à deux par billet.",
        },
      },
      {
        key: 'donation',
        type: 'DONATION',
        policy: null,
        fixPrice: false,
        priceCents: 0,
        availableQuantity: -1,
        maxQtyPerOrder: 1,
        inception: saleStart,
        expiration: saleEnd,
        title: {
          en: 'Support young film-makers',
          it: 'Sostieni i giovani registi',
          fr: 'Soutenez les jeunes cinéastes',
        },
        description: {
          en: 'Every euro goes to the grant for a first film. Choose any amount.',
          it: "Ogni euro va alla borsa per un'opera prima. Scegli tu l'importo.",
          fr: 'Chaque euro va à la bourse pour un premier film. Choisissez le montant.',
        },
      },
    ],
    fields: [
      {
        name: 'aperitivoDrink',
        type: 'select',
        required: true,
        ordinal: 1,
        restrictedValues: ['spritz', 'wine', 'alcohol-free'],
        additionalService: 'aperitivo',
        description: {
          en: {
            label: 'Your drink',
            restrictedValuesDescription: {
              spritz: 'Spritz',
              wine: 'Glass of wine',
              'alcohol-free': 'Alcohol-free cocktail',
            },
          },
          it: {
            label: 'La tua bevanda',
            restrictedValuesDescription: {
              spritz: 'Spritz',
              wine: 'Calice di vino',
              'alcohol-free': 'Cocktail analcolico',
            },
          },
          fr: {
            label: 'Votre boisson',
            restrictedValuesDescription: {
              spritz: 'Spritz',
              wine: 'Verre de vin',
              'alcohol-free': 'Cocktail sans alcool',
            },
          },
        },
      },
    ],
  };
}

/** Pre-sale: the first category opens in ten days and pre-registration is on. */
function rivieraDesignWeek(clock: DemoClock): DemoEvent {
  const saleStart = clock.at(10, '10:00', ROME);
  return {
    shortName: 'riviera-design-week',
    organization: RIVIERA,
    status: 'PUBLIC',
    format: 'IN_PERSON',
    displayName: 'Riviera Design Week',
    description: {
      en:
        'A week of open studios, talks and exhibitions across the city.\n\n' +
        'Tickets go on sale soon. Leave your e-mail below and we will write to you the moment the sale opens.',
      it:
        'Una settimana di studi aperti, incontri e mostre in tutta la città.\n\n' +
        'I biglietti saranno presto in vendita. Lascia la tua e-mail qui sotto e ti scriveremo appena si apre la vendita.',
      fr:
        "Une semaine d'ateliers ouverts, de conférences et d'expositions dans toute la ville.\n\n" +
        "La billetterie ouvre bientôt. Laissez votre e-mail ci-dessous et nous vous écrirons dès l'ouverture des ventes.",
    },
    websiteUrl: 'https://riviera-arts.example/design-week',
    termsUrl: 'https://riviera-arts.example/terms',
    privacyUrl: 'https://riviera-arts.example/privacy',
    location: 'Via Tortona 31, 20144 Milano',
    coordinates: [45.4521, 9.1652],
    timeZone: ROME,
    start: clock.at(60, '10:00', ROME),
    end: clock.at(66, '19:00', ROME),
    currency: 'EUR',
    vat: '22.00',
    vatIncluded: true,
    languages: ['en', 'it', 'fr'],
    tags: ['design', 'exhibition'],
    capacity: 250,
    paymentProxies: ['CUSTOM_OFFLINE', 'ON_SITE'],
    customPaymentMethods: ['bookshop'],
    // No analytics key: a shop or alf.io's own app in front of the demo would load Google's script.
    settings: { ENABLE_PRE_REGISTRATION: 'true' },
    color: '#c2571a',
    categories: [
      {
        key: 'opening',
        name: 'Opening night',
        description: {
          en: 'The opening party in the main hall, with the first look at the exhibitions.',
          it: "La festa di apertura nella sala principale, con l'anteprima delle mostre.",
          fr: "La soirée d'ouverture dans la grande salle, avec un premier regard sur les expositions.",
        },
        priceCents: 3_500,
        maxTickets: 100,
        inception: saleStart,
        expiration: clock.at(60, '10:00', ROME),
      },
      {
        key: 'week',
        name: 'Week pass',
        description: {
          en: 'All talks, studios and exhibitions for the whole week.',
          it: "Tutti gli incontri, gli studi e le mostre per l'intera settimana.",
          fr: 'Toutes les conférences, ateliers et expositions pendant toute la semaine.',
        },
        priceCents: 6_000,
        maxTickets: null,
        inception: saleStart,
        expiration: clock.at(64, '19:00', ROME),
      },
    ],
    waitingList: [
      {
        firstName: 'Federica',
        lastName: 'Marino',
        email: 'federica.marino@example.com',
        language: 'it',
        type: 'PRE_SALES',
      },
      {
        firstName: 'Camille',
        lastName: 'Girard',
        email: 'camille.girard@example.com',
        language: 'fr',
        category: 'week',
        type: 'PRE_SALES',
      },
    ],
  };
}

/** Free of charge, in six languages (among them Polish and Bulgarian), tickets can be released. */
function openHackDay(clock: DemoClock): DemoEvent {
  return {
    shortName: 'open-hack-day',
    organization: OPEN_CIRCLE,
    status: 'PUBLIC',
    format: 'IN_PERSON',
    displayName: 'Open Hack Day',
    description: {
      en:
        'A free day of hacking on open-source projects, for beginners and old hands alike.\n\n' +
        '- Bring a laptop, we bring mentors, power strips and pizza\n' +
        '- Pick a project on the board or bring your own\n' +
        '- Kids from 8 to 13 code in the **kids corner** with their own mentors\n\n' +
        "Can't make it after all? Release your ticket from the ticket page so someone else can come.",
      de:
        'Ein kostenloser Tag, an dem wir gemeinsam an Open-Source-Projekten arbeiten, für Neulinge wie für alte Hasen.\n\n' +
        '- Bring deinen Laptop mit, wir sorgen für Mentorinnen und Mentoren, Steckdosenleisten und Pizza\n' +
        '- Such dir ein Projekt an der Tafel aus oder bring dein eigenes mit\n' +
        '- Kinder von 8 bis 13 programmieren in der **Kinderecke** mit eigenen Mentoren\n\n' +
        'Du kannst doch nicht kommen? Gib dein Ticket auf der Ticketseite frei, damit jemand anderes kommen kann.',
      pl:
        'Bezpłatny dzień wspólnej pracy nad projektami open source, zarówno dla początkujących, jak i dla weteranów.\n\n' +
        '- Przynieś laptop, a my zapewnimy mentorów, przedłużacze i pizzę\n' +
        '- Wybierz projekt z tablicy albo przyjdź z własnym\n' +
        '- Dzieci w wieku od 8 do 13 lat programują w **kąciku dla dzieci** pod opieką własnych mentorów\n\n' +
        'Jednak nie dasz rady przyjść? Zwolnij bilet na stronie biletu, aby mógł przyjść ktoś inny.',
      bg:
        'Безплатен ден за работа по проекти с отворен код – както за начинаещи, така и за опитни.\n\n' +
        '- Носете лаптоп, а ние осигуряваме ментори, разклонители и пица\n' +
        '- Изберете проект от таблото или донесете свой\n' +
        '- Деца от 8 до 13 години програмират в **детския кът** със свои ментори\n\n' +
        'Все пак няма да успеете да дойдете? Освободете билета си от страницата на билета, за да може да дойде някой друг.',
      sv:
        'En gratis dag där vi hackar på projekt med öppen källkod, för både nybörjare och rutinerade.\n\n' +
        '- Ta med en laptop, vi står för mentorer, grenuttag och pizza\n' +
        '- Välj ett projekt på tavlan eller ta med ditt eget\n' +
        '- Barn mellan 8 och 13 år kodar i **barnhörnan** med egna mentorer\n\n' +
        'Kan du inte komma ändå? Släpp din biljett på biljettsidan så att någon annan kan komma.',
      cs:
        'Den zdarma, kdy společně pracujeme na projektech s otevřeným zdrojovým kódem, pro začátečníky i ostřílené vývojáře.\n\n' +
        '- Vezměte si notebook, my zajistíme mentory, prodlužovačky a pizzu\n' +
        '- Vyberte si projekt z nástěnky, nebo přineste vlastní\n' +
        '- Děti od 8 do 13 let programují v **dětském koutku** s vlastními mentory\n\n' +
        'Nakonec nemůžete přijít? Uvolněte svou vstupenku na její stránce, aby mohl přijít někdo jiný.',
    },
    websiteUrl: 'https://open-circle.example/hack-day',
    termsUrl: 'https://open-circle.example/code-of-conduct',
    privacyUrl: 'https://open-circle.example/privacy',
    location: 'Werkhalle 3, Am Flutgraben 5, 12435 Berlin',
    coordinates: [52.4969, 13.4517],
    timeZone: BERLIN,
    start: clock.at(9, '10:00', BERLIN),
    end: clock.at(9, '18:00', BERLIN),
    currency: null,
    vat: '0.00',
    vatIncluded: true,
    languages: ['en', 'de', 'pl', 'bg', 'sv', 'cs'],
    tags: ['community', 'open-source'],
    capacity: 140,
    paymentProxies: [],
    settings: { ALLOW_FREE_TICKETS_CANCELLATION: 'true' },
    color: '#2f7d32',
    categories: [
      {
        key: 'general',
        name: 'General admission',
        description: {
          en: 'Free entry for the whole day, pizza included.',
          de: 'Freier Eintritt für den ganzen Tag, Pizza inklusive.',
          pl: 'Bezpłatny wstęp na cały dzień, pizza w cenie.',
          bg: 'Безплатен вход за целия ден, с включена пица.',
          sv: 'Fritt inträde hela dagen, pizza ingår.',
          cs: 'Vstup zdarma na celý den, pizza v ceně.',
        },
        priceCents: 0,
        maxTickets: null,
        inception: clock.at(-14, '12:00', BERLIN),
        expiration: clock.at(9, '12:00', BERLIN),
        sold: 23,
      },
      {
        key: 'kids',
        name: 'Kids corner',
        description: {
          en: 'For young coders from 8 to 13. An adult with a General admission ticket comes along.',
          de: 'Für junge Programmiererinnen und Programmierer von 8 bis 13. Eine erwachsene Person mit einem Ticket «General admission» kommt mit.',
          pl: 'Dla młodych programistów w wieku od 8 do 13 lat. Dziecku towarzyszy dorosły z biletem „General admission”.',
          bg: 'За млади програмисти от 8 до 13 години. Придружава ги възрастен с билет „General admission“.',
          sv: 'För unga kodare mellan 8 och 13 år. En vuxen med biljetten ”General admission” följer med.',
          cs: 'Pro mladé programátory od 8 do 13 let. Doprovází je dospělý se vstupenkou „General admission“.',
        },
        priceCents: 0,
        maxTickets: 20,
        inception: clock.at(-14, '12:00', BERLIN),
        expiration: clock.at(9, '10:00', BERLIN),
        maxPerReservation: 3,
        sold: 4,
      },
    ],
    fields: [
      {
        name: 'experience',
        type: 'radio',
        required: true,
        ordinal: 1,
        restrictedValues: ['first-time', 'some', 'maintainer'],
        categories: ['general'],
        description: {
          en: {
            label: 'How much open-source experience do you have?',
            restrictedValuesDescription: {
              'first-time': 'This is my first time',
              some: 'I have contributed a few times',
              maintainer: 'I maintain a project',
            },
          },
          de: {
            label: 'Wie viel Erfahrung mit Open Source hast du?',
            restrictedValuesDescription: {
              'first-time': 'Ich bin zum ersten Mal dabei',
              some: 'Ich habe schon ein paar Beiträge geleistet',
              maintainer: 'Ich betreue ein Projekt',
            },
          },
          pl: {
            label: 'Jakie masz doświadczenie z open source?',
            restrictedValuesDescription: {
              'first-time': 'To mój pierwszy raz',
              some: 'Kilka razy już coś wniosłem(-am)',
              maintainer: 'Prowadzę własny projekt',
            },
          },
          bg: {
            label: 'Какъв опит имате с отворения код?',
            restrictedValuesDescription: {
              'first-time': 'За първи път съм',
              some: 'Допринасял/а съм няколко пъти',
              maintainer: 'Поддържам проект',
            },
          },
          sv: {
            label: 'Hur mycket erfarenhet av öppen källkod har du?',
            restrictedValuesDescription: {
              'first-time': 'Det här är första gången',
              some: 'Jag har bidragit några gånger',
              maintainer: 'Jag underhåller ett projekt',
            },
          },
          cs: {
            label: 'Jaké máte zkušenosti s open source?',
            restrictedValuesDescription: {
              'first-time': 'Jsem tu poprvé',
              some: 'Už jsem několikrát přispěl(a)',
              maintainer: 'Spravuji vlastní projekt',
            },
          },
        },
      },
      {
        name: 'forgeHandle',
        type: 'input:text',
        required: false,
        ordinal: 2,
        maxLength: 40,
        categories: ['general'],
        description: {
          en: { label: 'GitHub, GitLab or Codeberg handle (optional)', placeholder: '@your-handle' },
          de: { label: 'Benutzername auf GitHub, GitLab oder Codeberg (optional)', placeholder: '@dein-name' },
          pl: { label: 'Nazwa użytkownika w GitHub, GitLab lub Codeberg (opcjonalnie)', placeholder: '@twoja-nazwa' },
          bg: { label: 'Потребителско име в GitHub, GitLab или Codeberg (по желание)', placeholder: '@вашето-име' },
          sv: { label: 'Användarnamn på GitHub, GitLab eller Codeberg (valfritt)', placeholder: '@ditt-namn' },
          cs: { label: 'Uživatelské jméno na GitHubu, GitLabu nebo Codebergu (nepovinné)', placeholder: '@vase-jmeno' },
        },
      },
    ],
  };
}

/** Free and sold out, no waiting list. */
function rustWorkshop(clock: DemoClock): DemoEvent {
  return {
    shortName: 'rust-workshop',
    organization: OPEN_CIRCLE,
    status: 'PUBLIC',
    format: 'IN_PERSON',
    displayName: 'Rust for Beginners Workshop',
    description: {
      en:
        'An evening workshop for programmers who are new to Rust: ownership, borrowing and error handling, step by step.\n\n' +
        'Seats are limited to twenty so that every participant gets help. This edition is fully booked.',
    },
    websiteUrl: 'https://open-circle.example/rust-workshop',
    termsUrl: 'https://open-circle.example/code-of-conduct',
    privacyUrl: 'https://open-circle.example/privacy',
    location: 'Werkhalle 3, Am Flutgraben 5, 12435 Berlin',
    coordinates: [52.4969, 13.4517],
    timeZone: BERLIN,
    start: clock.at(16, '18:30', BERLIN),
    end: clock.at(16, '21:30', BERLIN),
    currency: null,
    vat: '0.00',
    vatIncluded: true,
    languages: ['en'],
    tags: ['community', 'workshop'],
    capacity: 20,
    paymentProxies: [],
    color: '#a33b20',
    categories: [
      {
        key: 'seat',
        name: 'Workshop seat',
        description: { en: 'One seat at the workshop. Please bring a laptop.' },
        priceCents: 0,
        maxTickets: 20,
        inception: clock.at(-21, '12:00', BERLIN),
        expiration: clock.at(16, '12:00', BERLIN),
        sold: 20,
      },
    ],
  };
}

/** Online only, in five languages, prices without VAT (added at checkout), bank transfer. */
function remoteFirstSummit(clock: DemoClock): DemoEvent {
  const start = clock.at(20, '14:00', BERLIN);
  const end = clock.at(21, '18:00', BERLIN);
  return {
    shortName: 'remote-first-summit',
    organization: OPEN_CIRCLE,
    status: 'PUBLIC',
    format: 'ONLINE',
    displayName: 'Remote-First Summit',
    description: {
      en:
        'A one-and-a-half-day online conference about working well in distributed teams.\n\n' +
        'Every session streams live, with questions in the chat. You receive the link to the virtual venue with your ' +
        'ticket; the room opens 15 minutes before the start.',
      de:
        'Eine eineinhalbtägige Online-Konferenz über gute Zusammenarbeit in verteilten Teams.\n\n' +
        'Alle Sessions werden live gestreamt, Fragen stellst du im Chat. Den Link zum virtuellen Veranstaltungsort ' +
        'erhältst du mit deinem Ticket; der Raum öffnet 15 Minuten vor Beginn.',
      pl:
        'Półtoradniowa konferencja online o dobrej pracy w rozproszonych zespołach.\n\n' +
        'Wszystkie sesje są transmitowane na żywo, a pytania zadajesz na czacie. Link do wirtualnej sali otrzymasz ' +
        'razem z biletem; sala otwiera się 15 minut przed początkiem.',
      sv:
        'En och en halv dags onlinekonferens om att arbeta bra i distribuerade team.\n\n' +
        'Alla pass sänds live och du ställer frågor i chatten. Länken till den virtuella lokalen får du med din ' +
        'biljett; rummet öppnar 15 minuter före start.',
      cs:
        'Jeden a půl dne trvající online konference o dobré spolupráci v distribuovaných týmech.\n\n' +
        'Všechny bloky se vysílají živě a dotazy pokládáte v chatu. Odkaz do virtuálního sálu dostanete spolu ' +
        'se vstupenkou; sál se otevírá 15 minut před začátkem.',
    },
    websiteUrl: 'https://open-circle.example/remote-first',
    termsUrl: 'https://open-circle.example/terms',
    privacyUrl: 'https://open-circle.example/privacy',
    location: null,
    coordinates: null,
    timeZone: BERLIN,
    start,
    end,
    currency: 'EUR',
    vat: '19.00',
    vatIncluded: false,
    languages: ['en', 'de', 'pl', 'sv', 'cs'],
    tags: ['conference', 'online'],
    capacity: 300,
    paymentProxies: ['OFFLINE'],
    metadata: callLinks('https://meet.open-circle.example/remote-first', start, end),
    color: '#4a4e9c',
    categories: [
      {
        key: 'online',
        name: 'Online pass',
        description: {
          en: 'Live sessions, chat and recordings.',
          de: 'Live-Sessions, Chat und Aufzeichnungen.',
          pl: 'Sesje na żywo, czat i nagrania.',
          sv: 'Livesändningar, chatt och inspelningar.',
          cs: 'Živé přenosy, chat a záznamy.',
        },
        priceCents: 4_900,
        maxTickets: null,
        inception: clock.at(-10, '09:00', BERLIN),
        expiration: clock.at(21, '12:00', BERLIN),
        sold: 9,
      },
      {
        key: 'supporter',
        name: 'Supporter pass',
        description: {
          en: 'Everything in the online pass, and you help us keep the regular price low. Thank you!',
          de: 'Alles aus dem Online-Pass, und du hilfst uns, den regulären Preis tief zu halten. Danke!',
          pl: 'Wszystko, co w bilecie online, a do tego pomagasz nam utrzymać niską cenę regularną. Dziękujemy!',
          sv: 'Allt som ingår i onlinebiljetten, och du hjälper oss att hålla det ordinarie priset lågt. Tack!',
          cs: 'Vše, co obsahuje online vstupenka, a navíc nám pomáháte udržet nízkou běžnou cenu. Děkujeme!',
        },
        priceCents: 9_900,
        maxTickets: 50,
        inception: clock.at(-10, '09:00', BERLIN),
        expiration: clock.at(21, '12:00', BERLIN),
        sold: 3,
      },
    ],
    fields: [
      {
        name: 'company',
        type: 'input:text',
        required: false,
        ordinal: 1,
        maxLength: 100,
        description: {
          en: { label: 'Company (optional)' },
          de: { label: 'Firma (optional)' },
          pl: { label: 'Firma (opcjonalnie)' },
          sv: { label: 'Företag (valfritt)' },
          cs: { label: 'Firma (nepovinné)' },
        },
      },
    ],
  };
}

/** DRAFT: reachable by its link for a preview, never listed. */
function alpineAiRetreat(clock: DemoClock): DemoEvent {
  return {
    shortName: 'alpine-ai-retreat',
    organization: ALPINE,
    status: 'DRAFT',
    format: 'IN_PERSON',
    displayName: 'Alpine AI Retreat',
    description: {
      en: 'A small retreat in the mountains on applied machine learning. The programme is not final yet.',
      de: 'Ein kleines Retreat in den Bergen zu angewandtem maschinellem Lernen. Das Programm ist noch nicht fertig.',
    },
    websiteUrl: 'https://alpine-tech.example/ai-retreat',
    termsUrl: 'https://alpine-tech.example/terms',
    privacyUrl: 'https://alpine-tech.example/privacy',
    location: 'Berghaus Alpenblick, 3823 Wengen',
    coordinates: [46.6083, 7.9214],
    timeZone: ZURICH,
    start: clock.at(90, '14:00', ZURICH),
    end: clock.at(92, '12:00', ZURICH),
    currency: 'CHF',
    vat: '8.10',
    vatIncluded: true,
    languages: ['en', 'de'],
    tags: ['retreat'],
    capacity: 30,
    paymentProxies: ['OFFLINE'],
    color: '#56606b',
    categories: [
      {
        key: 'retreat',
        name: 'Retreat',
        description: {
          en: 'Two nights, all meals and the programme.',
          de: 'Zwei Nächte, alle Mahlzeiten und das Programm.',
        },
        priceCents: 65_000,
        maxTickets: 30,
        inception: clock.at(20, '09:00', ZURICH),
        expiration: clock.at(85, '23:59', ZURICH),
      },
    ],
  };
}

/** DISABLED: neither listed nor reachable. */
function rivieraRegatta(clock: DemoClock): DemoEvent {
  return {
    shortName: 'riviera-regatta',
    organization: RIVIERA,
    status: 'DISABLED',
    format: 'IN_PERSON',
    displayName: 'Riviera Regatta Party',
    description: {
      en: 'Cancelled: the party after the regatta will not take place this year.',
      it: "Annullata: quest'anno la festa dopo la regata non avrà luogo.",
      fr: "Annulée : la fête après la régate n'aura pas lieu cette année.",
    },
    websiteUrl: 'https://riviera-arts.example/regatta',
    termsUrl: 'https://riviera-arts.example/terms',
    privacyUrl: null,
    location: 'Porto di Sanremo, 18038 Sanremo',
    coordinates: [43.8153, 7.7826],
    timeZone: ROME,
    start: clock.at(40, '18:00', ROME),
    end: clock.at(40, '23:59', ROME),
    currency: 'EUR',
    vat: '10.00',
    vatIncluded: true,
    languages: ['en', 'it', 'fr'],
    tags: ['party'],
    capacity: 100,
    paymentProxies: ['ON_SITE'],
    color: '#1b6f8f',
    categories: [
      {
        key: 'entry',
        name: 'Entry',
        description: { en: 'Entry and one drink.', it: 'Ingresso e una consumazione.', fr: 'Entrée et une boisson.' },
        priceCents: 2_000,
        maxTickets: null,
        inception: clock.at(-10, '10:00', ROME),
        expiration: clock.at(40, '18:00', ROME),
      },
    ],
  };
}

/** Event metadata with the online room: it opens 15 minutes before the start. */
function callLinks(link: string, start: Date, end: Date): Record<string, unknown> {
  const opens = new Date(start.getTime() - 15 * 60_000);
  return { onlineConfiguration: { callLinks: [{ link, validFrom: opens.toISOString(), validTo: end.toISOString() }] } };
}
