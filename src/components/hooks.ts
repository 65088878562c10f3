import { useEffect, useState } from 'react';

/** False during server rendering and hydration, true after: for anything that reads browser state (localStorage, the clock), and for controls that must wait for the island. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
