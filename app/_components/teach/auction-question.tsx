'use client';
// A whole-auction item of a set (lib/teach/auction-item.ts): the student's hand in the seat asked, the auction as the
// bidder calls for the other three, a bidding box while the student is to call. In practice each call's feedback shows
// at once and the auction goes on with the system's call (as in the drill); in a test nothing is graded on the page and
// the auction goes on with the student's own call. At the end the calls go to the outbox as one answer ({calls}).
// The calls made so far are kept in the browser under `keepAs` until the auction ends, so a reload or a closed tab
// resumes the auction where it was instead of losing the student's work.
// Example: <AuctionQuestion question={item.wholeAuction} keepAs="bridge-tutor.auction:K7PQ2M:…" practice onAnswer={…} />.

import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { legalCalls } from '@/lib/bridge/auction';
import { makeCall, parseCall } from '@/lib/bridge/call';
import { handOf, parseDeal } from '@/lib/bridge/deal';
import type { Call } from '@/lib/bridge/types';
import { playAuction, type AuctionQuestion as Question, type AuctionRecord } from '@/lib/teach/auction-item';
import { BiddingAuction, type AuctionEntry } from '../bidding-auction';
import { BiddingCall } from '../bidding-call';
import { HandDiagram } from '../hand-diagram';
import { BiddingBox } from '../drill/bidding-box';

/** The most calls a kept auction may hold (an auction has at most 319; a student's share of a real one is far fewer). */
const MAX_KEPT_CALLS = 100;

/** The student's calls kept for `key`, if they still replay on this question; [] when none, or they no longer fit. */
function keptCalls(key: string, question: Question, rails: 'system' | 'own'): Call[] {
  try {
    const text = window.localStorage.getItem(key);
    if (text === null || text.length > MAX_KEPT_CALLS * 8) return [];
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || value.length > MAX_KEPT_CALLS) return [];
    const calls = value.map((v) => (typeof v === 'string' ? parseCall(v) : null));
    if (calls.some((c) => !c?.ok)) return [];
    const given = calls.map((c) => (c as { ok: true; value: Call }).value);
    const played = playAuction(question, given, rails);
    return played.ok && !played.value.finished ? given : [];
  } catch {
    return []; // storage blocked or a broken text: the auction starts from the beginning
  }
}

function keepCalls(key: string, calls: readonly Call[] | null): void {
  try {
    if (calls === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(calls.map(makeCall)));
  } catch {
    // storage blocked: the auction is still answered, only a reload would start it again
  }
}

function callOf(text: string): Call {
  const read = parseCall(text);
  if (!read.ok) throw new Error(`a stored call does not read: ${text}`);
  return read.value;
}

export function AuctionQuestion({
  question, keepAs, practice, onAnswer,
}: {
  question: Question;
  /** The localStorage key the calls so far are kept under until the auction ends. */
  keepAs: string;
  practice: boolean;
  onAnswer: (answer: { calls: string[] }, right: boolean) => void;
}) {
  const t = useTranslations();
  const id = useId();
  const [given, setGiven] = useState<readonly Call[]>([]);
  const rails = practice ? 'system' : 'own';
  // localStorage exists only in the browser: the kept calls come in after hydration, once
  useEffect(() => {
    const kept = keptCalls(keepAs, question, rails);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (kept.length > 0) setGiven(kept);
  }, [keepAs, question, rails]);
  const record: AuctionRecord = useMemo(() => {
    const played = playAuction(question, given, rails);
    if (!played.ok) throw new Error(`the page offered an illegal call: ${played.error.code}`);
    return played.value;
  }, [question, given, rails]);
  const deal = useMemo(() => {
    const read = parseDeal(question.deal);
    if (!read.ok) throw new Error('a stored whole-auction deal does not read');
    return read.value;
  }, [question.deal]);
  const calls = record.steps.map((s) => callOf(s.call));
  const auction = { dealer: question.dealer, calls };
  const toCall = !record.finished;
  // the calls only (the others' explanations would tell what the system is thinking; the review shows them later)
  const entries: AuctionEntry[] = record.steps.map((s) => ({ seat: s.seat, call: callOf(s.call), rule: '', text: '' }));
  const shownEntries = toCall ? [...entries, { seat: question.seat, call: { kind: 'pass' } as const, rule: '', text: '' }] : entries;
  const last = practice && record.turns.length > 0 ? record.turns[record.turns.length - 1] : null;

  function choose(call: Call) {
    const next = [...given, call];
    setGiven(next);
    const played = playAuction(question, next, rails);
    const finished = played.ok && played.value.finished;
    keepCalls(keepAs, finished ? null : next);
    if (played.ok && played.value.finished) {
      onAnswer({ calls: next.map(makeCall) }, played.value.firstWrong === null);
    }
  }

  return (
    <div data-testid="auction-item" data-seat={question.seat}>
      <h3>{t('exercises.auction.handOf', { seat: t(`common.seats.${question.seat}`) })}</h3>
      <p className="muted">
        {t('table.form.dealer')}: {t(`common.seats.${question.dealer}`)} · {t(`common.vul.${question.vul}`)}
      </p>
      <HandDiagram hand={handOf(deal, question.seat)} />
      <h3>{t('exercises.auction.heading')}</h3>
      <BiddingAuction
        calls={shownEntries}
        shown={entries.length}
        dealer={question.dealer}
        vul={question.vul}
        active={null}
        onSelect={() => undefined}
        panelId={`${id}-none`}
        idPrefix={id}
      />
      <div aria-live="polite" data-testid="auction-item-feedback">
        {last ? (
          last.right ? (
            <p data-testid="auction-call-right">
              <span aria-hidden="true">✓ </span>
              {t.rich('exercises.auction.right', { call: () => <BiddingCall call={callOf(last.given)} />, rule: last.expected.rule })}
            </p>
          ) : (
            <p data-testid="auction-call-wrong">
              <span aria-hidden="true">✗ </span>
              {t.rich('exercises.auction.wrong', {
                given: () => <BiddingCall call={callOf(last.given)} />,
                call: () => <BiddingCall call={callOf(last.expected.call)} />,
                rule: last.expected.rule,
              })}
            </p>
          )
        ) : null}
      </div>
      {toCall ? (
        <>
          <p id={`${id}-to-call`}>{t('table.auction.toCall', { seat: t(`common.seats.${question.seat}`) })}</p>
          <BiddingBox legal={legalCalls(auction)} onCall={choose} legendId={`${id}-to-call`} />
        </>
      ) : null}
      {practice && record.finished ? (
        <p data-testid="auction-item-score">
          {t('exercises.auction.result', { right: record.turns.filter((x) => x.right).length, total: record.turns.length })}
        </p>
      ) : null}
    </div>
  );
}
