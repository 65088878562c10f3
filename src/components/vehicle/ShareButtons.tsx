/**
 * Share a car (spec §2, §4, §9): Facebook and Twitter in a 550×400 popup, watched every second until
 * it closes, WhatsApp, email, SMS, and copy link ('Copied' for 1.5 s, and the toast 'Copied {car
 * name} to your clipboard!' for 3 s, shown by the page's toast region, ../site/Toast.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import {
  COPIED_MS,
  COPIED_TEXT,
  SHARE_POLL_MS,
  TOAST_MS,
  copiedToast,
  shareLinks,
  sharePopupFeatures,
} from '../../lib/vehicle/share.ts';
import { showToast } from '../../stores/toast.ts';

export default function ShareButtons({ url, carName, twitter }: { url: string; carName: string; twitter: boolean }) {
  const [copied, setCopied] = useState(false);
  const poll = useRef<ReturnType<typeof setInterval>>(undefined);
  useEffect(() => () => clearInterval(poll.current), []);
  // §9 "share window poll 1 s": once the shopper closes the share window, focus is back on the
  // link that opened it. One window at a time: every popup is named 'share'.
  const watch = (popup: Window, link: HTMLElement) => {
    clearInterval(poll.current);
    poll.current = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(poll.current);
      link.focus();
    }, SHARE_POLL_MS);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
    } catch (error) {
      console.warn('Copying the link failed', error);
      return;
    }
    setCopied(true);
    setTimeout(() => setCopied(false), COPIED_MS);
    showToast(copiedToast(carName), TOAST_MS);
  };
  return (
    <div className="share">
      <p className="share__heading">Share</p>
      <ul className="share__links">
        {shareLinks(url, carName, { twitter }).map((link) => (
          <li key={link.kind}>
            {link.kind === 'copy' ? (
              <button type="button" className="chip" onClick={() => void copy()}>
                {copied ? COPIED_TEXT : link.label}
              </button>
            ) : (
              <a
                className="chip"
                href={link.href}
                target={link.popup ? '_blank' : undefined}
                rel={link.popup ? 'noopener' : undefined}
                onClick={(event) => {
                  if (!link.popup) return;
                  const popup = window.open(link.href, 'share', sharePopupFeatures(window.screen));
                  if (!popup) return; // blocked: the link opens a tab instead
                  event.preventDefault();
                  popup.opener = null;
                  watch(popup, event.currentTarget);
                }}
              >
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
