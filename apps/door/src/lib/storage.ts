/**
 * What the gate keeps across reloads and network cuts, in the browser's local storage: the
 * connection, the event picked, the event's offline list and the check-ins still to upload.
 * A storage the browser refuses (private mode, full) leaves the gate working online only.
 */
export function readStored<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(`door.${key}`);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null) localStorage.removeItem(`door.${key}`);
    else localStorage.setItem(`door.${key}`, JSON.stringify(value));
  } catch {
    // Full or refused: the gate goes on with what it holds in memory.
  }
}
