'use client';
// The teacher's form for a new set: title, instructions, language, mode, hands, times, and the questions from topics
// (rows of topic × count) or from a PBN file; the draft survives a failed request and a reload (sessionStorage).
// Example: <CreateSetForm locale="sr" groups={[{ label: 'Vrste vežbi', options: [{ value: 'open', label: 'Otvaranje' }] }]} />.

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { MAX_INSTRUCTIONS, MAX_PBN_BYTES, MAX_SET_ITEMS, MAX_TITLE } from '@/lib/teach/set-types';
import { apiErrorOf, pbnIssuesOf, type CreatedSet, type LinedPbnIssue } from '@/lib/set-api/responses';
import { bodyOf } from './teacher-api';
import { createRequest, emptyDraft, parseDraft, totalItems, type DraftProblem, type SetDraft } from './create-set-draft';
import { ClassNotice } from './class-notice';
import { CreatedSetPanel } from './created-set';
import { keepNewKey, ownerOfRequest, presetOf, type FormPreset } from './set-owner';
import { decodePbn } from '@/lib/bridge/pbn/decode';
import { PbnPreview, pbnToSend, type PbnPicks } from './pbn-preview';
import styles from './teach.module.css';
import { SEAT_CHOICES, type SeatChoice } from '@/lib/quiz/whole-auction';
import { AUCTION_TOPIC } from '@/lib/teach/set-items';

export interface TopicGroup {
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

const DRAFT_KEY = 'bridge-tutor.teach-draft';
const NO_PRESET: FormPreset = { classCode: null, rules: [] };
/** Questions per rule when a class's progress asks for a set on its weakest rules. */
const PRESET_COUNT = 4;

type Failure = { kind: 'problem'; problem: DraftProblem } | { kind: 'api'; message: string; issues: readonly LinedPbnIssue[] } | { kind: 'network' } | { kind: 'file'; text: 'pbnTooBig' | 'pbnUnreadable' | 'pbnNoneChosen' };

export function CreateSetForm({ locale, groups }: { locale: Locale; groups: readonly TopicGroup[] }) {
  const t = useTranslations('teach.create');
  const tAll = useTranslations();
  const id = useId();
  const [draft, setDraft] = useState<SetDraft>(() => emptyDraft(locale));
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ set: CreatedSet; locale: Locale } | null>(null);
  const [preset, setPreset] = useState<FormPreset>(NO_PRESET);
  const errorRef = useRef<HTMLDivElement>(null);
  const [picks, setPicks] = useState<PbnPicks>({ text: '', boards: {} });

  useEffect(() => {
    // sessionStorage exists only in the browser: the kept draft comes in after hydration, once
    const kept = parseDraft(window.sessionStorage.getItem(DRAFT_KEY), locale);
    // /teach?class=<CODE>&rules=R1,R2 (read here: the page itself is prerendered): a set for a class, on those rules
    const asked = presetOf(Object.fromEntries(new URLSearchParams(window.location.search)));
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPreset(asked);
    setDraft(asked.rules.length > 0 ? { ...kept, source: 'topics', rows: asked.rules.map((topic) => ({ topic, count: PRESET_COUNT })) } : kept);
  }, [locale]);

