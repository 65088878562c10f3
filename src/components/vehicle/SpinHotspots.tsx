/**
 * The hotspots on the frame in view (spec/shopping.md §2): a button at each x/y percent that opens
 * a small note with the feature's description. One note is open at a time; Escape closes it.
 */
import { useId, useState } from 'react';
import type { PlacedHotspot } from '../../lib/vehicle/spin.ts';

interface Props {
  spots: PlacedHotspot[];
  /** Names the list, e.g. "Exterior features". */
  label: string;
  /** Opening a note is an interaction: the viewer stops auto-rotating. */
  onOpen: () => void;
}

/** A key per description that survives the frame changing (repeats get a running number). */
function keyed(spots: PlacedHotspot[]): Array<PlacedHotspot & { key: string }> {
  const seen = new Map<string, number>();
  return spots.map((spot) => {
    const n = seen.get(spot.description) ?? 0;
    seen.set(spot.description, n + 1);
    return { ...spot, key: n === 0 ? spot.description : `${spot.description}#${n}` };
  });
}

/** Notes near the right or bottom edge open towards the middle so they stay inside the image. */
function placement(spot: PlacedHotspot): string {
  const x = spot.x > 70 ? ' spin__hotspot--end' : spot.x < 30 ? ' spin__hotspot--start' : '';
  return `spin__hotspot${x}${spot.y > 65 ? ' spin__hotspot--above' : ''}`;
}

export function SpinHotspots({ spots, label, onOpen }: Props) {
  const [open, setOpen] = useState<string | null>(null);
  const id = useId();
  if (spots.length === 0) return null;
  return (
    <ul className="spin__hotspots" aria-label={label}>
      {keyed(spots).map((spot, i) => {
        const expanded = open === spot.key;
        const noteId = `${id}-${i}`;
        return (
          // A track the size of the view, moved by a transform (a percentage of its own size, so of the
          // view's): a hotspot following the turning car is not a layout shift, as left and top would be.
          <li key={spot.key} className="spin__hotspot-track" style={{ transform: `translate(${spot.x}%, ${spot.y}%)` }}>
            <div className={placement(spot)}>
              <button
                type="button"
                className="spin__hotspot-button"
                aria-expanded={expanded}
                aria-controls={noteId}
                onClick={() => {
                  onOpen();
                  setOpen(expanded ? null : spot.key);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && expanded) setOpen(null);
                }}
              >
                <span aria-hidden="true">+</span>
                <span className="visually-hidden">Feature: {spot.description}</span>
              </button>
              <p id={noteId} className="spin__hotspot-note" hidden={!expanded}>
                {spot.description}
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
