'use client';
// A deal of a partnership practice after its auction, from its review as stored when the auction ended: the four
// hands, the pair's auction beside the system's own, both contracts, the mark out of 10, and each of the pair's calls
// with the system's call there, its rule and its explanation when they differ; then the partners' notes.
// Without onChange (a teacher's view of a class's pairs) there is no note to write. Example: <PairDealReview token="…" deal={view.deals[2]} onChange={setDeal} />.

import { useId, useState, type FormEvent } from 'react';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { parseCall } from '@/lib/bridge/call';
import { parseContract } from '@/lib/bridge/contract';
import { parseDeal } from '@/lib/bridge/deal';
import type { Seat } from '@/lib/bridge/types';
import type { PairDealView } from '@/lib/set-api/pair-responses';
import { AuctionGrid } from '../auction-grid';
import { BiddingCall } from '../bidding-call';
import { BiddingCompass } from '../bidding-compass';
import { ContractName } from '../contract-name';
import { useExplanationText } from '../explanation-text';
import { GradeMark } from '../exercise/auction-compare';
import { signedNumber } from '../signed-number';
import styles from './pairs.module.css';
import { viewCalls } from './view-calls';

/** '4SX N' as a contract and its declarer; null for 'passed out' (or text that does not read). */
function contractOf(text: string): { contract: ReturnType<typeof parseContract>; declarer: Seat } | null {
  const [contract, declarer] = text.split(' ');
  if (!declarer) return null;
  return { contract: parseContract(contract), declarer: declarer as Seat };
}

function ContractLine({ text }: { text: string }) {
  const t = useTranslations();
  const read = contractOf(text);
  if (!read || !read.contract.ok) return <>{t('pairs.review.passedOut')}</>;
  const contract = read.contract.value;
  return <>{t.rich('pairs.review.by', { contract: () => <ContractName contract={contract} />, seat: t(`common.seats.${read.declarer}`) })}</>;
}

export function PairDealReview({ token, deal, onChange }: {
  token: string;
  deal: PairDealView;
  /** The deal after a note is saved; absent on a teacher's view, which writes no note. */
  onChange?: (deal: PairDealView) => void;
}) {
  const t = useTranslations();
  const locale = useLocale();
  const format = useFormatter();
  const explain = useExplanationText();
  const id = useId();
  const [note, setNote] = useState(deal.notes.mine ?? '');
  const [saved, setSaved] = useState<'no' | 'yes' | 'failed'>('no');
  const review = deal.review;
  const cards = deal.deal ? parseDeal(deal.deal) : null;
  if (!review || !cards?.ok) return null;

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      const response = await fetch(`/api/pairs/${token}/notes/${deal.index}?locale=${locale}`, {
        method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: note }),
      });
      if (!response.ok) throw new Error(`PUT answered ${response.status}`);
      onChange?.((await response.json()) as PairDealView);
      setSaved('yes');
    } catch {
      setSaved('failed');
    }
  }

  return (
    <div data-testid="pair-review" data-mark={review.mark}>
      <h3>{t('pairs.review.heading')}</h3>
      <BiddingCompass deal={cards.value} dealer={deal.dealer} vul={deal.vul} />
      <p className={styles.mark} data-testid="pair-mark">{t('pairs.review.mark', { mark: format.number(review.mark) })}</p>
      <div className={styles.auctions}>
        <div>
          <AuctionGrid dealer={deal.dealer} calls={viewCalls(deal.calls)} caption={t('pairs.review.yours')} captionHidden={false} northFirst className={styles.auction} testId="pair-auction-yours" />
          <p>{t.rich('pairs.review.contract', { contract: () => <ContractLine text={review.contract} /> })}</p>
        </div>
        <div>
          <AuctionGrid dealer={deal.dealer} calls={viewCalls(review.system.calls)} caption={t('pairs.review.system')} captionHidden={false} northFirst className={styles.auction} testId="pair-auction-system" />
          <p>{t.rich('pairs.review.systemContract', { contract: () => <ContractLine text={review.system.contract} /> })}</p>
        </div>
      </div>
      {deal.dd ? (
        <section data-testid="pair-dd" data-imps={deal.dd.imps}>
          <h4>{t('pairs.review.ddHeading')}</h4>
          <p>
            {deal.dd.pair.tricks === null ? t('pairs.review.ddPairPassed') : t('pairs.review.ddPair', { tricks: deal.dd.pair.tricks, score: signedNumber(format, deal.dd.pair.score) })}
            <br />
            {deal.dd.system.tricks === null ? t('pairs.review.ddSystemPassed') : t('pairs.review.ddSystem', { tricks: deal.dd.system.tricks, score: signedNumber(format, deal.dd.system.score) })}
          </p>
          <p className={styles.mark}>
            {deal.dd.imps > 0 ? t('pairs.review.ddBetter', { imps: deal.dd.imps }) : deal.dd.imps < 0 ? t('pairs.review.ddWorse', { imps: -deal.dd.imps }) : t('pairs.review.ddSame')}
          </p>
        </section>
      ) : null}
      <h4>{t('pairs.review.calls')}</h4>
      <ol className={styles.turns} data-testid="pair-turns">
        {review.turns.map((turn) => {
          const given = parseCall(turn.given);
          const expected = parseCall(turn.expected.call);
          const call = () => (given.ok ? <BiddingCall call={given.value} /> : turn.given);
          return (
            <li key={turn.turn} data-right={turn.right}>
              <GradeMark right={turn.right} />{' '}
              {turn.right
                ? t.rich('pairs.review.right', { seat: t(`common.seats.${turn.seat}`), call })
                : t.rich('pairs.review.wrong', {
                    seat: t(`common.seats.${turn.seat}`), call, rule: turn.expected.rule,
                    expected: () => (expected.ok ? <BiddingCall call={expected.value} /> : turn.expected.call),
                  })}
              {turn.right ? null : <> {explain(turn.expected.explain)}</>}
              {!turn.right && turn.shows ? <p className="hint">{t('pairs.review.shows', { summary: t(`notes.rules.summaries.${turn.shows}`) })}</p> : null}
            </li>
          );
        })}
      </ol>
      {deal.notes.partner ? <p data-testid="pair-partner-note">{t('pairs.review.partnerNote', { text: deal.notes.partner })}</p> : null}
      {onChange ? (
      <form className={styles.note} onSubmit={save} noValidate>
        <div className="field">
          <label htmlFor={`${id}-note`}>{t('pairs.review.note')}</label>
          <textarea id={`${id}-note`} maxLength={280} value={note} onChange={(e) => { setNote(e.target.value); setSaved('no'); }} />
        </div>
        <button type="submit" className="button">{t('pairs.review.noteSave')}</button>
        <span aria-live="polite">{saved === 'yes' ? ` ${t('pairs.review.noteSaved')}` : saved === 'failed' ? ` ${t('pairs.seat.failed')}` : ''}</span>
      </form>
      ) : null}
    </div>
  );
}
