// What the stores in this browser set aside on this page (progress, the score sheets), for the notice to tell: a
// store reports once it finds stored text that does not read cleanly. Example: reportSetAside({ store: 'rubber', … }).

export type StoreName = 'progress' | 'rubber' | 'chicago';

export interface SetAsideReport {
  readonly store: StoreName;
  /** True when nothing of the stored text could be read. */
  readonly whole: boolean;
  /** Entries (progress) or deals (sheets) left out. */
  readonly entries: number;
  /** False when this browser refused to keep a copy: then nothing is written over the original on this page. */
  readonly saving: boolean;
}

let reports: readonly SetAsideReport[] = [];
const listeners = new Set<() => void>();

/** Records a store's report (a later one from the same store replaces it); the notice hears of it after the render. */
export function reportSetAside(report: SetAsideReport): void {
  const same = reports.find((r) => r.store === report.store);
  if (same && same.whole === report.whole && same.entries === report.entries && same.saving === report.saving) return;
  reports = [...reports.filter((r) => r.store !== report.store), report];
  // stores report while a component reads them: the notice is told afterwards, not during that render
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

export function subscribeSetAside(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The reports so far, the same array until one changes. */
export function setAsideReports(): readonly SetAsideReport[] {
  return reports;
}
