import http from 'node:http';

export interface LoadRun {
  latencies: number[];
  errors: number;
  elapsedMs: number;
}

/**
 * `concurrency` clients, each sending its next request as soon as the previous one is answered,
 * until `durationMs` have passed. `accept` reads each answer and says whether it counts as a
 * success; a request that throws is an error too.
 */
export async function drive(
  request: () => Promise<Response>,
  durationMs: number,
  concurrency: number,
  accept: (response: Response) => Promise<boolean> = async (response) => {
    await response.arrayBuffer();
    return response.ok;
  },
): Promise<LoadRun> {
  const run: LoadRun = { latencies: [], errors: 0, elapsedMs: 0 };
  const started = performance.now();
  const deadline = started + durationMs;
  const client = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      let ok = false;
      try {
        ok = await accept(await request());
      } catch {
        ok = false;
      }
      run.latencies.push(performance.now() - sent);
      if (!ok) run.errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  run.elapsedMs = performance.now() - started;
  return run;
}

export interface KeptAliveRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/**
 * A request function for `drive` over node:http with kept-alive connections, one per client.
 * fetch spends several times the CPU per request, which on a small machine is taken from the
 * server being measured. It asks for compression as browsers do and leaves the body as sent.
 */
export function keptAlive(url: string, init: KeptAliveRequest = {}, concurrency = 64): () => Promise<Response> {
  const send = keptAliveClient(concurrency);
  return () => send(url, init);
}

/** The same connections for requests that differ in their address or body (`keptAlive`). */
export function keptAliveClient(concurrency = 64): (url: string, init?: KeptAliveRequest) => Promise<Response> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  return (url, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const headers = { 'accept-encoding': 'gzip, deflate, br', ...init.headers };
      const request = http.request(url, { method: init.method ?? 'GET', headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const body = status === 204 || status === 304 ? null : Buffer.concat(chunks);
          const answer = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (typeof value === 'string') answer.set(name, value);
            else if (Array.isArray(value)) for (const item of value) answer.append(name, item);
          }
          resolve(new Response(body, { status, headers: answer }));
        });
      });
      request.on('error', reject);
      request.end(init.body);
    });
}
