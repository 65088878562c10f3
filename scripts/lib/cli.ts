/**
 * Every script's argument handling: node:util parseArgs plus --help (prints the usage, exit 0) and
 * unknown or malformed options (prints the problem and the usage, exit 2).
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

type WithHelp<T> = T & { help: { type: 'boolean'; default: false } };
type Config<T> = { options: WithHelp<T>; strict: true; allowPositionals: false };

export function parseCli<const T extends ParseArgsOptionsConfig>(usage: string, options: T) {
  const withHelp: WithHelp<T> = { ...options, help: { type: 'boolean', default: false } };
  let parsed: ReturnType<typeof parseArgs<Config<T>>>;
  try {
    parsed = parseArgs<Config<T>>({
      options: withHelp,
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  if ((parsed.values as { help?: boolean }).help) {
    console.log(usage);
    process.exit(0);
  }
  return parsed.values;
}
