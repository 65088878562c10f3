/**
 * Display form of an Australian phone number: "+61" becomes "0" and ten-digit numbers are grouped
 * 2-4-4 (spec: "+61 prefix becomes 0, grouped 2-4-4"), e.g. "+61733001234" → "07 3300 1234".
 * Numbers of any other length (13 numbers, 1300 numbers) keep their digits ungrouped.
 */
export function formatPhone(raw: string): string {
  const digits = raw.replace(/[^\d+]/g, '').replace(/^\+61/, '0');
  if (/^0\d{9}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
  return digits;
}

/** The tel: URI keeps the international form so it dials from anywhere. */
export function telHref(raw: string): string {
  const digits = raw.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') ? `+61${digits.slice(1)}` : digits}`;
}
