// The calls of an auction as a plain four-column table, empty cells before the dealer and a "?" for the seat to call:
// the lessons' auctions and "bid it yourself" (North first, as the lessons draw the table), and the teachers' print and
// test questions (West first, as score sheets and BBO do). Example: <AuctionGrid dealer="N" calls={…} ask />.

import { useTranslations } from 'next-intl';
import { SEATS, type Call, type Seat } from '@/lib/bridge/types';
import { BiddingCall } from './bidding-call';

const WEST_FIRST: readonly Seat[] = ['W', 'N', 'E', 'S'];

export function AuctionGrid({
  dealer, calls, ask = false, caption, captionHidden = true, northFirst = false, className, testId,
}: {
  dealer: Seat;
  calls: readonly Call[];
  /** A "?" after the last call: the seat to call. */
  ask?: boolean;
  caption?: string;
  /** The caption for screen readers only (the page says it already). */
  captionHidden?: boolean;
  /** The columns N E S W (the lessons); W N E S otherwise. */
  northFirst?: boolean;
  className?: string;
  testId?: string;
}) {
  const t = useTranslations('common');
  const columns = northFirst ? SEATS : WEST_FIRST;
  const skip = columns.indexOf(dealer);
  const cells: (Call | null | '?')[] = [...Array.from({ length: skip }, () => null), ...calls, ...(ask ? (['?'] as const) : [])];
  const rows: (Call | null | '?')[][] = [];
  for (let k = 0; k < Math.max(cells.length, 1); k += 4) rows.push(cells.slice(k, k + 4));
  return (
    <table className={className} data-testid={testId}>
      {caption ? <caption className={captionHidden ? 'sr-only' : undefined}>{caption}</caption> : null}
      <thead>
        <tr>
          {columns.map((seat) => (
            <th key={seat} scope="col">
              {t(`seats.${seat}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr key={r}>
            {columns.map((seat, c) => {
              const cell = row[c];
              return <td key={seat}>{cell === undefined || cell === null ? '' : cell === '?' ? '?' : <BiddingCall call={cell} />}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
