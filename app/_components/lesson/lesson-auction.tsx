// An auction as a lesson shows it (the seats' columns, the dealer's call first) with what lib/ says of it — the
// contract and declarer, passed out, unfinished, or the first illegal call and why — and one trick with its winner.
// With `quiz` the answer waits in a "Solution" box the reader opens (a <details>: no JavaScript needed); with `roles`
// it also names who makes the opening lead and who is dummy (lesson 3's exercise, A-DECLARER).
// Example: <LessonAuction attrs={{ dealer: 'N', calls: '1♠ P 2♥ P 4♥ P P P', expect: '4♥ S' }} />.

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { partnerOf, seatAfter, type Seat } from '@/lib/bridge/types';
import { cardText } from '@/lib/bridge/trick';
import { exampleOrThrow, type Attrs, type AuctionOutcome } from '@/lib/lessons/examples';
import { AuctionGrid } from '../auction-grid';
import { BiddingCall } from '../bidding-call';
import { ContractName } from '../contract-name';
import type { Call } from '@/lib/bridge/types';
import styles from './lesson.module.css';

/** The answer shown openly, or behind a "Solution" disclosure for an exercise. */
function Answer({ quiz, children }: { quiz: boolean; children: ReactNode }) {
  const t = useTranslations('lessons');
  if (!quiz) return <p className={styles.answer}>{children}</p>;
  return (
    <details className={styles.solution}>
      <summary>{t('solution')}</summary>
      <p className={styles.answer}>{children}</p>
    </details>
  );
}

function OutcomeText({ outcome, calls, dealer }: { outcome: AuctionOutcome; calls: readonly Call[]; dealer: Seat }) {
  const t = useTranslations();
  switch (outcome.kind) {
    case 'contract':
      return (
        <>
          {t.rich('lessons.auction.contract', {
            contract: () => <ContractName contract={outcome.contract} />,
            declarer: t(`common.seats.${outcome.contract.declarer}`),
          })}
        </>
      );
    case 'passed-out':
      return <>{t('lessons.auction.passedOut')}</>;
    case 'unfinished':
      return <>{t('lessons.auction.unfinished')}</>;
    case 'illegal':
      return (
        <>
          {t.rich('lessons.auction.illegal', {
            number: outcome.index + 1,
            seat: t(`common.seats.${seatAfter(dealer, outcome.index)}`),
            call: () => <BiddingCall call={calls[outcome.index]} />,
            reason: t(`exercises.legal.reasons.${outcome.code}`),
          })}
        </>
      );
  }
}

export function LessonAuction({ attrs }: { attrs: Attrs }) {
  const { dealer, review, outcome, stated, quiz, roles } = exampleOrThrow('Auction', attrs);
  const t = useTranslations();
  const calls = review.calls;
  return (
    <figure className={styles.auction} data-example="Auction">
      <div className={styles.auctionTable}>
        <AuctionGrid dealer={dealer} calls={calls} caption={t('lessons.auction.caption', { dealer: t(`common.seats.${dealer}`) })} captionHidden={false} northFirst />
      </div>
      {stated ? (
        <Answer quiz={quiz}>
          <OutcomeText outcome={outcome} calls={calls} dealer={dealer} />
          {roles && outcome.kind === 'contract' ? (
            <>
              {' '}
              {t('table.result.lead', {
                leader: t(`common.seats.${seatAfter(outcome.contract.declarer)}`),
                dummy: t(`common.seats.${partnerOf(outcome.contract.declarer)}`),
              })}
            </>
          ) : null}
        </Answer>
      ) : null}
    </figure>
  );
}

export function LessonTrick({ attrs }: { attrs: Attrs }) {
  const { leader, cards, trump, winner, quiz } = exampleOrThrow('Trick', attrs);
  const t = useTranslations();
  return (
    <figure className={styles.trick} data-example="Trick">
      <figcaption>
        {t('lessons.trick.caption', { leader: t(`common.seats.${leader}`), trumps: trump ?? 'none' })}
      </figcaption>
      <ol className={styles.trickCards}>
        {cards.map((card, i) => {
          const seat = seatAfter(leader, i);
          const wins = !quiz && seat === winner;
          return (
            <li key={i} className={wins ? styles.trickWinner : undefined}>
              <span className={styles.trickSeat}>{t(`common.seats.${seat}`)}</span>{' '}
              <span className={`suit-${card.suit}`}>{cardText(card)}</span>
            </li>
          );
        })}
      </ol>
      <Answer quiz={quiz}>
        {t('lessons.trick.winner', {
          seat: t(`common.seats.${winner}`),
          why: trump !== null && cards.some((c) => c.suit === trump) ? (cards[0].suit === trump ? 'trumpLed' : 'trump') : 'led',
        })}
      </Answer>
    </figure>
  );
}
