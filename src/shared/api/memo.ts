const caches = new WeakMap<object, Map<string, { at: number; value: Promise<unknown> }>>();

/**
 * One answer per owner (the app's services) and key for `ttlMs`: a page whose filters live in the
 * address re-runs its loader on every change, and the catalogue it filters need not be fetched again
 * each time. A failed load is forgotten at once, so the next try asks again.
 */
export function memoized<T>(owner: object, key: string, ttlMs: number, load: () => Promise<T>, now = Date.now): Promise<T> {
  let cache = caches.get(owner);
  if (!cache) caches.set(owner, (cache = new Map<string, { at: number; value: Promise<unknown> }>()));
  const hit = cache.get(key);
  if (hit && now() - hit.at < ttlMs) return hit.value as Promise<T>;
  const value = load();
  const entry = { at: now(), value };
  cache.set(key, entry);
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return value;
}
