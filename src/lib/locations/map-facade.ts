/**
 * The click-to-load map: an iframe whose first document is our own (srcdoc), holding one link to the
 * maps embed. Nothing from the map service loads (no script, no frame, no tiles) until the shopper
 * follows that link, which loads the embed into the same frame. It needs no JavaScript and the frame
 * keeps its size, so the page's LCP and layout stay as they were.
 */
import { escapeHtml } from '../format/html.ts';

export type FacadeColours = { primary: string; primaryText: string };

/** The frame's first document: a "Show map" link to `embedUrl`, covering the frame. */
export function mapFacadeDocument(name: string, embedUrl: string, colours: FacadeColours): string {
  const place = escapeHtml(name);
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Map of ${place}</title><style>
html,body{margin:0;height:100%;font:16px/1.4 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}
a{box-sizing:border-box;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:.6rem;height:100%;padding:1rem;text-align:center;color:#1f1f1f;text-decoration:none;background:#e4ebf0 linear-gradient(135deg,#dfe7ed 25%,transparent 25%,transparent 50%,#dfe7ed 50%,#dfe7ed 75%,transparent 75%) 0 0/48px 48px}
.b{background:${colours.primary};color:${colours.primaryText};padding:.7rem 1.2rem;border-radius:6px;font-weight:600}
a:focus-visible .b,a:hover .b{outline:3px solid ${colours.primary};outline-offset:3px}
</style></head><body><a href="${escapeHtml(embedUrl)}"><span class="b">Show map</span><span>${place} on Google Maps</span></a></body></html>`;
}
