/**
 * The spin's optional auto-rotate (spec/shopping.md §4, §9: one step every 100 ms). It plays only
 * while `active` (frames loaded, exterior view), stops for good when the visitor asks for reduced
 * motion, and the caller stops it at the first interaction and offers Pause/Play (WCAG 2.2.2).
 */
import { useEffect, useState } from 'react';
import { SPIN_AUTO_ROTATE_MS } from '../../lib/vehicle/spin.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** `advance` must be stable (useCallback): it is called once per tick. */
export function useAutoRotate(wanted: boolean, active: boolean, advance: () => void) {
  const [playing, setPlaying] = useState(wanted);

  useEffect(() => {
    if (!wanted || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    if (query.matches) setPlaying(false);
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) setPlaying(false);
    };
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, [wanted]);

  useEffect(() => {
    if (!playing || !active) return;
    const timer = setInterval(advance, SPIN_AUTO_ROTATE_MS);
    return () => clearInterval(timer);
  }, [playing, active, advance]);

  return [playing, setPlaying] as const;
}
