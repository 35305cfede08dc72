/**
 * A pure function of a string key, remembered: for work whose result depends on nothing but its
 * inputs (rendering an organizer's Markdown, building Intl formatters), done once per distinct
 * input instead of once per request. Nothing read from the database is kept apart from its own
 * key, so a changed text is a new key and shows at once, in every process. Past `limit` keys
 * the memory starts afresh, which bounds it whatever the inputs.
 */
export function memoize<V>(compute: (key: string) => V, limit = 1000): (key: string) => V {
  const results = new Map<string, V>();
  return (key) => {
    let result = results.get(key);
    if (result === undefined && !results.has(key)) {
      result = compute(key);
      if (results.size >= limit) results.clear();
      results.set(key, result);
    }
    return result as V;
  };
}
