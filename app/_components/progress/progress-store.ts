// One progress store over the browser's storage: every component reads the same snapshot, other tabs' writes arrive
// through `storage` events, and a storage that throws (private mode, quota) leaves the store working in memory. Stored
// text that does not read cleanly is copied to a backup key before anything is written over it, and reported.
// Example: const store = createProgressStore(() => window.localStorage, window, reportSetAside); store.record(answer).

import {
  emptyProgress, markLesson, parseProgress, printProgress, recordAnswer, setAsideOf, type AnswerRecord, type LessonMark, type ParsedProgress,
} from '@/lib/progress/progress';
import type { SetAsideReport } from '../set-aside';
import { keepBackup, type KeyValueStorage } from '../stored-text';

export type { KeyValueStorage } from '../stored-text';

/** The localStorage key; the version in it changes only with a format that cannot read the old one. */
export const PROGRESS_KEY = 'bridge-tutor.progress.v1';

export type ProgressSnapshot = ParsedProgress;

/** What the store needs of window: the other tabs' writes. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: { readonly key: string | null }) => void): void;
  removeEventListener(type: 'storage', listener: (event: { readonly key: string | null }) => void): void;
}

export interface ProgressStore {
  subscribe(listener: () => void): () => void;
  /** The same object until the stored text changes (useSyncExternalStore compares by reference). */
  getSnapshot(): ProgressSnapshot;
  record(answer: AnswerRecord): void;
  /** Marks a lesson read or practised today (`day`); the first mark stays. */
  markLesson(slug: string, mark: LessonMark, day: number): void;
  reset(): void;
}

/** What the server renders and a first render shows: nothing known yet. */
export const SERVER_SNAPSHOT: ProgressSnapshot = { progress: emptyProgress(), issues: [] };

/**
 * `storage` is a getter because merely reading window.localStorage throws where storage is blocked. `onSetAside` hears
 * when the stored text does not read cleanly (on reading it, and again if the backup copy is refused).
 */
export function createProgressStore(
  storage: () => KeyValueStorage, events: StorageEvents | null, onSetAside: (report: SetAsideReport) => void = () => {},
): ProgressStore {
  /** Set once storage has failed: from then on the text lives here, for this page's life. */
  let memory: { text: string | null } | null = null;
  let cache: { raw: string | null; snapshot: ProgressSnapshot } | null = null;
  const listeners = new Set<() => void>();

  function readRaw(): string | null {
    if (memory) return memory.text;
    try {
      return storage().getItem(PROGRESS_KEY);
    } catch {
      memory = { text: null };
      return null;
    }
  }

  function report(snapshot: ProgressSnapshot, saving: boolean): void {
    const setAside = setAsideOf(snapshot.issues);
    if (setAside) onSetAside({ store: 'progress', whole: setAside.whole, entries: setAside.entries, saving });
  }

  function write(text: string | null): void {
    const current = getSnapshot();
    if (!memory && cache?.raw != null && current.issues.length > 0 && keepBackupOf(cache.raw) === null) {
      // no copy, no overwrite: the original stays where it is and this page counts in memory
      memory = { text };
      report(current, false);
    }
    if (!memory) {
      try {
        if (text === null) storage().removeItem(PROGRESS_KEY);
        else storage().setItem(PROGRESS_KEY, text);
      } catch {
        memory = { text: null };
      }
    }
    if (memory) memory.text = text;
    notify();
  }

  function keepBackupOf(raw: string): string | null {
    try {
      return keepBackup(storage(), PROGRESS_KEY, raw);
    } catch {
      return null;
    }
  }

  function notify(): void {
    for (const listener of [...listeners]) listener();
  }

  const onStorage = (event: { readonly key: string | null }) => {
    // key null: another tab cleared the whole storage
    if (event.key === PROGRESS_KEY || event.key === null) notify();
  };

  function getSnapshot(): ProgressSnapshot {
    const raw = readRaw();
    if (!cache || cache.raw !== raw) {
      cache = { raw, snapshot: parseProgress(raw) };
      if (!memory) report(cache.snapshot, true);
    }
    return cache.snapshot;
  }

  return {
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot,
    record(answer) {
      // over text that did not read cleanly: what was kept counts on, the original is in its backup
      write(printProgress(recordAnswer(getSnapshot().progress, answer)));
    },
    markLesson(slug, mark, day) {
      const progress = getSnapshot().progress;
      const marked = markLesson(progress, slug, mark, day);
      if (marked !== progress) write(printProgress(marked));
    },
    reset() {
      write(null);
    },
  };
}
