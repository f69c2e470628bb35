import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_STORED_CHARS, readVersioned, STORED_VERSION } from './versioned-json';

const schema = z.object({ name: z.string(), count: z.number().int() }).strict();

describe('readVersioned', () => {
  it('reads version 1 with or without its v, and gives the value without it', () => {
    expect(readVersioned('row', '{"name":"a","count":2}', schema)).toEqual({ ok: true, value: { name: 'a', count: 2 } });
    expect(readVersioned('row', `{"v":${STORED_VERSION},"name":"a","count":2}`, schema)).toEqual({ ok: true, value: { name: 'a', count: 2 } });
  });

  it('refuses text over the bound before parsing it, naming what and how long', () => {
    const long = `{"name":"${'x'.repeat(MAX_STORED_CHARS)}","count":1}`;
    expect(readVersioned('item', long, schema)).toEqual({ ok: false, error: { code: 'stored-too-long', params: { what: 'item', length: long.length } } });
    const exact = `{"name":"${'x'.repeat(MAX_STORED_CHARS - 21)}","count":1}`;
    expect(exact.length).toBe(MAX_STORED_CHARS);
    expect(readVersioned('item', exact, schema).ok).toBe(true);
  });

  it('refuses what is not JSON, or not an object', () => {
    expect(readVersioned('item', '{', schema)).toEqual({ ok: false, error: { code: 'stored-not-json', params: { what: 'item' } } });
    for (const text of ['[]', 'null', '3', '"s"']) {
      expect(readVersioned('item', text, schema), text).toEqual({ ok: false, error: { code: 'stored-bad-shape', params: { what: 'item', version: 1, at: '' } } });
    }
  });

  it('refuses an unknown version, quoting at most 16 characters of one that is not a number', () => {
    expect(readVersioned('item', '{"v":2,"name":"a","count":2}', schema)).toEqual({ ok: false, error: { code: 'stored-unknown-version', params: { what: 'item', version: 2 } } });
    expect(readVersioned('item', `{"v":"${'9'.repeat(40)}"}`, schema)).toEqual({ ok: false, error: { code: 'stored-unknown-version', params: { what: 'item', version: '9'.repeat(16) } } });
    expect(readVersioned('item', '{"v":null}', schema)).toEqual({ ok: false, error: { code: 'stored-unknown-version', params: { what: 'item', version: 'null' } } });
  });

  it('names the path of the first part that does not read', () => {
    expect(readVersioned('item', '{"name":"a","count":2.5}', schema)).toEqual({ ok: false, error: { code: 'stored-bad-shape', params: { what: 'item', version: 1, at: 'count' } } });
    expect(readVersioned('item', '{"name":"a","count":2,"extra":1}', schema)).toMatchObject({ ok: false, error: { code: 'stored-bad-shape', params: { at: '' } } });
  });
});
