import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { afterReplySent } from '../../src/http/after-reply.ts';

describe('work after the reply', () => {
  it('starts once the answer has been sent, and closing the app waits for it to end', async () => {
    const app = Fastify();
    const afterReply = afterReplySent(app);
    const seen: string[] = [];
    let finish!: () => void;
    app.post('/ask', async (_request, reply) => {
      afterReply(reply, async () => {
        seen.push(`work starts, answer sent: ${reply.sent}`);
        await new Promise<void>((resolve) => (finish = resolve));
        seen.push('work ends');
      });
      seen.push('answering');
      return { accepted: true };
    });

    const response = await app.inject({ method: 'POST', url: '/ask' });
    expect(response.json()).toEqual({ accepted: true });
    expect(seen).toEqual(['answering', 'work starts, answer sent: true']);

    const closed = app.close().then(() => seen.push('closed'));
    finish();
    await closed;
    expect(seen).toEqual(['answering', 'work starts, answer sent: true', 'work ends', 'closed']);
  });
});
