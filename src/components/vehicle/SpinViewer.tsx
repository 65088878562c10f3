/**
 * The 360° spin view (spec/shopping.md §2, §4 Detail view, §9 Spin): it preloads every frame and
 * only then rotates, by dragging (one frame per 20 px) or the left and right arrow keys; optional
 * auto-rotate steps every 100 ms until the first interaction, with Pause/Play; hotspots on the
 * frame in view; and an interior view with its own hotspots. The frame maths is lib/vehicle/spin.ts.
 */
import { useCallback, useId, useState } from 'react';
import type { Hotspots } from '../../lib/stock/vehicle.ts';
import { hotspotsAt, nextFrame } from '../../lib/vehicle/spin.ts';
import { SpinHotspots } from './SpinHotspots.tsx';
import { SpinStage, useDragState } from './SpinStage.tsx';
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

export default function SpinViewer({ frames, interiorImage, hotspots, alt, autoRotate }: SpinViewerProps) {
  const count = frames.length;
  const interiorSrc = interiorImage?.trim() ? interiorImage : null;
  const { ready, percent } = useSpinPreload(frames);
  const [frame, setFrame] = useState(0);
  const [interior, setInterior] = useState(count === 0);
  const drag = useDragState();
  const hintId = useId();

  const advance = useCallback(() => setFrame((f) => nextFrame(f, 1, count)), [count]);
  const canRotate = autoRotate && count > 1;
  const [playing, setPlaying] = useAutoRotate(canRotate, ready && !interior && !drag.dragging, advance);
  const interact = () => setPlaying(false);
  const toggleInterior = () => {
    interact();
    setInterior(!interior);
  };

  if (count === 0 && !interiorSrc) return null;

  return (
    <section className="spin" aria-label={`${alt} 360° view`}>
      <div className="spin__view">
        {interior && interiorSrc ? (
          <img src={interiorSrc} alt={`${alt}, interior view`} width={600} height={400} className="spin__image" />
        ) : (
          <SpinStage
            frames={frames}
            frame={frame}
            setFrame={setFrame}
            alt={alt}
            hintId={hintId}
            ready={ready}
            drag={drag}
            interact={interact}
          />
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
      <SpinControls
        hintId={hintId}
        interior={interior}
        rotation={canRotate && !interior ? { playing, setPlaying, ready } : null}
        toggleInterior={interiorSrc && count > 0 ? toggleInterior : null}
      />
    </section>
  );
}

/** The rotate hint, Pause/Play while auto-rotate may run, and the interior toggle when there is an interior. */
function SpinControls({
  hintId,
  interior,
  rotation,
  toggleInterior,
}: {
  hintId: string;
  interior: boolean;
  rotation: { playing: boolean; setPlaying: (playing: boolean) => void; ready: boolean } | null;
  toggleInterior: (() => void) | null;
}) {
  return (
    <div className="spin__controls">
      {!interior && (
        <p id={hintId} className="spin__hint">
          Drag or use the arrow keys to rotate
        </p>
      )}
      {rotation && (
        // In its place, unseen, until the frames have loaded: appearing then would move the buttons after it.
        <button
          type="button"
          className="spin__button"
          hidden={!rotation.ready}
          onClick={() => rotation.setPlaying(!rotation.playing)}
        >
          {rotation.playing ? 'Pause rotation' : 'Play rotation'}
        </button>
      )}
      {toggleInterior && (
        <button type="button" className="spin__button" aria-pressed={interior} onClick={toggleInterior}>
          Interior view
        </button>
      )}
    </div>
  );
}
