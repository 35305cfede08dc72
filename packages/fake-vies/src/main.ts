import { startFakeVies } from './index.ts';

/** The fake as a web server of its own, for local trials. */
const fake = await startFakeVies({
  port: Number(process.env.PORT ?? '12115'),
  host: process.env.HOST ?? '127.0.0.1',
});
console.log(`fake VIES listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
