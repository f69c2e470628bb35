'use client';
// One square of the teacher's grid opened: what the student reviews of that item, as stored (ItemReview) — their hand
// (their own with fresh hands), the auction, each attempt with its stored grade, the expected answer with the bidder's
// explanation as made with the item, and the lesson. Example: <CellDetail token="…" student="<id>" item="<id>" onClose={…} />.

import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { CellView } from '@/lib/set-api/responses';
import { ItemReview } from './item-review';
import { AuctionReview, auctionRecords } from './auction-review';
import { bodyOf, teacherRequest } from './teacher-api';

export function CellDetail({ token, student, item, onClose }: { token: string; student: string; item: string; onClose: () => void }) {
  const t = useTranslations();
  const locale = useLocale();
  const [cell, setCell] = useState<CellView | null | 'failed'>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    void teacherRequest(locale, token, 'GET', `/cell`, undefined, { student, item }).then((reply) => {
      if (live) setCell(bodyOf('GET /api/teacher/{token}/cell', reply) ?? 'failed');
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
  return (
    <section className="panel" aria-labelledby="cell-detail" data-testid="cell-detail" data-hand={it.hand} data-rule={it.expected.rule ?? ''} data-student={cell.student.name}>
      <h3 id="cell-detail" tabIndex={-1} ref={heading}>
        {cell.student.name} · {t('teach.teacher.question', { number: it.index + 1 })}
        {it.nearMiss ? ` · ${t('teach.teacher.nearMiss')}` : ''}
      </h3>
      {/* a whole auction: each attempt's record as stored; every other item: its review */}
      {auctionRecords(cell.attempts.map((a) => a.given)).length > 0 ? (
        auctionRecords(cell.attempts.map((a) => a.given)).map((record, k) => <AuctionReview key={k} record={record} />)
      ) : (
        <ItemReview item={it} review={cell.review} accepted={it.accepted} student={cell.student.name} attempts={cell.attempts.map((a) => ({ id: a.id, given: a.given, right: a.right, rule: a.rule, ownRule: a.ownRule }))} />
      )}
      <button type="button" className="button button-quiet" onClick={onClose} data-testid="cell-close">
        {t('teach.teacher.closeCell')}
      </button>
    </section>
  );
}
