'use client';
// A lesson's marks on the course index: read and practised, from this browser's progress (nothing on the server's
// render: the marks appear once the page runs). Example: <LessonBadges slug="hand-strength" />.

import { useTranslations } from 'next-intl';
import { useProgress } from '../progress/use-progress';
import styles from './lesson.module.css';

export function LessonBadges({ slug }: { slug: string }) {
  const t = useTranslations('lessons.marks');
  const marks = useProgress().progress.lessons?.[slug];
  if (!marks) return null;
  return (
    <p className={styles.marks} data-testid={`marks-${slug}`}>
      {marks.read !== undefined ? <span className={styles.markRead}>{t('read')}</span> : null}
      {marks.practised !== undefined ? <span className={styles.markPractised}>{t('practised')}</span> : null}
    </p>
  );
}
