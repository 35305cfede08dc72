/**
 * A read by key, reused by this process for `seconds` after it began: at an on-sale peak every
 * buyer asks about the same event, and all but one request per key and interval are answered
 * without the database. Requests arriving while a read is under way share it; a failed read is
 * not kept. That is the whole bound on staleness: no process keeps a read longer, whatever the
 * others do, so a committed change shows everywhere within `seconds`. 0 reads every time.
 * Past `maxKeys` keys the oldest read is dropped, so that unknown keys cannot fill memory.
 */
export function recentReads<T>(
  seconds: number,
  read: (key: string) => Promise<T>,
  maxKeys = 500,
): (key: string) => Promise<{ value: T; ageMs: number }> {
  const reads = new Map<string, { startedAt: number; value: Promise<T> }>();
  return async (key) => {
    // A monotonic clock: a step of the wall clock must not keep a read longer.
    const now = performance.now();
    if (seconds === 0) return { value: await read(key), ageMs: 0 };
    const kept = reads.get(key);
    if (kept && now - kept.startedAt < seconds * 1000) {
      const value = await kept.value;
      return { value, ageMs: performance.now() - kept.startedAt };
    }
    const value = read(key);
    reads.delete(key);
    if (reads.size >= maxKeys) reads.delete(reads.keys().next().value!);
    reads.set(key, { startedAt: now, value });
    value.catch(() => {
      if (reads.get(key)?.value === value) reads.delete(key);
    });
    return { value: await value, ageMs: performance.now() - now };
  };
}
