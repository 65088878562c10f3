/**
 * The exterior spin's stage (spec/shopping.md §4, §9): a slider over the frames' angles that turns,
 * once every frame has loaded, by dragging (one frame per 20 px) or the left and right arrow keys.
 */
import { useRef, useState, type PointerEvent } from 'react';
import { frameAngle, frameForDrag, frameForKey } from '../../lib/vehicle/spin.ts';

type Drag = { pointer: number; x: number; from: number };
type DragState = ReturnType<typeof useDragState>;

/** The drag under way, kept by the viewer so it outlives a switch to the interior and back. */
export function useDragState() {
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState(false);
  return { drag, dragging, setDragging };
}

interface Props {
  frames: string[];
  frame: number;
  setFrame: (frame: number) => void;
  alt: string;
  /** The id of the "Drag or use the arrow keys" hint. */
  hintId: string;
  ready: boolean;
  drag: DragState;
  /** A key press or a drag is an interaction: the viewer stops auto-rotating. */
  interact: () => void;
}

export function SpinStage({ frames, frame, setFrame, alt, hintId, ready, drag, interact }: Props) {
  const count = frames.length;
  const angle = Math.round(frameAngle(frame, count));
  const dragHandlers = dragToTurn({ drag, frame, setFrame, count, ready, interact });

  return (
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
      data-dragging={drag.dragging || undefined}
      onKeyDown={(event) => {
        if (!ready) return;
        const next = frameForKey(frame, event.key, count);
        if (next === null) return;
        event.preventDefault();
        interact();
        setFrame(next);
      }}
      {...dragHandlers}
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
  );
}

/**
 * The stage's pointer handlers: dragging turns the spin one frame per 20 px from the frame it started
 * on, and the pointer is captured so the drag may leave the stage.
 */
function dragToTurn({
  drag: { drag, setDragging },
  frame,
  setFrame,
  count,
  ready,
  interact,
}: Pick<Props, 'drag' | 'frame' | 'setFrame' | 'ready' | 'interact'> & { count: number }) {
  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };
  return {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (!ready || !event.isPrimary || event.button !== 0) return;
      interact();
      drag.current = { pointer: event.pointerId, x: event.clientX, from: frame };
      setDragging(true);
      try {
        event.currentTarget.setPointerCapture?.(event.pointerId);
      } catch {
        // No such active pointer (a synthetic event): dragging still works inside the stage.
      }
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      const at = drag.current;
      if (at?.pointer !== event.pointerId) return;
      setFrame(frameForDrag(at.from, event.clientX - at.x, count));
    },
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onLostPointerCapture: endDrag,
  };
}
