// Stored JSON read by its versioned schema, never cast: the bound, the parse, the version (`v`, absent: 1) taken off,
// then the version's schema; what does not read is an issue with a code (which JSON, the version, the path). The one
// reader of the teachers' stored JSON: lib/set-api/stored.ts (the store) and stored-item.ts (the item pool) use it.
// Example: readVersioned('item', '{"v":2}', schema) → err({ code: 'stored-unknown-version', params: { what: 'item', version: 2 } }).

import { err, issue, ok, type Issue, type Result } from '../result';

/** The version written with every stored JSON from now on; a row without one is version 1. */
export const STORED_VERSION = 1;

/** A stored JSON text longer than this is not parsed (a spec, a source or an answer is a few kB at most; a whole auction's record ~10 kB). */
export const MAX_STORED_CHARS = 256 * 1024;

export type StoredIssue = Issue<'stored-too-long' | 'stored-not-json' | 'stored-unknown-version' | 'stored-bad-shape'>;

/** What version 1 of a stored JSON is read by (a zod schema). */
export interface StoredSchema {
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

/** `text` read as the stored JSON `what`: `v` checked (absent: 1) and taken off, the rest by version 1's schema. */
export function readVersioned<T>(what: string, text: string, v1: StoredSchema): Result<T, StoredIssue> {
  if (text.length > MAX_STORED_CHARS) return err(issue('stored-too-long', { what, length: text.length }));
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return err(issue('stored-not-json', { what }));
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return err(issue('stored-bad-shape', { what, version: 1, at: '' }));
  const { v = 1, ...value } = json as Record<string, unknown>;
  if (v !== STORED_VERSION) return err(issue('stored-unknown-version', { what, version: typeof v === 'number' ? v : String(v).slice(0, 16) }));
  const parsed = v1.safeParse(value);
  if (!parsed.success) return err(issue('stored-bad-shape', { what, version: 1, at: parsed.error.issues[0]?.path.map(String).join('.') ?? '' }));
  return ok(parsed.data as T);
}
