// Whether the page has hydrated: false while the server renders and during hydration, true afterwards (React's
// external-store hook, so no effect has to set state). Example: const hydrated = useHydrated(); <button disabled={!hydrated}>.

import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(noChanges, () => true, () => false);
}

/** A browser capability read once hydrated (false on the server): e.g. useBrowserValue(webShareAvailable). */
export function useBrowserValue(read: () => boolean): boolean {
  return useSyncExternalStore(noChanges, read, () => false);
}
