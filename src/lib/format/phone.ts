/**
 * Display form of an Australian phone number: "+61" becomes "0" and ten-digit numbers are grouped
 * 2-4-4 (spec: "+61 prefix becomes 0, grouped 2-4-4"), e.g. "+61733001234" → "07 3300 1234".
 * 1300 and 1800 numbers read 4-3-3 and six-digit 13 numbers 2-2-2 ("13 13 13"), as Australians
 * write them; anything else keeps its digits.
 */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/[^\d+]/g, '').replace(/^\+61/, '0');
  if (/^0\d{9}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  if (/^1[38]00\d{6}$/.test(digits)) return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
  if (/^13\d{4}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4)}`;
  return digits;
}

/** The tel: URI keeps the international form so it dials from anywhere. */
export function telHref(raw: string): string {
  const digits = raw.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+61${digits.slice(1)}` : digits}`;
}
