/** Settings the end-to-end database gets on top of the demo (see prepare-database.ts). */

/** The event whose holds last a quarter of a minute, so a journey can watch one expire for real. */
export const SHORT_HOLD_EVENT = 'remote-first-summit';
/** RESERVATION_TIMEOUT in minutes; our server reads a fraction of a minute too. */
export const SHORT_HOLD_MINUTES = '0.25';
/** The event whose bank transfers are deferred: the order is confirmed now and paid later. */
export const DEFERRED_TRANSFER_EVENT = 'alpine-summit';
