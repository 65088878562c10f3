/**
 * Preloads every 360° spin frame (spec/shopping.md §4: "Spin loads all images before becoming
 * interactive"). A frame counts once it has settled, loaded or failed, so one broken frame cannot
 * hold the viewer in its loading state for ever.
 */
import { useEffect, useState } from 'react';

export interface SpinPreload {
  /** Every frame has settled: the viewer may rotate. */
  ready: boolean;
  /** Whole percent of the frames settled, 0..100 (100 only when all have). */
  percent: number;
}

export function useSpinPreload(frames: readonly string[]): SpinPreload {
  // The island's props are plain data, so compare the frame list by value, not by identity.
  const key = JSON.stringify(frames);
  const [settled, setSettled] = useState({ key, count: 0 });

  useEffect(() => {
    const urls = JSON.parse(key) as string[];
    let live = true;
    setSettled({ key, count: 0 });
    const images = urls.map((url) => {
      const image = new Image();
      let done = false;
      image.onload = image.onerror = () => {
        if (done || !live) return;
        done = true;
        setSettled((s) => (s.key === key ? { key, count: s.count + 1 } : s));
      };
      image.src = url;
      return image;
    });
    return () => {
      live = false;
      for (const image of images) image.onload = image.onerror = null;
    };
  }, [key]);

  const total = frames.length;
  const count = settled.key === key ? Math.min(settled.count, total) : 0;
  if (total === 0) return { ready: true, percent: 100 };
  return { ready: count === total, percent: Math.floor((count * 100) / total) };
}
