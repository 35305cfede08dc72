import { z } from 'zod';
import { LocalizedText, validatedResponse } from './common.ts';
import { endpoint } from './endpoint.ts';
import { PollStatus } from './enums.ts';
import { integer, optionalInteger, optionalText, segment } from './request.ts';

export const Poll = z.object({
  id: z.int(),
  status: PollStatus,
  title: LocalizedText,
  description: LocalizedText,
  allowedTags: z.array(z.string()),
  order: z.int(),
  eventId: z.int(),
  organizationId: z.int(),
});
export type Poll = z.infer<typeof Poll>;

export const PollOption = z.object({
  id: z.int(),
  pollId: z.int(),
  title: LocalizedText,
  description: LocalizedText,
});
export type PollOption = z.infer<typeof PollOption>;

export const PollWithOptions = z.object({ poll: Poll, options: z.array(PollOption) });
export type PollWithOptions = z.infer<typeof PollWithOptions>;

/**
 * The PIN identifies a checked-in ticket of the event (6 or 7 characters, case-insensitive).
 * Errors are global on `pin`: `not_found`, `pin.invalid`, `pin.duplicate`. Our server limits the
 * PINs a session and a client address may have refused: over it, a 429 with
 * `error.TOO_MANY_REQUESTS` and `Retry-After`; a PIN it accepts does not count.
 */
const PinQuery = z.object({ pin: z.string().min(1).max(50) });

export const PollAnswerForm = z.object({ pin: optionalText, optionId: optionalInteger });

const PollParams = z.object({ eventName: segment, pollId: integer });

export const pollEndpoints = {
  /** The event's OPEN polls ordered by `order`. */
  listPolls: endpoint('listPolls', {
    params: z.object({ eventName: segment }),
    query: PinQuery,
    responses: {
      200: validatedResponse(z.array(Poll)),
      422: validatedResponse(z.array(Poll)),
      429: validatedResponse(z.array(Poll)),
    },
  }),
  getPoll: endpoint('getPoll', {
    params: PollParams,
    query: PinQuery,
    responses: {
      200: validatedResponse(PollWithOptions),
      422: validatedResponse(PollWithOptions),
      429: validatedResponse(PollWithOptions),
    },
  }),
  /**
   * One answer per ticket and poll; answering again replaces it. Our server answers an option that
   * is not one of the poll's with 422 on `optionId` where alf.io fails with 500.
   */
  answerPoll: endpoint('answerPoll', {
    params: PollParams,
    body: PollAnswerForm,
    responses: {
      200: validatedResponse(z.boolean()),
      422: validatedResponse(z.boolean()),
      429: validatedResponse(z.boolean()),
    },
  }),
};
