// Keeping a stored text that did not read cleanly before the site writes over it: the original is copied, as it was,
// to a backup key. Example: keepBackup(localStorage, 'bridge-tutor:rubber:v1', text) → 'bridge-tutor:rubber:v1:backup'.

/** What the stores need of window.localStorage. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Backups per stored key: each time the site sets something aside it is a different text (see keepBackup). */
export const MAX_BACKUPS = 3;

/** The backup keys of `key`, oldest first: `<key>:backup`, `<key>:backup.2`, `<key>:backup.3`. */
export function backupKeys(key: string): readonly string[] {
  return Array.from({ length: MAX_BACKUPS }, (_, i) => (i === 0 ? `${key}:backup` : `${key}:backup.${i + 1}`));
}

/**
 * Copies `text` (the text under `key`) to a backup key before it is written over, and returns that key; null when
 * storage refused the copy (quota, private mode): then the caller must not write over the original either.
 * A text already kept is not copied again. Otherwise the first free key is taken. A backup is never overwritten
 * blindly: each one holds what another release wrote and this one set aside, and the first, from before the site first
 * set anything aside, is the fullest record a learner has. Only when every key is taken is the newest backup replaced,
 * by the newer text (it holds everything since, and the older backups stay as they were).
 */
export function keepBackup(storage: KeyValueStorage, key: string, text: string): string | null {
  const keys = backupKeys(key);
  const held = keys.map((k) => storage.getItem(k));
  const same = held.indexOf(text);
  if (same >= 0) return keys[same];
  const free = held.indexOf(null);
  const target = keys[free >= 0 ? free : keys.length - 1];
  try {
    storage.setItem(target, text);
    return target;
  } catch {
    return null;
  }
}
