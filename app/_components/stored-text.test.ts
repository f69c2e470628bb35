import { describe, expect, it } from 'vitest';
import { backupKeys, keepBackup, MAX_BACKUPS, type KeyValueStorage } from './stored-text';
import { MemoryStorage } from './memory-storage';


const KEY = 'bridge-tutor:rubber:v1';

describe('keepBackup', () => {
  it('names the backups after the key, oldest first', () => {
    expect(backupKeys(KEY)).toEqual([`${KEY}:backup`, `${KEY}:backup.2`, `${KEY}:backup.3`]);
    expect(MAX_BACKUPS).toBe(3);
  });

  it('copies the text to the first free backup, and a text already kept is not copied again', () => {
    const storage = new MemoryStorage();
    expect(keepBackup(storage, KEY, 'first')).toBe(`${KEY}:backup`);
    expect(keepBackup(storage, KEY, 'first')).toBe(`${KEY}:backup`);
    expect(keepBackup(storage, KEY, 'second')).toBe(`${KEY}:backup.2`);
    expect(storage.map).toEqual(new Map([[`${KEY}:backup`, 'first'], [`${KEY}:backup.2`, 'second']]));
  });

  it('never overwrites the older backups: when all are taken, only the newest is replaced', () => {
    const storage = new MemoryStorage();
    for (const text of ['one', 'two', 'three', 'four', 'five']) keepBackup(storage, KEY, text);
    expect(backupKeys(KEY).map((k) => storage.getItem(k))).toEqual(['one', 'two', 'five']);
  });

  it('returns null when the browser refuses the copy (quota), so that the caller leaves the original alone', () => {
    const storage = new MemoryStorage();
    const full: KeyValueStorage = {
      getItem: (k) => storage.getItem(k),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: (k) => storage.removeItem(k),
    };
    expect(keepBackup(full, KEY, 'x'.repeat(5 * 1024 * 1024))).toBeNull();
  });
});
