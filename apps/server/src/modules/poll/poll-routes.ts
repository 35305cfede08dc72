import { endpoints } from '@shop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { failure, success } from '../../http/validated-response.ts';
import { forgivePin } from '../rate-limit/rate-limits.ts';
import { answerPoll, getPoll, listPolls, type PollOutcome } from './poll-service.ts';

/**
 * The poll area's routes. Each PIN counts against the PIN limits (`modules/rate-limit`) while it is
 * checked; one the poll accepts is given back, so attendees behind one network are limited only
 * by their mistakes.
 */
export function pollRoutes(ctx: AppContext): void {
  const { app, db, routeOptions } = ctx;
  const settled = async <V>(request: FastifyRequest, pin: string | null, outcome: PollOutcome<V>) => {
    if (outcome.ok || !outcome.pinRefused) await forgivePin(db, ctx.config.rateLimits, pin, request);
    return outcome;
  };

  bind(
    app,
    endpoints.listPolls,
    async ({ params, query, request, reply }) =>
      answer(reply, await settled(request, query.pin, await listPolls(db, params.eventName, query.pin))),
    routeOptions,
  );

  bind(
    app,
    endpoints.getPoll,
    async ({ params, query, request, reply }) =>
      answer(reply, await settled(request, query.pin, await getPoll(db, params.eventName, params.pollId, query.pin))),
    routeOptions,
  );

  bind(
    app,
    endpoints.answerPoll,
    async ({ params, body, request, reply }) =>
      answer(reply, await settled(request, body.pin, await answerPoll(db, params.eventName, params.pollId, body))),
    routeOptions,
  );
}

function answer<V>(reply: FastifyReply, outcome: PollOutcome<V>) {
  if (outcome.ok) return success(outcome.value);
  reply.code(422);
  return failure<V>(outcome.errors);
}
