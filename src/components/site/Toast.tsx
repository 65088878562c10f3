/**
 * The page's one toast region (spec/site.md §4 Toast), showing the toast store: the sidebar's
 * copy-link toast and the watchlist's saved and removed toasts. Rendered by an island that is on
 * the page anyway (the car page's SidebarActions, /my-garage), so it adds no island of its own.
 */
import { useStore } from '@nanostores/react';
import { $toast, dismissToast } from '../../stores/toast.ts';

export default function Toast() {
  const toast = useStore($toast);
  return (
    <div role="status" className="toast-region">
      {toast && !toast.closed && (
        <p className="toast" data-testid="toast">
          {toast.message} <button type="button" aria-label="Dismiss" onClick={dismissToast}>×</button>
        </p>
      )}
    </div>
  );
}
