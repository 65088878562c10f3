// spec/shopping.md §4 "Dealer comments expand and collapse (truncated at 400 characters)", §5
// "Dealer comments: empty, or only a separator, shows 'Dealer comments are pending. Please check
// back here later.'; segments split on '|'", §5 "Rego expiry: nothing if the date is past;
// otherwise 'Expires on {date}'".
import { describe, expect, it } from 'vitest';
import { commentSegments, dealerComments, truncateComments } from '../../src/lib/vehicle/comments.ts';
import { regoExpiryText } from '../../src/lib/vehicle/rego.ts';

const PENDING = { kind: 'pending', text: 'Dealer comments are pending. Please check back here later.' };

describe('dealer comments', () => {
  it.each([
    ['null', null],
    ['empty', ''],
    ['only a separator', '|'],
    ['only separators and spaces', ' | || '],
  ])('%s shows the pending text', (_name, text) => {
    expect(dealerComments(text)).toEqual(PENDING);
  });

  it('segments split on "|", trimmed, empty ones dropped', () => {
    expect(commentSegments('One owner|Full service history| |Tow bar and tub liner|')).toEqual([
      'One owner',
      'Full service history',
      'Tow bar and tub liner',
    ]);
  });

  it('short comments need no expand/collapse', () => {
    expect(dealerComments('One owner|Full service history')).toEqual({
      kind: 'comments',
      segments: ['One owner', 'Full service history'],
      collapsed: null,
    });
  });

  it('exactly 400 characters is not truncated', () => {
    const text = 'a'.repeat(400);
    expect(truncateComments(text)).toBe(text);
    expect(dealerComments(text)).toMatchObject({ collapsed: null });
  });

  it('longer text is cut at the last word boundary within 400 characters, with "…"', () => {
    const text = `${'word '.repeat(79)}wordy tail`; // 395 + 10 characters
    const cut = truncateComments(text);
    expect(cut).toBe(`${'word '.repeat(78)}word…`);
    expect(cut.length - 1).toBeLessThanOrEqual(400);
  });

  it('a single 500-character token is cut at 400', () => {
    expect(truncateComments('x'.repeat(500))).toBe(`${'x'.repeat(400)}…`);
  });

  it('trailing punctuation before the cut is dropped', () => {
    expect(truncateComments('Great car, one owner, full history', 22)).toBe('Great car, one owner…');
  });

  it('the collapsed view keeps whole segments that fit and truncates the one crossing 400', () => {
    const first = 'f'.repeat(300);
    const second = `${'second '.repeat(30)}`.trim(); // 209 characters
    const result = dealerComments(`${first}|${second}|third`);
    expect(result.kind).toBe('comments');
    if (result.kind !== 'comments') return;
    expect(result.segments).toHaveLength(3);
    // 100 characters are left after the first segment: 14 whole words of the second fit.
    expect(result.collapsed).toEqual([first, `${Array(14).fill('second').join(' ')}…`]);
    expect(result.collapsed!.join('').length).toBeLessThanOrEqual(401);
  });
});

describe('rego expiry', () => {
  const NOW = new Date('2026-05-10T02:00:00Z'); // 10 May 2026, noon in Brisbane

  it.each([
    ['a future date', '2027-03-14', 'Expires on 14 March 2027'],
    ['today is not past', '2026-05-10', 'Expires on 10 May 2026'],
    ['a full ISO date-time is read by its day', '2027-04-30T00:00:00Z', 'Expires on 30 April 2027'],
    ['yesterday is past: nothing', '2026-05-09', null],
    ['missing: nothing', null, null],
    ['blank: nothing', '', null],
    ['not a date: nothing', 'soon', null],
    ['not a real date: nothing', '2027-02-30', null],
  ])('%s', (_name, value, expected) => {
    expect(regoExpiryText(value, NOW)).toBe(expected);
  });

  it('"today" is the Brisbane date, not UTC', () => {
    // 14:30 UTC on 9 May is 00:30 on 10 May in Brisbane: a rego expiring on the 9th has expired.
    expect(regoExpiryText('2026-05-09', new Date('2026-05-09T14:30:00Z'))).toBeNull();
    expect(regoExpiryText('2026-05-09', new Date('2026-05-09T13:30:00Z'))).toBe('Expires on 9 May 2026');
  });
});
