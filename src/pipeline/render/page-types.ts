/**
 * Which page types a build renders: all by default. FORECOURT_PAGE_TYPES=home,search renders only
 * those, which is how the benchmark measures what one page type costs to build.
 */
import type { PageType } from '../../lib/site/pages.ts';

export const PAGE_TYPES_ENV = 'FORECOURT_PAGE_TYPES';

export function builds(type: PageType): boolean {
  const chosen = process.env[PAGE_TYPES_ENV];
  return (
    !chosen ||
    chosen
      .split(',')
      .map((t) => t.trim())
      .includes(type)
  );
}
