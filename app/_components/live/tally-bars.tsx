'use client';
// A tally of votes as bars, most votes first: each call with its count and share (a poll's count under 5 says "fewer
// than 5" and draws no bar), the system's call marked, and this device's own vote marked. Example:
// <TallyBars tally={view.tally} mine="1H" />.

import { useTranslations } from 'next-intl';
import { parseCall } from '@/lib/bridge/call';
import { tallyShares } from '@/lib/live/tally';
import type { TallyView } from '@/lib/set-api/live-responses';
import { BiddingCall } from '../bidding-call';
import styles from './live.module.css';

export function TallyBars({ tally, mine = null, large = false }: { tally: TallyView; mine?: string | null; large?: boolean }) {
  const t = useTranslations('live.tally');
  const shares = tallyShares(tally);
  return (
    <figure className={large ? `${styles.tally} ${styles.large}` : styles.tally} data-testid="live-tally" data-total={tally.total}>
      <figcaption>
        {t('caption')} · {t('total', { count: tally.total })}
      </figcaption>
      <ul>
        {tally.bars.map((bar, k) => {
          const call = parseCall(bar.call);
          const share = shares[k];
          return (
            <li key={bar.call} data-call={bar.call} data-count={bar.count ?? ''} data-right={bar.right || undefined} className={bar.right ? styles.right : undefined}>
              <span className={styles.barCall}>{call.ok ? <BiddingCall call={call.value} /> : bar.call}</span>
              {/* an SVG's width attribute, not a style: the pages' CSP allows no inline style */}
              <svg className={styles.barTrack} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true">
                {share === null ? null : <rect className={styles.bar} width={Math.max(share, 1)} height="10" />}
              </svg>
              <span className={styles.barCount}>
                {bar.count === null ? t('few') : `${t('votes', { count: bar.count })} · ${share}%`}
                {bar.right ? <strong> · {t('system')}</strong> : null}
                {mine === bar.call ? <em> · {t('yours')}</em> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
