// A whole auction beside the learner's calls, one row per call: its number, the seat, the system's call, and in the
// learner's seat the call given with ✓ or ✗ (a wrong row shaded). The drill's summary, the lessons' "bid it yourself"
// and a teacher's review of a stored whole auction all show it. Example: <AuctionCompare rows={…} yoursLabel="Vaša" testId="auction-compare" />.

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Seat } from '@/lib/bridge/types';
import styles from './exercise.module.css';

export interface CompareRow {
  readonly seat: Seat;
  /** The system's call there. */
  readonly system: ReactNode;
  /** The learner's call in their seat, graded; null in the other seats. */
  readonly given: { readonly call: ReactNode; readonly right: boolean; readonly note?: ReactNode } | null;
}

/** ✓ or ✗ after a call, read out as "(right)" or "(wrong)". */
export function GradeMark({ right }: { right: boolean }) {
  const t = useTranslations('exercises');
  return (
    <>
      <span className={right ? styles.yes : styles.no} aria-hidden="true">
        {right ? '✓' : '✗'}
      </span>
      <span className="sr-only">({right ? t('right') : t('wrong')})</span>
    </>
  );
}

export function AuctionCompare({ rows, yoursLabel, testId, rowTestId, caption }: { rows: readonly CompareRow[]; yoursLabel: string; testId: string; rowTestId?: string; caption?: string }) {
  const t = useTranslations();
  return (
    <table className={styles.compare} data-testid={testId}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{t('exercises.auction.number')}</th>
          <th scope="col">{t('exercises.auction.seat')}</th>
          <th scope="col">{t('exercises.auction.system')}</th>
          <th scope="col">{yoursLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => {
          const mine = row.given ? (row.given.right ? 'right' : 'wrong') : undefined;
          return (
            <tr key={i} className={mine === 'wrong' ? styles.wrongRow : undefined} data-testid={rowTestId} data-mine={mine} data-wrong={mine === 'wrong' ? 'true' : undefined}>
              <td>{i + 1}</td>
              <td>{t(`common.seats.${row.seat}`)}</td>
              <td>{row.system}</td>
              <td>
                {row.given ? (
                  <>
                    {row.given.call} <GradeMark right={row.given.right} />
                    {row.given.note}
                  </>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
