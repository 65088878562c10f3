/**
 * The team files a site reads (tenants/content/<layer>/<owner>/teams/<location slug>.json): one per
 * location, each the location's team page (/teams/{location-slug}, spec/site.md §2.1).
 */
import type { ContentPath } from '../content/layers.ts';
import { describeFound, problemLine } from '../tenant/problem.ts';
import type { TeamFile } from './file.ts';

export const teamPath = (locationSlug: string) => `/teams/${locationSlug}`;

type TeamEntry = { path: ContentPath; file: string; data: TeamFile };

/**
 * Each listed location's team, by location slug. A file named after a location the site does not
 * have is refused in the site's own layer; a shared layer's may name a location only some of its
 * sites have.
 */
export function siteTeams(
  entries: readonly TeamEntry[],
  tenant: { slug: string; locations: readonly { slug: string; visible: boolean }[] },
  errors: string[],
): Record<string, TeamFile> {
  const teams: Record<string, TeamFile> = {};
  const slugs = tenant.locations.map((l) => l.slug);
  for (const entry of entries) {
    const location = tenant.locations.find((l) => l.slug === entry.path.id);
    if (location?.visible) teams[location.slug] = entry.data;
    else if (!location && entry.path.layer === `sites/${tenant.slug}`)
      errors.push(
        problemLine(
          entry.file,
          'file name',
          `teams/<location slug>.json, for one of the site's locations (${slugs.map((s) => JSON.stringify(s)).join(', ') || 'it has none'})`,
          describeFound(`teams/${entry.path.id}.json`),
        ),
      );
  }
  return teams;
}

/** The team pages a site has: one per listed location with a team file. */
export function teamPagePaths(teams: Readonly<Record<string, unknown>>): string[] {
  return Object.keys(teams).sort().map(teamPath);
}
