// A bad page or post reads like a bad tenant file: file, field (or line), expected and found. The
// site's index lists the pages and posts it has, posts newest first.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readContentFiles } from '../../src/pipeline/content.ts';
import { CONTENT_FILE_TYPES } from '../../src/lib/content/frontmatter.ts';
import { parseContentPath } from '../../src/lib/content/layers.ts';
import { resolveSiteContent } from '../../src/lib/content/site-content.ts';
import { parseContentSource } from '../../src/lib/content/source.ts';
import type { ContentFile } from '../../src/lib/content/types.ts';
import { parseTenant } from '../../src/lib/tenant/parse.ts';

const tenant = (() => {
  const parsed = parseTenant(
    {
      slug: 'example-motors',
      name: 'Example Motors',
      id: 1,
      url: 'https://example-motors.example',
      manufacturers: [],
      footerLinks: [],
    },
    'tenants/sites/example-motors.json',
  );
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  return parsed.tenant;
})();

function file(relative: string, text: string): ContentFile {
  const shown = `tenants/content/${relative}`;
  return {
    file: shown,
    path: parseContentPath(relative, CONTENT_FILE_TYPES)!,
    source: parseContentSource(shown, text),
  };
}

const page = (title: string, body = 'Text.') => `---\ntitle: ${title}\ndescription: About it.\n---\n${body}\n`;
const post = (date: string, category = 'buyer-advice') =>
  `---\ntitle: A post\ndescription: About it.\ndate: ${date}\ncategory: ${category}\n---\nText.\n`;

const errorsOf = (files: ContentFile[], t = tenant) => {
  const result = resolveSiteContent(t, files, 'tenants/sites/example-motors.json');
  return result.ok ? [] : result.errors;
};

