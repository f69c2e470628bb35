'use client';
// A class student's live classes going on now, on the class's page: each opens the phones' page, where they vote under
// their name (the class's page keeps their token on this device). Example: <ClassStudentLive live={view.live} />.

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ClassView } from '@/lib/set-api/class-responses';
import { dayText } from '../teach/moments';

export function ClassStudentLive({ live }: { live: ClassView['live'] }) {
  const t = useTranslations('live.classPanel');
  const locale = useLocale();
  if (live.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="class-live-now" data-testid="class-student-live">
      <h2 id="class-live-now">{t('now')}</h2>
      <ul>
        {live.map((l) => (
          <li key={l.code}>
            <Link href={`/live/${l.code}`} className="button button-primary" data-testid="class-live-vote">
              {t('vote', { title: l.title || t('untitled', { date: dayText(l.createdAt, locale, 'long') }) })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
