// The teacher links a key or a class token keeps (sealed with it by server/owners.ts keepFor), opened again with it.
// Example: await openedLinks(store, classToken, 'set') → Map { setId → the set's teacher token }.

import type { SealedLink } from './class-store-types';
import type { Store } from './store-types';
import { hashToken } from './tokens';
import { unseal } from './vault';

/** At most this many classes and sets are listed on one home (a key holds a teacher's years, not a school's). */
export const MAX_HOME_LINKS = 1000;

/** The teacher links a secret keeps, opened with it: target id → token. */
export async function openedLinks(store: Store, secret: string, kind: SealedLink['kind']): Promise<Map<string, string>> {
  const links = (await store.classes.linksOf(hashToken(secret))).filter((l) => l.kind === kind).slice(0, MAX_HOME_LINKS);
  const opened = new Map<string, string>();
  for (const link of links) {
    const token = unseal(secret, link.sealed);
    if (token !== null) opened.set(link.targetId, token);
  }
  return opened;
}
