'use client';
// The class teacher's partnership practices: each one the class has (its name or day, deals, pairs, how they are made)
// with its results page (/pairs-teacher/<token>), and a new one made for the class (class-pair-create.tsx).
// Example: <ClassPairsPanel token="…" view={view} kinds={…} lessons={…} onChange={refresh} />.

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ClassTeacherView } from '@/lib/set-api/class-responses';
import { dayText } from '../teach/moments';
import { ClassPairCreate } from './class-pair-create';
import type { PairSources } from './pair-deal-fields';

export function ClassPairsPanel({ token, view, kinds, lessons, onChange }: PairSources & { token: string; view: ClassTeacherView; onChange: () => Promise<void> }) {
  const t = useTranslations('pairs.classes');
  const locale = useLocale();
  const [making, setMaking] = useState(false);
  return (
    <section className="panel" aria-labelledby="class-pairs" data-testid="class-pairs">
      <h2 id="class-pairs">{t('heading')}</h2>
      <p>{t('lead')}</p>
      {view.pairs.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul>
          {view.pairs.map((g) => (
            <li key={g.id} data-testid="class-pair-group" data-pairs={g.pairs}>
              <strong>{g.title || t('untitled', { date: dayText(g.createdAt, locale, 'long') })}</strong>{' '}
              <span className="hint">
                {t('figures', { deals: g.deals, pairs: g.pairs })} · {t(g.pairing === 'code' ? 'byCode' : 'byTeacher')}
              </span>{' '}
              {g.teacherToken ? <Link href={`/pairs-teacher/${g.teacherToken}`} data-testid="class-pair-results">{t('results')}</Link> : null}
            </li>
          ))}
        </ul>
      )}
      {making ? (
        <ClassPairCreate
          token={token}
          students={view.students}
          kinds={kinds}
          lessons={lessons}
          onCancel={() => setMaking(false)}
          onMade={() => {
            setMaking(false);
            void onChange();
          }}
        />
      ) : (
        <button type="button" className="button button-primary" onClick={() => setMaking(true)} data-testid="class-pair-new">
          {t('new')}
        </button>
      )}
    </section>
  );
}
