/** Text the vehicle feeds share: prices with their currency, and the note on cars left out. */
import type { LeftOut } from './listing.ts';

/** A price as both formats write it: the amount, then the ISO 4217 currency ("45990.00 AUD"). */
export function money(amount: number, decimals: 0 | 2): string {
  return `${amount.toFixed(decimals)} AUD`;
}

/** Ids named per reason; the rest are counted. */
const IDS_SHOWN = 20;

/**
 * An XML comment naming the cars left out and why, grouped by reason, so whoever looks after the
 * feed can fix the stock records. Empty when every car is in. Reasons are the project's own words
 * and ids are numbers, so nothing in it can end the comment early.
 */
export function leftOutComment(leftOut: readonly LeftOut[]): string[] {
  if (leftOut.length === 0) return [];
  const byReason = new Map<string, number[]>();
  for (const { id, reason } of leftOut) byReason.set(reason, [...(byReason.get(reason) ?? []), id]);
  const lines = [...byReason].map(([reason, ids]) => {
    const more = ids.length > IDS_SHOWN ? ` and ${ids.length - IDS_SHOWN} more` : '';
    return `  ${reason}: ${ids.length} (id ${ids.slice(0, IDS_SHOWN).join(', ')}${more})`;
  });
  return [`<!-- ${leftOut.length} vehicle(s) left out of this feed:`, ...lines, '-->'];
}
