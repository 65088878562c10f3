const dollars = (fractionDigits: number) =>
  new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
const wholeDollars = dollars(0);
const dollarsAndCents = dollars(2);

/**
 * Australian dollars, the one currency format: whole dollars as prices are shown, e.g. 45990 →
 * "$45,990" (spec: $ with thousands commas, no decimals); or with cents, 'always' ("$42.50", a
 * weekly fuel bill) or 'where-any' ("$912.25" but "$395", a fee).
 */
export function formatPrice(amount: number, cents: 'never' | 'always' | 'where-any' = 'never'): string {
  const withCents = cents === 'always' || (cents === 'where-any' && !Number.isInteger(amount));
  return withCents ? dollarsAndCents.format(amount) : wholeDollars.format(Math.round(amount));
}

const count = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** Odometer reading with the spec's ' kms' suffix, e.g. 12345 → "12,345 kms". */
export function formatKms(km: number): string {
  return `${count.format(km)} kms`;
}

export function formatCount(n: number): string {
  return count.format(n);
}
