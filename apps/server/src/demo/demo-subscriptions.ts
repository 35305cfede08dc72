import type { DemoClock } from './demo-clock.ts';
import type { DemoSubscription } from './demo-model.ts';
import { ALPINE, OPEN_CIRCLE, RIVIERA } from './demo-organizations.ts';

/**
 * Subscriptions: one with a limited supply linked to two events (paid at the desk it is acquired
 * at once, and its PIN pays a ticket of either), one with an unlimited supply, one sold out.
 */
export function demoSubscriptions(clock: DemoClock): DemoSubscription[] {
  return [
    {
      organization: ALPINE,
      title: { en: 'Alpine Season Pass', de: 'Alpine Saisonpass' },
      description: {
        en:
          'One ticket for each Alpine Tech Forum event this season: the **Alpine Tech Summit** and the **Alpine DevOps Day**.\n\n' +
          'Valid for twelve months from purchase, personal and not transferable.',
        de:
          'Ein Ticket für jede Veranstaltung des Alpine Tech Forum in dieser Saison: den **Alpine Tech Summit** und den **Alpine DevOps Day**.\n\n' +
          'Gültig während zwölf Monaten ab Kauf, persönlich und nicht übertragbar.',
      },
      priceCents: 39_000,
      currency: 'CHF',
      vat: '8.10',
      vatIncluded: true,
      maxEntries: 2,
      validity: { type: 'STANDARD', unit: 'MONTHS', units: 12 },
      usageType: 'ONCE_PER_EVENT',
      onSaleFrom: clock.at(-14, '09:00', 'Europe/Zurich'),
      onSaleTo: clock.at(23, '23:59', 'Europe/Zurich'),
      maxAvailable: 25,
      termsUrl: 'https://alpine-tech.example/terms',
      privacyUrl: 'https://alpine-tech.example/privacy',
      timeZone: 'Europe/Zurich',
      languages: ['en', 'de'],
      // At the desk, the pass is the buyer's at once and can pay the next ticket right away.
      paymentProxies: ['OFFLINE', 'ON_SITE'],
      color: '#12355b',
      events: [
        { shortName: 'alpine-summit', pricePerTicketCents: 19_500 },
        { shortName: 'alpine-devops-day', pricePerTicketCents: 12_000 },
      ],
      fields: [
        {
          name: 'company',
          type: 'input:text',
          required: true,
          ordinal: -1,
          maxLength: 100,
          description: { en: { label: 'Company' }, de: { label: 'Firma' } },
        },
        {
          name: 'role',
          type: 'select',
          required: false,
          ordinal: 1,
          restrictedValues: ['development', 'operations', 'management', 'other'],
          description: {
            en: {
              label: 'Your role',
              restrictedValuesDescription: {
                development: 'Development',
                operations: 'Operations',
                management: 'Management',
                other: 'Other',
              },
            },
            de: {
              label: 'Deine Rolle',
              restrictedValuesDescription: {
                development: 'Entwicklung',
                operations: 'Betrieb',
                management: 'Management',
                other: 'Andere',
              },
            },
          },
        },
      ],
      sold: 4,
    },
    {
      organization: RIVIERA,
      title: { en: 'Riviera Cinema Card', it: 'Carta Cinema Riviera', fr: 'Carte Cinéma Riviera' },
      description: {
        en:
          'Ten screenings of your choice at the Riviera Film Festival and at our summer open-air cinema, within six months.\n\n' +
          'Show the PIN of your card at the box office to get your ticket.',
        it:
          "Dieci proiezioni a scelta al Riviera Film Festival e al nostro cinema estivo all'aperto, entro sei mesi.\n\n" +
          'Mostra il PIN della tua carta alla cassa per ricevere il biglietto.',
        fr:
          "Dix projections de votre choix au Riviera Film Festival et à notre cinéma d'été en plein air, dans les six mois.\n\n" +
          'Présentez le PIN de votre carte à la caisse pour obtenir votre billet.',
      },
      priceCents: 12_000,
      currency: 'EUR',
      vat: '10.00',
      vatIncluded: true,
      maxEntries: 10,
      validity: {
        type: 'CUSTOM',
        from: clock.at(-7, '00:00', 'Europe/Rome'),
        to: clock.at(180, '23:59', 'Europe/Rome'),
      },
      usageType: 'UNLIMITED',
      onSaleFrom: clock.at(-7, '10:00', 'Europe/Rome'),
      onSaleTo: null,
      maxAvailable: -1,
      termsUrl: 'https://riviera-arts.example/terms',
      privacyUrl: 'https://riviera-arts.example/privacy',
      timeZone: 'Europe/Rome',
      languages: ['en', 'it', 'fr'],
      paymentProxies: ['ON_SITE'],
      color: '#8c2f39',
      events: [{ shortName: 'riviera-film-festival', pricePerTicketCents: 1_200 }],
      fields: [
        {
          name: 'favouriteGenre',
          type: 'radio',
          required: false,
          ordinal: 1,
          restrictedValues: ['drama', 'documentary', 'comedy', 'animation'],
          description: {
            en: {
              label: 'Which films do you like most?',
              restrictedValuesDescription: {
                drama: 'Drama',
                documentary: 'Documentary',
                comedy: 'Comedy',
                animation: 'Animation',
              },
            },
            it: {
              label: 'Quali film preferisci?',
              restrictedValuesDescription: {
                drama: 'Drammatico',
                documentary: 'Documentario',
                comedy: 'Commedia',
                animation: 'Animazione',
              },
            },
            fr: {
              label: 'Quels films préférez-vous ?',
              restrictedValuesDescription: {
                drama: 'Drame',
                documentary: 'Documentaire',
                comedy: 'Comédie',
                animation: 'Animation',
              },
            },
          },
        },
        {
          name: 'birthDate',
          type: 'input:dateOfBirth',
          required: false,
          ordinal: 2,
          description: {
            en: { label: 'Date of birth (for the under-26 price at partner cinemas)' },
            it: { label: 'Data di nascita (per il prezzo under 26 nei cinema partner)' },
            fr: { label: 'Date de naissance (pour le tarif moins de 26 ans dans les cinémas partenaires)' },
          },
        },
      ],
      sold: 3,
    },
    {
      organization: OPEN_CIRCLE,
      title: { en: 'Open Circle Supporter' },
      description: {
        en:
          'Support the community for a year and get a seat at every paid Open Circle event.\n\n' +
          'All supporter places for this year are taken. Thank you!',
      },
      priceCents: 2_500,
      currency: 'EUR',
      vat: '19.00',
      vatIncluded: true,
      maxEntries: -1,
      validity: { type: 'NOT_SET' },
      usageType: 'UNLIMITED',
      onSaleFrom: clock.at(-60, '09:00', 'Europe/Berlin'),
      onSaleTo: clock.at(120, '23:59', 'Europe/Berlin'),
      maxAvailable: 10,
      termsUrl: 'https://open-circle.example/terms',
      privacyUrl: 'https://open-circle.example/privacy',
      timeZone: 'Europe/Berlin',
      languages: ['en'],
      paymentProxies: ['OFFLINE'],
      color: '#2e5e4e',
      events: [{ shortName: 'remote-first-summit', pricePerTicketCents: 0 }],
      sold: 10,
    },
  ];
}
