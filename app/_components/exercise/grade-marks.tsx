'use client';
// A graded answer's verdict and its parts, each marked ✓ or ✗ (with the words for screen readers): what the evaluate
// and legality questions show after "Check". Example: <GradeMarks right={false} verdict="Two answers are wrong."
// marks={[{ key: 'h', right: true, text: 'H: 12 — right' }]} />.

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import styles from './exercise.module.css';

export interface Mark {
  readonly key: string;
  readonly right: boolean;
  readonly text: ReactNode;
}

export function GradeMarks({ right, verdict, marks }: { right: boolean; verdict: ReactNode; marks: readonly Mark[] }) {
  const t = useTranslations('exercises');
  return (
    <>
      <p className={`${styles.verdict} ${right ? styles.yes : styles.no}`}>{verdict}</p>
      <ul className={styles.marks}>
        {marks.map((mark) => (
          <li key={mark.key}>
            <span className={mark.right ? styles.yes : styles.no} aria-hidden="true">
              {mark.right ? '✓' : '✗'}
            </span>
            <span className="sr-only">{mark.right ? t('right') : t('wrong')}:</span>
            <span>{mark.text}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
