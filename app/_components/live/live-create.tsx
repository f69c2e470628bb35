'use client';
// Starting a live class: its problems from bidding drill kinds (how many), a PBN file's boards, a set of the teacher's
// (its teacher link) or a shared hand (its link); what the screen shows (the hand, or all four); for a class, its
// students then vote under their names (the class's token goes as the bearer). Then the projector's page opens.
// Example: <LiveCreate kinds={[{ value: 'rebid', label: … }]} forClass={{ code, token }} />.

import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/i18n/navigation';
import type { CreateLiveBody } from '@/lib/set-api/live-requests';
import { apiErrorOf } from '@/lib/set-api/responses';
import { KindChips, RadioChips } from '../pairs/pair-deal-fields';

const COUNTS = [2, 3, 5, 6, 8, 10, 12, 16, 20] as const;
type SourceKind = CreateLiveBody['source']['source'];

export function LiveCreate({ kinds, forClass }: {
  kinds: readonly { readonly value: string; readonly label: string }[];
  /** A class's live class: its code and the class teacher's token. */
  forClass?: { readonly code: string; readonly token: string };
}) {
  const t = useTranslations('live.create');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [title, setTitle] = useState('');
  const [kind, setKind] = useState<SourceKind>('topics');
  const [topics, setTopics] = useState<string[]>([kinds[0]?.value ?? 'open']);
  const [count, setCount] = useState(5);
  const [pbn, setPbn] = useState<string | null>(null);
  const [link, setLink] = useState('');
  const [show, setShow] = useState<'hand' | 'table'>('hand');
  const [making, setMaking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  function source(): CreateLiveBody['source'] {
    if (kind === 'pbn') return { source: 'pbn', pbn: pbn ?? '' };
    if (kind === 'set') return { source: 'set', link };
    if (kind === 'item') return { source: 'item', code: link };
    return { source: 'topics', topics, count };
  }

  async function make(event: FormEvent) {
    event.preventDefault();
    setMaking(true);
    setProblem(null);
    const body: CreateLiveBody = { locale, title, show, source: source(), ...(forClass ? { classCode: forClass.code } : {}) };
    try {
      const response = await fetch(`/api/live?locale=${locale}${kind === 'pbn' ? '&upload=pbn' : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(forClass ? { authorization: `Bearer ${forClass.token}` } : {}) },
        body: JSON.stringify(body),
      });
      const read = (await response.json().catch(() => null)) as { teacherToken?: string } | null;
      if (response.status === 201 && read?.teacherToken) return router.push(`/live-teacher/${read.teacherToken}`);
      setProblem(apiErrorOf(read)?.message ?? t('failed'));
    } catch {
      setProblem(t('failed'));
    }
    setMaking(false);
  }

  const toggle = (value: string) => setTopics((now) => (now.includes(value) ? now.filter((v) => v !== value) : [...now, value]));
  return (
    <form className="panel" onSubmit={(e) => void make(e)} noValidate data-testid="live-create" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('heading')}</h2>
      <div className="field">
        <label htmlFor={`${id}-title`}>{t('name')}</label>
        <input id={`${id}-title`} type="text" maxLength={120} value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <RadioChips name={`${id}-source`} legend={t('source')} value={kind} onChange={setKind}
        options={(['topics', 'pbn', 'set', 'item'] as const).map((value) => ({ value, label: t(value) }))} />
      {kind === 'topics' ? (
        <>
          <fieldset className="choice-group">
            <legend>{t('topics')}</legend>
            <div className="choices">
              <KindChips kinds={kinds} chosen={topics} onToggle={toggle} />
            </div>
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-count`}>{t('count')}</label>
            <select id={`${id}-count`} value={count} onChange={(e) => setCount(Number(e.target.value))}>
              {COUNTS.map((n) => <option key={n} value={n}>{n}</option>)}
            </select>
          </div>
        </>
      ) : null}
      {kind === 'pbn' ? (
        <div className="field">
          <label htmlFor={`${id}-pbn`}>{t('pbn')}</label>
          <input id={`${id}-pbn`} type="file" accept=".pbn,text/plain" data-testid="live-pbn"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return setPbn(null);
              void file.text().then(setPbn, () => setPbn(null));
            }} />
        </div>
      ) : null}
      {kind === 'set' || kind === 'item' ? (
        <div className="field">
          <label htmlFor={`${id}-link`}>{t(kind === 'set' ? 'setLink' : 'itemLink')}</label>
          <input id={`${id}-link`} type="text" maxLength={1000} value={link} onChange={(e) => setLink(e.target.value)} data-testid="live-link" />
        </div>
      ) : null}
      <RadioChips name={`${id}-show`} legend={t('show')} value={show} onChange={setShow}
        options={(['hand', 'table'] as const).map((value) => ({ value, label: t(value) }))} />
      <button type="submit" className="button button-primary" disabled={making || (kind === 'topics' && topics.length === 0)} data-testid="live-make">
        {making ? t('making') : t('make')}
      </button>
      <div aria-live="polite">{problem ? <p className="field-error">{problem}</p> : null}</div>
    </form>
  );
}
