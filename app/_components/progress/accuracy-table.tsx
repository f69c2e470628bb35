'use client';
// A small bar chart as a table: one row per drill kind or rule, its accuracy as a bar with the percentage beside it.
// Example: <AccuracyTable caption="Opening bids: accuracy by rule" nameHeader="Rule" rows={[{ key: 'O-1NT', name: …, stat }]} />.

import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { accuracy, type Stat } from '@/lib/progress/progress';
import styles from './progress.module.css';

export interface AccuracyRow {
  readonly key: string;
  readonly name: ReactNode;
  readonly stat: Stat;
}

/** The bar is decoration (aria-hidden): the percentage and the counts are the table's text. */
function Bar({ ratio }: { ratio: number }) {
  return (
    <svg className={styles.bar} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <rect className={styles.barTrack} x="0" y="0" width="100" height="10" rx="2" />
      <rect className={styles.barFill} x="0" y="0" width={Math.round(ratio * 1000) / 10} height="10" rx="2" />
    </svg>
  );
}

interface Props {
  readonly caption: string;
  /** For a table whose heading already says what the caption would. */
  readonly captionHidden?: boolean;
  readonly nameHeader: string;
  readonly rows: readonly AccuracyRow[];
  readonly testId?: string;
}

export function AccuracyTable({ caption, captionHidden = false, nameHeader, rows, testId }: Props) {
  const t = useTranslations('progress.kinds');
  const format = useFormatter();
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={testId}>
        <caption className={captionHidden ? 'sr-only' : undefined}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            <th scope="col">{t('accuracy')}</th>
            <th scope="col">{t('answers')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, name, stat }) => {
            const ratio = accuracy(stat) ?? 0;
            return (
              <tr key={key} data-row={key}>
                <th scope="row">{name}</th>
                <td>
                  <span className={styles.accuracy}>
                    <Bar ratio={ratio} />
                    <span className={styles.percent}>{format.number(ratio, { style: 'percent' })}</span>
                  </span>
                </td>
                <td className={styles.count}>{t('rightOf', { right: stat.right, answered: stat.answered })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
