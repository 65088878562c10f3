// spec/shopping.md §2 ("360-degree spin view, interior view and hotspots"), §4 Detail view ("Spin
// loads all images before becoming interactive, optional auto-rotate, drag or arrow keys to
// rotate") and §9 ("Spin: drag sensitivity 20; auto-rotate interval 100 ms; 360 degrees across
// frames").
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SpinViewer, { type SpinViewerProps } from '../../src/components/vehicle/SpinViewer.tsx';
import type { Hotspots } from '../../src/lib/stock/vehicle.ts';

/**
 * jsdom never loads images, so this stands in for the browser's image loader: setting `src` fires
 * `onload` on a microtask, or, with `FakeImage.manual`, waits for the test to call `settle`.
 */
class FakeImage {
  static manual = false;
  static pending: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  #src = '';
  get src() {
    return this.#src;
  }
  set src(url: string) {
    this.#src = url;
    if (FakeImage.manual) FakeImage.pending.push(this);
    else void Promise.resolve().then(() => this.onload?.());
  }
  /** Loads the next `n` pending images (all when n is omitted). */
  static async settle(n = FakeImage.pending.length) {
    await act(async () => {
      for (const image of FakeImage.pending.splice(0, n)) image.onload?.();
    });
  }
}

const FRAMES = Array.from({ length: 4 }, (_, i) => `/spin/${i}.jpg`);
const HOTSPOTS: Hotspots = {
  exterior: [
    {
      description: 'LED headlights',
      positions: [
        { angle: 0, x: 80, y: 50 },
        { angle: 1, x: 70, y: 50 },
      ],
    },
  ],
  interior: [{ description: 'Touchscreen', positions: [{ angle: 0, x: 50, y: 40 }] }],
};

function props(over: Partial<SpinViewerProps> = {}): SpinViewerProps {
  return {
    frames: FRAMES,
    interiorImage: '/spin/interior.jpg',
    hotspots: HOTSPOTS,
    alt: '2021 Mazda CX-5',
    autoRotate: false,
    ...over,
  };
}

/** Renders and lets the fake loader finish every frame. */
async function renderLoaded(over: Partial<SpinViewerProps> = {}) {
  render(<SpinViewer {...props(over)} />);
  await act(async () => {});
  return stage();
}

const stage = () => screen.getByRole('slider', { name: '2021 Mazda CX-5, 360° view' });
const frame = () => stage().getAttribute('data-frame');

