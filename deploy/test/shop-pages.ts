import { buildPath, pagePaths, reservationSteps } from '@shop/contract/routes';

const filled = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'pollId' ? '7' : `${name}-1`));

/** One address of each of the shop's pages, which must reach the shop and never alf.io. */
export const shopPages = [
  ...Object.values(pagePaths).map(filled),
  ...reservationSteps.map((step) => `${filled(pagePaths.eventReservation)}/${step}`),
  ...reservationSteps.map((step) => `${filled(pagePaths.subscriptionReservation)}/${step}`),
  `${buildPath(pagePaths.event, { eventShortName: 'summit' })}?lang=de`,
];
