/** A content page (tenants/content/…/pages/): its head, breadcrumbs and the Markdown as safe HTML with the site's figures. */
import type { SiteContext } from '../lib/site/site-data.ts';
import type { ContentPageRef } from '../lib/content/types.ts';
import { renderContentMarkdown, type ContentFacts } from '../lib/content/markdown.ts';
import { policyConditions, policyVariables } from '../lib/content/policy.ts';
import type { Tenant } from '../lib/tenant/schema.ts';

/** The figures and conditions of one site, for every page it renders from Markdown. */
export function contentFacts(tenant: Tenant): ContentFacts {
  return { variables: policyVariables(tenant), conditions: policyConditions(tenant) };
}

export function contentPageView(site: SiteContext, page: ContentPageRef, markdown: string) {
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
    html: renderContentMarkdown(markdown, contentFacts(tenant)),
  };
}
