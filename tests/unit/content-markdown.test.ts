// Content Markdown renders safely (rehype-sanitize): an XSS payload in a page or post renders
// inert, and the site's figures go in as text.
import { describe, expect, it } from 'vitest';
import { markdownUses, renderContentMarkdown } from '../../src/lib/content/markdown.ts';

const facts = {
  variables: {
    'returns.days': '14',
    'dealer.name': '<img src=x onerror=alert(1)> Motors',
    'search.path': '/search/used-cars',
    'evil.link': 'javascript:alert(1)',
  },
  conditions: { returns: true, fees: false },
};
const render = (markdown: string) => renderContentMarkdown(markdown, facts);

describe('an XSS payload in Markdown renders inert', () => {
  it.each([
    ['a script element', '<script>alert(1)</script>'],
    ['an event handler', '<img src="x" onerror="alert(1)">'],
    ['an SVG onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ['a javascript: link in Markdown', '[win a car](javascript:alert(1))'],
    ['a javascript: link in HTML', '<a href="javascript:alert(1)">win a car</a>'],
    ['a data: URL', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a style element', '<style>body{display:none}</style>'],
    ['an inline style', '<p style="position:fixed;inset:0">cover</p>'],
    ['a form', '<form action="https://evil.example"><input name="card"></form>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
    ['a hidden object', '<object data="x.swf"></object><embed src="x.swf">'],
  ])('%s', (_name, payload) => {
    const html = render(`Before.\n\n${payload}\n\nAfter.`);
    expect(html).not.toMatch(/<(script|iframe|style|form|input|meta|object|embed|svg)\b/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/(javascript|data):/i);
    expect(html).not.toMatch(/style=/i);
    expect(html).toContain('<p>After.</p>');
  });

  it('keeps the safe HTML an editor may want: details, tables, line breaks', () => {
    expect(render('<details><summary>More</summary>\n\nBody\n\n</details>')).toContain(
      '<details><summary>More</summary>',
    );
    expect(render('| Fee | Amount |\n|---|---|\n| Agency | $912.25 |')).toContain('<td>$912.25</td>');
  });

  it('a variable is text, never markup, whatever its value', () => {
    expect(render('Welcome to {{dealer.name}}.')).toBe('<p>Welcome to &#x3C;img src=x onerror=alert(1)> Motors.</p>');
  });
});

describe('variables and :::when blocks', () => {
  it.each([
    ['a variable', 'Within {{returns.days}} days.', '<p>Within 14 days.</p>'],
    ['spaces inside the braces', 'Within {{ returns.days }} days.', '<p>Within 14 days.</p>'],
    ['a block whose condition holds', ':::when{has="returns"}\nMoney back.\n:::', '<p>Money back.</p>'],
    ['a block whose condition fails', ':::when{has="fees"}\nFees.\n:::', ''],
    ['a not block', ':::when{not="fees"}\nNo fees.\n:::', '<p>No fees.</p>'],
    ['nested blocks', '::::when{has="returns"}\nA.\n\n:::when{has="fees"}\nB.\n:::\n::::', '<p>A.</p>'],
    [
      'colons in running text stay text',
      'Open Mon:Fri, 8:30am. Call :now or ::soon.',
      '<p>Open Mon:Fri, 8:30am. Call :now or ::soon.</p>',
    ],
  ])('%s', (_name, markdown, html) => {
    expect(render(markdown).trim()).toBe(html);
  });

  it.each([
    [
      "a link to the site's search page, whose path differs from site to site",
      '[our stock]({{search.path}})',
      '<p><a href="/search/used-cars">our stock</a></p>',
    ],
    [
      'a value that would make the link leave the site is not filled in',
      '[x]({{evil.link}})',
      '<p><a href="%7B%7Bevil.link%7D%7D">x</a></p>',
    ],
  ])('%s', (_name, markdown, html) => {
    expect(render(markdown).trim()).toBe(html);
  });

  it('lists what a body refers to, with lines', () => {
    const uses = markdownUses(
      'Intro {{returns.days}}\n\n:::when{has="returns"}\nx\n:::\n\n:::note\ny\n:::\n\n:::when{}\nz\n:::',
    );
    expect(uses.variables).toEqual([{ name: 'returns.days', line: 1 }]);
    expect(uses.conditions).toEqual([
      { name: 'returns', line: 3 },
      { name: null, line: 11 },
    ]);
    expect(uses.unknownBlocks).toEqual([{ name: 'note', line: 7 }]);
  });
});
