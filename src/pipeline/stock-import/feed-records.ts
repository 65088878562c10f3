/**
 * A feed's raw records, one at a time, so a 20,000-car feed is never held as text and as records at
 * once: CSV through csv-parse's stream, XML through saxes (a streaming parser: only the record being
 * read is held as a tree), JSON parsed whole (JSON.parse has no streaming form; the text is dropped
 * once parsed). What a record is made of is src/lib/stock/mapping.ts's concern.
 */
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { FeedFormat, StockFeedOptions } from '../../lib/stock/feed-options.ts';

type RecordOptions = Pick<StockFeedOptions, 'delimiter' | 'recordElement' | 'recordsPath'>;

export function feedRecords(input: Readable, format: FeedFormat, options: RecordOptions): AsyncIterable<unknown> {
  if (format === 'csv') return csvRecords(input, options.delimiter);
  if (format === 'xml') return xmlRecords(input, options.recordElement);
  return jsonRecords(input, options.recordsPath);
}

/** Rows as objects keyed by the header row; a short row (a truncated last line) still comes, to be skipped for what it lacks. */
function csvRecords(input: Readable, delimiter: string): AsyncIterable<unknown> {
  return input.pipe(
    parse({ columns: true, bom: true, delimiter, trim: true, skip_empty_lines: true, relax_column_count: true }),
  );
}

async function* jsonRecords(input: Readable, path: string): AsyncIterable<unknown> {
  let text = '';
  input.setEncoding('utf8');
  for await (const chunk of input) text += chunk as string;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`The stock feed is not valid JSON: ${(error as Error).message}`);
  }
  text = '';
  const records = path === '' ? value : path.split('.').reduce<unknown>((node, key) => childOf(node, key), value);
  if (!Array.isArray(records)) {
    const where =
      path === '' ? 'a JSON list of vehicles' : `a "${path}" list of vehicles, like { "${path.split('.')[0]}": [...] }`;
    throw new Error(`The stock feed needs ${where}, found ${describeValue(records)}.`);
  }
  yield* records;
}

function childOf(node: unknown, key: string): unknown {
  return typeof node === 'object' && node !== null && !Array.isArray(node)
    ? (node as Record<string, unknown>)[key]
    : undefined;
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  return value === null ? 'null' : typeof value === 'object' ? 'an object' : JSON.stringify(value);
}

type Node = { name: string; fields: Record<string, unknown>; text: string };

/** Each element named `recordElement` (at any depth, any namespace prefix, any case) as a plain object. */
async function* xmlRecords(input: Readable, recordElement: string): AsyncIterable<unknown> {
  const wanted = recordElement.toLowerCase();
  const parser = new SaxesParser();
  const stack: Node[] = [];
  const done: unknown[] = [];
  parser.on('opentag', (tag: SaxesTagPlain) => {
    const local = tag.name.slice(tag.name.indexOf(':') + 1);
    if (stack.length === 0 && local.toLowerCase() !== wanted) return;
    const fields: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(tag.attributes)) fields[`@${name}`] = value;
    stack.push({ name: local, fields, text: '' });
  });
  const addText = (text: string) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const node = stack.pop();
    if (!node) return;
    const value = elementValue(node);
    const parent = stack.at(-1);
    if (!parent) done.push(typeof value === 'string' ? {} : value);
    else addChild(parent.fields, node.name, value);
  });
  input.setEncoding('utf8');
  try {
    for await (const chunk of input) {
      parser.write(chunk as string);
      yield* done.splice(0);
    }
    parser.close();
  } catch (error) {
    throw new Error(`The stock feed is not well-formed XML: ${(error as Error).message}`);
  }
  yield* done.splice(0);
}

function elementValue({ fields, text }: Node): unknown {
  const trimmed = text.trim();
  if (Object.keys(fields).length === 0) return trimmed;
  if (trimmed !== '') fields['#text'] = trimmed;
  return fields;
}

function addChild(fields: Record<string, unknown>, name: string, value: unknown): void {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else fields[name] = [existing, value];
}
