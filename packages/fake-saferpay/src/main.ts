import { startFakeSaferpay } from './index.ts';

/** The fake as a web server of its own, for the end-to-end journeys and local trials. */
const fake = await startFakeSaferpay({
  port: Number(process.env.PORT ?? '12114'),
  host: process.env.HOST ?? '127.0.0.1',
});
console.log(`fake Saferpay listening on ${fake.url}, its JSON API under ${fake.apiUrl}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
