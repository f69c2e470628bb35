'use client';
// One seat of a partnership practice (/<locale>/pair/<token>): its deals and whose turn each is, the chosen deal with
// the seat's own hand, the auction so far and the bidding box when it is this seat's turn; partner's calls appear
// within a few seconds (polled every 2 s while the page is shown). A call goes out with an id made here and waits in
// the device's storage until the server has it, so a call made offline or before a reload is sent once, never lost.
// Once a deal's auction has ended: the review (pair-deal-review.tsx). Example: <PairSeat token="…" />.

import { dayText } from '../teach/moments';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { legalCalls } from '@/lib/bridge/auction';
import { makeCall } from '@/lib/bridge/call';
import { parseHand } from '@/lib/bridge/hand';
import type { Call } from '@/lib/bridge/types';
import type { PairDealView, PairView } from '@/lib/set-api/pair-responses';
import { AuctionGrid } from '../auction-grid';
import { BiddingBox } from '../drill/bidding-box';
import { HandDiagram } from '../hand-diagram';
import { usePolling } from '../teach/use-polling';
import { PairDealReview } from './pair-deal-review';
import styles from './pairs.module.css';
import { viewCalls } from './view-calls';

/** A partner's page shows a call within 3 s of it being made. */
const PAIR_POLL_MS = 2000;
const RETRY_MS = 3000;

interface Pending {
  readonly id: string;
  readonly deal: number;
  readonly turn: number;
  readonly call: string;
}

const outboxKey = (token: string) => `pair-outbox:${token.slice(0, 12)}`;

function readOutbox(token: string): Pending | null {
  try {
    const text = window.localStorage.getItem(outboxKey(token));
    return text ? (JSON.parse(text) as Pending) : null;
  } catch {
    return null;
  }
}

function writeOutbox(token: string, pending: Pending | null): void {
  try {
    if (pending) window.localStorage.setItem(outboxKey(token), JSON.stringify(pending));
    else window.localStorage.removeItem(outboxKey(token));
  } catch {
    // private browsing: the call is still sent, it only does not outlive the page
  }
}

