/** Whole-dollar Australian currency, e.g. 45990 → "$45,990" (spec: $ with thousands commas, no decimals). */
const wholeDollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

export function formatPrice(amount: number): string {
  return wholeDollars.format(Math.round(amount));
}

const count = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** Odometer reading with the spec's ' kms' suffix, e.g. 12345 → "12,345 kms". */
export function formatKms(km: number): string {
  return `${count.format(km)} kms`;
}

export function formatCount(n: number): string {
  return count.format(n);
}
