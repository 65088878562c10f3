/**
 * The page's one toast region (spec/site.md §4 Toast), showing the toast store: the sidebar's
 * copy-link toast and the watchlist's saved and removed toasts. Each island that can raise a toast
 * renders one (they hydrate at different moments); only the first mounted draws the region.
 */
import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $toast, $toastRegion, dismissToast } from '../../stores/toast.ts';

export default function Toast() {
  const toast = useStore($toast);
  const region = useStore($toastRegion);
  const [me] = useState(() => Symbol('toast region'));
  useEffect(() => {
    if ($toastRegion.get() === null) $toastRegion.set(me);
    return () => {
      if ($toastRegion.get() === me) $toastRegion.set(null);
    };
  }, [me]);
  if (region !== me) return null;
  return (
    <div role="status" className="toast-region">
      {toast && !toast.closed && (
        <p className="toast" data-testid="toast">
          {toast.message}{' '}
          <button type="button" aria-label="Dismiss" onClick={dismissToast}>
            ×
          </button>
        </p>
      )}
    </div>
  );
}
