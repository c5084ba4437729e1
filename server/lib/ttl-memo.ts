// Catalog rows the plan calls read on every request (a package's menu, a plan's names): the
// catalog changes only by an operator's hand, so each is read at most once a minute per key. The
// read's promise is kept, so requests that miss together share one read; a failed read is not kept.

/** `memo(key, load)`: the value loaded for `key` less than `ttlMs` ago, or `load()`'s. */
export function ttlMemo<K, V>(ttlMs: number, now: () => number = Date.now): (key: K, load: () => Promise<V>) => Promise<V> {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return (key, load) => {
    const at = now();
    const hit = entries.get(key);
    if (hit && at - hit.at < ttlMs) return hit.value;
    const value = load();
    const entry = { at, value };
    entries.set(key, entry);
    // Only this read's entry: a newer one set meanwhile stays.
    value.catch(() => entries.get(key) === entry && entries.delete(key));
    return value;
  };
}
