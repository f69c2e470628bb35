'use client';
// A lesson's whole deal drawn in the browser from what the server bid and worded, as an exercise: once the page is
// live, "bid it yourself" from a seat the learner chooses (BidYourself); the solution (the four hands around the
// compass, the auction call by call with each call's rule, linking to the system notes, and its explanation, the final
// contract and the lesson's "why") folded until the learner has bid or opens it.
// Example: <BidDealView data={{ deal: 'N:…', dealer: 'W', vul: null, calls, contract, lesson: 13, suggested: 'W' }}>Why…</BidDealView>.

import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { parseCall } from '@/lib/bridge/call';
import type { DeclaredContract } from '@/lib/bridge/contract';
import { parseDeal } from '@/lib/bridge/deal';
import { SEATS, seatAfter, type Call, type Deal, type Seat, type Vulnerability } from '@/lib/bridge/types';
import { BiddingCall } from '../bidding-call';
import { BiddingCompass } from '../bidding-compass';
import { ContractName } from '../contract-name';
import { useHydrated } from '../use-hydrated';
import { BidYourself, RuleLink } from './bid-yourself';
import styles from './lesson.module.css';

/** One call of the auction: the call in lib/bridge/call's notation, its rule and the explanation's text. */
export interface BidDealCallData {
  readonly call: string;
  readonly rule: string;
  readonly text: string;
  /** An advancer's answer read "as if partner had opened": the inner rule and its text. */
  readonly via?: { readonly rule: string; readonly text: string };
}

export interface BidDealData {
  /** The deal as makeDeal writes it ('N:… … … …'). */
  readonly deal: string;
  readonly dealer: Seat;
  /** null: the lesson names no vulnerability (before lesson 17 teaches it). */
  readonly vul: Vulnerability | null;
  readonly calls: readonly BidDealCallData[];
  readonly contract: DeclaredContract | null;
  readonly lesson: number;
  /** The seat "bid it yourself" offers first: the one that makes the deal's decisions (lib/lessons/deal-seats). */
  readonly suggested: Seat;
}

function dealOf(text: string): Deal {
  const deal = parseDeal(text);
  if (!deal.ok) throw new Error(`not a deal: ${text}`);
  return deal.value;
}

function callOf(text: string): Call {
  const call = parseCall(text);
  if (!call.ok) throw new Error(`not a call: ${text}`);
  return call.value;
}

/** The solution: the four hands, the auction with each call's rule and explanation, the contract and the lesson's why. */
function Solution({ data, deal, calls, why, withContract }: { data: BidDealData; deal: Deal; calls: readonly Call[]; why: ReactNode; withContract: boolean }) {
  const t = useTranslations();
  const seat = (s: Seat) => t(`common.seats.${s}`);
  const contract = data.contract;
  return (
    <>
      <BiddingCompass deal={deal} dealer={data.dealer} vul={data.vul} />
      <div className={styles.auctionTable}>
        <table className={styles.bidDealAuction} data-testid="bid-deal-auction">
          <caption>{t('lessons.bidDeal.auction')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lessons.bidDeal.call')}</th>
              <th scope="col">{t('lessons.bidDeal.why')}</th>
            </tr>
          </thead>
          <tbody>
            {data.calls.map((c, i) => (
              <tr key={i}>
                <td>
                  {seat(seatAfter(data.dealer, i))}{' '}
                  <span className={styles.bidDealCall}>
                    <BiddingCall call={calls[i]} />
                  </span>
                </td>
                <td>
                  {c.text} <RuleLink rule={c.rule} />
                  {c.via ? (
                    <>
                      {' '}
                      {c.via.text} <RuleLink rule={c.via.rule} />
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {withContract ? (
        <p className={styles.answer} data-testid="bid-deal-contract">
          {contract
            ? t.rich('lessons.bidDeal.contract', { contract: () => <ContractName contract={contract} />, declarer: seat(contract.declarer) })
            : t('lessons.bidDeal.passedOut')}
        </p>
      ) : null}
      <div className={styles.bidDealWhy}>{why}</div>
    </>
  );
}

/**
 * The figure: an exercise first (issue 40). Until the learner has bid, only "bid it yourself" shows, the seat that makes
 * the deal's decisions offered first; the solution waits folded for a reader who would rather read it, drawn when
 * opened. Once the learner's auction ends, the solution comes with the comparison. Without JavaScript the figure
 * says that both need it.
 */
export function BidDealView({ data, children }: { data: BidDealData; children: ReactNode }) {
  const t = useTranslations();
  const id = useId();
  const hydrated = useHydrated();
  const deal = useMemo(() => dealOf(data.deal), [data.deal]);
  const calls = useMemo(() => data.calls.map((c) => callOf(c.call)), [data.calls]);
  // the learner's seat while bidding it themselves, and a count that starts the same seat again
  const [learner, setLearner] = useState<Seat | null>(null);
  const [round, setRound] = useState(0);
  // the solution is drawn once opened: a page of three deals would otherwise send every hand and reason twice more
  // (its HTML beside the props), past the lessons' 150 KB (issue 17)
  const [shown, setShown] = useState(false);
  const seat = (s: Seat) => t(`common.seats.${s}`);
  const caption = [t('lessons.bidDeal.caption', { dealer: seat(data.dealer) }), data.vul ? t(`common.vul.${data.vul}`) : null].filter(Boolean).join(' · ');
  // the suggested seat first, then the others in the order of the table
  const seats = [data.suggested, ...SEATS.filter((s) => s !== data.suggested)];
  const solution = (withContract: boolean) => <Solution data={data} deal={deal} calls={calls} why={children} withContract={withContract} />;
  return (
    <figure className={`${styles.live} ${styles.bidDeal}`} data-example="BidDeal" data-testid="bid-deal">
      <figcaption>{caption}</figcaption>
      {learner === null ? (
        <>
          {hydrated ? (
            <div className={styles.bidDealStart}>
              <p className={styles.bidDealHead}>{t('lessons.bidDeal.yourself')}</p>
              <p id={`${id}-seats`}>{t('lessons.bidDeal.chooseSeat', { seat: seat(data.suggested) })}</p>
              <div role="group" aria-labelledby={`${id}-seats`} className={styles.bidDealSeats}>
                {seats.map((s) => (
                  <button
                    key={s}
                    type="button"
                    className={s === data.suggested ? 'button button-primary' : 'button'}
                    data-seat={s}
                    data-suggested={s === data.suggested || undefined}
                    onClick={() => setLearner(s)}
                  >
                    {seat(s)}
                  </button>
                ))}
              </div>
            </div>
          ) : null}
          <details className={styles.bidDealSolution} data-testid="bid-deal-solution" onToggle={(e) => setShown(e.currentTarget.open)}>
            <summary>{t('lessons.bidDeal.solution')}</summary>
            {shown ? (
              <div className={styles.bidDealSolutionBody}>{solution(true)}</div>
            ) : (
              <noscript>
                <p>{t('lessons.bidDeal.noscript')}</p>
              </noscript>
            )}
          </details>
        </>
      ) : (
        <BidYourself
          key={`${learner}-${round}`}
          deal={deal}
          dealer={data.dealer}
          vul={data.vul}
          learner={learner}
          solution={solution(false)}
          onAgain={() => setRound((r) => r + 1)}
          onOtherSeat={() => setLearner(null)}
        />
      )}
    </figure>
  );
}
