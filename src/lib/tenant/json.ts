// Parsing a tenant file's text. Pure, so the loader stays I/O only and tests need no files.
import { problemLine } from './problem.ts';

export type LayerSource = { file: string; data: unknown } | { file: string; error: string };

/** Parses JSON; a syntax error names the file, line and column (1-based) an editor can jump to. */
export function parseLayerText(file: string, text: string): LayerSource {
  try {
    return { file, data: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const { line, column } = positionOf(reason, text);
    const detail = reason
      .replace(/\s*in JSON at position \d+.*$/s, '')
      .replace(/^Unexpected end of JSON input$/, 'the file ends too early');
    return { file, error: `${file}: invalid JSON at line ${line}, column ${column}: ${detail}` };
  }
}

/** V8 reports "(line L column C)" and/or "position N"; fall back to the end of the text. */
function positionOf(reason: string, text: string): { line: number; column: number } {
  const lineColumn = /line (\d+) column (\d+)/.exec(reason);
  if (lineColumn) return { line: Number(lineColumn[1]), column: Number(lineColumn[2]) };
  const position = /position (\d+)/.exec(reason);
  const offset = position ? Number(position[1]) : text.length;
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** A layer must be a JSON object of options. */
export function layerObject(source: {
  file: string;
  data: unknown;
}): { ok: true; value: Record<string, unknown> } | { ok: false; error: string } {
  const { data } = source;
  if (typeof data === 'object' && data !== null && !Array.isArray(data))
    return { ok: true, value: data as Record<string, unknown> };
  const found = Array.isArray(data) ? 'a list' : JSON.stringify(data);
  return { ok: false, error: problemLine(source.file, [], 'an object of options ({ … })', found) };
}
