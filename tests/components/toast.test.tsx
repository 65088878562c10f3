// spec/site.md §3 "Toast: one message with a closed flag" and §4 "Toast: a new toast replaces the
// earlier one (one at a time). Dismiss marks it closed; removal follows after a very long delay.
// The copy toast lasts 3 seconds."; spec/shopping.md §4 "Copy link: shows 'Copied' for 1.5 s; the
// sidebar Share shows toast 'Copied {car name} to your clipboard!' for 3 s" and §9 "share popup
// 550x400; share window poll 1 s".
//
// The real toast store and the real toast region (components/site/Toast.tsx), as the car page's
// SidebarActions island and /my-garage render it.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Toast from '../../src/components/site/Toast.tsx';
import SidebarActions, { type SidebarActionsProps } from '../../src/components/vehicle/SidebarActions.tsx';
import { $toast, dismissToast, showToast } from '../../src/stores/toast.ts';

/** "A very long delay": a closed toast is still in the store after a minute, and gone after an hour. */
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

const NAME = '2023 Nissan X-Trail ST-L';
const URL_ = 'https://www.baysidenissan.example/cars/2023-nissan-x-trail-st-l-1042';

/** The toast on screen, without its Dismiss button's ×; null when none shows. */
const shown = () => screen.queryByTestId('toast')?.firstChild?.textContent?.trim() ?? null;
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  $toast.set(null);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('toast (spec/site.md §4)', () => {
  it('islands that each render a region still show one toast, in whichever mounted first', () => {
    render(
      <>
        <Toast />
        <Toast />
      </>,
    );
    act(() => showToast('Saved 2023 MG ZS Excite to your watchlist', 3000));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });

  it('a new toast replaces the earlier one (one at a time)', () => {
    render(<Toast />);
    act(() => showToast('Saved 2023 MG ZS Excite to your watchlist', 3000));
    advance(2000);
    act(() => showToast('Removed 2023 MG ZS Excite from your watchlist', 3000));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(shown()).toBe('Removed 2023 MG ZS Excite from your watchlist');
    // The first toast's time runs out: it no longer closes the one that replaced it.
    advance(1000);
    expect(shown()).toBe('Removed 2023 MG ZS Excite from your watchlist');
    advance(2000);
    expect(shown()).toBeNull();
  });

  it('Dismiss marks it closed; removal follows after a very long delay', () => {
    render(<Toast />);
    act(() => showToast('Saved 2023 MG ZS Excite to your watchlist', 3000));
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(shown()).toBeNull();
    expect($toast.get()).toMatchObject({ message: 'Saved 2023 MG ZS Excite to your watchlist', closed: true });
    advance(MINUTE_MS);
    expect($toast.get()).toMatchObject({ closed: true });
    advance(HOUR_MS);
    expect($toast.get()).toBeNull();
  });

  it('a toast that times out is closed, then removed as long after; a newer toast is not removed by the earlier one', () => {
    act(() => showToast('First', 3000));
    advance(3000);
    expect($toast.get()).toMatchObject({ message: 'First', closed: true });
    act(() => showToast('Second', 3000));
    act(() => dismissToast());
    advance(MINUTE_MS);
    expect($toast.get()).toMatchObject({ message: 'Second', closed: true });
    advance(HOUR_MS);
    expect($toast.get()).toBeNull();
  });
});

describe("the sidebar's share tools (SidebarActions)", () => {
  const props: SidebarActionsProps = {
    favourite: null,
    pdf: null,
    share: { url: URL_, carName: NAME, twitter: true },
    viewed: { id: 1042, stocknum: 'N1042', make: 'Nissan', model: 'X-Trail', body: 'SUV', simple_body: 'SUV' },
  };

  it("the copy toast lasts 3 seconds: 'Copied {car name} to your clipboard!', and the button reads 'Copied' for 1.5 s", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<SidebarActions {...props} />);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(screen.getByRole('status').textContent).toContain(`Copied ${NAME} to your clipboard!`);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy();
    advance(1500);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    advance(1499);
    expect(shown()).toBe(`Copied ${NAME} to your clipboard!`);
    advance(1);
    expect(shown()).toBeNull();
  });

  it('share popup 550x400; share window poll 1 s: when the window closes, focus is back on its link', () => {
    const popup = { closed: false, opener: window as Window | null };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    render(<SidebarActions {...props} />);
    const link = screen.getByRole('link', { name: 'Facebook' });
    fireEvent.click(link);
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('facebook.com/sharer'),
      'share',
      expect.stringMatching(/^width=550,height=400,/),
    );
    expect(popup.opener).toBeNull();
    link.blur();
    advance(1000);
    expect(document.activeElement).not.toBe(link);
    popup.closed = true;
    advance(999);
    expect(document.activeElement).not.toBe(link);
    advance(1);
    expect(document.activeElement).toBe(link);
  });
});
