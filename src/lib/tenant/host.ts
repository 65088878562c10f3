/** The tenant a request is for, from its Host header: "<slug>.localhost[:port]" → slug; anything else → null. */
export function tenantFromHost(host: string | undefined): string | null {
  const name = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  const match = /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)\.localhost$/.exec(name);
  return match?.[1] ?? null;
}
