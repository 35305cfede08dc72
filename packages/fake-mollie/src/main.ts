import { startFakeMollie } from './index.ts';

/** The fake as a web server of its own, for the end-to-end journeys and local trials. */
const fake = await startFakeMollie({
  port: Number(process.env.PORT ?? '12112'),
  host: process.env.HOST ?? '127.0.0.1',
});
console.log(`fake Mollie listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
