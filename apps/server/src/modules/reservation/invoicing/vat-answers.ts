import type { VatCheck, VatNumberChecker } from './eu-vat.ts';

/**
 * VAT numbers checked before a transaction and answered from those checks inside it, so that no
 * transaction (nor the reservation's row lock) waits for VIES. The rules run once on what was read
 * without a lock, with `recordingChecker`, which only notes the numbers they ask about; each is
 * then asked of VIES, and the transaction's run of the same rules gets `answersOf`.
 */
export interface RecordingChecker extends VatNumberChecker {
  readonly asked: readonly { country: string; number: string }[];
}

export function recordingChecker(): RecordingChecker {
  const asked: { country: string; number: string }[] = [];
  return {
    asked,
    check(country, number) {
      asked.push({ country, number });
      return Promise.resolve('valid');
    },
  };
}

const key = (country: string, number: string) => `${country}\u0000${number}`;

/**
 * The answers to the recorded numbers, asked one after the other (VIES limits concurrent
 * requests). A number the transaction asks about that was not asked ahead (the reservation changed
 * in between) is answered as VIES down: the buyer sends the step again, and that time it is asked.
 */
export async function answersOf(recorded: RecordingChecker, checker: VatNumberChecker): Promise<VatNumberChecker> {
  const answers = new Map<string, VatCheck>();
  for (const { country, number } of recorded.asked) {
    const id = key(country, number);
    if (!answers.has(id)) answers.set(id, await checker.check(country, number));
  }
  return { check: (country, number) => Promise.resolve(answers.get(key(country, number)) ?? 'unavailable') };
}
