import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Work a route starts once its answer has left, so that how long the answer takes cannot depend on
 * what the work finds (whether an address has orders, say).
 */
export type AfterReply = (reply: FastifyReply, work: () => Promise<void>) => void;

/**
 * Runs each piece of work when its reply has been sent; a failure is logged, since nobody is left
 * to answer. Closing the app waits for the work still running.
 */
export function afterReplySent(app: FastifyInstance): AfterReply {
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(running);
  });
  return (reply, work) => {
    reply.raw.once('finish', () => {
      const run = work()
        .catch((error: unknown) => reply.log.error({ err: error }, 'work after the reply failed'))
        .finally(() => running.delete(run));
      running.add(run);
    });
  };
}
