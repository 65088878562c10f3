/** The `published` field every kind of content file has (see isRemoval in frontmatter.ts). */
import { z } from 'zod';

/** `published: false` files are read before any schema (see isRemoval): they only remove an id. */
export const published = () => z.literal(true, { error: 'true, or false to take it off the site' }).default(true);
