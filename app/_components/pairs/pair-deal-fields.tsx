'use client';
// What a partnership practice's deals are made on, as a practice for two and a class's practice both ask it: a name,
// how many deals, on what (any deal, bidding drill kinds, a lesson's whole deals or a PBN file's boards), which side
// the pair holds and whether the system bids for the opponents. usePairDeals keeps the choice and gives the request's
// fields; <PairDealFields> shows them. No bridge rule here: the deals are made on the server.
// Example: const deals = usePairDeals(); <PairDealFields deals={deals} kinds={…} lessons={…} />; fetch(…, deals.body()).

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { CreatePairBody } from '@/lib/set-api/pair-requests';

const COUNTS = [3, 6, 10, 12, 16, 24] as const;

/** The bidding drill kinds a practice's deals may be made on, with their names; the lessons with whole deals. */
export interface PairSources {
  readonly kinds: readonly { readonly value: string; readonly label: string }[];
  readonly lessons: readonly { readonly slug: string; readonly number: number }[];
}

export function usePairDeals() {
  const [title, setTitle] = useState('');
  const [count, setCount] = useState(6);
  const [side, setSide] = useState<'NS' | 'EW'>('NS');
  const [opponents, setOpponents] = useState<'silent' | 'system'>('silent');
  const [topics, setTopics] = useState<string[]>([]);
  /** A PBN file's text, when the deals are to be its boards. */
  const [pbn, setPbn] = useState<string | null>(null);
  const [lesson, setLesson] = useState('');
  return {
    title, setTitle, count, setCount, side, setSide, opponents, setOpponents, topics, setTopics, pbn, setPbn, lesson, setLesson,
    /** The query to send with: a PBN file's body may be larger (?upload=pbn). */
    query: (locale: string) => `?locale=${locale}${pbn === null ? '' : '&upload=pbn'}`,
    /** The request's fields for the deals (POST /api/pairs, /api/pair-groups, /api/class-teacher/{token}/pairs). */
    body: (locale: string): Omit<CreatePairBody, 'join'> & { locale: string } => ({
      locale, title, count, side, opponents, topics, ...(pbn === null ? {} : { pbn }), ...(lesson === '' ? {} : { lesson }),
    }),
  };
}
export type PairDealsChoice = ReturnType<typeof usePairDeals>;

/** `forClass`: the class's form, where the pairs (not the one filling it in) sit on the side chosen. */
export function PairDealFields({ deals, kinds, lessons, forClass = false }: { deals: PairDealsChoice; forClass?: boolean } & PairSources) {
  const t = useTranslations();
  const id = useId();
  const { topics, setTopics } = deals;
  const toggle = (value: string) => setTopics((now) => (now.includes(value) ? now.filter((v) => v !== value) : [...now, value]));
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-title`}>{t('pairs.create.name')}</label>
        <input id={`${id}-title`} type="text" maxLength={120} value={deals.title} onChange={(e) => deals.setTitle(e.target.value)} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-count`}>{t('pairs.create.count')}</label>
        <select id={`${id}-count`} value={deals.count} onChange={(e) => deals.setCount(Number(e.target.value))}>
          {COUNTS.map((n) => (
            <option key={n} value={n}>{n}</option>
          ))}
        </select>
      </div>
      <RadioChips name={`${id}-side`} legend={forClass ? t('pairs.classes.side') : t('pairs.create.side')} value={deals.side} onChange={deals.setSide}
        options={(['NS', 'EW'] as const).map((value) => ({ value, label: t(`common.sides.${value}`) }))} />
      <RadioChips name={`${id}-opponents`} legend={t('pairs.create.opponents')} value={deals.opponents} onChange={deals.setOpponents}
        options={(['silent', 'system'] as const).map((value) => ({ value, label: t(`pairs.create.${value}`) }))} />
      <fieldset className="choice-group">
        <legend>{t('pairs.create.topics')}</legend>
        <div className="choices">
          <label className="choice">
            <input type="checkbox" checked={topics.length === 0} onChange={() => setTopics([])} />
            <span className="chip">{t('pairs.create.any')}</span>
          </label>
          <KindChips kinds={kinds} chosen={topics} onToggle={toggle} />
        </div>
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-lesson`}>{t('pairs.create.lesson')}</label>
        <select id={`${id}-lesson`} value={deals.lesson} onChange={(e) => deals.setLesson(e.target.value)} data-testid="pair-lesson">
          <option value="">{t('pairs.create.lessonNone')}</option>
          {lessons.map((l) => (
            <option key={l.slug} value={l.slug}>{t('pairs.create.lessonNumber', { number: l.number })}</option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-pbn`}>{t('pairs.create.pbn')}</label>
        <input
          id={`${id}-pbn`}
          type="file"
          accept=".pbn,text/plain"
          data-testid="pair-pbn"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return deals.setPbn(null);
            void file.text().then(deals.setPbn, () => deals.setPbn(null));
          }}
        />
        <p className="hint">{t('pairs.create.pbnHint')}</p>
      </div>
    </>
  );
}

/** One choice of a few as radio chips under a legend (the pair's side, the opponents, how a class's pairs are made). */
export function RadioChips<T extends string>({ name, legend, value, options, onChange }: {
  name: string;
  legend: string;
  value: T;
  options: readonly { readonly value: T; readonly label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="choice-group">
      <legend>{legend}</legend>
      <div className="choices">
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            <span className="chip">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The bidding drill kinds as checkbox chips (a practice's or a live class's deals are made on the ones chosen). */
export function KindChips({ kinds, chosen, onToggle }: { kinds: PairSources['kinds']; chosen: readonly string[]; onToggle: (value: string) => void }) {
  return (
    <>
      {kinds.map(({ value, label }) => (
        <label key={value} className="choice">
          <input type="checkbox" value={value} checked={chosen.includes(value)} onChange={() => onToggle(value)} />
          <span className="chip">{label}</span>
        </label>
      ))}
    </>
  );
}
