'use client';
// The site's notice that stored progress or a score sheet did not read cleanly: what was set aside and that a copy is
// kept (set-aside.ts hears it from the stores). Mounted once in the layout; empty until a store reports. Example: <StorageNotice />.

import { useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { setAsideReports, subscribeSetAside, type SetAsideReport } from './set-aside';
import styles from './storage-notice.module.css';

const NONE: readonly SetAsideReport[] = [];

function What({ report }: { report: SetAsideReport }) {
  const t = useTranslations('common.storage');
  const sheet = report.store !== 'progress';
  if (report.whole) return <>{t(sheet ? 'sheetWhole' : 'progressWhole')}</>;
  if (report.entries === 0) return <>{t('progressVersion')}</>;
  return <>{t(sheet ? 'sheetPart' : 'progressPart', { count: report.entries })}</>;
}

export function StorageNotice() {
  const t = useTranslations('common.storage');
  const reports = useSyncExternalStore(subscribeSetAside, setAsideReports, () => NONE);
  // closing hides what has been told so far; a store that sets more aside later shows the notice again
  const [closed, setClosed] = useState<readonly SetAsideReport[]>(NONE);
  const shown = reports.filter((r) => !closed.includes(r));
  if (shown.length === 0) return null;
  return (
    <section className={`notice ${styles.notice}`} role="alert" aria-label={t('label')} data-testid="storage-notice">
      {shown.map((report) => (
        <p key={report.store} data-store={report.store}>
          <What report={report} /> {report.saving ? t('copyKept') : t('notSaved')}
        </p>
      ))}
      <button type="button" className="button" onClick={() => setClosed(reports)}>
        {t('close')}
      </button>
    </section>
  );
}
