/**
 * The page the dev server shows in place of a site whose files do not validate: every problem as
 * tenants:check words it (file, JSON path, what was expected, what was found). It loads Vite's client,
 * so the dev server's reload after the next save brings the site back without a manual reload.
 */
import { escapeHtml } from '../../lib/format/html.ts';
import type { SiteProblem } from './dev-sites.ts';

export function siteProblemPage({ slug, lines }: SiteProblem): string {
  const items = lines.map((line) => `<li><code>${escapeHtml(line)}</code></li>`).join('');
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(slug)}: fix the file to see the site</title>
<script type="module" src="/@vite/client"></script>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #fff5f5; color: #1f1f1f; }
main { max-width: 60rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border: 2px solid #b42318; border-radius: 8px; }
h1 { color: #b42318; font-size: 1.5rem; margin-top: 0; }
li { margin: 0.5rem 0; }
code { white-space: pre-wrap; word-break: break-word; }
</style>
</head>
<body>
<main role="alert">
<h1>${escapeHtml(slug)} cannot be shown: its files have ${lines.length === 1 ? 'a problem' : `${lines.length} problems`}</h1>
<ul>${items}</ul>
<p>Save the fixed file and this page turns back into the site by itself.</p>
</main>
</body>
</html>
`;
}
