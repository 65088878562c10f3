/** Location types in display order (spec/site.md §3: sales, then service, then parts). */
const TYPE_ORDER: Record<string, number> = { sales: 0, '': 0, service: 1, parts: 2 };

interface OrderedLocation {
  type: string;
  visible: boolean;
  primary: boolean;
}

/** The site's main location: its visible primary one, else its first visible one; null when none is listed. */
export function mainLocation<T extends { visible: boolean; primary: boolean }>(locations: readonly T[]): T | null {
  return locations.find((l) => l.visible && l.primary) ?? locations.find((l) => l.visible) ?? null;
}

/** Visible locations, sales first (an empty type counts as sales), then service, then parts; primary first within a type. */
export function visibleLocations<T extends OrderedLocation>(locations: readonly T[]): T[] {
  return locations
    .filter((l) => l.visible)
    .map((l, i) => ({ l, i }))
    .sort(
      (a, b) =>
        (TYPE_ORDER[a.l.type] ?? 3) - (TYPE_ORDER[b.l.type] ?? 3) ||
        Number(b.l.primary) - Number(a.l.primary) ||
        a.i - b.i,
    )
    .map(({ l }) => l);
}
