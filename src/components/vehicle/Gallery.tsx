/**
 * The vehicle photos: a scroll-snap slider (it scrolls without JavaScript, and the first two photos
 * load with priority), prev/next and arrow keys, thumbnails when there are more than 3 photos, a
 * video slide, and a fullscreen view with left and right arrow keys (spec/shopping.md §2, §4, §9).
 */
import { useState } from 'react';
import { GallerySlide, slideKey, type Slide } from './GallerySlide.tsx';
import { FullscreenGallery } from './FullscreenGallery.tsx';
import { useGalleryTrack } from './useGalleryTrack.ts';

export interface GalleryProps {
  slides: Slide[];
  alt: string;
  /** Spec: thumbnails only when there are more than 3 images. */
  showThumbnails: boolean;
}

export default function Gallery({ slides, alt, showThumbnails }: GalleryProps) {
  const { track, current, index, goTo } = useGalleryTrack(slides.length);
  const [fullscreen, setFullscreen] = useState(false);

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
        <GalleryControls
          current={current}
          count={slides.length}
          step={(by) => goTo(index.current + by)}
          onFullscreen={() => setFullscreen(true)}
        />
      </div>
      {showThumbnails && <GalleryThumbs slides={slides} current={current} goTo={goTo} />}
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

/** Spec: a thumbnail per photo (and one for the video), shown only when there are more than 3 images. */
function GalleryThumbs({ slides, current, goTo }: { slides: Slide[]; current: number; goTo: (i: number) => void }) {
  return (
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
  );
}

/** Previous and next (wrapping), fullscreen, and the counter the arrows and swipes keep current. */
function GalleryControls({
  current,
  count,
  step,
  onFullscreen,
}: {
  current: number;
  count: number;
  step: (by: number) => void;
  onFullscreen: () => void;
}) {
  return (
    <>
      <button
        type="button"
        className="gallery__nav gallery__nav--prev"
        aria-label="Previous photo"
        onClick={() => step(-1)}
      >
        ‹
      </button>
      <button type="button" className="gallery__nav gallery__nav--next" aria-label="Next photo" onClick={() => step(1)}>
        ›
      </button>
      <button type="button" className="gallery__fullscreen" onClick={onFullscreen}>
        View fullscreen
      </button>
      <p className="gallery__counter" aria-live="polite">
        {current + 1} / {count}
      </p>
    </>
  );
}
