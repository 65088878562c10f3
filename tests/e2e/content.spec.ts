/**
 * Content editors write (tenants/content/) on the built demo sites: the policy pages with the
 * site's figures, the blog and its feed, the latest posts on the home and car pages, the 404 page,
 * the sitemap, and every header, footer, breadcrumb and content link leading to a page.
 */
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { builtLinks, demoSites, siteContent, siteUrl } from './sites.ts';
import { follow } from './http.ts';

const axe = (page: Page) => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']);
const withReturns = demoSites.find((t) => t.content.policies.returns.offered && t.content.policies.fees.listed)!;
const withBlogSections = demoSites.find((t) => t.blogsCount > 0)!;
const withoutBlogSections = demoSites.find((t) => t.blogsCount === 0)!;

async function firstCarPath(page: Page, slug: string): Promise<string> {
  const tenant = demoSites.find((t) => t.slug === slug)!;
  await page.goto(siteUrl(slug, tenant.search.defaultPath));
  return (await page.locator('li.vehicle-card a.vehicle-card__link').first().getAttribute('href'))!;
}

test("the terms quote the tenant's figures: a 14-day return, 500 km, a quarter tank, and the group's fees", async ({
  page,
}) => {
  await page.goto(siteUrl(withReturns.slug, '/terms-and-conditions'));
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
  await expect(article).toContainText(`within ${withReturns.content.policies.returns.days} days of delivery`);
  await expect(article).toContainText('no more than 500 km since delivery');
  await expect(article).toContainText('at least a quarter tank of fuel');
  await expect(article.getByRole('row', { name: 'Agency fee $912.25' })).toBeVisible();
  const plain = demoSites.find((t) => !t.content.policies.returns.offered)!;
  await page.goto(siteUrl(plain.slug, '/terms-and-conditions'));
  await expect(page.getByRole('article')).not.toContainText('Money back');
});

