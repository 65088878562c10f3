/**
 * Dealer comments (spec/shopping.md §4 Detail view, §5, §9): segments split on '|', a pending text
 * when there are none, and a collapsed view cut at 400 characters that the shopper can expand.
 */

const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';
/** §9: "Dealer comments truncated at 400 characters." */
const COMMENTS_TRUNCATE_AT = 400;
export const COMMENTS_TOGGLE = { more: 'Read More', less: 'Read Less' } as const;

export type DealerComments =
  | { kind: 'pending'; text: string }
  /** `collapsed` is null when everything fits in 400 characters: no expand/collapse toggle then. */
  | { kind: 'comments'; segments: string[]; collapsed: string[] | null };

/** The trimmed, non-empty segments of the feed's `dealercomments` ('One owner|Full service history'). */
export function commentSegments(text: string | null | undefined): string[] {
  return (text ?? '')
    .split('|')
    .map((segment) => segment.trim())
    .filter((segment) => segment !== '');
}

/**
 * `text` cut to at most `max` characters plus '…'. The cut goes back to the last space so no word
 * is split, unless that would throw away more than a fifth of the allowance (one very long "word",
 * such as a URL, is cut where it stands). Trailing punctuation before the '…' is dropped.
 */
export function truncateComments(text: string, max = COMMENTS_TRUNCATE_AT): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(' ');
  const cut = space >= max * 0.8 ? head.slice(0, space) : head;
  return `${cut.replace(/[\s,;:.\-–—|]+$/, '')}…`;
}

/**
 * The collapsed view keeps whole segments while they fit in `max` characters (separators not
 * counted) and truncates the one that crosses the limit; later segments wait for "Read More".
 */
function collapse(segments: readonly string[], max: number): string[] | null {
  if (segments.reduce((sum, segment) => sum + segment.length, 0) <= max) return null;
  const shown: string[] = [];
  let left = max;
  for (const segment of segments) {
    if (segment.length > left) {
      if (left > 0) shown.push(truncateComments(segment, left));
      break;
    }
    shown.push(segment);
    left -= segment.length;
  }
  return shown;
}

export function dealerComments(text: string | null | undefined, max = COMMENTS_TRUNCATE_AT): DealerComments {
  const segments = commentSegments(text);
  if (segments.length === 0) return { kind: 'pending', text: DEALER_COMMENTS_PENDING };
  return { kind: 'comments', segments, collapsed: collapse(segments, max) };
}
