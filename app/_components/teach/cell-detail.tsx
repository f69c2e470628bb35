'use client';
// One square of the teacher's grid opened: that student's hand (their own with fresh hands), the auction, each attempt
// with its stored grade, and the expected answer with the rule that gives it and the bidder's explanation.
// Example: <CellDetail token="…" student="<id>" item="<id>" onClose={…} />.

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { parseCalls, makeCall } from '@/lib/bridge/call';
import { parseHand } from '@/lib/bridge/hand';
import type { Seat } from '@/lib/bridge/types';
import { gradeCall } from '@/lib/quiz/grade-call';
import { itemFromCode } from '@/lib/quiz/item-code';
import type { CellView } from '@/lib/set-api/responses';
import { useExplanationText } from '../explanation-text';
import { HandDiagram } from '../hand-diagram';
import { AuctionGrid } from './auction-grid';
import { CallLabel } from './call-label';
import { teacherRequest } from './teacher-api';

export function CellDetail({ token, student, item, onClose }: { token: string; student: string; item: string; onClose: () => void }) {
  const t = useTranslations();
  const locale = useLocale();
  const text = useExplanationText();
  const [cell, setCell] = useState<CellView | null | 'failed'>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    void teacherRequest(locale, token, 'GET', `/cell`, undefined, { student, item }).then((reply) => {
      if (live) setCell(reply.status === 200 ? (reply.body as CellView) : 'failed');
    });
    return () => {
      live = false;
    };
  }, [locale, token, student, item]);
  useEffect(() => {
    if (cell !== null) heading.current?.focus();
  }, [cell]);

  if (cell === null) return <p aria-live="polite">{t('teach.teacher.loading')}</p>;
  if (cell === 'failed') return <p role="status">{t('teach.teacher.unreachable')}</p>;
  const { item: it } = cell;
  const hand = parseHand(it.hand);
  const calls = parseCalls(it.auction);
  const quiz = it.kind === 'call' ? itemFromCode(it.code) : null;
  const advice = quiz?.ok && quiz.value.expected.kind === 'call' ? gradeCall(quiz.value, quiz.value.expected.call) : null;
  const system = advice?.ok ? advice.value.advice : null;
  // the bidder's explanation is its own call's: shown when that call is the expected one (a teacher's key may differ)
  const explains = system !== null && makeCall(system.call) === it.expected.call;
  const seatName = (seat: Seat) => t(`common.seats.${seat}`);
  const handLabel = t('teach.student.hand', { seat: seatName(it.seat) });
  return (
    <section className="panel" aria-labelledby="cell-detail" data-testid="cell-detail" data-hand={it.hand} data-rule={it.expected.rule ?? ''} data-student={cell.student.name}>
      <h3 id="cell-detail" tabIndex={-1} ref={heading}>
        {cell.student.name} · {t('teach.teacher.question', { number: it.index + 1 })}
      </h3>
      <p>
        {t('teach.student.dealer', { seat: seatName(it.dealer) })} · {t(`common.vul.${it.vul}`)}
        {it.nearMiss ? ` · ${t('teach.teacher.nearMiss')}` : ''}
      </p>
      {hand.ok && (it.kind === 'call' || it.kind === 'evaluate') ? <HandDiagram hand={hand.value} label={handLabel} /> : null}
      {calls.ok && calls.value.length > 0 ? <AuctionGrid dealer={it.dealer} calls={calls.value} ask={it.kind === 'call'} /> : null}
      {cell.attempts.length === 0 ? (
        <p>{t('teach.teacher.notAnswered')}</p>
      ) : (
        <ol data-testid="cell-attempts">
          {cell.attempts.map((a) => (
            <li key={a.id} data-right={a.right}>
              <span aria-hidden="true">{a.right ? '✓' : '✗'}</span>
              <span className="sr-only">{a.right ? '+' : '−'}</span> {it.kind === 'call' ? <CallLabel text={a.answer} /> : a.answer}
              {!a.right && a.rule ? <span className="hint"> ({t('teach.teacher.wrongBy', { rule: a.rule })})</span> : null}
            </li>
          ))}
        </ol>
      )}
      <p data-testid="cell-expected">
        {t.rich('teach.teacher.expected', { answer: () => (it.kind === 'call' ? <CallLabel text={it.expected.text} /> : <>{it.expected.text}</>) })}
        {it.expected.rule ? ` · ${t('teach.teacher.rule', { rule: it.expected.rule })}` : ''}
      </p>
      {explains && system ? <p>{text(system.explain)}</p> : null}
      <button type="button" className="button button-quiet" onClick={onClose} data-testid="cell-close">
        {t('teach.teacher.closeCell')}
      </button>
    </section>
  );
}