beforeEach(() => {
  FakeImage.manual = false;
  FakeImage.pending = [];
  vi.stubGlobal('Image', FakeImage);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SpinViewer', () => {
  it('is not interactive until every frame has loaded', async () => {
    FakeImage.manual = true;
    render(<SpinViewer {...props()} />);
    expect(FakeImage.pending.map((image) => image.src)).toEqual(FRAMES);
    expect(screen.getByRole('status').textContent).toBe('Loading 360° view… 0%');

    await FakeImage.settle(1);
    expect(screen.getByRole('status').textContent).toBe('Loading 360° view… 25%');
    expect(stage().getAttribute('aria-disabled')).toBe('true');
    fireEvent.keyDown(stage(), { key: 'ArrowRight' });
    fireEvent.pointerDown(stage(), { pointerId: 1, clientX: 0 });
    fireEvent.pointerMove(stage(), { pointerId: 1, clientX: 60 });
    expect(frame()).toBe('0');
    expect(screen.queryByRole('button', { name: /Feature/ })).toBeNull();

    await FakeImage.settle();
    expect(screen.getByRole('status').textContent).toBe('');
    expect(stage().getAttribute('aria-disabled')).toBeNull();
    fireEvent.keyDown(stage(), { key: 'ArrowRight' });
    expect(frame()).toBe('1');
  });

  it('a frame that fails to load still counts, so the viewer does not wait for ever', async () => {
    FakeImage.manual = true;
    render(<SpinViewer {...props()} />);
    await act(async () => {
      for (const [i, image] of FakeImage.pending.entries()) {
        if (i === 2) image.onerror?.();
        else image.onload?.();
      }
    });
    expect(stage().getAttribute('data-ready')).toBe('true');
  });

  it('ArrowRight and ArrowLeft move one frame and wrap; the image shows the angle', async () => {
    await renderLoaded();
    expect(screen.getByRole('img', { name: '2021 Mazda CX-5, 360° view, 0°' }).getAttribute('src')).toBe('/spin/0.jpg');
    fireEvent.keyDown(stage(), { key: 'ArrowLeft' });
    expect(frame()).toBe('3');
    expect(screen.getByAltText('2021 Mazda CX-5, 360° view, 270°').getAttribute('src')).toBe('/spin/3.jpg');
    fireEvent.keyDown(stage(), { key: 'ArrowRight' });
    fireEvent.keyDown(stage(), { key: 'ArrowRight' });
    expect(frame()).toBe('1');
    expect(stage().getAttribute('aria-valuetext')).toBe('90°');
    fireEvent.keyDown(stage(), { key: 'Enter' });
    expect(frame()).toBe('1');
  });

  it('a drag of 20 px moves one frame (a shorter one does not)', async () => {
    await renderLoaded();
    fireEvent.pointerDown(stage(), { pointerId: 7, clientX: 100, isPrimary: true });
    fireEvent.pointerMove(stage(), { pointerId: 7, clientX: 119 });
    expect(frame()).toBe('0');
    fireEvent.pointerMove(stage(), { pointerId: 7, clientX: 120 });
    expect(frame()).toBe('1');
    fireEvent.pointerMove(stage(), { pointerId: 7, clientX: 80 });
    expect(frame()).toBe('3');
    fireEvent.pointerUp(stage(), { pointerId: 7, clientX: 80 });
    fireEvent.pointerMove(stage(), { pointerId: 7, clientX: 200 });
    expect(frame()).toBe('3');
  });

  it('auto-rotates every 100 ms and stops at the first key press', async () => {
    vi.useFakeTimers();
    await renderLoaded({ autoRotate: true });
    expect(frame()).toBe('0');
    act(() => vi.advanceTimersByTime(99));
    expect(frame()).toBe('0');
    act(() => vi.advanceTimersByTime(1));
    expect(frame()).toBe('1');
    act(() => vi.advanceTimersByTime(200));
    expect(frame()).toBe('3');

    fireEvent.keyDown(stage(), { key: 'ArrowLeft' });
    expect(frame()).toBe('2');
    act(() => vi.advanceTimersByTime(1000));
    expect(frame()).toBe('2');
    expect(screen.getByRole('button', { name: 'Play rotation' })).toBeTruthy();
  });

  it('does not rotate before the frames have loaded', async () => {
    vi.useFakeTimers();
    FakeImage.manual = true;
    render(<SpinViewer {...props({ autoRotate: true })} />);
    act(() => vi.advanceTimersByTime(500));
    expect(frame()).toBe('0');
    expect(screen.queryByRole('button', { name: 'Pause rotation' })).toBeNull();
  });

  it('the Pause button stops the rotation and Play starts it again', async () => {
    vi.useFakeTimers();
    await renderLoaded({ autoRotate: true });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.click(screen.getByRole('button', { name: 'Pause rotation' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(frame()).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Play rotation' }));
    act(() => vi.advanceTimersByTime(100));
    expect(frame()).toBe('2');
  });

  it('respects prefers-reduced-motion: no auto-rotate until the visitor presses Play', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    await renderLoaded({ autoRotate: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(frame()).toBe('0');
    expect(screen.getByRole('button', { name: 'Play rotation' })).toBeTruthy();
  });

  it('has no Pause/Play button without auto-rotate', async () => {
    await renderLoaded();
    expect(screen.queryByRole('button', { name: /rotation/ })).toBeNull();
  });

  it('the interior toggle shows the interior image and its hotspots', async () => {
    await renderLoaded();
    const toggle = screen.getByRole('button', { name: 'Interior view' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('img', { name: '2021 Mazda CX-5, interior view' }).getAttribute('src')).toBe(
      '/spin/interior.jpg',
    );
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.getByRole('button', { name: 'Feature: Touchscreen' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Feature: LED headlights' })).toBeNull();
    fireEvent.click(toggle);
    expect(frame()).toBe('0');
  });

  it('has no interior toggle without an interior image', async () => {
    await renderLoaded({ interiorImage: null });
    expect(screen.queryByRole('button', { name: 'Interior view' })).toBeNull();
  });

  it('a hotspot button shows its description; hotspots follow the frame', async () => {
    await renderLoaded();
    const spot = screen.getByRole('button', { name: 'Feature: LED headlights' });
    const note = screen.getByText('LED headlights');
    expect(spot.getAttribute('aria-expanded')).toBe('false');
    expect(note.hidden).toBe(true);
    fireEvent.click(spot);
    expect(spot.getAttribute('aria-expanded')).toBe('true');
    expect(note.hidden).toBe(false);
    expect(spot.getAttribute('aria-controls')).toBe(note.id);
    expect(spot.closest('li')!.style.transform).toBe('translate(80%, 50%)');

    fireEvent.keyDown(stage(), { key: 'ArrowRight' });
    expect(spot.closest('li')!.style.transform).toBe('translate(70%, 50%)');
    fireEvent.keyDown(stage(), { key: 'ArrowRight' });
    expect(screen.queryByRole('button', { name: 'Feature: LED headlights' })).toBeNull();
  });

  it('shows the interior alone when there are no spin frames, and nothing with no media', async () => {
    await act(async () => {
      render(<SpinViewer {...props({ frames: [] })} />);
    });
    expect(screen.getByRole('img', { name: '2021 Mazda CX-5, interior view' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Interior view' })).toBeNull();
    cleanup();
    const { container } = render(<SpinViewer {...props({ frames: [], interiorImage: null })} />);
    expect(container.innerHTML).toBe('');
  });
});
