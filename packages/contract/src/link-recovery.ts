import { z } from 'zod';
import { validatedResponse } from './common.ts';
import { emptyBody, endpoint } from './endpoint.ts';
import { segment } from './request.ts';

/** A buyer who lost the confirmation e-mail asks for the links to their reservations of one event. */
export const LinkRecoveryForm = z.object({
  email: z.string().trim().max(255).pipe(z.email()),
  /** Language of the e-mail, e.g. `en`; the buyer's latest reservation's language when absent. */
  lang: z
    .string()
    .regex(/^[a-z]{2}$/i)
    .optional(),
});
export type LinkRecoveryForm = z.infer<typeof LinkRecoveryForm>;

export const linkRecoveryEndpoints = {
  /**
   * Ours, not alf.io's (announced as `reservationLinkRecoveryCapability`). The answer is 200
   * `value` true whether or not the address has reservations of the event, so it tells nobody
   * which addresses bought; an e-mail listing the links goes out only when it has some. Limited
   * per address and per client: over it, a 429 with `error.TOO_MANY_REQUESTS`.
   */
  recoverReservationLinks: endpoint('recoverReservationLinks', {
    params: z.object({ eventName: segment }),
    body: LinkRecoveryForm,
    responses: {
      200: validatedResponse(z.boolean()),
      404: emptyBody,
      422: validatedResponse(z.boolean()),
      429: validatedResponse(z.boolean()),
    },
  }),
};
