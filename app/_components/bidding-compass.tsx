// The four hands of a deal around the table: North at the top, South at the bottom, West and East at the sides;
// each names its seat and marks the dealer and the vulnerable side; the centre shows the seats' letters in the locale
// (S I J Z in Serbian, Z A D R in Latvian, from common.seatLetters); `vul` null says nothing of vulnerability (the first
// lessons, before it is taught). Example: <BiddingCompass deal={d} dealer="E" vul="NS" />.

import { useTranslations } from 'next-intl';
import { handOf } from '@/lib/bridge/deal';
import { SEATS, isVulnerable, sideOf, type Deal, type Seat, type Vulnerability } from '@/lib/bridge/types';
import { HandDiagram } from './hand-diagram';
import styles from './bidding-table.module.css';

export function BiddingCompass({ deal, dealer, vul }: { deal: Deal; dealer: Seat; vul: Vulnerability | null }) {
  const t = useTranslations();
  return (
    <div className={styles.compass}>
      {SEATS.map((seat) => {
        const vulnerable = vul !== null && isVulnerable(vul, sideOf(seat));
        const name = t(`common.seats.${seat}`);
        return (
          <section key={seat} className={`${styles.seat} ${styles[`seat${seat}`]}`} aria-label={name}>
            <h3 className={styles.seatName}>
              <span className={vulnerable ? styles.vulnerable : undefined}>{name}</span>
              {seat === dealer ? <span className={styles.badge}>{t('table.deal.dealer')}</span> : null}
              {vul === null ? null : (
                <span className={vulnerable ? `${styles.badge} ${styles.badgeVul}` : 'sr-only'}>
                  {t(vulnerable ? 'table.deal.vulnerable' : 'table.deal.notVulnerable')}
                </span>
              )}
            </h3>
            <HandDiagram hand={handOf(deal, seat)} />
          </section>
        );
      })}
      <div className={styles.tableCentre} aria-hidden="true">
        {SEATS.map((seat) => (
          <span key={seat} className={styles[`centre${seat}`]} data-seat={seat}>
            {t(`common.seatLetters.${seat}`)}
          </span>
        ))}
      </div>
    </div>
  );
}
