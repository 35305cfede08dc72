import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { availabilityEventName, endpoints, type AvailabilityUpdate } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { failure, fieldError } from '../../http/validated-response.ts';
import type { AvailabilityHub } from './availability-hub.ts';
import { findVisibleEvent } from './event-repository.ts';

/** Proxies close a response that stays silent for a minute or so; a comment line every 20 s keeps it. */
const HEARTBEAT_MS = 20_000;

/**
 * `GET …/availability-stream` (`endpoints.streamAvailability`): Server-Sent Events carrying the
 * event's availability, first as it is, then after every change. The response leaves Fastify's
 * hands (no compression, no serialization) and ends when the client goes or the server stops.
 */
export function availabilityStreamRoutes(ctx: AppContext, hub: AvailabilityHub): void {
  const { app, db, routeOptions } = ctx;
  const open = new Set<ServerResponse>();
  const heartbeat = setInterval(() => {
    for (const response of open) response.write(': keep-alive\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    await hub.close();
  });

  bind(
    app,
    endpoints.streamAvailability,
    async ({ params, request, reply }) => {
      const event = await findVisibleEvent(db, params.eventName);
      if (!event) return reply.code(404).send();
      const response = reply.raw;
      const message = (update: AvailabilityUpdate) =>
        `event: ${availabilityEventName}\ndata: ${JSON.stringify(update)}\n\n`;
      // Updates computed while the first one still is wait for it, so the head goes out first.
      let early: AvailabilityUpdate | undefined;
      let started = false;
      let gone = false;
      let close = (): void => undefined;
      response.once('close', () => {
        gone = true;
        open.delete(response);
        close();
      });
      const subscription = await hub.subscribe(event, {
        send: (update) => {
          if (started) response.write(message(update));
          else early = update;
        },
        end: () => response.end(),
      });
      if (!subscription) {
        reply.code(503).header('Retry-After', '60');
        return failure<null>([fieldError('request', 'error.TOO_MANY_STREAMS')]);
      }
      reply.hijack();
      if (gone) {
        subscription.close();
        return reply;
      }
      close = subscription.close;
      response.writeHead(200, {
        // The security headers every answer carries, set by the hooks before the handler ran.
        ...(Object.fromEntries(
          Object.entries(reply.getHeaders()).filter(([, value]) => value !== undefined),
        ) as OutgoingHttpHeaders),
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        // nginx would otherwise hold the events back in its buffer.
        'X-Accel-Buffering': 'no',
      });
      open.add(response);
      request.raw.socket.setNoDelay(true);
      started = true;
      response.write(message(subscription.first));
      if (early) response.write(message(early));
      return reply;
    },
    routeOptions,
  );
}
