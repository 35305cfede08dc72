import { endpoints } from '@shop/contract';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { failure, success } from '../../http/validated-response.ts';
import { answerPoll, getPoll, listPolls, type PollOutcome } from './poll-service.ts';

export function pollRoutes(ctx: AppContext): void {
  const { app, db, routeOptions } = ctx;

  bind(
    app,
    endpoints.listPolls,
    async ({ params, query, reply }) => answer(reply, await listPolls(db, params.eventName, query.pin)),
    routeOptions,
  );

  bind(
    app,
    endpoints.getPoll,
    async ({ params, query, reply }) => answer(reply, await getPoll(db, params.eventName, params.pollId, query.pin)),
    routeOptions,
  );

  bind(
    app,
    endpoints.answerPoll,
    async ({ params, body, reply }) => answer(reply, await answerPoll(db, params.eventName, params.pollId, body)),
    routeOptions,
  );
}

function answer<V>(reply: FastifyReply, outcome: PollOutcome<V>) {
  if (outcome.ok) return success(outcome.value);
  reply.code(422);
  return failure<V>(outcome.errors);
}
