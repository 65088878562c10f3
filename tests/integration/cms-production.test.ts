/**
 * Issue 31: "in production mode each save is a commit (or a pull request with the editorial
 * workflow) that the existing CI workflow rebuilds and deploys for the affected site alone". Decap's
 * GitHub backend makes the commit, and GitHub cannot be reached from the test machine; what is ours
 * is checked here: the configuration a deployment publishes, and that every file a save can write
 * reaches its own site alone in `tenants:affected`, which picks the sites the workflow rebuilds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCmsConfig } from '../../src/pipeline/cms/config.ts';
import { affectedSites, siteLayerRefs } from '../../src/lib/tenant/affected.ts';

const config = await buildCmsConfig('tenants', { repo: 'a-dealer-group/sites', branch: 'live' });

const sites = readdirSync('tenants/sites')
  .filter((file) => file.endsWith('.json'))
  .map((file) => {
    const slug = file.slice(0, -'.json'.length);
    return siteLayerRefs(slug, JSON.parse(readFileSync(`tenants/sites/${file}`, 'utf8')));
  });

type Collection = { name: string; folder?: string; extension?: string; files?: { file: string }[] };

/** Every file a save in this collection may write: its settings file, or a new entry in its folder. */
function savedFiles(collection: Collection): string[] {
  if (collection.folder) return [`${collection.folder}/a-new-entry.${collection.extension ?? 'md'}`];
  return (collection.files ?? []).map((entry) => entry.file);
}

describe('the CMS in production', () => {
  it('saves through GitHub to the repository and branch it is given, each save a pull request', () => {
    expect(config.backend).toEqual({
      name: 'github',
      repo: 'a-dealer-group/sites',
      branch: 'live',
      squash_merges: true,
    });
    expect(config.publish_mode).toBe('editorial_workflow');
  });

  it('every file a save writes is one site’s own, and the workflow rebuilds that site alone', () => {
    const collections = config.collections as Collection[];
    expect(collections.length).toBeGreaterThan(sites.length);
    for (const collection of collections) {
      const slug = sites.find((site) => collection.name.startsWith(`${site.slug}--`))?.slug;
      expect(slug, collection.name).toBeDefined();
      for (const file of savedFiles(collection)) {
        expect(affectedSites([file], sites).slugs, file).toEqual([slug]);
      }
    }
  });
});
