'use client';
// A whole-auction answer reviewed from its stored record (lib/teach/auction-item.ts AuctionRecord, made when the answer
// came): the auction call by call with the calls made beside the system's, the first wrong call marked and explained as
// the system explained it then, the contract and the grade. The student's summary (practice, a revealed test) and the
// teacher's grid square show it. Example: <AuctionReview record={answer.record} />.

import { useTranslations } from 'next-intl';
import { parseCall } from '@/lib/bridge/call';
import type { AuctionRecord } from '@/lib/teach/auction-item';
import { BiddingCall } from '../bidding-call';
import { useExplanationText } from '../explanation-text';
import { AuctionCompare } from '../exercise/auction-compare';
import { CallLabel } from './call-label';

export function AuctionReview({ record }: { record: AuctionRecord }) {
  const t = useTranslations();
  const text = useExplanationText();
  const wrong = record.firstWrong === null ? null : record.turns[record.firstWrong];
  const right = record.turns.filter((x) => x.right).length;
  const wrongCall = wrong ? parseCall(wrong.expected.call) : null;
  return (
    <div data-testid="auction-review" data-first-wrong={record.firstWrong ?? ''}>
      <h4>{t('teach.review.auctionHeading')}</h4>
      <AuctionCompare
        testId="auction-review-table"
        rowTestId="auction-review-row"
        yoursLabel={t('teach.review.auctionGiven')}
        rows={record.steps.map((step, i) => {
          const turn = record.turns.find((x) => x.index === i);
          return {
            seat: step.seat,
            system: <CallLabel text={turn ? turn.expected.call : step.call} />,
            given: turn
              ? { call: <CallLabel text={turn.given} />, right: turn.right, note: turn === wrong ? <strong> · {t('teach.review.auctionFirstWrong')}</strong> : null }
              : null,
          };
        })}
      />
      <p data-testid="auction-review-grade">
        {wrong ? t('teach.review.auctionGrade', { right, total: record.turns.length, number: record.firstWrong! + 1 }) : t('teach.review.auctionAllRight', { total: record.turns.length })}
      </p>
      {wrong && wrongCall?.ok ? (
        <p>
          {t.rich('teach.review.auctionWhy', { call: () => <BiddingCall call={wrongCall.value} /> })} {text(wrong.expected.explain)}
        </p>
      ) : null}
    </div>
  );
}

/** The whole-auction records among stored answers (the API sends them as the answers' `record`). */
export function auctionRecords(answers: readonly unknown[]): AuctionRecord[] {
  return answers.flatMap((a) => (typeof a === 'object' && a !== null && 'record' in a ? [(a as { record: AuctionRecord }).record] : []));
}
