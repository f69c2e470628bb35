import { describe, expect, it, vi } from 'vitest';
import { emptyProgress, printProgress, recordAnswer, type AnswerRecord } from '@/lib/progress/progress';
import { createProgressStore, PROGRESS_KEY, type KeyValueStorage, type StorageEvents } from './progress-store';
import { dayOf } from '@/lib/progress/model';
import { today } from './today';
import { MemoryStorage } from '../memory-storage';

const miss: AnswerRecord = { code: 'abc', kind: 'call', topic: 'open', rule: 'O-1NT', right: false, day: 20_000 };


/** A window stand-in that lets the test fire another tab's storage event. */
function fakeWindow() {
  const listeners = new Set<(event: { key: string | null }) => void>();
  const events: StorageEvents = { addEventListener: (_, l) => listeners.add(l), removeEventListener: (_, l) => listeners.delete(l) };
  return { events, listeners, fire: (key: string | null) => listeners.forEach((l) => l({ key })) };
}

describe('the progress store', () => {
  it('starts empty, records into storage and reads back the same snapshot until the text changes', () => {
    const storage = new MemoryStorage();
    const store = createProgressStore(() => storage, null);
    const first = store.getSnapshot();
    expect(first).toEqual({ progress: emptyProgress(), issues: [] });
    expect(store.getSnapshot()).toBe(first);
    store.record(miss);
    const after = store.getSnapshot();
    expect(after.progress).toEqual(recordAnswer(emptyProgress(), miss));
    expect(storage.getItem(PROGRESS_KEY)).toBe(printProgress(after.progress));
    expect(store.getSnapshot()).toBe(after);
  });

  it('tells its subscribers of each change, and of other tabs\' writes to its key only', () => {
    const storage = new MemoryStorage();
    const win = fakeWindow();
    const store = createProgressStore(() => storage, win.events);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.record(miss);
    expect(listener).toHaveBeenCalledTimes(1);
    storage.setItem(PROGRESS_KEY, printProgress(recordAnswer(emptyProgress(), { ...miss, right: true })));
    win.fire('other-key');
    expect(listener).toHaveBeenCalledTimes(1);
    win.fire(PROGRESS_KEY);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().progress.streak.current).toBe(1);
    win.fire(null);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    expect(win.listeners.size).toBe(0);
  });

  it('reads corrupt text as nothing kept, and backs it up before an answer replaces it', () => {
    const storage = new MemoryStorage();
    const corrupt = '{"version":1,"topics":';
    storage.setItem(PROGRESS_KEY, corrupt);
    const onSetAside = vi.fn();
    const store = createProgressStore(() => storage, null, onSetAside);
    expect(store.getSnapshot()).toEqual({ progress: emptyProgress(), issues: [{ code: 'not-json', params: { at: '' } }] });
    expect(onSetAside).toHaveBeenCalledWith({ store: 'progress', whole: true, entries: 1, saving: true });
    store.record(miss);
    expect(store.getSnapshot()).toEqual({ progress: recordAnswer(emptyProgress(), miss), issues: [] });
    expect(storage.getItem(`${PROGRESS_KEY}:backup`)).toBe(corrupt);
  });

  it('reset removes the stored progress, but a text that did not read cleanly is backed up first', () => {
    const storage = new MemoryStorage();
    storage.setItem(PROGRESS_KEY, 'garbage');
    const store = createProgressStore(() => storage, null);
    expect(store.getSnapshot().issues).toHaveLength(1);
    store.reset();
    expect(storage.map.has(PROGRESS_KEY)).toBe(false);
    expect(storage.getItem(`${PROGRESS_KEY}:backup`)).toBe('garbage');
    expect(store.getSnapshot()).toEqual({ progress: emptyProgress(), issues: [] });
  });

  it('over mixed text: keeps every valid entry, backs the original up before the first write, and counts on', () => {
    const storage = new MemoryStorage();
    const known = recordAnswer(recordAnswer(emptyProgress(), miss), { ...miss, code: 'x1', rule: 'O-2NT', right: true });
    const json = JSON.parse(printProgress(known)) as { rules: Record<string, unknown>; extra?: number };
    json.rules['O-9'] = { answered: 7, right: 7, last: 1, topic: 'open' };
    const mixed = JSON.stringify(json);
    storage.setItem(PROGRESS_KEY, mixed);
    const onSetAside = vi.fn();
    const store = createProgressStore(() => storage, null, onSetAside);
    expect(store.getSnapshot().progress).toEqual(known);
    expect(onSetAside).toHaveBeenLastCalledWith({ store: 'progress', whole: false, entries: 1, saving: true });
    // nothing is written on reading: the original stays as it is until progress changes
    expect(storage.getItem(PROGRESS_KEY)).toBe(mixed);
    store.record({ ...miss, code: 'x2', right: true });
    expect(storage.getItem(`${PROGRESS_KEY}:backup`)).toBe(mixed);
    expect(store.getSnapshot()).toEqual({ progress: recordAnswer(known, { ...miss, code: 'x2', right: true }), issues: [] });
    expect(store.getSnapshot().progress.topics.open?.answered).toBe(3);
    // a clean text is not backed up again
    store.markLesson('the-auction', 'read', 20_000);
    expect([...storage.map.keys()].sort()).toEqual([PROGRESS_KEY, `${PROGRESS_KEY}:backup`]);
  });

  it('a later text that does not read goes to the next backup: the first one is not overwritten', () => {
    const storage = new MemoryStorage();
    storage.setItem(PROGRESS_KEY, 'first');
    createProgressStore(() => storage, null).record(miss);
    storage.setItem(PROGRESS_KEY, 'second');
    createProgressStore(() => storage, null).record(miss);
    expect(storage.getItem(`${PROGRESS_KEY}:backup`)).toBe('first');
    expect(storage.getItem(`${PROGRESS_KEY}:backup.2`)).toBe('second');
  });

  it('leaves a 5 MB text where it is when the browser will not keep a copy, and counts this page in memory', () => {
    const storage = new MemoryStorage();
    const huge = `{"version":1,"junk":"${'x'.repeat(5 * 1024 * 1024)}"}`;
    storage.setItem(PROGRESS_KEY, huge);
    const quota: KeyValueStorage = {
      getItem: (k) => storage.getItem(k),
      // as a browser's quota: room for the one value, not for a second copy of it
      setItem: (k, v) => {
        if (v.length > 1024 * 1024) throw new DOMException('full', 'QuotaExceededError');
        storage.setItem(k, v);
      },
      removeItem: (k) => storage.removeItem(k),
    };
    const onSetAside = vi.fn();
    const store = createProgressStore(() => quota, null, onSetAside);
    expect(store.getSnapshot().issues).toEqual([{ code: 'too-long', params: { at: '' } }]);
    store.record(miss);
    expect(storage.getItem(PROGRESS_KEY)).toBe(huge);
    expect(store.getSnapshot().progress).toEqual(recordAnswer(emptyProgress(), miss));
    expect(onSetAside).toHaveBeenLastCalledWith({ store: 'progress', whole: true, entries: 1, saving: false });
  });

  it('works in memory when storage cannot even be reached (private mode)', () => {
    const store = createProgressStore(() => {
      throw new DOMException('denied', 'SecurityError');
    }, null);
    expect(store.getSnapshot()).toEqual({ progress: emptyProgress(), issues: [] });
    store.record(miss);
    store.record({ ...miss, code: 'def' });
    expect(store.getSnapshot().progress.queue.map((e) => e.code)).toEqual(['abc', 'def']);
    store.reset();
    expect(store.getSnapshot().progress).toBe(emptyProgress());
  });

  it('keeps the answers in memory when a write fails (quota), instead of losing them to the old stored text', () => {
    const storage = new MemoryStorage();
    storage.setItem(PROGRESS_KEY, printProgress(recordAnswer(emptyProgress(), miss)));
    const full: KeyValueStorage = {
      getItem: (k) => storage.getItem(k),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: (k) => storage.removeItem(k),
    };
    const store = createProgressStore(() => full, null);
    store.record({ ...miss, code: 'def', right: true });
    expect(store.getSnapshot().progress.topics.open?.answered).toBe(2);
  });
});

describe('dayOf and today', () => {
  it('count the whole days since 1970 in UTC', () => {
    expect(dayOf(0)).toBe(0);
    expect(dayOf(Date.UTC(2026, 10, 30, 23, 59))).toBe(20_787);
    expect(dayOf(Date.UTC(2026, 11, 1))).toBe(20_788);
    const before = dayOf(Date.now());
    expect([before, before + 1]).toContain(today()); // today is the day of the clock now
  });
});
