// spec/shopping.md §2 Gallery, §4 Availability ("Thumbnails show only when there are more than 3
// images") and Detail view (modes; spin "drag or arrow keys to rotate"; "YouTube embed URLs show
// in an iframe, others in a video element"), §7 "Image CDN URLs | width, quality (default 75 to
// 80), format", §9 "Thumbnails above 3 images; first 2 images load with priority; image size
// 600x400; default quality 75" and "Spin: drag sensitivity 20; auto-rotate interval 100 ms; 360
// degrees across frames".
import { describe, expect, it } from 'vitest';
import { cdnImageUrl, gallerySlides, showThumbnails } from '../../src/lib/vehicle/images.ts';
import { IMAGE_DEFAULTS } from '../../src/lib/vehicle/constants.ts';
import { imageLoading } from '../../src/lib/vehicle/image-loading.ts';
import {
  frameAngle,
  frameForDrag,
  frameForKey,
  hotspotsAt,
  initialMediaMode,
  mediaModes,
  nextFrame,
  SPIN_AUTO_ROTATE_MS,
} from '../../src/lib/vehicle/spin.ts';

const PHOTO = 'https://stock.example/photos/1042-1.jpg';
const OPTS = { width: 600, height: 400, quality: 75, format: 'webp' } as const;

describe('image CDN URLs', () => {
  it('defaults: 600x400, quality 75', () => {
    expect(IMAGE_DEFAULTS).toMatchObject({ width: 600, height: 400, quality: 75 });
  });

  it.each([
    [
      'path template',
      'https://images.example/{width}x{height}/q{quality}/{format}/{src}',
      `https://images.example/600x400/q75/webp/${PHOTO}`,
    ],
    [
      'query template',
      'https://cdn.example/img?url={srcEncoded}&w={width}&q={quality}&fm={format}',
      `https://cdn.example/img?url=${encodeURIComponent(PHOTO)}&w=600&q=75&fm=webp`,
    ],
  ])('%s', (_name, template, expected) => {
    expect(cdnImageUrl(PHOTO, OPTS, { template })).toBe(expected);
  });

  it('quality defaults to 75 when not given', () => {
    expect(
      cdnImageUrl(
        PHOTO,
        { width: 300, format: 'avif' },
        { template: '/img/{width}/{quality}/{format}?u={srcEncoded}' },
      ),
    ).toBe(`/img/300/75/avif?u=${encodeURIComponent(PHOTO)}`);
  });

  it.each([
    ['no template', PHOTO, null],
    ['a local SVG (the demo stock)', '/demo-images/suv-white-1.svg', '/i/{width}/{src}'],
    ['a data: image', 'data:image/png;base64,AAAA', '/i/{width}/{src}'],
  ])('%s: the original URL unchanged', (_name, src, template) => {
    expect(cdnImageUrl(src, OPTS, { template })).toBe(src);
  });
});

describe('gallery', () => {
  it.each([
    [0, false],
    [3, false],
    [4, true],
  ])('%i images → thumbnails %s', (count, shown) => {
    expect(showThumbnails(count)).toBe(shown);
  });

  it('first 2 images load with priority', () => {
    expect([0, 1, 2].map((i) => imageLoading(i).loading)).toEqual(['eager', 'eager', 'lazy']);
    expect(imageLoading(0).fetchpriority).toBe('high');
    // Only the first slide shows at load (the page's largest paint): the second loads eagerly but
    // does not compete with it.
    expect([1, 2].map((i) => imageLoading(i).fetchpriority)).toEqual(['auto', 'auto']);
  });

  it.each([
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['https://videos.example/1042.mp4', null],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ', null],
    ['not a url', null],
  ])('YouTube %s → %s', (url, embed) => {
    const [slide] = gallerySlides({ images: [], video_url: null, external_video_url: url });
    expect(slide).toEqual({
      kind: 'video',
      video: embed === null ? { kind: 'video', src: url } : { kind: 'youtube', src: embed },
    });
  });

  it('video_url first, else external_video_url; the video is the second slide', () => {
    const image = (n: number) => ({ image: { url: `/p/${n}.jpg`, thumb: { url: `/p/${n}-t.jpg` } } });
    const car = { images: [image(1), image(2)], video_url: null, external_video_url: 'https://youtu.be/dQw4w9WgXcQ' };
    const slides = gallerySlides(car);
    expect(slides.map((s) => s.kind)).toEqual(['image', 'video', 'image']);
    expect(slides[1]).toEqual({
      kind: 'video',
      video: { kind: 'youtube', src: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
    });
    expect(gallerySlides({ ...car, external_video_url: null })).toHaveLength(2);
    expect(gallerySlides({ ...car, video_url: '/v/1042.mp4' })[1]).toEqual({
      kind: 'video',
      video: { kind: 'video', src: '/v/1042.mp4' },
    });
  });
});

describe('360° spin', () => {
  const FRAMES = 24;

  it('auto-rotate interval 100 ms (drag sensitivity 20: the drags below)', () => {
    expect(SPIN_AUTO_ROTATE_MS).toBe(100);
  });

  it.each([
    [0, 19, 0],
    [0, 20, 1],
    [0, 45, 2],
    [0, -20, 23],
    [23, 20, 0],
    [5, 24 * 20, 5],
    [5, -19, 5],
  ])('from frame %i, a drag of %i px → frame %i', (start, dx, frame) => {
    expect(frameForDrag(start, dx, FRAMES)).toBe(frame);
  });

  it('next frame wraps both ways; arrow keys rotate', () => {
    expect([nextFrame(23, 1, FRAMES), nextFrame(0, -1, FRAMES), nextFrame(4, 1, FRAMES)]).toEqual([0, 23, 5]);
    expect([
      frameForKey(0, 'ArrowLeft', FRAMES),
      frameForKey(0, 'ArrowRight', FRAMES),
      frameForKey(0, 'Enter', FRAMES),
    ]).toEqual([23, 1, null]);
  });

  it('360 degrees across frames', () => {
    expect([frameAngle(0, FRAMES), frameAngle(6, FRAMES), frameAngle(12, FRAMES), frameAngle(36, 36)]).toEqual([
      0, 90, 180, 0,
    ]);
  });

  it('hotspots on the frame they were placed on', () => {
    const spots = [
      {
        description: 'LED headlights',
        positions: [
          { angle: 0, x: 84, y: 52 },
          { angle: 1, x: 80, y: 52 },
        ],
      },
      { description: 'Tail lights', positions: [{ angle: 12, x: 15, y: 52 }] },
    ];
    expect(hotspotsAt(spots, 1)).toEqual([{ description: 'LED headlights', x: 80, y: 52 }]);
    expect(hotspotsAt(spots, 5)).toEqual([]);
    expect(hotspotsAt(null, 0)).toEqual([]);
  });

  it('mode: the tenant default when the car has it, else what it has', () => {
    const full = { images: [1], spin_images: ['s0'], spin_interior_image: '/i.jpg' };
    expect(mediaModes(full)).toEqual(['spinner', 'gallery', 'interior']);
    expect(initialMediaMode(full, 'spinner')).toBe('spinner');
    expect(initialMediaMode(full, 'gallery')).toBe('gallery');
    expect(initialMediaMode({ ...full, spin_images: [] }, 'spinner')).toBe('gallery');
    expect(initialMediaMode({ images: [], spin_images: ['s0'], spin_interior_image: null }, 'gallery')).toBe('spinner');
    expect(initialMediaMode({ images: [], spin_images: [], spin_interior_image: null }, 'spinner')).toBe('gallery');
  });
});
