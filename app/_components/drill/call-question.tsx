'use client';
// A call question: the learner's hand, dealer, vulnerability and the auction so far, a bidding box with the legal
// calls; once a call is made, the grade from lib/quiz as feedback (the rule, the bidder's reasons with the hand's
// numbers, what the learner's call would show and the condition it fails). Example: <CallQuestion item={…} … />.

import { useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { explainAuction } from '@/lib/bidder';
import { handOf } from '@/lib/bridge/deal';
import { PASS } from '@/lib/bridge/call';
import type { Call } from '@/lib/bridge/types';
import { callChoices, gradeCall, type CallGrade } from '@/lib/quiz/grade-call';
import { BiddingAuction, type AuctionEntry } from '../bidding-auction';
import { BiddingCall } from '../bidding-call';
import { HandDiagram } from '../hand-diagram';
import { BiddingBox } from './bidding-box';
import { CallFeedback } from './call-feedback';
import { CallMeaningView } from './call-meaning';
import type { QuestionProps } from './question-types';
import styles from './drill.module.css';

export function CallQuestion({ item, onAnswered }: QuestionProps) {
  const t = useTranslations();
  const id = useId();
  const [grade, setGrade] = useState<CallGrade | null>(null);
  const [active, setActive] = useState<number | null>(null);
  const feedback = useRef<HTMLDivElement>(null);
  const said = useMemo(() => explainAuction({ dealer: item.dealer, calls: item.calls }), [item]);
  const legal = useMemo(() => callChoices(item), [item]);
  // the calls so far, and one more cell for the seat to call (drawn as "?")
  const entries: AuctionEntry[] = [
    ...said.map((s) => ({
      seat: s.seat,
      call: s.call,
      rule: s.meaning?.rule ?? '',
      text: s.meaning ? t(`notes.rules.summaries.${s.meaning.rule}`) : t('bidder.meaning.undefined'),
    })),
    { seat: item.seat, call: PASS, rule: '', text: '' },
  ];
  const selected = active !== null && active < said.length ? said[active] : null;

  function onCall(call: Call) {
    if (grade) return;
    const result = gradeCall(item, call);
    if (!result.ok) return; // the box offers legal calls only
    setGrade(result.value);
    onAnswered({ right: result.value.right, call });
    requestAnimationFrame(() => feedback.current?.focus());
  }

  return (
    <div className={styles.question}>
      <div className={styles.position}>
        <div>
          <h3 className={styles.subhead}>{t('drills.question.hand', { seat: t(`common.seats.${item.seat}`) })}</h3>
          <HandDiagram hand={handOf(item.deal, item.seat)} label={t('drills.question.hand', { seat: t(`common.seats.${item.seat}`) })} />
        </div>
        <div className={styles.auctionColumn}>
          <p className={styles.seating}>
            {t('drills.question.dealer', { seat: t(`common.seats.${item.dealer}`) })}
            <br />
            {t(`common.vul.${item.vul}`)}
          </p>
          <h3 className={styles.subhead}>{t('drills.question.auction')}</h3>
          <BiddingAuction
            calls={entries}
            shown={said.length}
            dealer={item.dealer}
            vul={item.vul}
            active={active}
            onSelect={(index) => setActive(index)}
            panelId={`${id}-said`}
            idPrefix={id}
            letters
          />
          <div id={`${id}-said`} className={styles.said} aria-live="polite">
            {selected ? (
              <>
                <p className={styles.saidHead}>{t.rich('drills.question.meaningOf', { call: () => <BiddingCall call={selected.call} /> })}</p>
                {selected.meaning ? <CallMeaningView meaning={selected.meaning} /> : <p>{t('bidder.meaning.undefined')}</p>}
              </>
            ) : said.length === 0 ? (
              <p className="muted">{t('drills.question.first')}</p>
            ) : null}
          </div>
        </div>
      </div>
      <p className={styles.prompt} id={`${id}-prompt`}>
        {t('drills.question.prompt')}
      </p>
      {/* once answered the box gives way to the feedback (it names the call made), so Next is not far below on a phone */}
      {grade ? null : <BiddingBox legal={legal} onCall={onCall} legendId={`${id}-prompt`} />}
      <div ref={feedback} tabIndex={-1} className={styles.feedbackRegion} aria-live="polite" data-testid="call-feedback">
        {grade ? <CallFeedback grade={grade} seat={item.seat} /> : null}
      </div>
    </div>
  );
}
