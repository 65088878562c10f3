/**
 * The gallery's scroll-snap track and the slide it shows: `goTo` moves the track (wrapping at both
 * ends), and a shopper's swipe moves the slide shown once the scroll settles.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useGalleryTrack(count: number) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  // The slide shown, read by rapid key presses before React re-renders; and whether the track is
  // moving because we moved it (its scroll position is then not the shopper's choice).
  const index = useRef(0);
  const moving = useRef(false);

  const goTo = useCallback(
    (target: number) => {
      const next = (target + count) % count;
      index.current = next;
      setCurrent(next);
      const list = track.current;
      if (!list || list.scrollLeft === next * list.clientWidth) return;
      moving.current = true;
      list.scrollTo({ left: next * list.clientWidth, behavior: 'smooth' });
    },
    [count],
  );
  // A swipe moves the track: follow it once the scroll settles.
  useEffect(() => {
    const list = track.current;
    if (!list) return;
    const settle = () => {
      if (moving.current) {
        moving.current = false;
        return;
      }
      index.current = Math.round(list.scrollLeft / Math.max(1, list.clientWidth));
      setCurrent(index.current);
    };
    if ('onscrollend' in window) {
      list.addEventListener('scrollend', settle);
      return () => list.removeEventListener('scrollend', settle);
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(settle, 150);
    };
    list.addEventListener('scroll', onScroll, { passive: true });
    return () => list.removeEventListener('scroll', onScroll);
  }, []);

  return { track, current, index, goTo };
}
