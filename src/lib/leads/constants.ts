// The lead forms' default categories and Request Photos text.
// Plain data with no imports: rules that run in the browser read these without pulling in the
// zod schema of options.ts, which is built when its module loads.

/** Enquiry categories where the dealer sets none (site.md §5 names only General Enquiry: docs/leads-api.md). */
export const DEFAULT_CATEGORIES = [
  'General Enquiry',
  'Sales Enquiry',
  'Finance Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Careers Enquiry',
] as const;
/** The Request Photos form's hidden field (shopping.md §3), where the dealer sets no text of its own. */
export const DEFAULT_PHOTOS_REQUEST = 'Please send me more photos of this vehicle.';
