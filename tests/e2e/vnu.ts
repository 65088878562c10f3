/**
 * The W3C Nu HTML Checker (npm vnu-jar, which needs Java) over built pages and stylesheets, as its
 * users run it: `java -jar vnu.jar --format json --exit-zero-always --also-check-css <files>`, its
 * JSON report on stderr.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export type VnuMessage = { type: string; subType?: string; url: string; message: string; extract?: string };

/**
 * The one message left out: the CSS checker does not know `interpolate-size` yet (a property
 * browsers have shipped, which the site's CSS uses to animate to `auto`).
 */
const UNKNOWN_TO_THE_CHECKER = /^CSS: “interpolate-size”: Property “interpolate-size” doesn't exist\.$/;

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * vnu's errors (a fatal parse error included) over these .html and .css files; warnings are left to
 * `all`. The stylesheets are named too: Astro writes them as files, which an HTML check never opens.
 */
export async function checkHtml(files: readonly string[]): Promise<{ errors: VnuMessage[]; all: VnuMessage[] }> {
  const report = await new Promise<string>((resolve, reject) => {
    const java = spawn(process.env.JAVA ?? 'java', [
      '-jar',
      vnuJar,
      '--format',
      'json',
      '--exit-zero-always',
      '--also-check-css',
      ...files,
    ]);
    const chunks: Buffer[] = [];
    java.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    java.on('error', reject);
    java.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(new Error(`vnu exited with ${code}`)),
    );
  });
  const all = (JSON.parse(report) as { messages: VnuMessage[] }).messages;
  const errors = all.filter(
    (m) => (m.type === 'error' || m.subType === 'fatal') && !UNKNOWN_TO_THE_CHECKER.test(m.message),
  );
  return { errors, all };
}
