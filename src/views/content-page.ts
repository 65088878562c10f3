/** A content page (tenants/content/…/pages/): its head, breadcrumbs and the Markdown as safe HTML with the site's figures. */
import type { SiteContext } from '../lib/site/site-data.ts';
import type { ContentPageRef } from '../lib/content/types.ts';
import { renderContentMarkdown, type ContentFacts } from '../lib/content/markdown.ts';
import { policyConditions, policyVariables } from '../lib/content/policy.ts';
import type { Tenant } from '../lib/tenant/schema.ts';
import type { Redirect } from '../lib/site/redirects.ts';
import { finalHrefVia } from '../lib/site/final-links.ts';

/**
 * The figures and conditions of one site, for every page it renders from Markdown; with the site's
 * redirects, its links go straight to their pages.
 */
export function contentFacts(tenant: Tenant, redirects: readonly Redirect[] = []): ContentFacts {
  return {
    variables: policyVariables(tenant),
    conditions: policyConditions(tenant),
    finalLink: (href) => finalHrefVia(redirects, href),
  };
}

export function contentPageView(
  site: SiteContext,
  page: ContentPageRef,
  markdown: string,
  redirects: readonly Redirect[],
) {
  const { tenant } = site;
  return {
    head: {
      title: `${page.title} | ${tenant.name}`,
      description: page.description,
      path: page.path,
      // Behind sign-in, a crawler would only reach /sign-in.
      noindex: page.gate !== null,
    },
    crumbs: [
      { label: 'Home', href: '/' },
      { label: page.title, href: page.path },
    ],
    heading: page.title,
    html: renderContentMarkdown(markdown, contentFacts(tenant, redirects)),
  };
}
