'use client';
// Making a partnership practice: how many deals, on what (any deal, or bidding drill kinds), which side the pair
// holds and whether the system bids for the opponents; then the two seats' links to keep and to send. For a class:
// the pairs' names, one practice each on the same deals, and the teacher's link to all of them. No bridge rule
// here: the deals are made on the server (POST /api/pairs). Example: <PairCreate kinds={[{ value: 'rebid', label: … }]} />.

import { dayText } from '../teach/moments';
import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { CreatedPair, CreatedPairGroup } from '@/lib/set-api/pair-responses';
import { apiErrorOf } from '@/lib/set-api/responses';
import { PairDealFields, usePairDeals, type PairSources } from './pair-deal-fields';
import styles from './pairs.module.css';

export function PairCreate({ kinds, lessons }: PairSources) {
  const t = useTranslations();
  const locale = useLocale();
  const id = useId();
  const deals = usePairDeals();
  const [state, setState] = useState<'form' | 'making' | 'failed'>('form');
  const [made, setMade] = useState<CreatedPair | null>(null);
  const [forClass, setForClass] = useState(false);
  const [byCode, setByCode] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [labels, setLabels] = useState('');
  const [group, setGroup] = useState<CreatedPairGroup | null>(null);
  const [copied, setCopied] = useState<string | null>(null);

  async function make(event: FormEvent) {
    event.preventDefault();
    setState('making');
    const pairs = labels.split('\n').map((l) => l.trim()).filter((l) => l !== '');
    const many = forClass && pairs.length > 0;
    try {
      const response = await fetch(`${many ? '/api/pair-groups' : '/api/pairs'}${deals.query(locale)}`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...deals.body(locale), ...(many ? { pairs } : { join: byCode }) }),
      });
      if (!response.ok) {
        // a file the server cannot use says why (too large, too many boards, none with a whole deal)
        setProblem(apiErrorOf(await response.json().catch(() => null))?.message ?? null);
        throw new Error(`POST answered ${response.status}`);
      }
      setProblem(null);
      if (many) setGroup((await response.json()) as CreatedPairGroup);
      else setMade((await response.json()) as CreatedPair);
      setState('form');
    } catch {
      setState('failed');
    }
  }

  if (group) {
    const linkOf = (path: string) => `${window.location.origin}/${locale}/${path}`;
    return (
      <section className="panel" data-testid="pair-group-made" aria-labelledby={`${id}-made`}>
        <h2 id={`${id}-made`}>{t('pairs.group.made')}</h2>
        <div className={`field ${styles.link}`}>
          <label htmlFor={`${id}-teacher`}>{t('pairs.group.teacherLink')}</label>
          <input id={`${id}-teacher`} type="text" readOnly value={linkOf(`pairs-teacher/${group.teacherToken}`)} onFocus={(e) => e.target.select()} />
          <span><Link href={`/pairs-teacher/${group.teacherToken}`} className="button button-primary">{t('pairs.group.openTeacher')}</Link></span>
        </div>
        <h3>{t('pairs.group.pairLinks')}</h3>
        <ul className={styles.links}>
          {group.pairs.map((pair) => (
            <li key={pair.label} data-testid="pair-group-links">
              <strong>{pair.label}</strong>
              {pair.seats.map(({ seat, token }) => (
                <span key={seat} className={styles.link}>
                  <label htmlFor={`${id}-${pair.label}-${seat}`}>{t('pairs.made.link', { seat: t(`common.seats.${seat}`) })}</label>
                  <input id={`${id}-${pair.label}-${seat}`} type="text" readOnly value={linkOf(`pair/${token}`)} onFocus={(e) => e.target.select()} />
                </span>
              ))}
            </li>
          ))}
        </ul>
        <p className="hint">{t('pairs.made.kept', { date: dayText(group.keptUntil, locale, 'long') })}</p>
      </section>
    );
  }

  if (made) {
    const linkOf = (token: string) => `${window.location.origin}/${locale}/pair/${token}`;
    return (
      <section className="panel" data-testid="pair-made" aria-labelledby={`${id}-made`}>
        <h2 id={`${id}-made`}>{t('pairs.made.heading')}</h2>
        <p>{t('pairs.made.intro')}</p>
        <ul className={styles.links}>
          {made.seats.map(({ seat, token }) => {
            const seatName = t(`common.seats.${seat}`);
            return (
              <li key={seat} className={styles.link} data-testid="pair-link" data-seat={seat}>
                <label htmlFor={`${id}-${seat}`}>{t('pairs.made.link', { seat: seatName })}</label>
                <input id={`${id}-${seat}`} type="text" readOnly value={linkOf(token)} onFocus={(e) => e.target.select()} />
                <span>
                  <button
                    type="button"
                    className="button"
                    onClick={() => void navigator.clipboard?.writeText(linkOf(token)).then(() => setCopied(seat), () => undefined)}
                  >
                    {copied === seat ? t('pairs.made.copied') : t('pairs.made.copy')}
                  </button>{' '}
                  <Link href={`/pair/${token}`} className="button button-quiet">{t('pairs.made.open', { seat: seatName })}</Link>
                </span>
              </li>
            );
          })}
        </ul>
        {made.joinCode ? (
          <div data-testid="pair-join-code">
            <p className={styles.mark}>{t('pairs.made.code', { code: made.joinCode })}</p>
            <p className="hint">{t('pairs.made.codeHint')}</p>
          </div>
        ) : null}
        <p className="hint">{t('pairs.made.kept', { date: dayText(made.keptUntil, locale, 'long') })}</p>
      </section>
    );
  }

  return (
    <form className="panel" onSubmit={make} noValidate data-testid="pair-create" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('pairs.create.heading')}</h2>
      <PairDealFields deals={deals} kinds={kinds} lessons={lessons} />
      <label className="field">
        <input type="checkbox" checked={forClass} onChange={(e) => setForClass(e.target.checked)} data-testid="pair-for-class" /> {t('pairs.group.forClass')}
      </label>
      {forClass ? null : (
        <label className="field">
          <input type="checkbox" checked={byCode} onChange={(e) => setByCode(e.target.checked)} data-testid="pair-by-code" /> {t('pairs.create.joinByCode')}
        </label>
      )}
      {forClass ? (
        <div className="field">
          <label htmlFor={`${id}-pairs`}>{t('pairs.group.pairs')}</label>
          <textarea id={`${id}-pairs`} rows={5} maxLength={40 * 62} value={labels} onChange={(e) => setLabels(e.target.value)} />
        </div>
      ) : null}
      <button type="submit" className="button button-primary" disabled={state === 'making'}>
        {state === 'making' ? t('pairs.create.making') : t('pairs.create.make')}
      </button>
      <div aria-live="polite">{state === 'failed' ? <p className="field-error">{problem ?? t('pairs.create.failed')}</p> : null}</div>
    </form>
  );
}
