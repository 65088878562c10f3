// Text in the budget finder's money inputs (spec/site.md §5): a $ prefix and thousands separators.
// Parsing accepts what formatting produces, so an input can be reformatted on every keystroke
// without losing the number.
import { formatPrice } from '../format/money.ts';

/** "$12,500" → 12500; "" or "abc" → 0 (junk is 0, never NaN). Not clamped: see clampMoney. */
export function parseMoneyInput(text: string): number {
  const bare = text.trim().replace(/^\$/, '').replace(/[,\s]/g, '');
  if (bare === '') return 0;
  const n = Number(bare);
  // Number() rather than parseFloat: "12abc" is not 12, it is not a number (spec: becomes 0).
  return Number.isFinite(n) ? n : 0;
}

/** 12500 → "$12,500" (whole dollars, as prices are shown). */
export function formatMoneyInput(amount: number): string {
  return formatPrice(amount);
}