  /** A change the teacher made: into the form and into this tab's storage (written here, never by an effect that could
   * write the empty form over a kept draft before it is read back). */
  function set(change: Partial<SetDraft>) {
    const next = { ...draft, ...change };
    setDraft(next);
    try {
      window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(next));
    } catch {
      // storage full or blocked: the form still works, the draft just does not survive a reload
    }
  }
  const total = totalItems(draft);

  async function readFile(file: File | undefined): Promise<void> {
    if (!file) return;
    if (file.size > MAX_PBN_BYTES) return setFailure({ kind: 'file', text: 'pbnTooBig' });
    try {
      // a club's file may be Latin-1 or a Windows code page: read in its own encoding
      set({ pbn: decodePbn(new Uint8Array(await file.arrayBuffer())).text });
      setFailure(null);
    } catch {
      setFailure({ kind: 'file', text: 'pbnUnreadable' });
    }
  }

  function fail(next: Failure) {
    setFailure(next);
    requestAnimationFrame(() => errorRef.current?.focus());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = createRequest(draft);
    if (!request.ok) return fail({ kind: 'problem', problem: request.error });
    // a PBN file goes as the teacher chose its boards in the preview
    const pbn = 'pbn' in request.value ? pbnToSend(request.value.pbn, picks) : null;
    if ('pbn' in request.value && pbn === null) return fail({ kind: 'file', text: 'pbnNoneChosen' });
    const sent = 'pbn' in request.value && pbn !== null ? { ...request.value, pbn } : request.value;
    setBusy(true);
    setFailure(null);
    try {
      // the page's language for the errors; a PBN file may be up to 1 MB (the route's upload limit)
      const query = `locale=${encodeURIComponent(locale)}${'pbn' in request.value ? '&upload=pbn' : ''}`;
      // for the class the page was opened for, or listed under the teacher key this browser keeps
      const owner = ownerOfRequest(preset.classCode);
      const response = await fetch(`/api/sets?${query}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...owner.headers },
        body: JSON.stringify({ ...sent, ...(owner.classCode && { classCode: owner.classCode }) }),
      });
      const body: unknown = await response.json().catch(() => null);
      const set = bodyOf('POST /api/sets', { status: response.status, body });
      if (response.status !== 201 || !set) {
        const error = apiErrorOf(body);
        return fail({ kind: 'api', message: error?.message ?? String(response.status), issues: pbnIssuesOf(error) });
      }
      window.sessionStorage.removeItem(DRAFT_KEY);
      keepNewKey(set);
      setCreated({ set, locale: draft.locale });
    } catch {
      fail({ kind: 'network' });
    } finally {
      setBusy(false);
    }
  }

  if (created) {
    return (
      <CreatedSetPanel
        set={created.set}
        setLocale={created.locale}
        onAnother={() => {
          setCreated(null);
          setDraft(emptyDraft(locale));
        }}
      />
    );
  }

  const limit = (max: number) => t('limit', { max });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="create-set">
      <ClassNotice classCode={preset.classCode} />
      <section className="panel" aria-labelledby={`${id}-settings`}>
        <h2 id={`${id}-settings`}>{t('settings')}</h2>
        <div className="field">
          <label htmlFor={`${id}-title`}>{t('titleLabel')}</label>
          <input id={`${id}-title`} type="text" required maxLength={MAX_TITLE} value={draft.title} aria-describedby={`${id}-title-hint`} onChange={(e) => set({ title: e.target.value })} data-testid="set-title" />
          <p id={`${id}-title-hint`} className="hint">{limit(MAX_TITLE)}</p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-instructions`}>{t('instructionsLabel')}</label>
          <textarea id={`${id}-instructions`} className={styles.instructions} rows={3} maxLength={MAX_INSTRUCTIONS} value={draft.instructions} aria-describedby={`${id}-instructions-hint`} onChange={(e) => set({ instructions: e.target.value })} />
          <p id={`${id}-instructions-hint`} className="hint">{limit(MAX_INSTRUCTIONS)}</p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-locale`}>{t('language')}</label>
          <select id={`${id}-locale`} value={draft.locale} onChange={(e) => set({ locale: e.target.value as Locale })} data-testid="set-locale">
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.choices}>
          <legend className="field-label">{t('mode')}</legend>
          {(['practice', 'test'] as const).map((mode) => (
            <label key={mode}>
              <input type="radio" name={`${id}-mode`} value={mode} checked={draft.mode === mode} onChange={() => set({ mode })} data-testid={`mode-${mode}`} />
              <span>
                <strong>{t(`modes.${mode}.name`)}</strong> — {t(`modes.${mode}.text`)}
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.choices}>
          <legend className="field-label">{t('hands')}</legend>
          {(['same', 'fresh'] as const).map((hands) => (
            <label key={hands}>
              <input type="radio" name={`${id}-hands`} value={hands} checked={draft.hands === hands} onChange={() => set({ hands })} data-testid={`hands-${hands}`} />
              <span>
                <strong>{t(`handsModes.${hands}.name`)}</strong> — {t(`handsModes.${hands}.text`)}
              </span>
            </label>
          ))}
          {draft.source === 'topics' ? (
            <label>
              <input type="checkbox" checked={draft.nearMisses} onChange={(e) => set({ nearMisses: e.target.checked })} data-testid="near-misses" />
              <span>
                <strong>{t('nearMisses.name')}</strong> — {t('nearMisses.text')}
              </span>
            </label>
          ) : null}
        </fieldset>
        <fieldset className={styles.choices}>
          <legend className="field-label">{t('times')}</legend>
          <div className={styles.row}>
            <div className="field">
              <label htmlFor={`${id}-opens`}>{t('opensAt')}</label>
              <input id={`${id}-opens`} type="datetime-local" value={draft.opensAt} onChange={(e) => set({ opensAt: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-closes`}>{t('closesAt')}</label>
              <input id={`${id}-closes`} type="datetime-local" value={draft.closesAt} onChange={(e) => set({ closesAt: e.target.value })} />
            </div>
          </div>
        </fieldset>
      </section>

      <section className="panel" aria-labelledby={`${id}-source`}>
        <h2 id={`${id}-source`}>{t('source')}</h2>
        <div className={styles.tabs} role="group" aria-label={t('source')}>
          {(['topics', 'pbn'] as const).map((source) => (
            <button key={source} type="button" className="button" aria-pressed={draft.source === source} onClick={() => set({ source })} data-testid={`source-${source}`}>
              {source === 'topics' ? t('fromTopics') : t('fromPbn')}
            </button>
          ))}
        </div>
        {draft.source === 'topics' ? (
          <>
            {draft.rows.map((row, k) => (
              <div key={k} className={styles.row} data-testid="topic-row">
                <div className={`field ${styles.topicField}`}>
                  <label htmlFor={`${id}-topic-${k}`}>{t('topic')}</label>
                  <select
                    id={`${id}-topic-${k}`}
                    value={row.topic}
                    data-testid="row-topic"
                    onChange={(e) => set({ rows: draft.rows.map((r, i) => (i === k ? { ...r, topic: e.target.value } : r)) })}
                  >
                    {groups.map((g) => (
                      <optgroup key={g.label} label={g.label}>
                        {g.options.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))}
                      </optgroup>
                    ))}
                  </select>
                </div>
                {row.topic === AUCTION_TOPIC ? (
                  <div className="field">
                    <label htmlFor={`${id}-seat-${k}`}>{t('auctionSeat')}</label>
                    <select
                      id={`${id}-seat-${k}`}
                      value={row.seat ?? 'random'}
                      data-testid="row-seat"
                      onChange={(e) => set({ rows: draft.rows.map((r, i) => (i === k ? { ...r, seat: e.target.value as SeatChoice } : r)) })}
                    >
                      {SEAT_CHOICES.map((c) => (
                        <option key={c} value={c}>
                          {c === 'random' ? t('auctionRandom') : tAll(`common.seats.${c}`)}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : null}
                <div className="field">
                  <label htmlFor={`${id}-count-${k}`}>{t('count')}</label>
                  <input
                    id={`${id}-count-${k}`}
                    className={styles.count}
                    type="number"
                    min={1}
                    max={MAX_SET_ITEMS}
                    value={row.count}
                    data-testid="row-count"
                    onChange={(e) => set({ rows: draft.rows.map((r, i) => (i === k ? { ...r, count: Math.trunc(Number(e.target.value)) || 0 } : r)) })}
                  />
                </div>
                {draft.rows.length > 1 ? (
                  <button type="button" className="button button-quiet" onClick={() => set({ rows: draft.rows.filter((_, i) => i !== k) })}>
                    {t('removeRow', { number: k + 1 })}
                  </button>
                ) : null}
              </div>
            ))}
            <p>
              <button type="button" className="button" onClick={() => set({ rows: [...draft.rows, { topic: 'respond', count: 1 }] })} data-testid="add-row">
                {t('addRow')}
              </button>
            </p>
            <p aria-live="polite" data-testid="items-total">
              {t('total', { count: total, max: MAX_SET_ITEMS })}
            </p>
          </>
        ) : (
          <>
            <div className="field">
              <label htmlFor={`${id}-pbn`}>{t('pbnLabel')}</label>
              <textarea id={`${id}-pbn`} className={styles.pbn} rows={10} spellCheck={false} value={draft.pbn} aria-describedby={`${id}-pbn-help`} onChange={(e) => set({ pbn: e.target.value })} data-testid="set-pbn" />
            </div>
            <div className="field">
              <label htmlFor={`${id}-file`}>{t('pbnFile')}</label>
              <input id={`${id}-file`} type="file" accept=".pbn,.lin,text/plain" onChange={(e) => void readFile(e.target.files?.[0])} data-testid="set-pbn-file" />
            </div>
            <PbnPreview text={draft.pbn} picks={picks} onPicks={setPicks} />
            <div id={`${id}-pbn-help`}>
              <p>{t('pbnHelp')}</p>
              <pre className={styles.example} tabIndex={0}>
                <code>{'[Board "3"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:AKQ2.KJ3.T8.Q432 … … …"]\n[Auction "N"]\n1H Pass\n[Note "answer:2C"]'}</code>
              </pre>
              <p>{t('pbnAfter')}</p>
            </div>
          </>
        )}
      </section>

      <div ref={errorRef} tabIndex={-1} aria-live="assertive" data-testid="create-error">
        {failure ? (
          <div className={styles.error}>
            {failure.kind === 'problem' ? (
              <p>{failure.problem === 'tooMany' ? t('tooMany', { max: MAX_SET_ITEMS }) : t(failure.problem)}</p>
            ) : failure.kind === 'network' ? (
              <p>{t('network')}</p>
            ) : failure.kind === 'file' ? (
              <p>{t(failure.text)}</p>
            ) : (
              <>
                <p>{t('failed', { message: failure.message })}</p>
                {failure.issues.length > 0 ? (
                  <>
                    <p>{t('pbnIssues')}</p>
                    <ul data-testid="pbn-issues">
                      {failure.issues.map((issue, k) => (
                        <li key={k} data-line={issue.line}>{issue.message}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </>
            )}
          </div>
        ) : null}
      </div>
      <p className="actions">
        <button type="submit" className="button button-primary" disabled={busy} data-testid="create-submit">
          {busy ? t('submitting') : t('submit')}
        </button>
      </p>
      <p className="hint">{t('draftKept')}</p>
    </form>
  );
}
