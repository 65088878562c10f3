import { describe, expect, it } from 'vitest';
import { leadToAdf } from '../../src/lib/leads/adf.ts';
import { escapeXml } from '../../src/lib/format/html.ts';
import { CAR, lead } from '../fixtures/adf-lead.ts';

describe('escaping — brief: "Everything from data MUST be XML-escaped (& < > " \' and strip characters illegal in XML 1.0 such as \\u0000-\\u0008)"', () => {
  it.each([
    ['<script>', '&lt;script&gt;'],
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    [`"quoted" 'single'`, '&quot;quoted&quot; &apos;single&apos;'],
    ['a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\uFFFEh\uFFFF', 'abcdefgh'],
    ['tab\tnew\nline\r', 'tab\tnew\nline\r'],
    ['lone \uD800 surrogate; pair 😀 kept', 'lone  surrogate; pair 😀 kept'],
  ])('%j → %j', (input, expected) => {
    expect(escapeXml(input)).toBe(expected);
  });

  it('`<script>` in comments comes out as `&lt;script&gt;`', () => {
    const xml = leadToAdf(lead({ customer: { ...lead().customer, comments: '<script>alert("x")</script>' } }));
    expect(xml).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(xml).not.toContain('<script>');
  });

  it('escapes every field from data, attributes included', () => {
    const xml = leadToAdf(
      lead({
        id: 'a<b',
        kind: 'enquiry&co',
        vehicle: { ...CAR, make: 'Rolls & Royce', model: 'A"B', stock: "O'Brien" },
        customer: { ...lead().customer, firstName: '<b>Jane</b>', email: 'j&j@example.com' },
        vendor: { name: 'Smith & Sons', dealershipSlug: 'x>y', url: 'https://x.example/?a=1&b=2' },
        provider: { name: 'Fore"court' },
      }),
    );
    for (const escaped of [
      'a&lt;b',
      'enquiry&amp;co',
      'Rolls &amp; Royce',
      'A&quot;B',
      'O&apos;Brien',
      '&lt;b&gt;Jane&lt;/b&gt;',
      'j&amp;j@example.com',
      'Smith &amp; Sons',
      'x&gt;y',
      '?a=1&amp;b=2',
      'source="Fore&quot;court"',
    ]) {
      expect(xml).toContain(escaped);
    }
    // Outside markup no raw &, < or > survive: every & starts an entity.
    expect(xml.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/&/);
  });

  it('a name made only of illegal characters counts as empty and is left out', () => {
    expect(leadToAdf(lead({ customer: { ...lead().customer, lastName: '\u0000\u0001' } }))).not.toContain(
      'part="last"',
    );
  });
});
