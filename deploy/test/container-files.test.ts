import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
/** The directives, without comments and blank lines. */
const directives = (config: string) =>
  config
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);

it('the container topology’s nginx.conf is the tested production one, but for the upstream and the certificate', () => {
  const production = directives(read('../production/nginx.conf'));
  const container = directives(read('../container/nginx.conf'));
  const differs = (line: string) => /^server (127\.0\.0\.1:808\d|shop:8080) |^ssl_certificate/.test(line);
  expect(container.filter((line) => !differs(line))).toEqual(production.filter((line) => !differs(line)));
  expect(container).toContain('server shop:8080 max_fails=1 fail_timeout=10s;');
});

it('compose.yaml builds every service from the Containerfile’s targets, from Debian packages', () => {
  const compose = read('../container/compose.yaml');
  const containerfile = read('../container/Containerfile');
  const targets = [...compose.matchAll(/target: (\w+)/g)].map((match) => match[1]);
  expect(targets.sort()).toEqual(['postgres', 'proxy', 'shop', 'shop']);
  for (const target of targets) expect(containerfile).toContain(`AS ${target}\n`);
  expect(compose).not.toMatch(/^\s*image:/m);
  expect([...containerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1])).toEqual(
    Array(4).fill('localhost/debian:trixie'),
  );
});

it('compose.yaml names the bounce domain on every server process and runs one bounce listener, with STARTTLS', () => {
  const compose = read('../container/compose.yaml');
  // The processes' settings are one block; the bounce listener's service takes it and adds its own.
  expect(compose.match(/^ {4}environment: &shop-environment\n(?: {6}.*\n)*/m)?.[0]).toMatch(
    /^ {6}MAIL_BOUNCE_DOMAIN: \S+$/m,
  );
  const bounces = compose.match(/^ {2}bounces:\n(?: {4}.*\n|\n)*/m)?.[0] ?? '';
  expect(bounces).toMatch(/^ {4}build: .*target: shop/m);
  expect(bounces).toContain('<<: *shop-environment');
  expect(bounces).not.toMatch(/replicas/);
  expect(bounces).toMatch(/- '25:2525'/);
  expect(bounces).toMatch(/MAIL_BOUNCE_TLS_KEY: \S+/);
  expect(bounces).toMatch(/MAIL_BOUNCE_TLS_CERT: \S+/);
  expect(compose.match(/MAIL_BOUNCE_PORT:/g)).toHaveLength(1);
  expect(bounces).toContain("MAIL_BOUNCE_PORT: '2525'");
});
