/**
 * The CMS's backend in `npm run dev`: Decap CMS's proxy protocol (what its decap-server answers, one
 * POST of { action, params } per call) over the tenant folder the dev server serves, in place of the
 * GitHub backend used in production. It is ours so that a save writes what a developer would
 * (save-file.ts) and only after the site it changes passes the checks tenants:check runs
 * (check-save.ts); a save that would not is refused with those problems, which the CMS shows, and
 * nothing is written.
 *
 * It trusts nothing the browser sends: it reads and writes only a site's own file and the content
 * under tenants/content/sites/, refuses any path that leaves the folder, takes only JSON (a page of
 * another origin cannot send that without a preflight this server never answers) and bodies of at
 * most 2 MB.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { TENANTS_IN_REPOSITORY } from '../../lib/cms/collections.ts';
import { checkSave } from './check-save.ts';
import { savedFileText } from './save-file.ts';
import { SaveRefused } from './refused.ts';

const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Files the CMS may read or write, as paths under the tenant folder. */
const EDITABLE = [
  /^sites\/[a-z0-9-]+\.json$/,
  /^content\/sites\/[a-z0-9-]+\/(?:offers|posts|pages)\/[a-z0-9-]+\.md$/,
  /^content\/sites\/[a-z0-9-]+\/reviews\/(?:site|locations\/[a-z0-9-]+)\.json$/,
];

type Params = Record<string, unknown>;
type DataFile = { path: string; raw: string; newPath?: string };

/** Handles one POST to the backend's URL. */
export function cmsBackend(root: string) {
  const dir = path.resolve(root);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      if (req.method !== 'POST' || !String(req.headers['content-type']).startsWith('application/json'))
        return answer(res, 415, { error: 'POST JSON to this URL' });
      const { action, params = {} } = JSON.parse(await body(req)) as { action: string; params?: Params };
      answer(res, 200, await act(dir, action, params));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      answer(res, error instanceof SaveRefused ? 422 : 500, { error: message });
    }
  };
}

async function act(dir: string, action: string, params: Params): Promise<unknown> {
  switch (action) {
    case 'info':
      return { repo: path.basename(dir), publish_modes: ['simple'], type: 'local_fs' };
    case 'entriesByFolder':
      return entries(dir, await listFolder(dir, String(params.folder), String(params.extension ?? '')));
    case 'entriesByFiles':
      return entries(
        dir,
        (params.files as { path: string }[]).map((file) => file.path),
      );
    case 'getEntry':
      return (await entries(dir, [String(params.path)]))[0];
    case 'persistEntry':
      return persist(dir, params);
    case 'deleteFile':
    case 'deleteFiles':
      return remove(dir, action === 'deleteFile' ? [String(params.path)] : (params.paths as string[]));
    case 'getMedia':
      return [];
    case 'getDeployPreview':
      return null;
    default:
      throw new SaveRefused(`The local CMS backend does not do "${action}"`);
  }
}

/** The path under the tenant folder of a repository path the CMS names, if it is one it may touch. */
function inRootOf(repoPath: string): string | null {
  const prefix = `${TENANTS_IN_REPOSITORY}/`;
  if (!repoPath.startsWith(prefix)) return null;
  const inRoot = path.posix.normalize(repoPath.slice(prefix.length));
  return EDITABLE.some((pattern) => pattern.test(inRoot)) ? inRoot : null;
}

function editable(repoPath: string): string {
  const inRoot = inRootOf(repoPath);
  if (!inRoot) throw new SaveRefused(`${repoPath}: the CMS edits only a site's own file and its content`);
  return inRoot;
}

async function persist(dir: string, params: Params): Promise<unknown> {
  const dataFiles = (params.dataFiles as DataFile[] | undefined) ?? [params.entry as DataFile];
  if ((params.assets as unknown[] | undefined)?.length) throw new SaveRefused('Uploading pictures is not set up here');
  const writes = await Promise.all(
    dataFiles.map(async (file) => {
      if (file.newPath) throw new SaveRefused('Renaming an entry is not supported: make a new one instead');
      const inRoot = editable(file.path);
      const original = await readFile(path.join(dir, inRoot), 'utf8').catch(() => null);
      const text = savedFileText(inRoot, original, file.raw);
      const problems = await checkSave(dir, inRoot, text);
      if (problems.length > 0) throw new SaveRefused(`Not saved: ${problems.join('\n')}`);
      return { file: path.join(dir, inRoot), text };
    }),
  );
  for (const { file, text } of writes) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  return { message: 'entry persisted' };
}

async function remove(dir: string, repoPaths: string[]): Promise<unknown> {
  for (const repoPath of repoPaths) {
    const inRoot = editable(repoPath);
    const problems = await checkSave(dir, inRoot, null);
    if (problems.length > 0) throw new SaveRefused(`Not deleted: ${problems.join('\n')}`);
    await unlink(path.join(dir, inRoot)).catch(() => undefined);
  }
  return { message: `deleted ${repoPaths.join(', ')}` };
}

/** The files of a folder the CMS lists (one kind of one site's content), as repository paths. */
async function listFolder(dir: string, folder: string, extension: string): Promise<string[]> {
  const prefix = `${TENANTS_IN_REPOSITORY}/`;
  if (!folder.startsWith(prefix)) return [];
  const names = await readdir(path.join(dir, path.posix.normalize(folder.slice(prefix.length)))).catch(() => []);
  return names
    .filter((name) => name.endsWith(`.${extension}`))
    .map((name) => `${folder}/${name}`)
    .filter((repoPath) => inRootOf(repoPath) !== null);
}

async function entries(dir: string, repoPaths: string[]) {
  return Promise.all(
    repoPaths.map(async (repoPath) => {
      const inRoot = inRootOf(repoPath);
      const data = inRoot ? await readFile(path.join(dir, inRoot), 'utf8').catch(() => null) : null;
      const id = data === null ? null : createHash('sha256').update(data).digest('hex');
      return { data, file: { path: repoPath, id } };
    }),
  );
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        fail(new SaveRefused('The request is too large'));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    req.on('error', fail);
  });
}

function answer(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(value ?? null));
}
