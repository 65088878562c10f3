/** JSON in localStorage that never throws: a corrupt or foreign value reads as the initial value. */
import { persistentAtom } from '@nanostores/persistent';

export function persistentJson<T>(key: string, initial: T) {
  return persistentAtom<T>(key, initial, {
    encode: JSON.stringify,
    decode: (text) => {
      try {
        return JSON.parse(text) as T;
      } catch {
        return initial;
      }
    },
  });
}
