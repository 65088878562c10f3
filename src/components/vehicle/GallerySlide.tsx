/** One gallery slide: a photo, a YouTube embed in an iframe, or other video in a video element (spec §4). */
import type { GallerySlide as Slide } from '../../lib/vehicle/images.ts';
import { imageLoading } from '../../lib/vehicle/image-loading.ts';

export type { Slide };

export function slideKey(slide: Slide): string {
  return slide.kind === 'image' ? slide.src : slide.video.src;
}

export function GallerySlide({
  slide,
  alt,
  index,
  large = false,
}: {
  slide: Slide;
  alt: string;
  index: number;
  large?: boolean;
}) {
  if (slide.kind === 'video') {
    return slide.video.kind === 'youtube' ? (
      <iframe
        src={slide.video.src}
        title={alt}
        loading="lazy"
        allow="encrypted-media; picture-in-picture"
        allowFullScreen
        className="gallery__media"
      />
    ) : (
      // biome-ignore lint/a11y/useMediaCaption: the stock feed gives a car's video without a caption file to offer.
      <video src={slide.video.src} controls preload="none" className="gallery__media" aria-label={alt} />
    );
  }
  const { loading, fetchpriority } = imageLoading(index);
  return (
    <img
      src={slide.src}
      srcSet={slide.srcset}
      sizes={slide.sizes}
      alt={alt}
      width={large ? 1200 : 600}
      height={large ? 800 : 400}
      loading={loading}
      fetchPriority={fetchpriority}
      decoding="async"
      className="gallery__media"
    />
  );
}
