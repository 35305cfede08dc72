/**
 * The answer a doorkeeper hears and feels without looking: one high beep and a short buzz for
 * come in, two low beeps and a long buzz for stop. Both are best effort: a browser without sound
 * or vibration shows the screen only.
 */
let audio: AudioContext | null = null;

function beep(context: AudioContext, frequency: number, start: number, length: number): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.value = 0.2;
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(context.currentTime + start);
  oscillator.stop(context.currentTime + start + length);
}

export function signal(kind: 'go' | 'stop'): void {
  try {
    audio ??= new AudioContext();
    if (kind === 'go') beep(audio, 1320, 0, 0.15);
    else {
      beep(audio, 330, 0, 0.2);
      beep(audio, 330, 0.3, 0.2);
    }
  } catch {
    // No sound here.
  }
  navigator.vibrate?.(kind === 'go' ? 120 : [250, 100, 250]);
}
