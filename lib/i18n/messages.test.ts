import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { messagesFor, NAMESPACES } from './messages';

/** Every leaf key path of a nested catalogue object: 'errors.wrong-card-count'. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

describe('message catalogues', () => {
  const english = new Set(NAMESPACES.flatMap((ns) => keyPaths(messagesFor('en')[ns], ns)));

  it.each(LOCALES)('%s has exactly the keys of every other locale', (locale) => {
    const keys = new Set(NAMESPACES.flatMap((ns) => keyPaths(messagesFor(locale)[ns], ns)));
    const missing = [...english].filter((k) => !keys.has(k));
    const extra = [...keys].filter((k) => !english.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)('%s has no empty message', (locale) => {
    const empty = NAMESPACES.flatMap((ns) => keyPaths(messagesFor(locale)[ns], ns)).filter((path) => {
      const value = path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], messagesFor(locale));
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});
