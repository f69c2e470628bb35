'use client';
// A lesson's bidder example drawn in the browser from what the server decided: the hand, the auction so far, the call
// with its reason and rule (texts the server made from the rules' messages), and the rules tried first folded, made
// only when opened. Drawn here so that the page's payload carries these few values, not the whole markup twice.
// Example: <BidderSaysView example={{ hand, dealer: 'S', vul: 'None', auction: 'P P', call: '1S', rule: 'O-1', texts, tried: 3, lesson: 6 }} />.

import { Fragment, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { Advice } from '@/lib/bidder';
import { parseCall, parseCalls } from '@/lib/bridge/call';
import { seatAfter, type Call, type Hand, type Seat, type Vulnerability } from '@/lib/bridge/types';
import { BiddingCall } from '../bidding-call';
import { ExplanationView, type ExplanationTexts } from '../bidding-explanation';
import { HandDiagram } from '../hand-diagram';
import { LessonFold } from './lesson-fold';
import local from '../bidding-explanation.module.css';
import styles from './lesson.module.css';

/** What the server decided, in few bytes: the calls in the notation of lib/bridge/call ('1H P 2H P', '3H'). */
export interface BidderSaysData {
  readonly hand: Hand;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  readonly auction: string;
  readonly call: string;
  readonly rule: Advice['rule'];
  readonly texts: ExplanationTexts;
  /** How many rules were tried before the call (0: no fold). */
  readonly tried: number;
  /** The lesson the page shows: its own "more in lesson N" link is left out. */
  readonly lesson: number;
}

/** The calls the server wrote with makeCalls / makeCall; they always read back. */
function callsOf(text: string): readonly Call[] {
  const calls = parseCalls(text);
  if (!calls.ok) throw new Error(`not calls: ${text}`);
  return calls.value;
}

export function BidderSaysView({ example }: { example: BidderSaysData }) {
  const { hand, dealer, vul, rule, texts, tried, lesson } = example;
  const calls = useMemo(() => callsOf(example.auction), [example.auction]);
  const call = useMemo(() => {
    const read = parseCall(example.call);
    if (!read.ok) throw new Error(`not a call: ${example.call}`);
    return read.value;
  }, [example.call]);
  const seat = seatAfter(dealer, calls.length);
  const t = useTranslations();
  const rejected =
    tried > 0 ? (
      <LessonFold
        className={local.fold}
        body={{ kind: 'rejected', hand, dealer, vul, calls }}
        texts={{ summary: `${t('table.explanation.rejected')} (${tried})`, loading: t('lessons.onDemand.loading'), failed: t('lessons.onDemand.failed') }}
        noScript={{ text: t('lessons.onDemand.rejectedNoScript'), link: t('lessons.onDemand.rejectedNotes'), href: `/notes#${rule}` }}
      />
    ) : null;
  return (
    <figure className={`${styles.live} ${styles.bidder}`} data-example="BidderSays">
      <figcaption>
        {`${t('lessons.bidder.caption', { seat: t(`common.seats.${seat}`), dealer: t(`common.seats.${dealer}`) })} · ${t(`common.vul.${vul}`)}`}
      </figcaption>
      <HandDiagram hand={hand} label={t(`common.seats.${seat}`)} />
      {calls.length > 0 ? (
        <p className={styles.soFar}>
          {t('lessons.bidder.soFar')}{' '}
          {/* a space between the calls: a screen reader reads "Dalje Dalje", not "DaljeDalje" */}
          {calls.map((c, i) => (
            <Fragment key={i}>
              {i > 0 ? ' ' : null}
              <span className={styles.soFarCall}>
                <BiddingCall call={c} />
              </span>
            </Fragment>
          ))}
        </p>
      ) : (
        <p className={styles.soFar}>{t('lessons.bidder.first')}</p>
      )}
      <ExplanationView seat={seat} call={call} rule={rule} texts={texts} rejected={rejected} lesson={lesson} />
    </figure>
  );
}
