'use client';
// The class teacher's live classes: each one the class has had (its name or day, how many problems, running or ended)
// with its projector's page, and a new one started for the class (live-create.tsx with the class's token), whose
// students then vote under their names. Example: <ClassLivePanel token="…" view={view} kinds={…} />.

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ClassTeacherView } from '@/lib/set-api/class-responses';
import { dayText } from '../teach/moments';
import { LiveCreate } from './live-create';

export function ClassLivePanel({ token, view, kinds }: { token: string; view: ClassTeacherView; kinds: readonly { readonly value: string; readonly label: string }[] }) {
  const t = useTranslations('live.classPanel');
  const locale = useLocale();
  const [making, setMaking] = useState(false);
  return (
    <section className="panel" aria-labelledby="class-live" data-testid="class-live">
      <h2 id="class-live">{t('heading')}</h2>
      <p>{t('lead')}</p>
      {view.live.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul>
          {view.live.map((l) => (
            <li key={`${l.createdAt}-${l.teacherToken ?? ''}`} data-testid="class-live-item" data-phase={l.phase}>
              <strong>{l.title || t('untitled', { date: dayText(l.createdAt, locale, 'long') })}</strong>{' '}
              <span className="hint">{t('figures', { count: l.problems })} · {l.phase === 'closed' ? t('ended') : t('running')}</span>{' '}
              {l.teacherToken ? <Link href={`/live-teacher/${l.teacherToken}`}>{t('open')}</Link> : null}
            </li>
          ))}
        </ul>
      )}
      {making ? (
        <LiveCreate kinds={kinds} forClass={{ code: view.class.code, token }} />
      ) : (
        <button type="button" className="button button-primary" onClick={() => setMaking(true)} data-testid="class-live-new">
          {t('heading')}
        </button>
      )}
    </section>
  );
}
