import { createServer, type Server, type Socket } from 'node:net';

/**
 * A minimal SMTP server that accepts every message and keeps its raw text, so the mailer can be
 * tested over a real socket. `failNext` makes the next messages fail with a 451; an address in
 * `refused` is answered 550 at RCPT TO, as a server without that mailbox answers; `beforeAccept`
 * runs on each message before the stub answers that it took it.
 */
type SmtpMessage = { from: string; to: string[]; data: string };

export interface SmtpStub {
  url: string;
  messages: SmtpMessage[];
  failNext: number;
  beforeAccept: ((message: SmtpMessage) => Promise<void>) | null;
  refused: Set<string>;
  close(): Promise<void>;
}

export async function startSmtpStub(): Promise<SmtpStub> {
  const sockets = new Set<Socket>();
  const stub: SmtpStub = {
    url: '',
    messages: [],
    failNext: 0,
    refused: new Set(),
    beforeAccept: null,
    close: async () => undefined,
  };
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 stub ready');
    const serve = () => {
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (stub.failNext > 0) {
            stub.failNext -= 1;
            reply('451 try again later');
          } else {
            const message = { ...envelope, data };
            stub.messages.push(message);
            if (stub.beforeAccept) {
              // The client waits for this answer, so nothing else is read meanwhile.
              void stub.beforeAccept(message).then(() => {
                reply('250 queued');
                serve();
              });
              return;
            }
            reply('250 queued');
          }
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 stub');
        else if (verb === 'MAIL') {
          envelope = { from: line.replace(/^MAIL FROM:\s*/i, ''), to: [] };
          reply('250 ok');
        } else if (verb === 'RCPT') {
          const to = line.replace(/^RCPT TO:\s*/i, '');
          if (stub.refused.has(to.replace(/^<|>$/g, '').toLowerCase())) reply('550 5.1.1 no such mailbox here');
          else {
            envelope.to.push(to);
            reply('250 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go on');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    };
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      serve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('stub has no port');
  stub.url = `smtp://127.0.0.1:${address.port}`;
  stub.close = () =>
    new Promise((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return stub;
}

/** Asks `probe` every 50 ms, for up to ten seconds, until it answers something: mail goes out in the background. */
export async function eventually<T>(probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('gave up waiting');
}
