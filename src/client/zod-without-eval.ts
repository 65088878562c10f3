/**
 * `zod` as the browser bundle imports it (astro.config.mjs): the same library, told not to compile
 * its parsers with `new Function`. Zod first tries whether it may, and the site's security policy
 * (src/lib/security) allows no eval, so the browser would report a violation on every page that
 * checks a form; its plain parsers are as right, and fast enough for a form's few fields.
 */
import { z } from 'zod';

z.config({ jitless: true });

export * from 'zod';
