'use client';
// The bidding table: a deal (random from a seed, or pasted), the bidder's auction for all four hands shown call by
// call, each call's explanation on hover, focus or tap, and the final contract. The bidding is lib/bidder's; this
// component only keeps the state (mirrored in the address, which a share button copies) and draws it.
// Example: <BiddingTable initial={setup} />.

import { useEffect, useId, useMemo, useReducer, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { advise, bidDeal } from '@/lib/bidder';
import { handOf, parseDeal } from '@/lib/bridge/deal';
import { randomDeal } from '@/lib/bridge/random-deal';
import { localDealText, seatLetterParams } from '@/lib/bridge/seat-letters';
import type { Deal, Seat, Vulnerability } from '@/lib/bridge/types';
import { BiddingAuction, type AuctionEntry } from './bidding-auction';
import { BiddingCompass } from './bidding-compass';
import { BiddingDealForm } from './bidding-deal-form';
import { BiddingExplanation } from './bidding-explanation';
import { BiddingResult } from './bidding-result';
import { useExplanationText } from './explanation-text';
import { parseBoard, queryOf, type DealSource, type TableSetup } from './bidding-query';
import { initialTable, tableReducer } from './bidding-table-state';
import { randomSeed } from './random-seed';
import { writeQuery } from './query-state';
import { ShareButton } from './share/share-button';
import styles from './bidding-table.module.css';
import { useHydrated } from './use-hydrated';
import { useSeatLetters } from './use-seat-letters';

const STEP_MS = 700;

function dealOf(source: DealSource | null): Deal | null {
  if (!source) return null;
  if (source.kind === 'seed') return randomDeal(source.seed);
  const parsed = parseDeal(source.text);
  return parsed.ok ? parsed.value : null;
}

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The form's example deal: its first letter the page's (S: for North in Serbian). */
const EXAMPLE = 'N:AKQ2.KJ3.T8.Q432 …';

/** The address's query as writeQuery leaves it (empty values dropped), for the share button. */
function shareQuery(patch: Readonly<Record<string, string | null>>): URLSearchParams {
  return new URLSearchParams(Object.entries(patch).filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== ''));
}

