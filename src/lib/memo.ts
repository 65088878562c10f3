/** A Map or a WeakMap used as a cache. */
interface Cache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/** The value the cache holds for key, made and kept the first time it is asked for. */
export function getOrMake<K, V>(cache: Cache<K, V>, key: K, make: () => V): V {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const made = make();
  cache.set(key, made);
  return made;
}
