'use client';
// The bidding box: every call as a button, the legal ones enabled; it holds no bridge rule — the legal calls come
// in from lib/ and the chosen call goes out. Example: <BiddingBox legal={callChoices(item)} onCall={grade} />.

import { useTranslations } from 'next-intl';
import { ALL_CALLS } from '@/lib/bridge/auction';
import { makeCall, sameCall } from '@/lib/bridge/call';
import { spokenCall } from '@/lib/i18n/call-words';
import type { Call } from '@/lib/bridge/types';
import { BiddingCall } from '../bidding-call';
import styles from './bidding-box.module.css';

interface Props {
  readonly legal: readonly Call[];
  readonly onCall: (call: Call) => void;
  readonly legendId?: string;
}

const OTHER_CLASS = { pass: styles.pass, double: styles.double, redouble: styles.redouble } as const;

export function BiddingBox({ legal, onCall, legendId }: Props) {
  const t = useTranslations();
  /** The call's spoken name ("1 spades", "pass"): the symbols alone read badly. */
  const nameOf = (call: Call) => spokenCall(call, t);
  const isLegal = (call: Call) => legal.some((c) => sameCall(c, call));
  const button = (call: Call, extra = '') => (
    <button
      key={makeCall(call)}
      type="button"
      className={`${styles.call} ${extra}`}
      disabled={!isLegal(call)}
      aria-label={nameOf(call)}
      data-call={makeCall(call)}
      onClick={() => onCall(call)}
    >
      <BiddingCall call={call} />
    </button>
  );
  const others = ALL_CALLS.filter((c) => c.kind !== 'bid');
  const bids = ALL_CALLS.filter((c) => c.kind === 'bid');
  return (
    <fieldset className={styles.box} aria-describedby={legendId}>
      <legend className="sr-only">{t('drills.question.box')}</legend>
      <div className={styles.bids} role="group" aria-label={t('drills.question.levels')}>
        {bids.map((c) => button(c))}
      </div>
      <div className={styles.others} role="group" aria-label={t('drills.question.others')}>
        {others.map((c) => button(c, OTHER_CLASS[c.kind as keyof typeof OTHER_CLASS]))}
      </div>
    </fieldset>
  );
}
