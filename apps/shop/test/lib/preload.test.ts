import { describe, expect, test } from 'vitest';
import { readMeta, readPreload, takeSignedUpFlag, writeMeta } from '../../src/lib/preload.ts';
import { addMeta, addPreload } from '../support/page.ts';

describe('preloaded page data', () => {
  test('script elements hold URI-encoded JSON', () => {
    const value = { title: 'Café "Zürich" <3', languages: ['de', 'en'] };
    addPreload('preload-info', value);

    expect(readPreload('preload-info')).toEqual(value);
  });

  test('data-param must match what is asked for', () => {
    addPreload('preload-event', { shortName: 'demo' }, 'demo');

    expect(readPreload('preload-event', 'demo')).toEqual({ shortName: 'demo' });
    expect(readPreload('preload-event', 'other')).toBeUndefined();
  });

  test('only the first preload-bundle counts: the English fallback is never read', () => {
    addPreload('preload-bundle', { greeting: 'Hallo' }, 'de');
    addPreload('preload-bundle', { greeting: 'Hello' }, 'en');

    expect(readPreload('preload-bundle', 'de')).toEqual({ greeting: 'Hallo' });
    expect(readPreload('preload-bundle', 'en')).toBeUndefined();
  });

  test('a missing or broken element reads as absent', () => {
    expect(readPreload('preload-countries', 'en')).toBeUndefined();
    const broken = document.createElement('script');
    broken.id = 'preload-vat-countries';
    broken.textContent = '%E0%A4%A';
    document.head.append(broken);
    expect(readPreload('preload-vat-countries')).toBeUndefined();
  });

  test('metas are read, written, and created when absent', () => {
    addMeta('GID', 'session-1');
    expect(readMeta('GID')).toBe('session-1');
    expect(readMeta('XSRF_TOKEN')).toBeNull();

    writeMeta('XSRF_TOKEN', 'csrf-1');
    writeMeta('GID', 'session-2');

    expect(readMeta('XSRF_TOKEN')).toBe('csrf-1');
    expect(readMeta('GID')).toBe('session-2');
    expect(document.querySelectorAll('meta[name="GID"]')).toHaveLength(1);
  });

  test('the signed-up mark is taken once and removed from <html>', () => {
    document.documentElement.setAttribute('data-signed-up', 'true');

    expect(takeSignedUpFlag()).toBe(true);
    expect(document.documentElement.hasAttribute('data-signed-up')).toBe(false);
    expect(takeSignedUpFlag()).toBe(false);
  });
});
