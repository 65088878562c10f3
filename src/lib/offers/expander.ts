/**
 * How much of an offer's description and disclaimer a card shows at first (spec/site.md §4 Offer
 * description; §9 "Offer description truncation 160 characters; expand threshold 200; disclaimer
 * threshold 200"):
 *
 * - a description longer than 160 characters can be shortened to its first 160 ('View more' /
 *   'View less'); it starts expanded when it is at most 200, collapsed when longer;
 * - a disclaimer works the same way at 200 ('View full disclaimer' / 'View less disclaimer'): one
 *   of at most 200 characters is shown whole, a longer one starts at its first 200.
 *
 * Characters are counted as a reader sees them (code points), on the plain text.
 */

type Limits = { truncateAt: number; expandedUpTo: number };
type Labels = { more: string; less: string };

const DESCRIPTION_LIMITS: Limits = { truncateAt: 160, expandedUpTo: 200 };
const DISCLAIMER_LIMITS: Limits = { truncateAt: 200, expandedUpTo: 200 };
const DESCRIPTION_LABELS: Labels = { more: 'View more', less: 'View less' };
const DISCLAIMER_LABELS: Labels = { more: 'View full disclaimer', less: 'View less disclaimer' };

/** A text's two states: `short` is null when the text is short enough to need no toggle. */
export type Expander = Labels & { short: string | null; startsOpen: boolean };

/** How far back from the limit a cut may move to end on a whole word. */
const WORD_SLACK = 20;

/**
 * The first `limit` characters, ending on a whole word where one ends close enough, with '…'.
 * A text of at most `limit` characters comes back as it is.
 */
export function truncateText(text: string, limit: number): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  const cut = chars.slice(0, limit).join('');
  const space = cut.search(/\s\S*$/);
  const ended = space >= 0 && Array.from(cut.slice(0, space)).length >= limit - WORD_SLACK ? cut.slice(0, space) : cut;
  return `${ended.replace(/[\s.,;:!?-]+$/, '')}…`;
}

function expander(text: string, limits: Limits, labels: Labels): Expander {
  const length = Array.from(text).length;
  const short = length > limits.truncateAt ? truncateText(text, limits.truncateAt) : null;
  return { ...labels, short, startsOpen: length <= limits.expandedUpTo };
}

export const descriptionExpander = (text: string): Expander => expander(text, DESCRIPTION_LIMITS, DESCRIPTION_LABELS);
export const disclaimerExpander = (text: string): Expander => expander(text, DISCLAIMER_LIMITS, DISCLAIMER_LABELS);