test('the blog lists posts newest first, a category its own, and a post carries Article JSON-LD', async ({ page }) => {
  const tenant = withBlogSections;
  const { posts } = siteContent(tenant.slug);
  await page.goto(siteUrl(tenant.slug, '/blog'));
  await expect(page.locator('.post-card__title')).toHaveText(posts.map((p) => p.title));
  await expect(page.locator('link[rel=alternate][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/blog/rss.xml',
  );
  const category = posts[0]!.category;
  await page.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: category.label }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${category.slug}$`));
  await expect(page.locator('.post-card__title')).toHaveText(
    posts.filter((p) => p.category.slug === category.slug).map((p) => p.title),
  );
  await page.locator('.post-card__title a').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[0]!.title);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!);
  expect(ld).toMatchObject({
    '@type': 'Article',
    headline: posts[0]!.title,
    datePublished: posts[0]!.date,
    publisher: { name: tenant.name },
  });
});

test('each site has an RSS feed of its posts, advertised on its home page', async ({ page }) => {
  for (const tenant of demoSites) {
    await page.goto(siteUrl(tenant.slug));
    if (tenant.blogsCount > 0)
      await expect(page.locator('link[rel=alternate][type="application/rss+xml"]')).toHaveAttribute(
        'href',
        '/blog/rss.xml',
      );
    const xml = await page.evaluate(async () => (await fetch('/blog/rss.xml')).text());
    const titles = [...xml.matchAll(/<item><title>([^<]*)<\/title>/g)].map((m) =>
      m[1]!
        .replace(/&amp;/g, '&')
        .replace(/&apos;/g, "'")
        .replace(/&quot;/g, '"'),
    );
    expect(titles, tenant.slug).toEqual(siteContent(tenant.slug).posts.map((p) => p.title));
  }
});

test('blogsCount latest posts show on the home and car pages, and none where it is 0', async ({ page }) => {
  const count = Math.min(withBlogSections.blogsCount, siteContent(withBlogSections.slug).posts.length);
  await page.goto(siteUrl(withBlogSections.slug));
  await expect(page.getByRole('region', { name: 'From our blog' }).locator('.post-card')).toHaveCount(count);
  await page.goto(siteUrl(withBlogSections.slug, await firstCarPath(page, withBlogSections.slug)));
  await expect(page.getByRole('region', { name: 'From our blog' }).locator('.post-card')).toHaveCount(count);
  await expect(page.locator('.vehicle__disclaimer a')).toHaveAttribute('href', '/terms-and-conditions');
  await page.goto(siteUrl(withoutBlogSections.slug));
  await expect(page.getByRole('region', { name: 'From our blog' })).toHaveCount(0);
});

test('the 404 page searches the stock and offers the main links', async ({ page }) => {
  const tenant = demoSites[0]!;
  const response = await page.goto(siteUrl(tenant.slug, '/no-such-page'));
  expect(response?.status()).toBe(404);
  const links = page.getByRole('navigation', { name: 'Or try one of these' }).getByRole('link');
  await expect(links.first()).toHaveAttribute('href', '/');
  expect(await links.count()).toBeGreaterThan(3);
  await page.getByRole('searchbox', { name: 'Search our stock' }).fill('auto');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`${tenant.search.defaultPath}\\?query=auto$`));
  await expect(page.getByRole('searchbox').first()).toHaveValue('auto');
});

test("sitemap.xml lists the site's content pages and posts, and leaves out a page that asks to be left out", async ({
  page,
}) => {
  for (const tenant of demoSites) {
    await page.goto(siteUrl(tenant.slug));
    const sitemap = await page.evaluate(async () => (await fetch('/sitemap.xml')).text());
    const content = siteContent(tenant.slug);
    for (const path of [
      ...content.pages.filter((p) => p.sitemap).map((p) => p.path),
      '/blog',
      ...content.posts.map((p) => p.path),
    ]) {
      expect(sitemap, `${tenant.slug} ${path}`).toContain(`${tenant.url}${path}</loc>`);
    }
    for (const hidden of content.pages.filter((p) => !p.sitemap)) expect(sitemap).not.toContain(`${hidden.path}</loc>`);
  }
});

// Read from the built pages rather than opened in the browser: a gated page's script would move a
// visitor who is not signed in on to /sign-in, and the links are in the HTML as served.
for (const tenant of demoSites) {
  test(`${tenant.slug}: every header, footer, breadcrumb and content link leads to a page`, async () => {
    const { slug } = tenant;
    const content = siteContent(slug);
    const hrefs = new Set(builtLinks(slug, '/', 'header a, footer a'));
    const car = builtLinks(slug, tenant.search.defaultPath, 'li.vehicle-card a.vehicle-card__link')[0]!;
    const pages = [car, ...content.pages.map((p) => p.path), '/blog', ...content.posts.map((p) => p.path)];
    for (const path of pages)
      for (const href of builtLinks(
        slug,
        path,
        '.breadcrumbs a, .prose a, .post-card a, .blog-categories a, .post__more a',
      ))
        hrefs.add(href);
    const external = [tenant.links.serviceBooking, tenant.links.finance].filter((link): link is string =>
      Boolean(link?.startsWith('http')),
    );
    const broken: string[] = [];
    for (const href of [...hrefs].filter((h) => h.startsWith('/') && !h.startsWith('//'))) {
      const answer = await follow(slug, href);
      const ok = answer.external ? external.includes(answer.external) : answer.status === 200;
      if (!ok) broken.push(`${href}: ${answer.external ?? answer.status}`);
    }
    expect(broken).toEqual([]);
    expect(hrefs.size).toBeGreaterThan(20);
  });
}

const post = siteContent(withReturns.slug).posts[0]!;
for (const path of [
  '/terms-and-conditions',
  '/faqs',
  '/blog',
  `/blog/${post.category.slug}`,
  post.path,
  '/book-test-drive',
  '/no-such-page',
]) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(siteUrl(withReturns.slug, path));
    expect((await axe(page).analyze()).violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
  });
}