export function BiddingTable({ initial }: { initial: TableSetup }) {
  const t = useTranslations();
  const pathname = usePathname();
  const explanation = useExplanationText(); // numbers the locale's way (2,5 in sr and lv)
  const id = useId();
  const letters = useSeatLetters();
  // the letters are the page's: they do not change while it is open
  const [state, dispatch] = useReducer(tableReducer, initial, (setup) => initialTable(setup, letters));
  const { setup, text, problem, boardText, active, playing } = state;
  const panel = useRef<HTMLElement>(null);
  /** Set once React runs in the browser: before that, the form falls back to a plain GET (?deal=…). */
  const hydrated = useHydrated();

  const deal = useMemo(() => dealOf(setup.source), [setup.source]);
  const bidding = useMemo(() => (deal ? bidDeal(deal, setup.dealer, setup.vul) : null), [deal, setup.dealer, setup.vul]);
  const total = bidding?.calls.length ?? 0;
  const step = Math.min(setup.step, total);
  const shownIndex = active !== null && active < step ? active : step > 0 ? step - 1 : null;

  const entries: AuctionEntry[] = useMemo(
    () => (bidding?.calls ?? []).map((c) => ({ seat: c.seat, call: c.call, rule: c.rule, text: explanation(c.explain) })),
    [bidding, explanation],
  );
  const advice = useMemo(() => {
    if (!deal || !bidding || shownIndex === null) return null;
    const seat = bidding.calls[shownIndex].seat;
    const calls = bidding.calls.slice(0, shownIndex).map((c) => c.call);
    return { seat, advice: advise({ hand: handOf(deal, seat), auction: { dealer: setup.dealer, calls }, vul: setup.vul }) };
  }, [deal, bidding, shownIndex, setup.dealer, setup.vul]);

  useEffect(() => {
    writeQuery(queryOf({ ...setup, step }));
  }, [setup, step]);

  // playing stops on the last call: the timer that shows it also ends the playback
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick', step, total }), STEP_MS);
    return () => window.clearTimeout(timer);
  }, [playing, step, total]);

  function setStep(to: number) {
    dispatch({ type: 'step', to, total });
  }

  function restart(patch: Partial<TableSetup>) {
    dispatch({ type: 'restart', patch });
  }

  function onSeating(dealer: Seat, vul: Vulnerability) {
    dispatch({ type: 'seating', dealer, vul });
  }

  /** A tap on a call on a small screen: bring its explanation into view when it is below the fold. */
  function onSelect(index: number, opened: boolean) {
    dispatch({ type: 'select', index });
    if (!opened) return;
    requestAnimationFrame(() => {
      const box = panel.current?.getBoundingClientRect();
      if (box && box.top > window.innerHeight) panel.current?.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
    });
  }

  function onPlay() {
    dispatch({ type: 'play', total, reducedMotion: playing ? false : reducedMotion() });
  }

  const error = problem
    ? problem.code.startsWith('lin-')
      ? t(`pbn.lin.${problem.code}`, problem.params)
      : typeof problem.params.seat === 'string'
      ? t('table.form.handError', { seat: t(`common.seats.${problem.params.seat}`), message: t(`errors.${problem.code}`, problem.params) })
      : t(`errors.${problem.code}`, problem.params)
    : null;
  const boardError = boardText.trim() !== '' && parseBoard(boardText) === null;
  const example = localDealText(EXAMPLE, letters);
  const hint = t('table.form.dealHint', { ...seatLetterParams(letters), example });
  const panelId = `${id}-explanation`;
  const finished = bidding !== null && step === total;

  // The auction and the current call's explanation come first (on a phone, right under the heading); the four
  // hands and the deal's controls follow (beside them on a wide screen). The source order is the visual order.
  return (
    <div className={styles.layout} data-hydrated={hydrated || undefined}>
      <div className={styles.play}>
        <section className="panel" aria-labelledby={`${id}-auction`}>
          <h2 id={`${id}-auction`}>{t('table.auction.heading')}</h2>
          {bidding ? (
            <>
              <div className={styles.controls} role="group" aria-label={t('table.auction.controls')}>
                <button type="button" className="button button-quiet" onClick={() => restart({})} disabled={step === 0 && !playing}>
                  {t('table.auction.reset')}
                </button>
                <button type="button" className="button" onClick={() => setStep(step - 1)} disabled={step === 0 || playing}>
                  {t('table.auction.back')}
                </button>
                <button type="button" className="button" onClick={() => setStep(step + 1)} disabled={finished || playing}>
                  {t('table.auction.next')}
                </button>
                <button type="button" className="button button-primary" onClick={onPlay} disabled={finished}>
                  {playing ? t('table.auction.pause') : t('table.auction.playAll')}
                </button>
              </div>
              <p className={styles.progress} aria-live="polite">
                {t('table.auction.progress', { step, total })}
              </p>
              <BiddingAuction
                calls={entries}
                shown={step}
                dealer={setup.dealer}
                vul={setup.vul}
                active={shownIndex}
                onSelect={onSelect}
                panelId={panelId}
                idPrefix={id}
              />
              {finished ? <BiddingResult contract={bidding.contract} /> : null}
            </>
          ) : (
            <p className="muted">{t('table.deal.none')}</p>
          )}
        </section>

        <section className="panel" aria-labelledby={`${id}-why`} ref={panel}>
          <h2 id={`${id}-why`}>{t('table.explanation.heading')}</h2>
          <div id={panelId} aria-live="polite">
            {advice ? (
              <BiddingExplanation seat={advice.seat} advice={advice.advice} />
            ) : (
              <p className="muted">{t('table.auction.selectHint')}</p>
            )}
          </div>
        </section>
        {bidding ? (
          <div className={styles.share}>
            <ShareButton url={`${pathname}?${shareQuery(queryOf({ ...setup, step }))}`} title={t('table.title')} />
          </div>
        ) : null}
      </div>

      <div className={styles.setup}>
        <section className="panel" aria-labelledby={`${id}-deal`}>
          <h2 id={`${id}-deal`}>{t('table.deal.heading')}</h2>
          {deal ? (
            <>
              <p className="hint">
                {setup.source?.kind === 'seed' ? t('table.form.seed', { seed: setup.source.seed }) : t('table.form.pasted')}
                {setup.board !== null ? ` · ${t('table.form.board')} ${setup.board}` : ''}
              </p>
              <BiddingCompass deal={deal} dealer={setup.dealer} vul={setup.vul} />
            </>
          ) : (
            <p className="muted">{t('table.deal.none')}</p>
          )}
        </section>
        <BiddingDealForm
          text={text}
          example={example}
          hint={hint}
          error={error}
          dealer={setup.dealer}
          vul={setup.vul}
          boardText={boardText}
          boardError={boardError}
          onText={(value) => dispatch({ type: 'text', text: value })}
          onSubmit={() => dispatch({ type: 'submit' })}
          onRandom={() => dispatch({ type: 'random', seed: randomSeed() })}
          onDealer={(dealer) => onSeating(dealer, setup.vul)}
          onVul={(vul) => onSeating(setup.dealer, vul)}
          onBoard={(value) => dispatch({ type: 'board', value })}
        />
      </div>
    </div>
  );
}
