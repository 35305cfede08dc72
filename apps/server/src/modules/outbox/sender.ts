/**
 * The running sender of the outbox, as the modules that queue messages see it; the e-mail module
 * starts it. A module that queues a message kicks it to send now rather than at the next round.
 */
export interface Mailer {
  /** Sends what is due now, without waiting for the next interval. */
  kick(): void;
  /** Sends what is due; resolves to how many messages were handled. */
  deliverDue(): Promise<number>;
  stop(): Promise<void>;
}
