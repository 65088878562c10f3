// spec/shopping.md §2 "/cars/{slug} … also the public URL used for sharing", §4 "Copy link: shows
// 'Copied' for 1.5 s; the sidebar Share shows toast 'Copied {car name} to your clipboard!' for 3 s",
// §9 "share popup 550x400; share window poll 1 s. Share icons: Facebook, Twitter (can be hidden),
// WhatsApp, email, SMS, copy link".
import { describe, expect, it } from 'vitest';
import {
  COPIED_MS,
  COPIED_TEXT,
  copiedToast,
  SHARE_POLL_MS,
  shareLinks,
  sharePopupFeatures,
  TOAST_MS,
  vehicleShareUrl,
} from '../../src/lib/vehicle/share.ts';

const URL_ = vehicleShareUrl('https://www.baysidenissan.example', '2023-nissan-x-trail-st-l-1042');
const NAME = '2023 Nissan X-Trail ST-L';

describe('share', () => {
  it('the public URL is /cars/{slug} on the tenant origin', () => {
    expect(URL_).toBe('https://www.baysidenissan.example/cars/2023-nissan-x-trail-st-l-1042');
  });

  it('timings and popup size', () => {
    expect([COPIED_MS, TOAST_MS, SHARE_POLL_MS]).toEqual([1500, 3000, 1000]);
    expect(COPIED_TEXT).toBe('Copied');
  });

  it('Facebook, Twitter, WhatsApp, email, SMS, copy link', () => {
    const u = encodeURIComponent(URL_);
    const msg = encodeURIComponent(`${NAME} ${URL_}`);
    expect(shareLinks(URL_, NAME, { twitter: true })).toEqual([
      { kind: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, popup: true },
      {
        kind: 'twitter',
        label: 'Twitter',
        href: `https://twitter.com/intent/tweet?url=${u}&text=2023%20Nissan%20X-Trail%20ST-L`,
        popup: true,
      },
      { kind: 'whatsapp', label: 'WhatsApp', href: `https://api.whatsapp.com/send?text=${msg}`, popup: false },
      {
        kind: 'email',
        label: 'Email',
        href: `mailto:?subject=2023%20Nissan%20X-Trail%20ST-L&body=${msg}`,
        popup: false,
      },
      { kind: 'sms', label: 'SMS', href: `sms:?&body=${msg}`, popup: false },
      { kind: 'copy', label: 'Copy link', href: URL_, popup: false },
    ]);
  });

  it('Twitter can be hidden', () => {
    expect(shareLinks(URL_, NAME, { twitter: false }).map((l) => l.kind)).toEqual([
      'facebook',
      'whatsapp',
      'email',
      'sms',
      'copy',
    ]);
  });

  it('the popup is 550x400, centred', () => {
    expect(sharePopupFeatures({ width: 1920, height: 1080 })).toBe('width=550,height=400,left=685,top=340');
    expect(sharePopupFeatures({ width: 400, height: 300 })).toBe('width=550,height=400,left=0,top=0');
  });

  it("toast 'Copied {car name} to your clipboard!'", () => {
    expect(copiedToast(NAME)).toBe('Copied 2023 Nissan X-Trail ST-L to your clipboard!');
  });
});
