/**
 * The delivery figures of `npm run bench`: how many sites a commit touching one site file rebuilds,
 * and what deploying a built site costs (first deploy, and an unchanged redeploy) against the local
 * S3-compatible server that stands in for the real store. Each runs as CI runs it: its own process.
 */
import { execFile } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startLocalS3 } from './local-s3.ts';
import { readLocalSite } from '../../src/pipeline/deploy/local-site.ts';

const run = promisify(execFile);

interface AffectedFigure {
  sites: number;
  affected: string[];
  /** The build of those sites (`npm run build -- --since HEAD~1`). */
  buildSeconds: number;
  builtPages: number;
}

/**
 * In a throwaway clone of HEAD: commit a change to one site file, then ask which sites to rebuild
 * and build them, exactly as the CI workflow does after a push.
 */
async function oneSiteCommit(slug: string, outDir: string, env: NodeJS.ProcessEnv): Promise<AffectedFigure> {
  const clone = mkdtempSync(path.join(tmpdir(), 'forecourt-bench-'));
  try {
    await run('git', ['clone', '--quiet', '--local', '--no-hardlinks', process.cwd(), clone]);
    symlinkSync(path.resolve('node_modules'), path.join(clone, 'node_modules'), 'dir');
    // .gitignore's "node_modules/" matches folders, not this link: untracked, it would count as a change to shared code.
    appendFileSync(path.join(clone, '.git', 'info', 'exclude'), '\n/node_modules\n');
    const file = path.join(clone, 'tenants', 'sites', `${slug}.json`);
    const site = JSON.parse(readFileSync(file, 'utf8')) as { name: string };
    writeFileSync(file, `${JSON.stringify({ ...site, name: `${site.name} ` }, null, 2)}\n`);
    await run(
      'git',
      [
        '-c',
        'user.email=bench@forecourt.invalid',
        '-c',
        'user.name=bench',
        'commit',
        '--quiet',
        '-am',
        `bench: ${slug}`,
      ],
      { cwd: clone },
    );
    const node = process.execPath;
    const { stdout } = await run(node, ['scripts/tenants-affected.ts', '--since', 'HEAD~1'], { cwd: clone });
    const sites = (await run(node, ['scripts/tenants-affected.ts', '--all'], { cwd: clone })).stdout
      .split('\n')
      .filter(Boolean).length;
    const started = performance.now();
    const build = await run(node, ['scripts/build-all.ts', '--since', 'HEAD~1', '--out', path.resolve(outDir)], {
      cwd: clone,
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    const buildSeconds = (performance.now() - started) / 1000;
    return {
      sites,
      affected: stdout.split('\n').filter(Boolean),
      buildSeconds,
      builtPages: Number(/Built \d+ tenant\(s\), (\d+) pages/.exec(build.stdout)?.[1]),
    };
  } finally {
    rmSync(clone, { recursive: true, force: true });
  }
}

interface DeployFigure {
  uploaded: number;
  unchanged: number;
  /** The deploy's wall time, its process start included, as CI pays it. */
  seconds: number;
}

/** The first deploy of a built site to an empty store (all of its files and bytes), then the same site again. */
async function deployTwice(distDir: string, slug: string, workDir: string) {
  // An empty store, whatever an earlier run left.
  rmSync(path.join(workDir, 's3'), { recursive: true, force: true });
  const s3 = await startLocalS3(path.join(workDir, 's3'));
  // Neither kept nor reused: the first deploy below hashes every file, as a deploy from a fresh checkout does.
  const { files } = await readLocalSite(path.join(distDir, slug), { reuse: false, keep: false });
  try {
    const deploy = async (): Promise<DeployFigure> => {
      const args = [
        'scripts/deploy.ts',
        '--from',
        distDir,
        '--tenant',
        slug,
        '--to',
        `s3://${s3.bucket}/${slug}`,
        '--endpoint',
        s3.endpoint,
      ];
      const started = performance.now();
      // Async: the store answers from this process.
      const { stdout } = await run(process.execPath, args, {
        env: { ...process.env, ...s3.env },
        maxBuffer: 64 * 1024 * 1024,
      });
      const summary = /uploaded (\d+) file\(s\) .*, (\d+) unchanged/.exec(stdout);
      if (!summary) throw new Error(`deploy printed no summary:\n${stdout}`);
      return {
        uploaded: Number(summary[1]),
        unchanged: Number(summary[2]),
        seconds: (performance.now() - started) / 1000,
      };
    };
    const first = await deploy();
    if (first.uploaded !== files.length)
      throw new Error(`the first deploy uploaded ${first.uploaded} of ${files.length} files`);
    return {
      first,
      again: await deploy(),
      files: files.length,
      bytes: files.reduce((sum, file) => sum + file.size, 0),
    };
  } finally {
    await s3.stop();
  }
}

/** The bench's delivery lines: what a one-site commit rebuilds, then a first and an unchanged deploy. */
export async function deliveryFigures(distDir: string, slug: string, work: string, env: NodeJS.ProcessEnv) {
  console.log('Committing a change to one site file and building what it affects…');
  const commit = await oneSiteCommit(slug, `${work}/dist-since`, env);
  console.log('Deploying one site to the local S3 server…');
  const deploys = await deployTwice(distDir, slug, work);
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return [
    `  one-site commit:   ${commit.affected.length} of ${commit.sites} sites affected (${commit.affected.join(', ')}); npm run build -- --since HEAD~1: ${commit.builtPages} pages in ${commit.buildSeconds.toFixed(1)} s`,
    `  first deploy:      ${deploys.first.uploaded} files, ${mb(deploys.bytes)} in ${deploys.first.seconds.toFixed(1)} s (${slug} to a local s3rver)`,
    `  unchanged deploy:  ${deploys.again.uploaded} files uploaded (${deploys.again.unchanged} unchanged) in ${deploys.again.seconds.toFixed(1)} s`,
  ];
}
