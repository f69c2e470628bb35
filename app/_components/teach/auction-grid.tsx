// The calls so far as a plain four-column table (W N E S), empty cells before the dealer and a "?" for the seat to
// call; for print and for the test mode's question, where nothing is clickable. Example: <AuctionGrid dealer="N" calls={…} ask />.

import { useTranslations } from 'next-intl';
import { seatAfter, type Call, type Seat } from '@/lib/bridge/types';
import { BiddingCall } from '../bidding-call';
import styles from './teach.module.css';

const COLUMNS: readonly Seat[] = ['W', 'N', 'E', 'S'];

export function AuctionGrid({ dealer, calls, ask = false, caption }: { dealer: Seat; calls: readonly Call[]; ask?: boolean; caption?: string }) {
  const t = useTranslations('common');
  const skip = COLUMNS.indexOf(dealer);
  const cells: (Call | null | '?')[] = [...Array.from({ length: skip }, () => null), ...calls, ...(ask ? (['?'] as const) : [])];
  const rows: (Call | null | '?')[][] = [];
  for (let k = 0; k < Math.max(cells.length, 1); k += 4) rows.push(cells.slice(k, k + 4));
  return (
    <table className={styles.auction}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead>
        <tr>
          {COLUMNS.map((seat) => (
            <th key={seat} scope="col">
              {t(`seats.${seat}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {COLUMNS.map((seat, c) => {
              const cell = row[c];
              return <td key={seat}>{cell === undefined || cell === null ? '' : cell === '?' ? '?' : <BiddingCall call={cell} />}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The seat that makes call `k` of an auction dealt by `dealer`. */
export function seatOfCall(dealer: Seat, k: number): Seat {
  return seatAfter(dealer, k);
}
