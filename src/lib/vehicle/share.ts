/**
 * Sharing a car (spec/shopping.md §2 /cars/{slug} is the public URL used for sharing, §4 copy
 * link, §9 share icons and timings).
 */
import { absoluteUrl } from '../seo/urls.ts';

/** §9: "share popup 550x400; share window poll 1 s". */
const SHARE_POPUP = { width: 550, height: 400 } as const;
export const SHARE_POLL_MS = 1000;
/** §4: the copy button reads 'Copied' for 1.5 s; the sidebar's toast stays 3 s. */
export const COPIED_MS = 1500;
export const TOAST_MS = 3000;
export const COPIED_TEXT = 'Copied';

type ShareKind = 'facebook' | 'twitter' | 'whatsapp' | 'email' | 'sms' | 'copy';
export type ShareLink = {
  kind: ShareKind;
  label: string;
  /** For 'copy', the URL to put on the clipboard. */
  href: string;
  /** Facebook and Twitter open in a SHARE_POPUP window; the others hand over to an app. */
  popup: boolean;
};

/** The public URL of a car page: the tenant's origin + /cars/{slug}. */
export function vehicleShareUrl(siteUrl: string, slug: string): string {
  return absoluteUrl(siteUrl, `/cars/${encodeURIComponent(slug)}`);
}

/**
 * §9 icons in order: Facebook, Twitter (hidden when `twitter` is false), WhatsApp, email, SMS, copy
 * link. mailto: and sms: take percent-encoding (a '+' would show as a plus sign), and iOS reads the
 * body of 'sms:?&body=' only with the '&', so that form is kept.
 */
export function shareLinks(url: string, carName: string, opts: { twitter: boolean }): ShareLink[] {
  const u = encodeURIComponent(url);
  const message = encodeURIComponent(`${carName} ${url}`);
  const links: ShareLink[] = [
    { kind: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, popup: true },
    {
      kind: 'twitter',
      label: 'Twitter',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(carName)}`,
      popup: true,
    },
    { kind: 'whatsapp', label: 'WhatsApp', href: `https://api.whatsapp.com/send?text=${message}`, popup: false },
    {
      kind: 'email',
      label: 'Email',
      href: `mailto:?subject=${encodeURIComponent(carName)}&body=${message}`,
      popup: false,
    },
    { kind: 'sms', label: 'SMS', href: `sms:?&body=${message}`, popup: false },
    { kind: 'copy', label: 'Copy link', href: url, popup: false },
  ];
  return links.filter((link) => link.kind !== 'twitter' || opts.twitter);
}

/**
 * window.open features of a centred share popup on a screen of the given size. No 'noopener': it
 * makes window.open return null, and the 1 s poll needs the window to see it close; set
 * `popup.opener = null` after opening instead.
 */
export function sharePopupFeatures(screen: { width: number; height: number }): string {
  const left = Math.max(0, Math.round((screen.width - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round((screen.height - SHARE_POPUP.height) / 2));
  return `width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top}`;
}

/** §4: the sidebar Share toast. */
export function copiedToast(carName: string): string {
  return `Copied ${carName} to your clipboard!`;
}
