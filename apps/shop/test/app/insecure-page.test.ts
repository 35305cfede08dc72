import { describe, expect, test } from 'vitest';
import { servedInsecurely } from '../../src/app/shell/insecure-page.ts';

const at = (url: string) => servedInsecurely(new URL(url));

describe('servedInsecurely', () => {
  test('plain http to another host is insecure', () => {
    expect(at('http://tickets.example.org/')).toBe(true);
    expect(at('http://192.168.1.20:8080/')).toBe(true);
    expect(at('http://localhost.example.org/')).toBe(true);
  });

  test('https is secure wherever it points', () => {
    expect(at('https://tickets.example.org/')).toBe(false);
  });

  test('plain http to this machine is secure, as browsers treat it', () => {
    for (const url of [
      'http://localhost:8080/',
      'http://LOCALHOST/',
      'http://shop.localhost:8080/',
      'http://127.0.0.1:8080/',
      'http://127.1.2.3/',
      'http://[::1]:8080/',
    ]) {
      expect(at(url)).toBe(false);
    }
  });
});
