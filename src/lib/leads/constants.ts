// The lead forms' default categories, Request Photos text and userData limits.
// Plain data with no imports: rules that run in the browser read these without pulling in a zod
// schema (options.ts, form-schema.ts), which is built when its module loads.

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

/**
 * The length limits of a lead's userData (./schema.ts userDataSchema), in UTF-16 units (what zod
 * counts). buildUserData (./attribution.ts) cuts to the same limits, so a long URL or user agent
 * never costs a lead.
 */
export const USER_DATA_LIMITS = {
  category: 100,
  leadId: 64,
  url: 2000,
  userAgent: 500,
  visitedPages: 50,
  paramName: 100,
  paramValue: 500,
} as const;
