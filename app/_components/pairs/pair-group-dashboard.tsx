'use client';
// A class's partnership practice as its teacher reads it (/<locale>/pairs-teacher/<token>): marks by pair and deal
// (a deal still being bid says so), each pair's average, a square opening that pair's deal (the review as stored, or
// the auction so far), per rule where the pairs left the system, and the CSV and PBN downloads. Polled every 5 s while
// shown; a class's practice links back to the class's teacher page when this browser keeps its token. Example:
// <PairGroupDashboard token="…" />.

import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { classTokenOf } from '../teach/browser-keys';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { PairDealView, PairGroupView } from '@/lib/set-api/pair-responses';
import { AuctionGrid } from '../auction-grid';
import { usePolling } from '../teach/use-polling';
import { PairDealReview } from './pair-deal-review';
import styles from './pairs.module.css';
import { viewCalls } from './view-calls';
import teach from '../teach/teach.module.css';

type GroupDeal = PairGroupView['pairs'][number]['deals'][number];

/** A pair's deal as the review component takes it (the teacher holds no seat: no hand of their own, no notes). */
function asDealView(deal: GroupDeal): PairDealView {
  return {
    index: deal.index, board: null, dealer: deal.dealer, vul: deal.vul, state: deal.ended ? 'ended' : 'partner-turn',
    calls: deal.calls, hand: '', deal: deal.deal, review: deal.review, dd: deal.dd, notes: { mine: null, partner: null },
  };
}

export function PairGroupDashboard({ token }: { token: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const format = useFormatter();
  const id = useId();
  const [view, setView] = useState<PairGroupView | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState<{ pair: number; deal: number } | null>(null);
  /** The class teacher's link, when this browser keeps the class's token (a class's practice opened from its page). */
  const [classLink, setClassLink] = useState<string | null>(null);
  const classCode = view?.classCode ?? null;
  useEffect(() => {
    const kept = classCode ? classTokenOf(classCode) : null;
    // localStorage exists only in the browser: known after hydration
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setClassLink(kept ? `/class-teacher/${kept}` : null);
  }, [classCode]);

  const refresh = useCallback(async () => {
    try {
      const response = await fetch(`/api/pair-groups/${token}?locale=${locale}`, { cache: 'no-store' });
      if (!response.ok) throw new Error(`GET answered ${response.status}`);
      setView((await response.json()) as PairGroupView);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [token, locale]);
  usePolling(refresh);

  if (!view) return <p role="status" className="panel">{failed ? t('pairs.group.failed') : t('pairs.group.loading')}</p>;
  const numbers = Array.from({ length: view.deals }, (_, k) => k);
  const chosen = open === null ? null : view.pairs[open.pair]?.deals[open.deal] ?? null;
  return (
    <div data-testid="pair-group">
      {classLink ? (
        <p>
          <Link href={classLink} data-testid="pair-group-class">{t('pairs.group.backToClass')}</Link>
        </p>
      ) : null}
      {view.title ? <p className={styles.mark}>{view.title}</p> : null}
      <section className="panel" aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`}>{t('pairs.group.results')}</h2>
        <div className={teach.gridWrap} tabIndex={0} role="region" aria-label={t('pairs.group.results')}>
          <table className={teach.grid} data-testid="pair-group-grid">
            <thead>
              <tr>
                <th scope="col">{t('pairs.group.pair')}</th>
                {numbers.map((k) => <th key={k} scope="col">{k + 1}</th>)}
                <th scope="col">{t('pairs.group.mean')}</th>
              </tr>
            </thead>
            <tbody>
              {view.pairs.map((pair, p) => (
                <tr key={p} data-testid="pair-group-row">
                  <th scope="row">{pair.label}</th>
                  {pair.deals.map((deal) => (
                    <td key={deal.index}>
                      <button
                        type="button"
                        className="button button-quiet"
                        data-testid="pair-group-cell"
                        data-ended={deal.ended}
                        aria-label={t('pairs.group.detail', { pair: pair.label, number: deal.index + 1 })}
                        onClick={() => setOpen({ pair: p, deal: deal.index })}
                      >
                        {deal.review ? format.number(deal.review.mark) : '…'}
                      </button>
                    </td>
                  ))}
                  <td data-testid="pair-group-mean">{pair.mean === null ? '—' : format.number(pair.mean)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="hint">…: {t('pairs.group.open')}</p>
        <p>
          <a className="button" href={`/api/pair-groups/${token}/results.csv`} download>{t('pairs.group.csv')}</a>{' '}
          <a className="button" href={`/api/pair-groups/${token}/deals.pbn`} download>{t('pairs.group.pbn')}</a>
        </p>
      </section>
      {chosen && open ? (
        <section className="panel" aria-labelledby={`${id}-detail`} data-testid="pair-group-detail">
          <h2 id={`${id}-detail`}>{t('pairs.group.detail', { pair: view.pairs[open.pair].label, number: chosen.index + 1 })}</h2>
          {chosen.ended ? (
            <PairDealReview token={token} deal={asDealView(chosen)} />
          ) : (
            <AuctionGrid dealer={chosen.dealer} calls={viewCalls(chosen.calls)} caption={t('pairs.seat.auction')} captionHidden={false} northFirst className={styles.auction} />
          )}
          <button type="button" className="button" onClick={() => setOpen(null)}>{t('pairs.group.close')}</button>
        </section>
      ) : null}
      <section className="panel" aria-labelledby={`${id}-rules`} data-testid="pair-group-rules">
        <h2 id={`${id}-rules`}>{t('pairs.group.rules')}</h2>
        {view.rules.length === 0 ? <p>{t('pairs.group.noRules')}</p> : view.rules.every((r) => r.wrong === 0) ? <p>{t('pairs.group.allRight')}</p> : (
          <ul>
            {view.rules.filter((r) => r.wrong > 0).map((r) => (
              <li key={r.rule}>{t('pairs.group.rulesText', { rule: r.rule, wrong: r.wrong, calls: r.calls })} — {t(`notes.rules.summaries.${r.rule}`)}</li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
