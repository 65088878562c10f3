// One shape for every tenant config error line, whoever finds the problem (JSON parsing, layer
// resolution or the schema): "<file>: <path>: expected <what>, found <value>".

/** `["locations", 2, "address", "lat"]` → `locations[2].address.lat`; the root is `(top level)`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(top level)' : out;
}

const SHORT = 60;

/** How a found value is quoted back to the editor: short values verbatim, long ones summarised. */
export function describeFound(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string')
    return value.length > SHORT ? `${JSON.stringify(value.slice(0, SHORT))}…` : JSON.stringify(value);
  const json = JSON.stringify(value);
  if (json !== undefined && json.length <= SHORT) return json;
  if (Array.isArray(value)) return `a list of ${value.length} items`;
  return 'an object';
}

export function problemLine(
  file: string,
  path: readonly PropertyKey[] | string,
  expected: string,
  found: string,
): string {
  const where = typeof path === 'string' ? path : formatPath(path);
  return `${file}: ${where}: expected ${expected}, found ${found}`;
}
