/**
 * The browser's transport for a JSON POST: fetch. The Meilisearch protocol (lib/search/multi-search.ts)
 * and the search client (lib/search/meili-client.ts) are handed it; the build hands them a keep-alive
 * Node client instead (pipeline/http-post.ts).
 */
import type { JsonPost } from '../lib/search/multi-search.ts';

export const fetchPost: JsonPost = async (url, headers, body, signal) => {
  const response = await fetch(url, { method: 'POST', headers, body, signal });
  return { status: response.status, json: response.ok ? await response.json() : null };
};
