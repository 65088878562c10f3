/**
 * Requests to a built site as a CDN would answer them, from Node: the request goes to the local
 * server with the site's Host, and redirects are followed by hand, so a redirect to another site
 * (a dealer's finance or service booking page) is seen rather than fetched.
 */
import { request } from 'node:http';
import { port } from './sites.ts';

type Answer = { status: number; location: string | null };

function get(slug: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Host: `${slug}.localhost:${port}` } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null }));
    });
    req.on('error', reject);
    req.end();
  });
}

export type Followed = {
  /** The status of the last answer from the site. */
  status: number;
  /** Every path asked for, the first one included. */
  chain: string[];
  /** Where the last redirect sent the browser off the site, if it did. */
  external: string | null;
  /** The path (with query and fragment) the chain ended on. */
  final: string;
};

/** Asks for `path` and follows the site's redirects (at most 5), keeping each hop's fragment. */
export async function follow(slug: string, path: string): Promise<Followed> {
  const chain = [path];
  let current = path;
  for (let hop = 0; hop < 5; hop++) {
    const answer = await get(slug, current.split('#')[0]!);
    if (answer.status < 300 || answer.status >= 400 || !answer.location)
      return { status: answer.status, chain, external: null, final: current };
    if (/^https?:\/\//.test(answer.location))
      return { status: answer.status, chain, external: answer.location, final: answer.location };
    current = new URL(answer.location, `http://site${current}`).href.replace('http://site', '');
    chain.push(current);
  }
  throw new Error(`${path}: more than 5 redirects (${chain.join(' → ')})`);
}
