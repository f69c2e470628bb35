// The auction in the classic grid, columns W N E S, the dealer's column first in row one; each call shown is a
// button that opens its explanation (disclosure: aria-expanded, aria-controls) and is described by its rule's text.
// Example: <BiddingAuction calls={…} shown={3} dealer="N" vul="None" active={2} onSelect={…} panelId="x" />.

import { useTranslations } from 'next-intl';
import { isVulnerable, sideOf, type Call, type Seat, type Vulnerability } from '@/lib/bridge/types';
import { BiddingCall } from './bidding-call';
import styles from './bidding-table.module.css';

/** The grid's column order: West, North, East, South. */
const COLUMNS: readonly Seat[] = ['W', 'N', 'E', 'S'];

export interface AuctionEntry {
  readonly seat: Seat;
  readonly call: Call;
  readonly rule: string;
  /** The rule's explanation as text: each call button's accessible description. */
  readonly text: string;
}

interface Props {
  readonly calls: readonly AuctionEntry[];
  /** How many calls are shown (the rest wait for "next"). */
  readonly shown: number;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  /** The call whose explanation is open. */
  readonly active: number | null;
  /** `opened` is true for a click or tap (the panel may need scrolling to), false for focus and hover. */
  readonly onSelect: (index: number, opened: boolean) => void;
  readonly panelId: string;
  readonly idPrefix: string;
  /** Column heads as compass letters (common.seatLetters), the full names for screen readers: narrow layouts. */
  readonly letters?: boolean;
  /** Smaller rows, for a drill question on a phone (the bidding box must fit below). */
  readonly compact?: boolean;
  /** The learner's own call (a drill answered): its index, marked apart from the other players' calls, and its label for screen readers. */
  readonly yours?: { readonly index: number; readonly label: string } | null;
}

export function BiddingAuction({ calls, shown, dealer, vul, active, onSelect, panelId, idPrefix, letters = false, compact = false, yours = null }: Props) {
  const t = useTranslations();
  const offset = COLUMNS.indexOf(dealer);
  const cellCount = offset + Math.min(calls.length, shown + 1);
  const rows = Math.max(1, Math.ceil(cellCount / 4));
  return (
    <table className={compact ? `${styles.auction} ${styles.compact}` : styles.auction}>
      <caption className="sr-only">{t('table.auction.caption', { dealer: t(`common.seats.${dealer}`), vul: t(`common.vul.${vul}`) })}</caption>
      <thead>
        <tr>
          {COLUMNS.map((seat) => {
            const vulnerable = isVulnerable(vul, sideOf(seat));
            return (
              <th key={seat} scope="col" className={vulnerable ? styles.vulnerable : undefined}>
                {letters ? (
                  <abbr title={t(`common.seats.${seat}`)}>
                    <span aria-hidden="true">{t(`common.seatLetters.${seat}`)}</span>
                    <span className="sr-only">{t(`common.seats.${seat}`)}</span>
                  </abbr>
                ) : (
                  t(`common.seats.${seat}`)
                )}
                {vulnerable ? <span className="sr-only"> ({t('table.deal.vulnerable')})</span> : null}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, row) => (
          <tr key={row}>
            {COLUMNS.map((seat, column) => {
              const index = row * 4 + column - offset;
              if (index < 0 || index >= calls.length || index > shown) return <td key={seat} />;
              if (index === shown) {
                return (
                  <td key={seat}>
                    <span className={styles.toCall} title={t('table.auction.toCall', { seat: t(`common.seats.${seat}`) })}>
                      <span aria-hidden="true">?</span>
                      <span className="sr-only">{t('table.auction.toCall', { seat: t(`common.seats.${seat}`) })}</span>
                    </span>
                  </td>
                );
              }
              const entry = calls[index];
              const describedBy = `${idPrefix}-call-${index}`;
              return (
                <td key={seat}>
                  <button
                    type="button"
                    className={index === yours?.index ? `${styles.callButton} ${styles.yours}` : styles.callButton}
                    aria-expanded={active === index}
                    aria-controls={panelId}
                    aria-describedby={describedBy}
                    data-call-index={index}
                    onClick={() => onSelect(index, true)}
                    onFocus={() => onSelect(index, false)}
                    onMouseEnter={() => onSelect(index, false)}
                  >
                    <BiddingCall call={entry.call} />
                    {index === yours?.index ? <span className="sr-only"> ({yours.label})</span> : null}
                  </button>
                  <span id={describedBy} className="sr-only">
                    {entry.rule ? `${entry.rule}: ` : null}
                    {entry.text}
                  </span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
