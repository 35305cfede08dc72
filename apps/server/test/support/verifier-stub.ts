import { createServer, type Server } from 'node:http';

/**
 * A stand-in for reCAPTCHA's and Turnstile's verification endpoints: a token passes when it is
 * `good-token` and the secret is the expected one. Every posted form is kept for inspection.
 */
export interface VerifierStub {
  url: string;
  received: URLSearchParams[];
  close(): Promise<void>;
}

export async function startVerifierStub(secret: string): Promise<VerifierStub> {
  const received: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push(form);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: form.get('secret') === secret && form.get('response') === 'good-token' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('stub has no port');
  return {
    url: `http://127.0.0.1:${address.port}/siteverify`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
