/** URL slug for a facet value: "Mercedes-Benz" → "mercedes-benz", "CX-5" → "cx-5", "HiLux" → "hilux". */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
