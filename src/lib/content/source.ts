/**
 * A content file's text: YAML frontmatter between `---` lines, then Markdown; or, for a kind kept
 * as data (reviews), one JSON object. Pure, so the reader (src/pipeline/content.ts) stays I/O only
 * and tests need no files.
 */
import { parseDocument } from 'yaml';
import { problemLine } from '../tenant/problem.ts';
import { layerObject, parseLayerText } from '../tenant/json.ts';

export type ContentSource =
  | { ok: true; data: Record<string, unknown>; body: string; bodyLine: number }
  | { ok: false; error: string };

const FENCE = /^---[ \t]*\r?\n/;

export function parseContentSource(file: string, text: string): ContentSource {
  const content = text.replace(/^\uFEFF/, '');
  if (!FENCE.test(content))
    return {
      ok: false,
      error: problemLine(
        file,
        'frontmatter',
        'the file to start with a --- line, then the fields, then another --- line',
        describeStart(content),
      ),
    };
  const rest = content.replace(FENCE, '');
  const end = /^---[ \t]*$/m.exec(rest);
  if (!end)
    return {
      ok: false,
      error: problemLine(file, 'frontmatter', 'a closing --- line after the fields', 'the end of the file'),
    };
  const yamlText = rest.slice(0, end.index);
  const document = parseDocument(yamlText, { prettyErrors: true, uniqueKeys: true });
  const problem = document.errors[0];
  if (problem) {
    const line = (problem.linePos?.[0].line ?? 1) + 1;
    const reason = problem.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    return {
      ok: false,
      error: `${file}: frontmatter line ${line}: expected valid YAML, one "name: value" a line (quote a value that has ": " in it), found ${reason}`,
    };
  }
  const data: unknown = document.toJS();
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return {
      ok: false,
      error: problemLine(
        file,
        'frontmatter',
        'fields such as "title: About us"',
        data === null ? 'nothing' : JSON.stringify(data),
      ),
    };
  }
  const afterFence = rest.slice(end.index).replace(/^---[ \t]*\r?\n?/, '');
  const bodyLine = content.slice(0, content.length - afterFence.length).split('\n').length;
  return { ok: true, data: data as Record<string, unknown>, body: afterFence, bodyLine };
}

/** A JSON content file: its object is the entry's data (there is no Markdown body). */
export function parseDataSource(file: string, text: string): ContentSource {
  const source = parseLayerText(file, text.replace(/^\uFEFF/, ''));
  if ('error' in source) return { ok: false, error: source.error };
  const object = layerObject(source);
  return object.ok
    ? { ok: true, data: object.value, body: '', bodyLine: 1 }
    : { ok: false, error: object.error.replace('an object of options ({ … })', 'one JSON object ({ … })') };
}

function describeStart(text: string): string {
  const first = text.split('\n')[0] ?? '';
  return first === '' ? 'an empty first line' : JSON.stringify(first.slice(0, 40));
}
