'use client';
// A lesson's deal drawn in the browser: the four hands around the compass with dealer and vulnerability, from the deal
// the server read and checked (lib/lessons/examples.ts); the page's payload carries the deal, not its markup twice.
// Example: <DealView deal={deal} dealer="N" vul="NS" />.

import { useTranslations } from 'next-intl';
import type { Deal, Seat, Vulnerability } from '@/lib/bridge/types';
import { BiddingCompass } from '../bidding-compass';
import styles from './lesson.module.css';

/** `dealer` and `vul`: null when the lesson names none (the compass then shows North dealing and no vulnerability). */
export function DealView({ deal, dealer, vul }: { deal: Deal; dealer: Seat | null; vul: Vulnerability | null }) {
  const t = useTranslations();
  return (
    <figure className={styles.deal} data-example="Deal">
      {dealer || vul ? (
        <figcaption>
          {[dealer ? t('lessons.deal.dealer', { seat: t(`common.seats.${dealer}`) }) : null, vul ? t(`common.vul.${vul}`) : null]
            .filter(Boolean)
            .join(' · ')}
        </figcaption>
      ) : null}
      <BiddingCompass deal={deal} dealer={dealer ?? 'N'} vul={vul} />
    </figure>
  );
}
