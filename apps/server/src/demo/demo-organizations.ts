import type { DemoBuyerAccount, DemoOrganization, Settings } from './demo-model.ts';

/**
 * System-wide settings of the demo. The announcement banner tells a visitor what the shop is;
 * an operator replaces it (or removes the row) in a real installation.
 */
export const demoSystemSettings: Settings = {
  RESERVATION_TIMEOUT: '25',
  MAX_AMOUNT_OF_TICKETS_BY_RESERVATION: '5',
  DISPLAY_EXPIRED_CATEGORIES: 'true',
  DISPLAY_DISCOUNT_CODE_BOX: 'true',
  OFFLINE_PAYMENT_DAYS: '5',
  GLOBAL_TERMS_URL: 'https://www.example.org/terms',
  GLOBAL_PRIVACY_URL: 'https://www.example.org/privacy',
  ANNOUNCEMENT_BANNER_CONTENT:
    '<strong>Demo shop.</strong> Events, prices and orders here are examples; nothing is charged.',
};

export const ALPINE = 'alpine-tech';
export const RIVIERA = 'riviera-arts';
export const OPEN_CIRCLE = 'open-circle';

export const demoOrganizations: DemoOrganization[] = [
  {
    slug: ALPINE,
    externalId: ALPINE,
    name: 'Alpine Tech Forum',
    email: 'info@alpine-tech.example',
    description: 'Conferences for software people in Switzerland.',
    settings: {
      BANK_ACCOUNT_NR: 'CH93 0076 2011 6238 5295 7',
      BANK_ACCOUNT_OWNER: 'Alpine Tech Forum\nSeestrasse 200\n8002 Zürich',
      OFFLINE_PAYMENT_DAYS: '5',
      INVOICE_ADDRESS: 'Alpine Tech Forum\nSeestrasse 200\n8002 Zürich\nSwitzerland',
      VAT_NR: 'CHE-123.456.789 MWST',
      // Online payments a visitor can try without an account anywhere: the built-in test gateway.
      TEST_GATEWAY_ENABLED: 'true',
    },
    customPaymentMethods: [
      {
        key: 'twint',
        localizations: {
          en: {
            paymentName: 'TWINT',
            paymentDescription: 'Pay from your phone with the TWINT app.',
            paymentInstructions:
              '1. Open TWINT and choose **Send money**.\n' +
              '2. Send the total to **+41 79 555 01 23** (Alpine Tech Forum) with your reservation number as the message.\n' +
              '3. Your tickets arrive by e-mail once we have matched the payment, usually within one working day.',
          },
          de: {
            paymentName: 'TWINT',
            paymentDescription: 'Bezahle mit der TWINT-App auf deinem Handy.',
            paymentInstructions:
              '1. Öffne TWINT und wähle **Geld senden**.\n' +
              '2. Sende den Gesamtbetrag an **+41 79 555 01 23** (Alpine Tech Forum), mit deiner Reservierungsnummer als Mitteilung.\n' +
              '3. Deine Tickets kommen per E-Mail, sobald wir die Zahlung zugeordnet haben, meist innert eines Arbeitstags.',
          },
          fr: {
            paymentName: 'TWINT',
            paymentDescription: 'Payez depuis votre téléphone avec l’application TWINT.',
            paymentInstructions:
              '1. Ouvrez TWINT et choisissez **Envoyer de l’argent**.\n' +
              '2. Envoyez le total au **+41 79 555 01 23** (Alpine Tech Forum) avec votre numéro de réservation comme message.\n' +
              '3. Vos billets arrivent par e-mail dès que nous avons rapproché le paiement, en général sous un jour ouvrable.',
          },
          it: {
            paymentName: 'TWINT',
            paymentDescription: 'Paga dal telefono con l’app TWINT.',
            paymentInstructions:
              '1. Apri TWINT e scegli **Invia denaro**.\n' +
              '2. Invia il totale al **+41 79 555 01 23** (Alpine Tech Forum) indicando come messaggio il numero della prenotazione.\n' +
              '3. I biglietti arrivano via e-mail non appena abbiamo abbinato il pagamento, di solito entro un giorno lavorativo.',
          },
        },
      },
    ],
  },
  {
    slug: RIVIERA,
    externalId: RIVIERA,
    name: 'Riviera Arts Collective',
    email: 'hello@riviera-arts.example',
    description: 'Music, film and design along the coast from Genoa to Nice.',
    customPaymentMethods: [
      {
        key: 'bookshop',
        localizations: {
          en: {
            paymentName: 'Pay at a partner bookshop',
            paymentDescription: 'Pay in cash at one of our partner bookshops in Genoa, Nice or Milan.',
            paymentInstructions:
              '1. Go to a partner bookshop within **3 days** (the list is at riviera-arts.example/bookshops).\n' +
              '2. Give your reservation number at the till and pay the total in cash.\n' +
              '3. Your tickets arrive by e-mail as soon as the bookshop confirms the payment.',
          },
          it: {
            paymentName: 'Paga in una libreria partner',
            paymentDescription: 'Paga in contanti in una delle nostre librerie partner a Genova, Nizza o Milano.',
            paymentInstructions:
              "1. Vai in una libreria partner entro **3 giorni** (l'elenco è su riviera-arts.example/librerie).\n" +
              '2. Comunica alla cassa il numero della prenotazione e paga il totale in contanti.\n' +
              '3. I biglietti arrivano via e-mail non appena la libreria conferma il pagamento.',
          },
          fr: {
            paymentName: 'Payer dans une librairie partenaire',
            paymentDescription: "Payez en espèces dans l'une de nos librairies partenaires à Gênes, Nice ou Milan.",
            paymentInstructions:
              '1. Rendez-vous dans une librairie partenaire sous **3 jours** (liste sur riviera-arts.example/librairies).\n' +
              '2. Indiquez votre numéro de réservation à la caisse et payez le total en espèces.\n' +
              '3. Vos billets arrivent par e-mail dès que la librairie confirme le paiement.',
          },
        },
      },
    ],
  },
  {
    slug: OPEN_CIRCLE,
    externalId: OPEN_CIRCLE,
    name: 'Open Circle Community',
    email: 'team@open-circle.example',
    description: 'A volunteer-run community for open-source newcomers in Berlin and online.',
    settings: {
      BANK_ACCOUNT_NR: 'DE89 3704 0044 0532 0130 00',
      BANK_ACCOUNT_OWNER: 'Open Circle Community e.V.\nAm Flutgraben 5\n12435 Berlin',
      OFFLINE_PAYMENT_DAYS: '3',
    },
    translationOverrides: {
      en: { 'show-event.tickets': 'Seats' },
      de: { 'show-event.tickets': 'Plätze' },
    },
  },
];

