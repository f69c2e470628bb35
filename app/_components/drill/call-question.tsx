'use client';
// A call question: the learner's hand, dealer, vulnerability and the auction so far, a bidding box with the legal
// calls; once a call is made, the grade from lib/quiz as feedback (the rule, the bidder's reasons with the hand's
// numbers, what the learner's call would show and the condition it fails). Example: <CallQuestion item={…} … />.

import { useId, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { explainAuction } from '@/lib/bidder';
import { handOf } from '@/lib/bridge/deal';
import { makeCall, PASS } from '@/lib/bridge/call';
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
  const question = useRef<HTMLDivElement>(null);
  const said = useMemo(() => explainAuction({ dealer: item.dealer, calls: item.calls }), [item]);
  const legal = useMemo(() => callChoices(item), [item]);
  /** The rule the learner's call is read by: the system's when it is right, else what it would show here (if anything). */
  const yourRule = grade ? (grade.right ? grade.advice.rule : (grade.meaning?.rule ?? null)) : null;
  // the calls so far, and one more cell for the seat to call: "?" until the learner answers, then the call made
  const entries: AuctionEntry[] = [
    ...said.map((s) => ({
      seat: s.seat,
      call: s.call,
      rule: s.meaning?.rule ?? '',
      text: s.meaning ? t(`notes.rules.summaries.${s.meaning.rule}`) : t('bidder.meaning.undefined'),
    })),
    grade
      ? {
          seat: item.seat,
          call: grade.call,
          rule: yourRule ?? '',
          text: yourRule ? t(`notes.rules.summaries.${yourRule}`) : t('bidder.meaning.undefined'),
        }
      : { seat: item.seat, call: PASS, rule: '', text: '' },
  ];
  const shown = grade ? said.length + 1 : said.length;
  /** The call whose meaning is open: one of the calls so far, or once answered the learner's own. */
  const yours = grade && active === said.length;
  const selected = active !== null && active < said.length ? said[active] : yours ? { call: grade.call, meaning: grade.right ? null : grade.meaning } : null;

  function onCall(call: Call) {
    if (grade) return;
    const result = gradeCall(item, call);
    if (!result.ok) return; // the box offers legal calls only
    setGrade(result.value);
    onAnswered({ right: result.value.right, call, answer: { call: makeCall(call) } });
    // the feedback takes the box's place under the auction: focus goes to it without moving the page (the auction
    // with the call made stays in view), unless the learner had scrolled so far that its start is off the screen
    requestAnimationFrame(() => {
      const region = feedback.current;
      if (!region) return;
      region.focus({ preventScroll: true });
      const { top } = region.getBoundingClientRect();
      if (top < 0 || top > window.innerHeight - 120) question.current?.scrollIntoView({ block: 'start' });
    });
  }

  const handLabel = t('drills.question.hand', { seat: t(`common.seats.${item.seat}`) });
  return (
    <div ref={question} className={styles.question}>
      <p className={styles.seating}>
        {t('drills.question.dealer', { seat: t(`common.seats.${item.dealer}`) })} · {t(`common.vul.${item.vul}`)}
      </p>
      <div className={styles.position}>
        <div className={styles.handColumn}>
          <h3 className={styles.subhead}>{handLabel}</h3>
          <HandDiagram hand={handOf(item.deal, item.seat)} label={handLabel} />
        </div>
        <div className={styles.auctionColumn}>
          <h3 className={styles.subhead}>{t('drills.question.auction')}</h3>
          <BiddingAuction
            calls={entries}
            shown={shown}
            dealer={item.dealer}
            vul={item.vul}
            active={active}
            onSelect={(index) => setActive(index)}
            panelId={`${id}-said`}
            idPrefix={id}
            letters
            compact
            yours={grade ? { index: said.length, label: t('drills.question.yours') } : null}
          />
        </div>
      </div>
      <div id={`${id}-said`} className={styles.said} aria-live="polite">
        {selected ? (
          <>
            <p className={styles.saidHead}>{t.rich('drills.question.meaningOf', { call: () => <BiddingCall call={selected.call} /> })}</p>
            {selected.meaning ? (
              <CallMeaningView meaning={selected.meaning} />
            ) : yours && yourRule ? (
              <p>{t(`notes.rules.summaries.${yourRule}`)}</p>
            ) : (
              <p>{t('bidder.meaning.undefined')}</p>
            )}
          </>
        ) : said.length === 0 && !grade ? (
          <p className="muted">{t('drills.question.first')}</p>
        ) : null}
      </div>
      {/* once answered, the box gives way to the feedback right under the auction (which now shows the call made) */}
      {grade ? null : (
        <>
          <p className={styles.prompt} id={`${id}-prompt`}>
            {t('drills.question.prompt')}
          </p>
          <BiddingBox legal={legal} onCall={onCall} legendId={`${id}-prompt`} />
        </>
      )}
      <div ref={feedback} tabIndex={-1} className={styles.feedbackRegion} aria-live="polite" data-testid="call-feedback">
        {grade ? <CallFeedback grade={grade} seat={item.seat} /> : null}
      </div>
    </div>
  );
}
