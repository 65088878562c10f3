/**
 * The Content Layer loader of src/content.config.ts: every page or post under the build's content
 * folder (FORECOURT_CONTENT_DIR, set by render.ts) goes into its collection under the key
 * '<layer>/<kind>/<id>', which each site's index (TenantBuildData.content) names. A file that fails
 * its schema is left out with a warning rather than failing the render: the build has already
 * refused the tenants that use it (tenants.ts, build-sites.ts), so only sites not being built read it.
 */
import type { Loader } from 'astro/loaders';
import { CONTENT_KINDS, isRemoval, type ContentKind } from '../lib/content/frontmatter.ts';
import { entryKey } from '../lib/content/layers.ts';
import { readContentFiles } from './content.ts';

export const CONTENT_DIR_ENV = 'FORECOURT_CONTENT_DIR';

export function tenantContentLoader(kind: ContentKind): Loader {
  return {
    name: `forecourt-${kind}`,
    load: async ({ store, parseData, generateDigest, logger }) => {
      store.clear();
      const files = await readContentFiles(process.env[CONTENT_DIR_ENV] ?? 'tenants/content');
      for (const { file, path, source } of files) {
        if (path.kind !== kind || !source.ok || isRemoval(source.data)) continue;
        const id = entryKey(path);
        const checked = CONTENT_KINDS[kind].safeParse(source.data);
        if (!checked.success) {
          logger.warn(`${file} left out: its frontmatter does not match the schema (npm run tenants:check says why)`);
          continue;
        }
        const data = await parseData({ id, data: source.data, filePath: file });
        store.set({
          id,
          data,
          body: source.body,
          filePath: file,
          digest: generateDigest(source.body + JSON.stringify(data)),
        });
      }
    },
  };
}
