// A KeyValueStorage in memory, with the Map it keeps open to look at: what the stores' tests give them in place of
// the browser's localStorage. Example: const storage = new MemoryStorage(); storage.setItem('k', 'v'); storage.map.get('k') → 'v'.

import type { KeyValueStorage } from './stored-text';

export class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}
