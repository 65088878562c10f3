import { useEffect, useRef, useState } from 'react';
import { GallerySlide, type Slide } from './GallerySlide.tsx';

interface Props {
  slides: Slide[];
  alt: string;
  start: number;
  onClose: (at: number) => void;
}

/** The slide `by` slides on from slide i, round the ends. */
const stepped = (count: number, by: number) => (i: number) => (i + by + count) % count;

/** The gallery full screen in a modal dialog: left and right arrow keys move, Escape closes (spec §4). */
export function FullscreenGallery({ slides, alt, start, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [current, setCurrent] = useState(start);
  const count = slides.length;
  const move = (by: number) => setCurrent(stepped(count, by));

  useEffect(() => {
    dialog.current?.showModal();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setCurrent(stepped(count, 1));
      if (event.key === 'ArrowLeft') setCurrent(stepped(count, -1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  const slide = slides[current]!;
  return (
    <dialog
      ref={dialog}
      className="gallery-fullscreen"
      aria-label={`${alt} full screen`}
      onClose={() => onClose(current)}
    >
      <GallerySlide slide={slide} alt={`${alt}, ${current + 1} of ${slides.length}`} index={current} large />
      <p className="gallery__counter" aria-live="polite">
        {current + 1} / {slides.length}
      </p>
      <button
        type="button"
        className="gallery__nav gallery__nav--prev"
        aria-label="Previous photo"
        onClick={() => move(-1)}
      >
        ‹
      </button>
      <button type="button" className="gallery__nav gallery__nav--next" aria-label="Next photo" onClick={() => move(1)}>
        ›
      </button>
      <button type="button" className="gallery-fullscreen__close" onClick={() => dialog.current?.close()}>
        Close
      </button>
    </dialog>
  );
}
