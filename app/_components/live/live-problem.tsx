'use client';
// A live problem or a poll as the room sees it: who is to call, dealer and vulnerability, the hand to call with (or the
// four hands round the table), and the auction so far with a "?" for the call asked. It only draws what the server
// sent (lib/live problemView). Example: <LiveProblem problem={view.problem} large />.

import { useTranslations } from 'next-intl';
import { parseCalls } from '@/lib/bridge/call';
import { handOf, parseDeal } from '@/lib/bridge/deal';
import { parseHand } from '@/lib/bridge/hand';
import type { Seat } from '@/lib/bridge/types';
import type { LiveProblemView } from '@/lib/set-api/live-responses';
import { AuctionGrid } from '../auction-grid';
import { HandDiagram } from '../hand-diagram';
import styles from './live.module.css';

/** The table's seats in the order of its grid: North on top, West and East beside, South below. */
const AROUND: readonly Seat[] = ['N', 'W', 'E', 'S'];

export function LiveProblem({ problem, large = false }: { problem: LiveProblemView; large?: boolean }) {
  const t = useTranslations();
  const hand = parseHand(problem.hand);
  const deal = problem.deal === null ? null : parseDeal(problem.deal);
  const calls = parseCalls(problem.calls.join(' '));
  const seatName = t(`common.seats.${problem.seat}`);
  return (
    <div className={large ? `${styles.problem} ${styles.large}` : styles.problem} data-testid="live-problem" data-seat={problem.seat}>
      <p className={styles.facts}>
        <strong>{t('live.projector.toCall', { seat: seatName })}</strong> · {t('drills.question.dealer', { seat: t(`common.seats.${problem.dealer}`) })} ·{' '}
        {t(`common.vul.${problem.vul}`)}
      </p>
      {deal?.ok ? (
        <div className={styles.table}>
          {AROUND.map((seat) => (
            <div key={seat} className={styles[`at${seat}`]} data-asked={seat === problem.seat || undefined}>
              <p className={styles.seat}>{t(`common.seats.${seat}`)}</p>
              <HandDiagram hand={handOf(deal.value, seat)} label={t(`common.seats.${seat}`)} />
            </div>
          ))}
        </div>
      ) : hand.ok ? (
        <div className={styles.hand}>
          <p className={styles.seat}>{large ? t('live.projector.hand', { seat: seatName }) : t('drills.question.hand', { seat: seatName })}</p>
          <HandDiagram hand={hand.value} label={large ? t('live.projector.hand', { seat: seatName }) : t('drills.question.hand', { seat: seatName })} />
        </div>
      ) : null}
      {calls.ok ? (
        <AuctionGrid dealer={problem.dealer} calls={calls.value} ask className={styles.auction} caption={t('drills.question.auction')} testId="live-auction" />
      ) : null}
    </div>
  );
}
