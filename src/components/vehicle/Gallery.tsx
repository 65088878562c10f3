/**
 * The vehicle photos: a scroll-snap slider (it scrolls without JavaScript, and the first two photos
 * load with priority), prev/next and arrow keys, thumbnails when there are more than 3 photos, a
 * video slide, and a fullscreen view with left and right arrow keys (spec/shopping.md §2, §4, §9).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { GallerySlide, slideKey, type Slide } from './GallerySlide.tsx';
import { FullscreenGallery } from './FullscreenGallery.tsx';

export interface GalleryProps {
  slides: Slide[];
  alt: string;
  /** Spec: thumbnails only when there are more than 3 images. */
  showThumbnails: boolean;
}

export default function Gallery({ slides, alt, showThumbnails }: GalleryProps) {
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  // The slide shown, read by rapid key presses before React re-renders; and whether the track is
  // moving because we moved it (its scroll position is then not the shopper's choice).
  const index = useRef(0);
  const moving = useRef(false);

  const goTo = useCallback(
    (target: number) => {
      const next = (target + slides.length) % slides.length;
      index.current = next;
      setCurrent(next);
      const list = track.current;
      if (!list || list.scrollLeft === next * list.clientWidth) return;
      moving.current = true;
      list.scrollTo({ left: next * list.clientWidth, behavior: 'smooth' });
    },
    [slides.length],
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

  if (slides.length === 0) return <p className="gallery gallery--empty">Photos coming soon.</p>;
  const label = `${alt}: ${current + 1} of ${slides.length}`;
  return (
    <section className="gallery" aria-roledescription="carousel" aria-label={`${alt} photos`}>
      <div className="gallery__stage">
        <ul
          ref={track}
          className="gallery__track"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling track takes focus so arrow keys can move it (WCAG 2.1.1).
          tabIndex={0}
          aria-label={label}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') goTo(index.current + 1);
            else if (event.key === 'ArrowLeft') goTo(index.current - 1);
            else return;
            event.preventDefault();
          }}
        >
          {slides.map((slide, i) => (
            <li key={slideKey(slide)} aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`}>
              <GallerySlide
                slide={slide}
                alt={`${alt}, ${slide.kind === 'image' ? 'photo' : 'video'} ${i + 1}`}
                index={i}
              />
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="gallery__nav gallery__nav--prev"
          aria-label="Previous photo"
          onClick={() => goTo(index.current - 1)}
        >
          ‹
        </button>
        <button
          type="button"
          className="gallery__nav gallery__nav--next"
          aria-label="Next photo"
          onClick={() => goTo(index.current + 1)}
        >
          ›
        </button>
        <button type="button" className="gallery__fullscreen" onClick={() => setFullscreen(true)}>
          View fullscreen
        </button>
        <p className="gallery__counter" aria-live="polite">
          {current + 1} / {slides.length}
        </p>
      </div>
      {showThumbnails && (
        <ul className="gallery__thumbs" aria-label="Choose a photo">
          {slides.map((slide, i) => (
            <li key={slideKey(slide)}>
              <button
                type="button"
                aria-label={`Show ${slide.kind === 'image' ? 'photo' : 'video'} ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => goTo(i)}
              >
                {slide.kind === 'image' ? (
                  <img src={slide.thumb} alt="" width={96} height={64} loading="lazy" />
                ) : (
                  <span>▶ Video</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      {fullscreen && (
        <FullscreenGallery
          slides={slides}
          alt={alt}
          start={current}
          onClose={(at) => {
            setFullscreen(false);
            goTo(at);
          }}
        />
      )}
    </section>
  );
}
