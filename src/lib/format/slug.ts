/**
 * The one URL slug rule, for facet values ("Mercedes-Benz" → "mercedes-benz", "CX-5" → "cx-5"),
 * offer makes and models, dealership names and demo cars: accents dropped, "&" read as "and" and "+"
 * as "plus" (so "Sport+" is not "Sport"), anything else not a letter or digit a single "-".
 */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
