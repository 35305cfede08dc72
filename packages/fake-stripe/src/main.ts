import { startFakeStripe } from './index.ts';

/** The fake as a web server of its own, for the end-to-end journeys and local trials. */
const port = Number(process.env.PORT ?? '12111');
const secret = process.env.WEBHOOK_SECRET;
if (!secret) {
  console.error('WEBHOOK_SECRET is required: the signing secret the server knows as STRIPE_WEBHOOK_KEY');
  process.exit(1);
}
const fake = await startFakeStripe({
  port,
  host: process.env.HOST ?? '127.0.0.1',
  webhookUrl: process.env.WEBHOOK_URL || null,
  webhookSecret: secret,
  webhookDelayMs: Number(process.env.WEBHOOK_DELAY_MS ?? '0'),
});
console.log(`fake Stripe listening on ${fake.url}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
