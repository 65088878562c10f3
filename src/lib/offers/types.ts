/** An offer as a site shows it (spec/site.md §3 Offer), resolved from its file for one site. */
export interface Offer {
  id: string;
  /** Its page on this site: /offers/{id}, or /offers/{manufacturer}/{id} on a site of several makes. */
  path: string;
  /** The other form of its address, which redirects to `path`; null when there is none. */
  otherPath: string | null;
  name: string;
  category: string | null;
  image: string | null;
  imageAlt: string;
  manufacturer: { name: string; slug: string } | null;
  model: { name: string; slug: string; overrideUrl: string | null } | null;
  /** First and last day (YYYY-MM-DD, the dealer's calendar); null for open-ended. */
  start: string | null;
  expiry: string | null;
  /** The description as sanitised HTML (the spec's sanitized_description). */
  descriptionHtml: string;
  /** The same as plain text: what is shortened to 160 characters, and the meta description. */
  descriptionText: string;
  disclaimer: string | null;
}
