/**
 * The vehicle's media in the tenant's default mode (spec §4: spinner, gallery or interior), with a
 * switch between the modes this car has media for.
 */
import { useState } from 'react';
import type { MediaMode } from '../../lib/vehicle/spin.ts';
import Gallery, { type GalleryProps } from './Gallery.tsx';
import SpinViewer, { type SpinViewerProps } from './SpinViewer.tsx';

const MODE_LABELS: Record<MediaMode, string> = { gallery: 'Photos', spinner: '360° view', interior: 'Interior' };

export interface MediaViewerProps {
  modes: MediaMode[];
  initial: MediaMode;
  gallery: GalleryProps;
  spin: SpinViewerProps;
}

export default function MediaViewer({ modes, initial, gallery, spin }: MediaViewerProps) {
  const [mode, setMode] = useState(initial);
  // The spin viewer has its own interior toggle; a car with only an interior photo opens on it.
  const spinModes = modes.filter((m) => m !== 'interior');
  const switchable = spinModes.length > 1;
  return (
    <div className="media-viewer">
      {switchable && (
        <div className="media-viewer__modes" role="group" aria-label="How to view this vehicle">
          {spinModes.map((m) => (
            <button key={m} type="button" className="chip" aria-pressed={mode === m} onClick={() => setMode(m)}>
              {MODE_LABELS[m]}
            </button>
          ))}
        </div>
      )}
      {mode === 'gallery' ? <Gallery {...gallery} /> : <SpinViewer {...spin} />}
    </div>
  );
}
