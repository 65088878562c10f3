interface Dated {
  created_at: string | null;
  id: number;
}

/** Most recently added first (cars without a date last); ties by id so builds are reproducible. */
export function newestFirst<T extends Dated>(cars: readonly T[]): T[] {
  return [...cars].sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? '') || a.id - b.id);
}
