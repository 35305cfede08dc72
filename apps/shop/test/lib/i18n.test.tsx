import { describe, expect, test, vi } from 'vitest';
import { createTranslator, mergeMessages, translate } from '../../src/lib/i18n.tsx';

const messages = {
  'show-event.header.title': '{{0}}: tickets',
  'event-days.not-same-day': 'from {{0}} to {{1}}',
  spaced: 'at {{ 0 }}',
  plain: 'No placeholders',
};

describe('t()', () => {
  test('replaces numbered placeholders from an array', () => {
    expect(translate(messages, 'event-days.not-same-day', ['May 1', 'May 3'])).toBe('from May 1 to May 3');
  });

  test('replaces numbered placeholders from alf.io’s {"0": …} objects, numbers included', () => {
    expect(translate(messages, 'event-days.not-same-day', { '0': 1, '1': 'two' })).toBe('from 1 to two');
  });

  test('tolerates spaces inside the braces', () => {
    expect(translate(messages, 'spaced', ['noon'])).toBe('at noon');
  });

  test('leaves placeholders without an argument, and ignores extra arguments', () => {
    expect(translate(messages, 'event-days.not-same-day', ['May 1'])).toBe('from May 1 to {{1}}');
    expect(translate(messages, 'plain', ['unused'])).toBe('No placeholders');
  });

  test('a missing key renders as the key and warns once in development', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(translate(messages, 'missing.key.for.test')).toBe('missing.key.for.test');
    translate(messages, 'missing.key.for.test');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  test('a translator knows its language', () => {
    const translator = createTranslator('de', messages);
    expect(translator.lang).toBe('de');
    expect(translator.t('show-event.header.title', ['Demo'])).toBe('Demo: tickets');
  });
});

describe('event overrides', () => {
  test('override keys win over the bundle; other keys stay', () => {
    const merged = mergeMessages(messages, {
      'show-event.header.title': 'Get your {{0}} tickets',
      'only.override': 'new',
    });
    expect(translate(merged, 'show-event.header.title', ['Demo'])).toBe('Get your Demo tickets');
    expect(translate(merged, 'plain')).toBe('No placeholders');
    expect(translate(merged, 'only.override')).toBe('new');
  });

  test('no override leaves the bundle as it is', () => {
    expect(mergeMessages(messages, undefined)).toBe(messages);
  });
});
