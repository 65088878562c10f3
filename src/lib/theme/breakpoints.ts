/**
 * The responsive breakpoints of spec/site.md §9, the only widths the CSS may switch layout at:
 * `min-width: <token>px` from a size up, `max-width: <token - 0.02>px` below it (the "-down" rows:
 * sm-down is everything narrower than sm, so a screen exactly 576 px wide is sm, not sm-down).
 * CSS cannot read these from a custom property inside @media, so tests/unit/breakpoints.test.ts
 * checks every media query in src/ against this table.
 */
export const BREAKPOINTS = { xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** §9's "-down" rows: sm-down, md-down, lg-down and xl-down. */
export const DOWN_BREAKPOINTS: readonly Breakpoint[] = ['sm', 'md', 'lg', 'xl'];

/** The max-width a "-down" query uses: just under the next size up. */
export function downMaxWidth(name: Breakpoint): number {
  return BREAKPOINTS[name] - 0.02;
}
