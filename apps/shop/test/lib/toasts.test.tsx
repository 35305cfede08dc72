import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ToastRegion } from '../../src/app/shell/toast-region.tsx';
import { createTranslator, TranslatorProvider } from '../../src/lib/i18n.tsx';
import { showToast } from '../../src/lib/toasts.ts';

const translator = createTranslator('en', {
  'shop.toasts.label': 'Notifications',
  'my-profile.delete.success': 'Your profile has been deleted.',
  'error.STEP_2_PAYMENT_REQUEST_CREATION': 'Payment request failed.',
});

function renderRegion() {
  render(
    <TranslatorProvider translator={translator}>
      <button type="button">Keep focus here</button>
      <ToastRegion />
    </TranslatorProvider>,
  );
  return screen.getByRole('region', { name: 'Notifications' });
}

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('each toast hides after 2500 ms', () => {
    const region = renderRegion();
    act(() => void showToast('SUCCESS', 'my-profile.delete.success'));
    act(() => void vi.advanceTimersByTime(1000));
    act(() => void showToast('ERROR', 'error.STEP_2_PAYMENT_REQUEST_CREATION'));

    expect(within(region).getByText('Your profile has been deleted.')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(2500 - 1000 - 1));
    expect(within(region).queryByText('Your profile has been deleted.')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(within(region).queryByText('Your profile has been deleted.')).toBeNull();
    expect(within(region).getByText('Payment request failed.')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(1000));
    expect(within(region).queryByText('Payment request failed.')).toBeNull();
  });

  test('toasts are announced politely and do not take focus', () => {
    const region = renderRegion();
    const button = screen.getByRole('button', { name: 'Keep focus here' });
    button.focus();

    act(() => void showToast('INFO', 'my-profile.delete.success'));

    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(document.activeElement).toBe(button);
  });
});