describe('a bad content file is named with its field, what was expected and what was found', () => {
  it.each([
    [
      'no frontmatter',
      'defaults/pages/a.md',
      'Just text.',
      'tenants/content/defaults/pages/a.md: frontmatter: expected the file to start with a --- line, then the fields, then another --- line, found "Just text."',
    ],
    [
      'unclosed frontmatter',
      'defaults/pages/a.md',
      '---\ntitle: A\n',
      'tenants/content/defaults/pages/a.md: frontmatter: expected a closing --- line after the fields, found the end of the file',
    ],
    [
      'YAML that is not',
      'defaults/pages/a.md',
      '---\ntitle: A\ndescription: Cars: new and used\n---\n',
      'tenants/content/defaults/pages/a.md: frontmatter line 3: expected valid YAML, one "name: value" a line (quote a value that has ": " in it), found Nested mappings are not allowed in compact mappings',
    ],
    [
      'a missing title',
      'defaults/pages/a.md',
      '---\ndescription: About it.\n---\n',
      'tenants/content/defaults/pages/a.md: title: expected a string, found nothing',
    ],
    [
      'a misspelt field',
      'defaults/pages/a.md',
      '---\ntitle: A\ndescription: B\nsitemaps: false\n---\n',
      'tenants/content/defaults/pages/a.md: sitemaps: expected a known option (did you mean "sitemap"?), found unknown option "sitemaps"',
    ],
    [
      'a date that is not one',
      'sites/example-motors/posts/p.md',
      post('2026-02-30'),
      'tenants/content/sites/example-motors/posts/p.md: date: expected a real calendar date like 2025-12-25, found "2026-02-30"',
    ],
    [
      'a category the site does not have',
      'sites/example-motors/posts/p.md',
      post('2026-01-05', 'news'),
      'tenants/content/sites/example-motors/posts/p.md: category: expected one of the site\'s blog categories ("vehicle-reviews", "buyer-advice", "motoring-tips", "servicing-insights"), found "news"',
    ],
    [
      'an image without its text alternative',
      'sites/example-motors/posts/p.md',
      '---\ntitle: A\ndescription: B\ndate: 2026-01-05\ncategory: buyer-advice\nimage: /a.jpg\n---\n',
      'tenants/content/sites/example-motors/posts/p.md: imageAlt: expected a text alternative for the image, found nothing',
    ],
    [
      'a file name that cannot be a URL',
      'defaults/pages/About Us.md',
      page('About'),
      'tenants/content/defaults/pages/About Us.md: file name: expected lower-case words joined by - (the name becomes the URL), like about-us.md, found "About Us.md"',
    ],
    [
      'a page where the site has one of its own',
      'defaults/pages/finance.md',
      page('Finance'),
      'tenants/content/defaults/pages/finance.md: file name: expected a page name the site does not use for a page of its own, found "/finance"',
    ],
    [
      'a post named like a category',
      'defaults/posts/buyer-advice.md',
      post('2026-01-05'),
      'tenants/content/defaults/posts/buyer-advice.md: file name: expected a post name directly in posts/ that no blog category uses, found "buyer-advice"',
    ],
    [
      'a variable that does not exist',
      'defaults/pages/a.md',
      page('A', 'Intro.\n\nWithin {{returns.dayz}} days.'),
      'tenants/content/defaults/pages/a.md: line 7: expected a variable of',
    ],
    [
      'a condition that does not exist',
      'defaults/pages/a.md',
      page('A', ':::when{has="refunds"}\nx\n:::'),
      'tenants/content/defaults/pages/a.md: line 5: expected :::when{has="…"} or :::when{not="…"} naming one of',
    ],
    [
      'a block that is not :::when',
      'defaults/pages/a.md',
      page('A', ':::warning\nx\n:::'),
      'tenants/content/defaults/pages/a.md: line 5: expected a :::when block (the only kind there is), found :::warning',
    ],
  ])('%s', (_name, relative, text, line) => {
    const errors = errorsOf([file(relative, text)]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(line);
  });

  it("a bad file in another site's layer is not this site's problem", () => {
    expect(errorsOf([file('sites/other-motors/pages/a.md', 'broken')])).toEqual([]);
  });

  it('a footer link to a content page the site does not have is refused; built pages, redirects and web addresses pass', () => {
    const t = {
      ...tenant,
      footerLinks: [
        { label: 'Privacy', href: '/privacy-policy' },
        { label: 'Finance', href: '/finance' },
        { label: 'Sell', href: '/sell-your-car' },
        { label: 'Blog', href: '/blog' },
        { label: 'Group', href: 'https://group.example' },
      ],
    };
    expect(errorsOf([], t)).toEqual([
      'tenants/sites/example-motors.json: footerLinks[0].href: expected a page the site has (a content page of one of its layers, or one it builds), found "/privacy-policy"',
      'tenants/sites/example-motors.json: footerLinks[3].href: expected a blog page the site has (it needs posts for that), found "/blog"',
    ]);
    expect(
      errorsOf(
        [file('defaults/pages/privacy-policy.md', page('Privacy')), file('defaults/posts/p.md', post('2026-01-05'))],
        t,
      ),
    ).toEqual([]);
  });
});

describe("a site's content index", () => {
  it('lists its pages by id and its posts newest first, an unpublished file removing what it would inherit', () => {
    const result = resolveSiteContent(tenant, [
      file('defaults/pages/fleet.md', page('Fleet')),
      file('defaults/pages/warranty.md', page('Warranty')),
      file('sites/example-motors/pages/fleet.md', '---\npublished: false\n---\n'),
      file('sites/example-motors/pages/pages/4x4xmore.md', page('4x4xMORE')),
      file('defaults/posts/older.md', post('2026-01-05')),
      file('sites/example-motors/posts/newer.md', post('2026-06-01', 'motoring-tips')),
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.content.pages.map((p) => [p.path, p.entry])).toEqual([
      ['/pages/4x4xmore', 'sites/example-motors/pages/pages/4x4xmore'],
      ['/warranty', 'defaults/pages/warranty'],
    ]);
    expect(result.content.posts.map((p) => [p.path, p.category.label, p.author])).toEqual([
      ['/blog/newer', 'Motoring Tips', 'Example Motors'],
      ['/blog/older', 'Buyer Advice', 'Example Motors'],
    ]);
  });
});

describe('a content file of the wrong type for its kind is reported, not skipped', () => {
  it('reviews/site.md and offers/x.json name the type their kind takes; other files are not content', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'forecourt-content-'));
    try {
      for (const [relative, text] of [
        ['sites/x/reviews/site.md', '---\n---\n'],
        ['sites/x/offers/deal.json', '{}'],
        ['sites/x/offers/photo.jpg', ''],
        ['README.md', '# Content'],
      ] as const) {
        mkdirSync(dirname(join(dir, relative)), { recursive: true });
        writeFileSync(join(dir, relative), text);
      }
      const files = await readContentFiles(dir);
      expect(files.map((f) => (f.source.ok ? f.file : f.source.error.replace(`${dir}/`, '')))).toEqual([
        'sites/x/offers/deal.json: file type: expected a .md file (offers are Markdown), found ".json"',
        'sites/x/reviews/site.md: file type: expected a .json file (reviews are JSON), found ".md"',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
