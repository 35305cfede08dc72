import { startDemoIdentityProvider } from './index.ts';

/**
 * The provider as a web server of its own, for the end-to-end journeys and for a server started
 * with `OPENID_ISSUER` pointing here. `SHOP_URL` is the shop's base URL: its callback and home page
 * are where the provider may send the browser back.
 */
const shopUrl = (process.env.SHOP_URL ?? 'http://localhost:8080').replace(/\/+$/, '');
const host = process.env.HOST ?? '127.0.0.1';
const provider = await startDemoIdentityProvider({
  client: {
    clientId: process.env.CLIENT_ID ?? 'ticket-shop-demo',
    clientSecret: process.env.CLIENT_SECRET ?? 'demo-secret',
    // The shop's buyers and the back office's staff come back to a callback each.
    redirectUris: [`${shopUrl}/openid/callback`, `${shopUrl}/admin/openid/callback`],
    postLogoutRedirectUris: [`${shopUrl}/`],
  },
  port: Number(process.env.PORT ?? '12120'),
  host,
  publicHost: process.env.PUBLIC_HOST ?? host,
});
console.log(`demo identity provider listening on ${provider.issuer}`);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
