/**
 * The CMS's collections for one site (Decap CMS's configuration): its settings form over its own
 * tenant file, and its offers, blog posts, pages and reviews under tenants/content/sites/<slug>/.
 * Paths are the repository's, as the GitHub backend writes them; the local backend maps them onto
 * the tenant folder it serves (pipeline/cms/backend.ts). A collection's name starts with the site's
 * slug, so the admin page shows one site's collections at a time.
 */
import type { CmsField } from './fields.ts';

/** The options an editor changes week to week, in the order the settings form shows them. */
export const SITE_SETTINGS: readonly (readonly string[])[] = [
  ['name'],
  ['phone'],
  ['phones'],
  ['locations'],
  ['hours'],
  ['navigation'],
  ['footerLinks'],
  ['search', 'promoTiles'],
  ['texts'],
  ['social'],
];

/** Content kinds with Markdown files, and the frontmatter field an entry is listed by. */
const MARKDOWN_KINDS = [
  { kind: 'offers', label: 'Offers', identifier: 'name' },
  { kind: 'posts', label: 'Blog posts', identifier: 'title' },
  { kind: 'pages', label: 'Pages', identifier: 'title' },
] as const;

export interface SiteForms {
  slug: string;
  name: string;
  settings: CmsField[];
  /** Frontmatter fields per Markdown kind. */
  markdown: Record<(typeof MARKDOWN_KINDS)[number]['kind'], CmsField[]>;
  reviews: CmsField[];
  /** The site's location slugs: each can have a reviews file. */
  locations: string[];
}

export const TENANTS_IN_REPOSITORY = 'tenants';

/** A collection's name for a site: "<slug>--<what>". */
function collectionName(slug: string, what: string): string {
  return `${slug}--${what}`;
}

export function siteCollections(site: SiteForms): Record<string, unknown>[] {
  const content = `${TENANTS_IN_REPOSITORY}/content/sites/${site.slug}`;
  const settings = {
    name: collectionName(site.slug, 'settings'),
    label: 'Site settings',
    extension: 'json',
    format: 'json',
    editor: { preview: true },
    files: [
      {
        name: 'settings',
        label: `${site.name}: name, phones, locations, hours, menus`,
        file: `${TENANTS_IN_REPOSITORY}/sites/${site.slug}.json`,
        fields: site.settings,
      },
    ],
  };
  const markdown = MARKDOWN_KINDS.map(({ kind, label, identifier }) => ({
    name: collectionName(site.slug, kind),
    label,
    folder: `${content}/${kind}`,
    create: true,
    extension: 'md',
    format: 'frontmatter',
    identifier_field: identifier,
    slug: '{{slug}}',
    editor: { preview: true },
    fields: [...site.markdown[kind], { name: 'body', label: 'Text', widget: 'markdown', required: kind !== 'offers' }],
  }));
  const reviewFiles = [
    { name: 'site', label: 'Reviews of the dealership', file: `${content}/reviews/site.json`, fields: site.reviews },
    ...site.locations.map((location) => ({
      name: `location-${location}`,
      label: `Reviews of location ${location}`,
      file: `${content}/reviews/locations/${location}.json`,
      fields: site.reviews,
    })),
  ];
  const reviews = {
    name: collectionName(site.slug, 'reviews'),
    label: 'Reviews',
    extension: 'json',
    format: 'json',
    editor: { preview: false },
    files: reviewFiles,
  };
  return [settings, ...markdown, reviews];
}