export function PairSeat({ token }: { token: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const id = useId();
  const [view, setView] = useState<PairView | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  // a call left in the device's storage (made offline, or before a reload) waits to be sent first
  const [pending, setPending] = useState<Pending | null>(() => (typeof window === 'undefined' ? null : readOutbox(token)));
  const [offline, setOffline] = useState(false);

  // a view asked for before the page's own last change (a call sent, a note saved) is older than what the page shows
  const changes = useRef(0);
  const refresh = useCallback(async () => {
    const asked = changes.current;
    try {
      const response = await fetch(`/api/pairs/${token}?locale=${locale}`, { cache: 'no-store' });
      if (!response.ok) throw new Error(`GET /api/pairs answered ${response.status}`);
      const read = (await response.json()) as PairView;
      if (asked === changes.current) setView(read);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [token, locale]);
  usePolling(refresh, PAIR_POLL_MS);

  /** Sends the waiting call; kept (and tried again) while there is no answer, dropped once the server has answered. */
  const send = useCallback(async (call: Pending) => {
    try {
      const response = await fetch(`/api/pairs/${token}/calls/${call.id}?locale=${locale}`, {
        method: 'PUT', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ deal: call.deal, turn: call.turn, call: call.call }),
      });
      if (response.status >= 500) throw new Error(`PUT answered ${response.status}`);
      writeOutbox(token, null);
      setPending(null);
      setOffline(false);
      if (response.ok) {
        const { deal } = (await response.json()) as { deal: PairDealView };
        changes.current += 1;
        setView((now) => (now ? { ...now, deals: now.deals.map((d) => (d.index === deal.index ? deal : d)) } : now));
      }
      // refused (the turn taken meanwhile, the auction over): the page shows the deal as it now is
      await refresh();
    } catch {
      setOffline(true);
    }
  }, [token, locale, refresh]);

  // a waiting call is sent at once when the page opens with one, then every few seconds while there is no answer
  const [firstTry, setFirstTry] = useState(true);
  useEffect(() => {
    if (!pending || !(offline || firstTry)) return;
    const timer = setTimeout(() => {
      setFirstTry(false);
      void send(pending);
    }, firstTry ? 0 : RETRY_MS);
    return () => clearTimeout(timer);
  }, [pending, offline, firstTry, send]);

  if (!view) {
    return <p role="status" className="panel">{failed ? t('pairs.seat.failed') : t('pairs.seat.loading')}</p>;
  }
  const seatName = (s: string) => t(`common.seats.${s}`);
  const firstWaiting = view.deals.find((d) => d.state === 'your-turn')?.index ?? null;
  const index = chosen ?? firstWaiting ?? 0;
  const deal = view.deals[index];
  const calls = viewCalls(deal.calls);
  const yourTurn = deal.state === 'your-turn' && pending === null;
  const hand = parseHand(deal.hand);

  function bid(call: Call) {
    const next: Pending = { id: crypto.randomUUID(), deal: deal.index, turn: deal.calls.length, call: makeCall(call) };
    changes.current += 1;
    writeOutbox(token, next);
    setPending(next);
    setFirstTry(false);
    void send(next);
  }

  /** A deal as the server gave it back to this page (a note saved): newer than any view asked for before. */
  function changeDeal(after: PairDealView) {
    changes.current += 1;
    setView((now) => (now ? { ...now, deals: now.deals.map((d) => (d.index === after.index ? after : d)) } : now));
  }

  const nextWaiting = view.deals.find((d) => d.state === 'your-turn' && d.index !== index)?.index ?? null;
  return (
    <div data-testid="pair-seat" data-seat={view.seat}>
      <p>
        {t('pairs.seat.you', { seat: seatName(view.seat), partner: seatName(view.partner) })}{' '}
        {t(view.opponents === 'system' ? 'pairs.seat.opponentsSystem' : 'pairs.seat.opponentsSilent')}
      </p>
      <p data-testid="pair-waiting" className={view.yourTurn > 0 ? styles.yourTurn : undefined}>
        {t('pairs.seat.waiting', { count: view.yourTurn, total: view.deals.length })}
      </p>
      <nav aria-labelledby={`${id}-deals`}>
        <h2 id={`${id}-deals`} className="sr-only">{t('pairs.seat.deals')}</h2>
        <ul className={styles.deals}>
          {view.deals.map((d) => (
            <li key={d.index}>
              <button
                type="button"
                className={`button ${styles.dealButton}`}
                aria-current={d.index === index ? 'true' : undefined}
                data-testid="pair-deal-button"
                data-state={d.state}
                onClick={() => setChosen(d.index)}
              >
                <span>{t('pairs.seat.deal', { number: d.index + 1 })}</span>
                <span className={`${styles.state} ${d.state === 'your-turn' ? styles.yourTurn : ''}`}>{t(`pairs.seat.state.${d.state}`)}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section className="panel" data-testid="pair-deal" data-index={deal.index} data-state={deal.state} aria-labelledby={`${id}-deal`}>
        <h2 id={`${id}-deal`}>{t('pairs.seat.deal', { number: deal.index + 1 })}</h2>
        <p>{t('pairs.seat.dealer', { seat: seatName(deal.dealer), vul: t(`common.vul.${deal.vul}`) })}</p>
        {deal.state === 'ended' ? (
          <PairDealReview token={token} deal={deal} onChange={changeDeal} />
        ) : (
          <>
            <h3>{t('pairs.seat.hand', { seat: seatName(view.seat) })}</h3>
            {hand.ok ? <HandDiagram hand={hand.value} label={t('pairs.seat.hand', { seat: seatName(view.seat) })} /> : null}
            <AuctionGrid dealer={deal.dealer} calls={calls} ask={yourTurn} caption={t('pairs.seat.auction')} captionHidden={false} northFirst className={styles.auction} testId="pair-auction" />
            {yourTurn ? (
              <>
                <p id={`${id}-prompt`}>{t('pairs.seat.prompt')}</p>
                <BiddingBox legal={legalCalls({ dealer: deal.dealer, calls })} legendId={`${id}-prompt`} onCall={bid} />
              </>
            ) : null}
            <div aria-live="polite" data-testid="pair-status">
              {pending ? <p>{offline ? t('pairs.seat.offline') : t('pairs.seat.sending')}</p> : deal.state === 'partner-turn' ? <p>{t('pairs.seat.partnerTurn')}</p> : null}
            </div>
          </>
        )}
        {nextWaiting !== null ? (
          <button type="button" className="button button-primary" data-testid="pair-next" onClick={() => setChosen(nextWaiting)}>
            {t('pairs.seat.next')}
          </button>
        ) : null}
      </section>
      <p className="hint">{t('pairs.seat.kept', { date: dayText(view.keptUntil, locale, 'long') })}</p>
    </div>
  );
}
