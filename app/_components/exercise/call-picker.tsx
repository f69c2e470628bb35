'use client';
// A bidding box: Pass, X, XX and the bids level by level; only the legal calls (from lib) can be chosen, and the
// chosen call goes out through onChoose. It holds no bridge rule. Example: <CallPicker legal={legalCalls(a)} onChoose={bidIt} legend="Your call" />.

import { useTranslations } from 'next-intl';
import { makeCall, sameCall } from '@/lib/bridge/call';
import { LEVELS, STRAINS, type Call } from '@/lib/bridge/types';
import { BiddingCall } from '../bidding-call';
import styles from './exercise.module.css';

const SPECIAL: readonly Call[] = [{ kind: 'pass' }, { kind: 'double' }, { kind: 'redouble' }];

function CallButton({ call, legal, onChoose }: { call: Call; legal: boolean; onChoose: (call: Call) => void }) {
  const t = useTranslations('table.calls');
  return (
    <button type="button" className={styles.callButton} disabled={!legal} data-call={makeCall(call)} onClick={() => onChoose(call)}>
      {call.kind === 'double' || call.kind === 'redouble' ? (
        <>
          <span aria-hidden="true">{call.kind === 'double' ? 'X' : 'XX'}</span>
          <span className="sr-only">{t(call.kind)}</span>
        </>
      ) : (
        <BiddingCall call={call} />
      )}
    </button>
  );
}

export function CallPicker({ legal, onChoose, legend }: { legal: readonly Call[]; onChoose: (call: Call) => void; legend: string }) {
  const isLegal = (call: Call) => legal.some((c) => sameCall(c, call));
  const lowest = legal.find((c) => c.kind === 'bid');
  // levels below the lowest legal bid cannot be bid again: they are left out to keep the box short on a phone
  const levels = lowest && lowest.kind === 'bid' ? LEVELS.filter((l) => l >= lowest.level) : [];
  return (
    <fieldset className={styles.picker}>
      <legend>{legend}</legend>
      <div className={styles.pickerSpecial}>
        {SPECIAL.map((call) => (
          <CallButton key={call.kind} call={call} legal={isLegal(call)} onChoose={onChoose} />
        ))}
      </div>
      {levels.map((level) => (
        <div key={level} className={styles.pickerRow}>
          {STRAINS.map((strain) => {
            const call: Call = { kind: 'bid', level, strain };
            return <CallButton key={strain} call={call} legal={isLegal(call)} onChoose={onChoose} />;
          })}
        </div>
      ))}
    </fieldset>
  );
}