/** A buyer account with a profile and one past order (useful once sign-in is configured). */
export const demoBuyerAccount: DemoBuyerAccount = {
  username: 'demo.buyer@example.com',
  email: 'demo.buyer@example.com',
  firstName: 'Robin',
  lastName: 'Example',
  billingDetails: {
    companyName: null,
    addressLine1: 'Musterweg 3',
    addressLine2: null,
    zip: '8004',
    city: 'Zürich',
    state: null,
    country: 'CH',
    taxId: null,
  },
  orderOf: 'open-hack-day',
};

/** Fictional buyers and attendees of the demo's past orders. */
export const demoPeople: [firstName: string, lastName: string][] = [
  ['Anna', 'Keller'],
  ['Luca', 'Bernasconi'],
  ['Chloé', 'Dubois'],
  ['Jonas', 'Meier'],
  ['Sofia', 'Rossi'],
  ['Mateo', 'García'],
  ['Lea', 'Brunner'],
  ['Noah', 'Fischer'],
  ['Emma', 'Moreau'],
  ['Elias', 'Huber'],
  ['Giulia', 'Ferrari'],
  ['Amir', 'Haddad'],
  ['Mia', 'Schneider'],
  ['Léo', 'Martin'],
  ['Nora', 'Lindqvist'],
  ['Yusuf', 'Demir'],
  ['Clara', 'Weber'],
  ['Tomás', 'Silva'],
  ['Hana', 'Suzuki'],
  ['Oskar', 'Nowak'],
  ['Alice', 'Bianchi'],
  ['David', 'Cohen'],
  ['Inês', 'Costa'],
  ['Felix', 'Wagner'],
  ['Zoé', 'Laurent'],
  ['Marco', 'Colombo'],
  ['Ida', 'Jensen'],
  ['Samuel', 'Okafor'],
  ['Lina', 'Novak'],
  ['Paul', 'Richter'],
  ['Elena', 'Popescu'],
  ['Hugo', 'Lefèvre'],
  ['Maya', 'Patel'],
  ['Nils', 'Berg'],
  ['Sara', 'Ricci'],
  ['Adam', 'Kowalski'],
  ['Julia', 'Roth'],
  ['Omar', 'Benali'],
  ['Lucie', 'Fontaine'],
  ['Ben', 'Schmid'],
  ['Aisha', 'Mensah'],
];
