import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Countdown } from '../../../src/features/reservation/components/countdown.tsx';
import { countdownLevel, formatRemaining } from '../../../src/features/reservation/countdown-time.ts';
import { createTranslator, TranslatorProvider } from '../../../src/lib/i18n.tsx';
import { bookingBundle } from './booking-fixtures.ts';

const start = new Date('2026-07-01T09:00:00Z').getTime();

function renderCountdown(remainingMs: number, onExpired = vi.fn()) {
  render(
    <TranslatorProvider translator={createTranslator('en', bookingBundle)}>
      <Countdown validity={start + remainingMs} onExpired={onExpired} />
    </TranslatorProvider>,
  );
  const banner = () =>
    screen.getByText(/Please complete your reservation within|The time to complete/).closest('.alert') as HTMLElement;
  return { onExpired, banner, announced: () => screen.getByRole('status').textContent };
}

const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('the countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('levels change below 5 minutes and below 1 minute, and at zero', () => {
    expect(countdownLevel(300_000)).toBe('info');
    expect(countdownLevel(299_999)).toBe('warning');
    expect(countdownLevel(60_000)).toBe('warning');
    expect(countdownLevel(59_999)).toBe('danger');
    expect(countdownLevel(1)).toBe('danger');
    expect(countdownLevel(0)).toBe('expired');
  });

  test('the time left is spelled out in the visitor language, units that are zero left out', () => {
    expect(formatRemaining(25 * 60_000 + 3000, 'en')).toBe('25 minutes and 3 seconds');
    expect(formatRemaining(60_000, 'en')).toBe('1 minute');
    expect(formatRemaining(2 * 86_400_000 + 3_600_000, 'de')).toBe('2 Tage und 1 Stunde');
    expect(formatRemaining(31 * 86_400_000, 'en')).toBe('1 month and 1 day');
  });

  test('an info banner while there is time, a sticky warning under 5 minutes, danger under 1 minute', () => {
    const { banner, announced } = renderCountdown(5 * 60_000 + 2000);
    expect(banner().className).toContain('alert-info');
    expect(banner().className).not.toContain('shop-countdown-sticky');
    expect(screen.getByText('5 minutes and 2 seconds', { selector: 'strong' })).toBeTruthy();
    expect(announced()).toBe('');

    tick(3000);
    expect(banner().className).toContain('alert-warning');
    expect(banner().className).toContain('shop-countdown-sticky');
    expect(screen.getByText('4 minutes and 59 seconds', { selector: 'strong' })).toBeTruthy();
    expect(announced()).toBe('Less than 5 minutes left.');

    tick(10_000);
    expect(announced()).toBe('Less than 5 minutes left.');

    tick(4 * 60_000 - 10_000);
    expect(banner().className).toContain('alert-danger');
    expect(banner().className).toContain('shop-countdown-sticky');
    expect(announced()).toBe('Less than a minute left.');
  });

  test('screen readers hear the thresholds only, not every second', () => {
    const { announced } = renderCountdown(5 * 60_000 + 2000);
    const heard: string[] = [];
    for (let second = 0; second < 5 * 60 + 5; second++) {
      tick(1000);
      const text = announced() ?? '';
      if (text && heard.at(-1) !== text) heard.push(text);
    }
    expect(heard).toEqual(['Less than 5 minutes left.', 'Less than a minute left.']);
  });

  test('at zero it says the reservation has expired and calls back once', () => {
    const { onExpired, banner } = renderCountdown(2000);
    tick(1000);
    expect(onExpired).not.toHaveBeenCalled();
    tick(1000);
    expect(banner().textContent).toContain('The time to complete your reservation has run out.');
    expect(onExpired).toHaveBeenCalledTimes(1);
    tick(10_000);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  test('a hold that already ran out calls back at once', () => {
    const { onExpired } = renderCountdown(-5000);
    expect(onExpired).toHaveBeenCalledTimes(1);
  });

  test('while stuck to the top, the root learns the banner height, to keep that room above a focused field', () => {
    const resized: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          resized.push(this.callback);
        }
        disconnect() {}
      },
    );
    const height = () => document.documentElement.style.getPropertyValue('--shop-countdown-height');
    const { banner } = renderCountdown(60_000 + 1000);
    expect(height()).toBe('');

    vi.spyOn(banner(), 'offsetHeight', 'get').mockReturnValue(136);
    resized.forEach((callback) => callback());
    expect(height()).toBe('136px');

    tick(61_000);
    expect(banner().className).not.toContain('shop-countdown-sticky');
    expect(height()).toBe('');
  });
});
