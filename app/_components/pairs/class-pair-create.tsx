'use client';
// A class teacher makes a partnership practice for the class: the deals (pair-deal-fields.tsx) and how its pairs are
// made: the teacher pairs the roster (drawn in its order, each pair's two students chosen in the side's seat order;
// the students left out are named) or the students pair themselves on the class's page with a code. Sent to
// POST /api/class-teacher/{token}/pairs; the class keeps the practice's teacher link and lists it.
// Example: <ClassPairCreate token="…" students={view.students} kinds={…} lessons={…} onMade={refresh} onCancel={…} />.

import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { sideSeats } from '@/lib/pairs/pair-types';
import { apiRequest } from '../teach/teacher-api';
import { PairDealFields, RadioChips, usePairDeals, type PairSources } from './pair-deal-fields';
import { firstPairs, rosterProblem, unpaired, type RosterPair } from './roster-pairs';
import styles from './pairs.module.css';

interface Student {
  readonly id: string;
  readonly name: string;
}

export function ClassPairCreate({ token, students, kinds, lessons, onMade, onCancel }: PairSources & {
  token: string;
  students: readonly Student[];
  onMade: () => void;
  onCancel: () => void;
}) {
  const t = useTranslations('pairs.classes');
  const tc = useTranslations('common.seats');
  const locale = useLocale();
  const id = useId();
  const deals = usePairDeals();
  const ids = students.map((s) => s.id);
  const [pairing, setPairing] = useState<'roster' | 'code'>(students.length >= 2 ? 'roster' : 'code');
  const [pairs, setPairs] = useState<RosterPair[]>(() => firstPairs(ids));
  const [state, setState] = useState<'form' | 'making'>('form');
  const [problem, setProblem] = useState<string | null>(null);
  const nameOf = (sid: string) => students.find((s) => s.id === sid)?.name ?? '';
  // a student who left the class meanwhile is no longer offered
  const kept = pairs.map(([a, b]): RosterPair => [ids.includes(a) ? a : '', ids.includes(b) ? b : '']);
  const check = pairing === 'roster' ? rosterProblem(kept) : null;
  const checkText = check === null ? null : check.kind === 'twice' ? t('twice', { name: nameOf(check.id) }) : t(check.kind === 'none' ? 'noPairs' : 'incomplete');
  const [first, second] = sideSeats(deals.side);

  async function make(event: FormEvent) {
    event.preventDefault();
    if (check !== null) return;
    setState('making');
    setProblem(null);
    const reply = await apiRequest(locale, `/api/class-teacher/${encodeURIComponent(token)}/pairs`, 'POST',
      { ...deals.body(locale), pairing, ...(pairing === 'roster' ? { pairs: kept } : {}) }, deals.pbn === null ? {} : { upload: 'pbn' });
    setState('form');
    if (reply.status === 201) return onMade();
    setProblem(reply.message ?? t('failed'));
  }

  const setSeat = (row: number, place: 0 | 1, value: string) =>
    setPairs((now) => now.map((pair, k): RosterPair => (k !== row ? pair : place === 0 ? [value, pair[1]] : [pair[0], value])));

  return (
    <form onSubmit={(e) => void make(e)} noValidate data-testid="class-pair-create" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{t('new')}</h3>
      <PairDealFields deals={deals} kinds={kinds} lessons={lessons} forClass />
      <RadioChips name={`${id}-pairing`} legend={t('pairing')} value={pairing} onChange={setPairing}
        options={(['roster', 'code'] as const).map((value) => ({ value, label: t(value) }))} />
      {pairing === 'code' ? <p className="hint">{t('codeHint')}</p> : null}
      {pairing === 'roster' && students.length < 2 ? <p className="hint">{t('fewStudents')}</p> : null}
      {pairing === 'roster' && students.length >= 2 ? (
        <fieldset className="choice-group" data-testid="roster-pairs">
          <legend>{t('rosterLegend', { first: tc(first), second: tc(second) })}</legend>
          <ol className={styles.rosterPairs}>
            {kept.map((pair, row) => (
              <li key={row} data-testid="roster-pair">
                {([0, 1] as const).map((place) => (
                  <span key={place} className="field">
                    <label htmlFor={`${id}-${row}-${place}`}>{t('seatOf', { number: row + 1, seat: tc(place === 0 ? first : second) })}</label>
                    <select id={`${id}-${row}-${place}`} value={pair[place]} onChange={(e) => setSeat(row, place, e.target.value)}>
                      <option value="">{t('choose')}</option>
                      {students.map((s) => (
                        <option key={s.id} value={s.id}>{s.name}</option>
                      ))}
                    </select>
                  </span>
                ))}
                <button type="button" className="button button-quiet" onClick={() => setPairs((now) => now.filter((_, k) => k !== row))}>
                  {t('removePair', { number: row + 1 })}
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className="button" onClick={() => setPairs((now) => [...now, ['', '']])} data-testid="roster-add">
            {t('addPair')}
          </button>
          {unpaired(ids, kept).length > 0 ? (
            <p className="hint" data-testid="roster-left">{t('left', { names: unpaired(ids, kept).map(nameOf).join(', ') })}</p>
          ) : null}
        </fieldset>
      ) : null}
      <div aria-live="polite">
        {checkText && pairing === 'roster' && students.length >= 2 ? <p className="field-error">{checkText}</p> : null}
        {problem ? <p className="field-error" role="alert">{problem}</p> : null}
      </div>
      <p className="actions">
        <button type="submit" className="button button-primary" disabled={state === 'making' || check !== null} data-testid="class-pair-make">
          {state === 'making' ? t('making') : t('make')}
        </button>
        <button type="button" className="button" onClick={onCancel}>{t('cancel')}</button>
      </p>
    </form>
  );
}
