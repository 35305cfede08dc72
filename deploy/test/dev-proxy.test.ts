import { alfioServerPaths } from '@shop/contract/alfio-server-paths';
import { describe, expect, it } from 'vitest';
import shopViteConfig from '../../apps/shop/vite.config.ts';
import { shopPages } from './shop-pages.ts';

const config = typeof shopViteConfig === 'function' ? shopViteConfig({ command: 'serve', mode: 'development' }) : {};
const proxyKeys = Object.keys(('server' in config && config.server?.proxy) || {});

/** Vite's rule: a key that starts with `^` is a pattern tested on the URL, any other a prefix. */
const forwarded = (url: string) =>
  proxyKeys.some((key) => (key.startsWith('^') ? new RegExp(key).test(url) : url.startsWith(key)));

describe('the dev proxy (npm run dev with ALFIO_URL)', () => {
  it.each(alfioServerPaths.flatMap((path) => path.examples))('forwards %s to alf.io', (path) => {
    expect(forwarded(path)).toBe(true);
  });

  it.each(shopPages)('keeps the shop’s page %s', (path) => {
    expect(forwarded(path)).toBe(false);
  });
});
