// Issue 28: the Content-Security-Policy allows exactly what the pages use. What a page uses is read
// from its HTML: inline scripts and styles (allowed by hash) and the origins its elements load from.
import { describe, expect, it } from 'vitest';
import { scanPage } from '../../src/lib/security/page-scan.ts';

const origins = (html: string) =>
  Object.fromEntries([...scanPage(html).origins].map(([kind, set]) => [kind, [...set].sort()]));

describe('scanPage: the inline code a browser runs', () => {
  it.each<[string, string, string[]]>([
    ['a classic script', '<script>go()</script>', ['go()']],
    ['a module script', '<script type="module">go()</script>', ['go()']],
    ['JSON-LD is data, not code', '<script type="application/ld+json">{"a":1}</script>', []],
    ['island data is data, not code', '<script type="application/json">[1]</script>', []],
    ['a script with a src is a file', '<script type="module" src="/_astro/a.js"></script>', []],
    ['a commented-out script never runs', '<!-- <script>no()</script> --><script>yes()</script>', ['yes()']],
    [
      'script-like text inside an attribute (an island prop) is not a script',
      '<astro-island props="{&quot;d&quot;:&quot;<script>evil()</script>&quot;}"></astro-island><script>ok()</script>',
      ['ok()'],
    ],
    ['a ">" inside a quoted attribute ends no tag', `<div title='a > b <script>x()</script>'></div>`, []],
    ['an upper-case tag', '<SCRIPT>go()</SCRIPT>', ['go()']],
  ])('%s', (_, html, scripts) => {
    expect(scanPage(html).scripts).toEqual(scripts);
  });

  it('styles, in the page and in a document framed with srcdoc (which is under the page’s policy)', () => {
    const html =
      '<head><style>a{color:red}</style></head><body><iframe srcdoc="<style>b{font:&quot;X&quot;}</style><p>hi</p>"></iframe></body>';
    expect(scanPage(html).styles).toEqual(['a{color:red}', 'b{font:"X"}']);
  });
});

describe('scanPage: the origins other than the site that elements load from', () => {
  it.each<[string, string, Record<string, string[]>]>([
    ['an image on the site itself', '<img src="/images/a.jpg">', {}],
    ['an image elsewhere', '<img src="https://photos.example.com/a.jpg">', { img: ['https://photos.example.com'] }],
    [
      'every srcset candidate',
      '<img srcset="https://a.example/1.jpg 1x, //b.example/2.jpg 2x">',
      { img: ['https://a.example', 'https://b.example'] },
    ],
    [
      'a script file',
      '<script src="https://www.googletagmanager.com/gtm.js"></script>',
      { script: ['https://www.googletagmanager.com'] },
    ],
    [
      'a framed video',
      '<iframe src="https://www.youtube.com/embed/x"></iframe>',
      { frame: ['https://www.youtube.com'] },
    ],
    [
      'a video file and its poster',
      '<video src="https://v.example/a.mp4" poster="https://p.example/a.jpg"></video>',
      { media: ['https://v.example'], img: ['https://p.example'] },
    ],
    [
      'a stylesheet',
      '<link rel="stylesheet" href="https://fonts.example/a.css">',
      { style: ['https://fonts.example'] },
    ],
    [
      'a link to a page loads nothing',
      '<a href="https://www.facebook.com/x">f</a><link rel="canonical" href="https://dealer.example/">',
      {},
    ],
    ['a form posting elsewhere', '<form action="https://crm.example/in"></form>', { form: ['https://crm.example'] }],
  ])('%s', (_, html, expected) => {
    expect(origins(html)).toEqual(expected);
  });
});
