// The evaluation of one hand as the page shows it: the hand, the HD sum, a suit-by-suit table, shape and
// suits, and the responder's count when partner's suit is known. All numbers come from lib/evaluation.
// Example: <EvaluationResult hand={hand} evaluation={evaluateHand(hand)} responder={responderCount(hand, 'H')} />.

import { SHOW_ALL, type EvaluationShown } from '@/lib/lessons/taught';
import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { Correction, HandEvaluation, ResponderCount } from '@/lib/evaluation';
import { SUITS, type Hand, type Suit } from '@/lib/bridge/types';
import { CardName } from './card-name';
import { EvaluationSum, type SumTerm } from './evaluation-sum';
import { HandDiagram } from './hand-diagram';
import { SuitSymbol } from './suit-symbol';

function SuitList({ suits, empty }: { suits: readonly Suit[]; empty: string }) {
  if (suits.length === 0) return <>{empty}</>;
  return (
    <span className="suit-list">
      {suits.map((suit) => (
        <SuitSymbol key={suit} suit={suit} />
      ))}
    </span>
  );
}

function useCorrectionTerms(): (corrections: readonly Correction[]) => SumTerm[] {
  const t = useTranslations('evaluate.result');
  return (corrections) =>
    corrections.map((c) => ({
      points: c.points,
      note:
        c.kind === 'no-ace'
          ? t('noAce')
          : t.rich('unprotected', { rank: c.rank, card: () => <CardName suit={c.suit} rank={c.rank} /> }),
    }));
}

export function EvaluationResult({
  hand,
  evaluation,
  responder,
  idPrefix = 'eval',
  responderPrompt = true,
  shown = SHOW_ALL,
}: {
  hand: Hand;
  evaluation: HandEvaluation;
  responder: ResponderCount | null;
  /** Prefix of the panels' heading ids: a page showing several breakdowns (a lesson) gives each its own. */
  idPrefix?: string;
  /** Without a responder count, the evaluator asks for partner's suit; a lesson's fixed example leaves the panel out. */
  responderPrompt?: boolean;
  /** The parts a lesson has taught by then (lib/lessons/taught): lesson 4 shows no quick tricks, stoppers or suits. */
  shown?: EvaluationShown;
}) {
  const t = useTranslations('evaluate');
  const tc = useTranslations('common');
  const format = useFormatter();
  const correctionTerms = useCorrectionTerms();
  const e = evaluation;
  const [s, h, d, c] = e.shape;
  // the facts, each shown once the course has taught it: whether, its label and its value
  const facts: [boolean, string, ReactNode][] = [
    [shown.qt, t('result.quickTricks'), <strong>{format.number(e.qt)}</strong>],
    [shown.stoppers, t('result.stoppers'), <SuitList suits={e.stopped} empty={tc('none')} />],
    [shown.biddable, t('result.biddable'), <SuitList suits={e.biddable} empty={tc('none')} />],
    [shown.rebiddable, t('result.rebiddable'), <SuitList suits={e.rebiddable} empty={tc('none')} />],
  ];
  return (
    <div className="evaluation">
      <div className="evaluation-top">
        <section className="panel panel-hand" aria-labelledby={`${idPrefix}-hand`}>
          <h3 id={`${idPrefix}-hand`}>{t('result.hand')}</h3>
          <HandDiagram hand={hand} />
        </section>
        <section className="panel panel-hd" aria-labelledby={`${idPrefix}-opening`} data-testid="opening-count">
          <h3 id={`${idPrefix}-opening`}>{t('result.opening')}</h3>
          <EvaluationSum
            terms={[{ label: 'H', points: e.h }, { label: 'D', points: e.d }, ...correctionTerms(e.corrections)]}
            total={{ label: 'HD', points: e.hd }}
          />
          <p className="big-number" aria-hidden="true">
            <span className="big-label">HD</span> {e.hd}
          </p>
        </section>
      </div>

      <section className="panel" aria-labelledby={`${idPrefix}-suits`}>
        <h3 id={`${idPrefix}-suits`}>{t('result.perSuit')}</h3>
        <table className="suit-table">
          <thead>
            <tr>
              <th scope="col">{t('result.suit')}</th>
              <th scope="col">{t('result.length')}</th>
              <th scope="col">{t('result.h')}</th>
              <th scope="col">{t('result.d')}</th>
              {shown.qt ? <th scope="col">{t('result.qt')}</th> : null}
              {shown.stoppers ? <th scope="col">{t('result.stopper')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {SUITS.map((suit, i) => {
              const stopped = e.stopped.includes(suit);
              return (
                <tr key={suit}>
                  <th scope="row">
                    <SuitSymbol suit={suit} />
                  </th>
                  <td>{e.shape[i]}</td>
                  <td>{e.hBySuit[i]}</td>
                  <td>{e.dBySuit[i]}</td>
                  {shown.qt ? <td>{format.number(e.qtBySuit[i])}</td> : null}
                  {shown.stoppers ? (
                    <td>
                      <span className={stopped ? 'mark mark-yes' : 'mark mark-no'} aria-hidden="true">
                        {stopped ? '✓' : '—'}
                      </span>
                      <span className="sr-only">{stopped ? t('result.stopped') : t('result.notStopped')}</span>
                    </td>
                  ) : null}
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('result.total')}</th>
              <td>13</td>
              <td>{e.h}</td>
              <td>{e.d}</td>
              {shown.qt ? <td>{format.number(e.qt)}</td> : null}
              {shown.stoppers ? <td>{e.stopped.length}</td> : null}
            </tr>
          </tfoot>
        </table>
      </section>

      <section className="panel" aria-labelledby={`${idPrefix}-facts`}>
        <h3 id={`${idPrefix}-facts`}>{t('result.facts')}</h3>
        <dl className="facts">
          <div>
            <dt>{t('result.shape')}</dt>
            <dd>
              <strong>{e.shapeText}</strong>
              {shown.balance ? <>, {e.balanced ? t('result.balanced') : t('result.unbalanced')}</> : null}
              <span className="fact-detail">{t('result.lengths', { s, h, d, c })}</span>
            </dd>
          </div>
          {facts.filter(([show]) => show).map(([, label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {shown.hdr && (responder || responderPrompt) ? (
      <section className="panel" aria-labelledby={`${idPrefix}-responder`} data-testid="responder-count">
        {responder ? (
          <>
            <h3 id={`${idPrefix}-responder`}>
              {t.rich('responder.heading', { suit: () => <SuitSymbol suit={responder.trump} /> })}
            </h3>
            <p className="muted">{t('responder.intro')}</p>
            <EvaluationSum
              terms={[
                { label: 'H', points: responder.h },
                { label: 'D', points: responder.d },
                ...correctionTerms(responder.corrections),
                { points: responder.trumpAdjustment, note: t('responder.trumps', { count: responder.trumps }) },
              ]}
              total={{ label: 'HDr', points: responder.total }}
            />
          </>
        ) : (
          <>
            <h3 id={`${idPrefix}-responder`}>{t('responder.total')}</h3>
            <p className="muted">{t('responder.choose')}</p>
          </>
        )}
      </section>
      ) : null}
    </div>
  );
}
