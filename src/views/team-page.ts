/**
 * A location's team page (spec/site.md §2.1 /teams/{location-slug}): the staff list its team file
 * gives (src/lib/teams/file.ts), grouped by department in the order the file first names them.
 */
import type { SiteContext } from '../lib/site/site-data.ts';
import type { Location } from '../lib/locations/options.ts';
import type { StaffMember, TeamFile } from '../lib/teams/file.ts';
import { teamPath } from '../lib/teams/site-teams.ts';
import { DEALERSHIPS_PATH, locationContactPath, locationPath } from '../lib/locations/paths.ts';
import { formatPhone, telHref } from '../lib/format/phone.ts';

/** The heading of staff the file puts in no department. */
const NO_DEPARTMENT = 'Our team';

export type StaffCard = {
  name: string;
  role: string;
  /** Drawn when there is no photo. */
  initial: string;
  photo: string | null;
  phone: { display: string; href: string } | null;
  email: string | null;
  bio: string | null;
};

function staffCard(person: StaffMember): StaffCard {
  return {
    name: person.name,
    role: person.role,
    initial: Array.from(person.name.trim())[0]?.toUpperCase() ?? '?',
    photo: person.photo ?? null,
    phone: person.phone ? { display: formatPhone(person.phone), href: telHref(person.phone) } : null,
    email: person.email ?? null,
    bio: person.bio?.trim() || null,
  };
}

/**
 * The staff under their department headings, each heading once, in the file's order.
 * @internal Exported for its tests.
 */
export function staffGroups(staff: readonly StaffMember[]): { heading: string; people: StaffCard[] }[] {
  const groups = new Map<string, StaffCard[]>();
  for (const person of staff) {
    const heading = person.department?.trim() || NO_DEPARTMENT;
    groups.set(heading, [...(groups.get(heading) ?? []), staffCard(person)]);
  }
  return [...groups].map(([heading, people]) => ({ heading, people }));
}

export function teamPage(site: SiteContext, location: Location, team: TeamFile) {
  const path = teamPath(location.slug);
  return {
    head: {
      title: `Our team at ${location.name} | ${site.tenant.name}`,
      description: `Meet the people at ${location.name}, ${location.address.city}: who they are, what they do and how to reach them.`,
      path,
    },
    crumbs: [
      { label: 'Home', href: '/' },
      { label: 'Dealerships', href: DEALERSHIPS_PATH },
      { label: location.name, href: locationPath(location.slug) },
      { label: 'Our team', href: path },
    ],
    heading: `Meet the team at ${location.name}`,
    intro: team.intro.trim() || null,
    groups: staffGroups(team.staff),
    contact: locationContactPath(location.slug),
  };
}
