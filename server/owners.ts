// Who keeps a new set or class: a teacher key (its home lists it), a class (its teacher page lists the set), or, when
// the request names neither, a new key made for it and given back once ("keep this link: it opens all your sets").
// The teacher link is kept sealed with the owner's secret (server/vault.ts); the database holds the secrets' hashes.
// Example: const owner = await ownerOf(store, bearer, undefined); const { teacherKey } = await keepFor(store, owner, 'set', row.id, token, now).

import type { ClassRow, SealedLink } from './class-store-types';
import type { Store } from './store-types';
import { hashToken, teacherToken } from './tokens';
import { seal } from './vault';
import { isShortCode, isToken } from '@/lib/set-api/ids';

export type Owner =
  | { readonly kind: 'key'; readonly key: string }
  | { readonly kind: 'class'; readonly cls: ClassRow; readonly token: string };

/** Why a request's owner is not one: the bearer is no key (or no class token of the class named). */
export type OwnerRefusal = 'unknown-key' | 'unknown-class';

/** A new teacher key (256 bits), stored as its hash. */
export async function newKey(store: Store, now: number): Promise<string> {
  const key = teacherToken();
  await store.classes.addKey(hashToken(key), now);
  return key;
}

/** The class a class token opens, or null. */
export async function classOfToken(store: Store, token: string): Promise<ClassRow | null> {
  return isToken(token) ? store.classes.classByTeacherHash(hashToken(token)) : null;
}

/** Whether `key` is a teacher key that exists. */
export async function keyExists(store: Store, key: string): Promise<boolean> {
  return isToken(key) && store.classes.keyExists(hashToken(key));
}

/**
 * The owner a create or copy request names: with `classCode`, the class whose token is the bearer; without, the key that
 * is the bearer; null when there is no bearer (a new key will be made). A bearer that opens nothing is refused.
 */
export async function ownerOf(store: Store, bearer: string | null, classCode: string | undefined): Promise<Owner | null | OwnerRefusal> {
  if (classCode !== undefined) {
    const cls = bearer === null ? null : await classOfToken(store, bearer);
    return cls && isShortCode(classCode) && cls.code === classCode.toUpperCase() ? { kind: 'class', cls, token: bearer! } : 'unknown-class';
  }
  if (bearer === null) return null;
  return (await keyExists(store, bearer)) ? { kind: 'key', key: bearer } : 'unknown-key';
}

/** The key hash a new set or class is listed under (null for a class's set: the class lists it). */
export function keyHashOf(owner: Owner | null): string | null {
  return owner?.kind === 'key' ? hashToken(owner.key) : null;
}

/**
 * The owner of something new: the request's, or a new key when it names none (then given back once as `teacherKey`).
 */
export async function ownerOrNewKey(store: Store, owner: Owner | null, now: number): Promise<{ readonly owner: Owner; readonly teacherKey?: string }> {
  if (owner) return { owner };
  const key = await newKey(store, now);
  return { owner: { kind: 'key', key }, teacherKey: key };
}

/** The teacher link of a set or class kept for its owner, sealed with the owner's secret. */
export async function keepFor(store: Store, owner: Owner, kind: SealedLink['kind'], targetId: string, token: string, now: number): Promise<void> {
  const secret = owner.kind === 'class' ? owner.token : owner.key;
  await store.classes.keepLink(hashToken(secret), { kind, targetId, sealed: seal(secret, token), addedAt: now });
}
