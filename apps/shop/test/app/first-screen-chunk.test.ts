import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { importsOf, staticallyReached } from '../support/import-graph.ts';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');

describe("the main bundle holds the event page's first screen and little else", () => {
  const mainChunk = [...staticallyReached(join(src, 'main.tsx'))].map((file) => relative(src, file));

  test('it draws the event page itself', () => {
    expect(mainChunk).toContain('app/routes/event.tsx');
    expect(mainChunk).toContain('features/event-page/components/ticket-section.tsx');
  });

  test('other pages, the reservation steps, dialogs, error handling and what few events offer load when needed', () => {
    const later = [
      'app/guards/reservation-scope.tsx',
      'components/ui/warning-confirm.tsx',
      'components/ui/confirm-modal.tsx',
      'components/ui/modal.tsx',
      'features/event-page/components/session-expired-modal.tsx',
      'lib/server-errors.ts',
      'features/event-page/components/additional-services.tsx',
      'features/event-page/components/additional-service-item.tsx',
      'features/event-page/components/amount-field.tsx',
      'features/event-page/components/applied-code.tsx',
      'features/event-page/components/expired-categories.tsx',
      'features/event-page/event-structured-data.ts',
      'features/catalogue/',
      'app/routes/home.tsx',
      'app/routes/event-list.tsx',
      'lib/captcha.ts',
      'lib/challenge.ts',
      'app/shell/challenge-dialog.tsx',
      'app/shell/turnstile-widget.tsx',
      'lib/analytics-providers.ts',
    ];
    expect(mainChunk.filter((file) => later.some((path) => file.startsWith(path)))).toEqual([]);
  });

  test.each([
    ['DOMPurify: browsers with their own sanitiser never load it', 'dompurify'],
    [
      "the contract's schema.org computation: the served page carries its result",
      '@shop/contract/event-structured-data',
    ],
  ])('%s', (_, module) => {
    const importers = mainChunk.filter((file) => importsOf(join(src, file)).static.includes(module));
    expect(importers).toEqual([]);
  });
});

describe("the booking step's first paint", () => {
  test('does not wait for the form: the form library and the fields load after the step', () => {
    const step = [...staticallyReached(join(src, 'app/routes/reservation-book.tsx'))].map((file) =>
      relative(src, file),
    );
    expect(step).not.toContain('features/reservation/booking/components/booking-form.tsx');
    expect(step.filter((file) => importsOf(join(src, file)).static.includes('react-hook-form'))).toEqual([]);
  });
});
