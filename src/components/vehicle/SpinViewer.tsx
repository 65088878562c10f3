/**
 * The 360° spin view (spec/shopping.md §2, §4 Detail view, §9 Spin): it preloads every frame and
 * only then rotates, by dragging (one frame per 20 px) or the left and right arrow keys; optional
 * auto-rotate steps every 100 ms until the first interaction, with Pause/Play; hotspots on the
 * frame in view; and an interior view with its own hotspots. The frame maths is lib/vehicle/spin.ts.
 */
import { useCallback, useId, useRef, useState, type PointerEvent } from 'react';
import type { Hotspots } from '../../lib/stock/vehicle.ts';
import { frameAngle, frameForDrag, frameForKey, hotspotsAt, nextFrame } from '../../lib/vehicle/spin.ts';
import { SpinHotspots } from './SpinHotspots.tsx';
import { useAutoRotate } from './useAutoRotate.ts';
import { useSpinPreload } from './useSpinPreload.ts';

export interface SpinViewerProps {
  /** Exterior spin frames in order (the car's spin_images); 360° spread evenly across them. */
  frames: string[];
  /** The car's spin_interior_image: adds an "Interior view" toggle. */
  interiorImage: string | null;
  hotspots: Hotspots | null;
  /** The car's title; the images' alt texts start with it. */
  alt: string;
  /** Rotate by itself once loaded (not under prefers-reduced-motion). */
  autoRotate: boolean;
}

type Drag = { pointer: number; x: number; from: number };

export default function SpinViewer({ frames, interiorImage, hotspots, alt, autoRotate }: SpinViewerProps) {
  const count = frames.length;
  const interiorSrc = interiorImage?.trim() ? interiorImage : null;
  const { ready, percent } = useSpinPreload(frames);
  const [frame, setFrame] = useState(0);
  const [interior, setInterior] = useState(count === 0);
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const advance = useCallback(() => setFrame((f) => nextFrame(f, 1, count)), [count]);
  const canRotate = autoRotate && count > 1;
  const [playing, setPlaying] = useAutoRotate(canRotate, ready && !interior && !dragging, advance);
  const interact = () => setPlaying(false);

  if (count === 0 && !interiorSrc) return null;

  const angle = Math.round(frameAngle(frame, count));
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };

  return (
    <section className="spin" aria-label={`${alt} 360° view`}>
      <div className="spin__view">
        {interior && interiorSrc ? (
          <img src={interiorSrc} alt={`${alt}, interior view`} width={600} height={400} className="spin__image" />
        ) : (
          <div
            className="spin__stage"
            role="slider"
            tabIndex={0}
            aria-roledescription="360 degree viewer"
            aria-label={`${alt}, 360° view`}
            aria-describedby={hintId}
            aria-disabled={ready ? undefined : true}
            aria-orientation="horizontal"
            aria-valuemin={0}
            aria-valuemax={Math.round(frameAngle(count - 1, count))}
            aria-valuenow={angle}
            aria-valuetext={`${angle}°`}
            data-frame={frame}
            data-ready={ready}
            data-dragging={dragging || undefined}
            onKeyDown={(event) => {
              if (!ready) return;
              const next = frameForKey(frame, event.key, count);
              if (next === null) return;
              event.preventDefault();
              interact();
              setFrame(next);
            }}
            onPointerDown={(event) => {
              if (!ready || !event.isPrimary || event.button !== 0) return;
              interact();
              drag.current = { pointer: event.pointerId, x: event.clientX, from: frame };
              setDragging(true);
              try {
                event.currentTarget.setPointerCapture?.(event.pointerId);
              } catch {
                // No such active pointer (a synthetic event): dragging still works inside the stage.
              }
            }}
            onPointerMove={(event) => {
              const at = drag.current;
              if (at?.pointer !== event.pointerId) return;
              setFrame(frameForDrag(at.from, event.clientX - at.x, count));
            }}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            onLostPointerCapture={endDrag}
          >
            <img
              src={frames[frame]}
              alt={`${alt}, 360° view, ${angle}°`}
              width={600}
              height={400}
              draggable={false}
              className="spin__image"
            />
          </div>
        )}
        {ready && (
          <SpinHotspots
            key={interior ? 'interior' : 'exterior'}
            spots={interior ? hotspotsAt(hotspots?.interior, 0) : hotspotsAt(hotspots?.exterior, frame)}
            label={interior ? 'Interior features' : 'Exterior features'}
            onOpen={interact}
          />
        )}
        <p role="status" className={ready || interior ? 'visually-hidden' : 'spin__status'}>
          {ready ? '' : `Loading 360° view… ${percent}%`}
        </p>
      </div>
      <div className="spin__controls">
        {!interior && (
          <p id={hintId} className="spin__hint">
            Drag or use the arrow keys to rotate
          </p>
        )}
        {canRotate && ready && !interior && (
          <button type="button" className="spin__button" onClick={() => setPlaying(!playing)}>
            {playing ? 'Pause rotation' : 'Play rotation'}
          </button>
        )}
        {interiorSrc && count > 0 && (
          <button
            type="button"
            className="spin__button"
            aria-pressed={interior}
            onClick={() => {
              interact();
              setInterior(!interior);
            }}
          >
            Interior view
          </button>
        )}
      </div>
    </section>
  );
}
