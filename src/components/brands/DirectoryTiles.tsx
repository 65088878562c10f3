/** The directory's tiles: a brand's logo (or its name) or a dealership's address, linking to its page. */
import type { DirectoryEntry } from '../../lib/brands/entries.ts';

/** Up to two initials ("Harbour Kia" → "HK"), standing in for a logo beside the name. */
function monogram(title: string): string {
  return title
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

const KIND_LABELS: Record<DirectoryEntry['kind'], string> = {
  car: 'Car brand',
  motorcycle: 'Motorcycle brand',
  truck: 'Truck brand',
  group: 'Group business',
  dealership: 'Dealership',
};

export function DirectoryTiles({ entries }: { entries: readonly DirectoryEntry[] }) {
  if (entries.length === 0)
    return <p className="directory__none">No brands or dealerships match. Try another name or suburb.</p>;
  return (
    <ul className="directory__tiles">
      {entries.map((entry) => (
        <li key={entry.id} className="directory-tile" data-entry={entry.id}>
          <a href={entry.href} rel={entry.external ? 'noopener' : undefined}>
            <span className="directory-tile__logo" aria-hidden="true">
              {entry.logoSrc ? (
                <img src={entry.logoSrc} alt="" width={120} height={90} loading="lazy" decoding="async" />
              ) : (
                <span className="directory-tile__monogram">{monogram(entry.title)}</span>
              )}
            </span>
            <span className="directory-tile__title">{entry.title}</span>
            <span className="directory-tile__kind muted">{KIND_LABELS[entry.kind]}</span>
            {entry.summary && <span className="directory-tile__summary">{entry.summary}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
