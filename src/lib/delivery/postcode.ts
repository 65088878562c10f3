// The postcode field of the delivery calculator (spec/shopping.md §5, §8; spec/site.md §5, §8).

/** spec/site.md §5: "field limited to 4 characters" (the input's maxLength). */
export const POSTCODE_MAX_LENGTH = 4;

/** spec/shopping.md §5, §8: an empty postcode. */
const EMPTY_POSTCODE_TEXT = 'Please enter a postcode.';

/** spec/site.md §5, §8: a postcode that is not exactly 4 digits. */
export const INVALID_POSTCODE_TEXT = 'Invalid postcode. Please enter a 4-digit number.';

/** spec/site.md §5: "exactly 4 digits" (no trimming; `validatePostcode` trims first). */
export const POSTCODE_PATTERN = /^\d{4}$/;

/**
 * The error text for what a shopper typed, or null when it is a valid postcode. Surrounding spaces
 * are ignored (a pasted " 4000"), so callers should send `input.trim()`.
 */
export function validatePostcode(input: string): string | null {
  const postcode = input.trim();
  if (postcode === '') return EMPTY_POSTCODE_TEXT;
  return POSTCODE_PATTERN.test(postcode) ? null : INVALID_POSTCODE_TEXT;
}
