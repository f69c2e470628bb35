'use client';
// The teacher's page of a set: its header (student link, status, close/reopen, reveal, delete, times), the questions
// with their answers and controls, who may join and who is in (class-roster.tsx), and the results (grid, spreads with "accept", hardest items and rules, participation,
// flagged students, downloads), polled 5 s after each reply while visible. Example: <TeacherDashboard token="…" />.

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { isoOf } from './create-set-draft';
import type { ItemsBody, PatchSetBody } from '@/lib/set-api/requests';
import type { TeacherView } from '@/lib/set-api/responses';
import { CallLabel } from './call-label';
import { SetKeeping } from './set-keeping';
import { ClassRoster } from './class-roster';
import { SystemCheck } from './system-check';
import { CopyField } from './copy-field';
import { SetNotFound } from './set-not-found';
import { localOf, momentText } from './moments';
import { bodyOf, teacherRequest } from './teacher-api';
import { TeacherResults } from './teacher-results';
import { usePolling } from './use-polling';
import styles from './teach.module.css';

const noSubscription = () => () => {};
/** The browser's IANA time zone ('Europe/Belgrade'). */
function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'deleted' } | { kind: 'ready'; view: TeacherView };

export function TeacherDashboard({ token }: { token: string }) {
  const t = useTranslations('teach.teacher');
  const tc = useTranslations('teach.create');
  const tAll = useTranslations();
  const td = useTranslations('teach.downloads');
  const locale = useLocale();
  // the CSV's times in the teacher's own zone (the server renders UTC; the browser then says its zone)
  const zone = useSyncExternalStore(noSubscription, browserZone, () => 'UTC');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [unreachable, setUnreachable] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [times, setTimes] = useState<{ opensAt: string; closesAt: string } | null>(null);
  const [origin, setOrigin] = useState('');

  const refresh = useCallback(async () => {
    const reply = await teacherRequest(locale, token, 'GET');
    if (reply.status === 0 || reply.status >= 500) return setUnreachable(true);
    setUnreachable(false);
    if (reply.status === 404) return setState((s) => (s.kind === 'deleted' ? s : { kind: 'missing' }));
    if (reply.status === 200) {
      const view = bodyOf('GET /api/teacher/{token}', reply);
      if (!view) return setUnreachable(true);
      setState((s) => (s.kind === 'deleted' ? s : { kind: 'ready', view }));
    }
  }, [locale, token]);

  useEffect(() => {
    // the page's origin is known only in the browser: the student link is made absolute after hydration
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOrigin(window.location.origin);
  }, []);
  usePolling(refresh);

  async function act(method: 'PATCH' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<boolean> {
    setProblem(null);
    const reply = await teacherRequest(locale, token, method, path, body);
    if (reply.status >= 200 && reply.status < 300) {
      await refresh();
      return true;
    }
    setProblem(t('actionFailed', { message: reply.message ?? t('unreachable') }));
    return false;
  }
  const patch = (body: PatchSetBody) => act('PATCH', '', body);
  const edit = (body: ItemsBody) => act('POST', '/items', body);

  if (state.kind === 'missing') return <SetNotFound />;
  if (state.kind === 'deleted') {
    return (
      <section className="panel" data-testid="set-deleted">
        <h1>{t('deleted')}</h1>
        <p>
          <Link className="button" href="/teach">
            {tc('title')}
          </Link>
        </p>
      </section>
    );
  }
  if (state.kind === 'loading') return <p aria-live="polite">{t('loading')}</p>;

  const { set, results } = state.view;
  const base = `/api/teacher/${encodeURIComponent(token)}`;
  const answeredAny = results.items.some((i) => i.answered > 0) || results.participation.started > 0;
  const shownTimes = times ?? { opensAt: localOf(set.opensAt), closesAt: localOf(set.closesAt) };
  // what the server said of the set (the same function lets answers in), with the times that decide it
  const availabilityText = (availability: TeacherView['set']['availability']) => {
    switch (availability) {
      case 'open':
        return set.closesAt ? t('openUntil', { closes: momentText(set.closesAt, locale) }) : t('open');
      case 'closed':
        return t('closed');
      case 'not-yet':
        return t('notYet', { opens: momentText(set.opensAt!, locale) });
      case 'ended':
        return t('ended', { closes: momentText(set.closesAt!, locale) });
    }
  };
  return (
    <div data-testid="teacher-page" data-hydrated={origin ? true : undefined}>
      <header className="page-head">
        <h1 className={styles.wrapTitle} data-testid="set-title">{set.title}</h1>
        {set.instructions ? <p className="lead">{set.instructions}</p> : null}
        <p>
          {t('mode', { mode: tc(`modes.${set.mode}.name`) })} · {tc(`handsModes.${set.hands}.name`)}
        </p>
      </header>
      {unreachable ? <p role="status">{t('unreachable')}</p> : null}

      <section className="panel" aria-labelledby="set-status">
        <h2 id="set-status">{t('status')}</h2>
        <CopyField label={t('students')} value={`${origin}/${set.locale}/s/${set.code}`} testId="student-link" />
        <p data-testid="set-state" data-closed={set.closed} data-availability={set.availability}>
          {availabilityText(set.availability)}
        </p>
        {set.mode === 'test' && set.revealed ? <p data-testid="set-revealed">{t('revealed')}</p> : null}
        <p className="actions">
          <button type="button" className="button" onClick={() => void patch({ closed: !set.closed })} data-testid={set.closed ? 'reopen' : 'close'}>
            {set.closed ? t('reopen') : t('close')}
          </button>
          {set.mode === 'test' ? (
            <button type="button" className="button" onClick={() => void patch({ revealed: !set.revealed })} data-testid="reveal">
              {set.revealed ? t('hide') : t('reveal')}
            </button>
          ) : null}
          <button type="button" className="button" onClick={() => setConfirmDelete(true)} data-testid="delete">
            {t('delete')}
          </button>
        </p>
        {confirmDelete ? (
          <div className={styles.warning} role="alertdialog" aria-labelledby="delete-confirm">
            <p id="delete-confirm">{t('deleteConfirm')}</p>
            <p className="actions">
              <button
                type="button"
                className="button button-primary"
                data-testid="delete-confirm"
                onClick={() =>
                  void teacherRequest(locale, token, 'DELETE').then((reply) =>
                    reply.status >= 200 && reply.status < 300 ? setState({ kind: 'deleted' }) : setProblem(t('actionFailed', { message: reply.message ?? '—' })),
                  )
                }
              >
                {t('delete')}
              </button>
              <button type="button" className="button" onClick={() => setConfirmDelete(false)}>
                ✕
              </button>
            </p>
          </div>
        ) : null}
        <fieldset className={styles.choices}>
          <legend className="field-label">{t('times')}</legend>
          <div className={styles.row}>
            <div className="field">
              <label htmlFor="set-opens">{tc('opensAt')}</label>
              <input id="set-opens" type="datetime-local" value={shownTimes.opensAt} onChange={(e) => setTimes({ ...shownTimes, opensAt: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor="set-closes">{tc('closesAt')}</label>
              <input id="set-closes" type="datetime-local" value={shownTimes.closesAt} onChange={(e) => setTimes({ ...shownTimes, closesAt: e.target.value })} />
            </div>
            <button
              type="button"
              className="button"
              disabled={times === null}
              onClick={() => void patch({ opensAt: isoOf(shownTimes.opensAt), closesAt: isoOf(shownTimes.closesAt) }).then((ok) => ok && setTimes(null))}
            >
              {t('save')}
            </button>
          </div>
        </fieldset>
        <div aria-live="assertive">{problem ? <p className={styles.error}>{problem}</p> : null}</div>
      </section>

      <section className="panel" aria-labelledby="set-items">
        <h2 id="set-items">{t('itemsHeading')}</h2>
        {answeredAny ? <p className="hint">{t('itemsLocked')}</p> : null}
        <ol className={styles.items} data-testid="teacher-items">
          {set.items.map((item, k) => {
            const also = item.accepted;
            return (
              <li key={item.id} data-testid="teacher-item" data-index={item.index} data-fresh={item.fresh}>
                <span>
                  {item.expected === null ? t('freshItem') : t.rich('expected', { answer: () => <CallLabel text={item.expected!} /> })}
                  {item.rule ? ` · ${t('rule', { rule: item.rule })}` : ''}
                  {item.seat ? ` · ${t('auctionItem', { seat: item.seat === 'random' ? t('auctionRandom') : tAll(`common.seats.${item.seat}`) })}` : ''}
                  {item.nearMiss ? ` · ${t('nearMiss')}` : ''}
                  {item.board !== null ? ` · ${t('board', { board: item.board })}` : ''}
                </span>
                {also.length > 0 ? (
                  <span data-testid="accepted">
                    {' · '}
                    {t.rich('acceptedAlso', { calls: () => also.map((c, i) => <span key={c}>{i > 0 ? ', ' : ''}<CallLabel text={c} /></span>) })}
                  </span>
                ) : null}
                {answeredAny ? null : (
                  <span className={styles.itemControls}>
                    <button type="button" className="button button-quiet" onClick={() => void edit({ op: 'remove', id: item.id })} aria-label={`${t('remove')}: ${t('question', { number: k + 1 })}`}>
                      {t('remove')}
                    </button>
                    <button type="button" className="button button-quiet" disabled={k === 0} onClick={() => void edit({ op: 'move', id: item.id, to: item.index - 1 })} aria-label={`${t('up')}: ${t('question', { number: k + 1 })}`}>
                      {t('up')}
                    </button>
                    <button type="button" className="button button-quiet" disabled={k === set.items.length - 1} onClick={() => void edit({ op: 'move', id: item.id, to: item.index + 1 })} aria-label={`${t('down')}: ${t('question', { number: k + 1 })}`}>
                      {t('down')}
                    </button>
                    {item.source === 'topic' ? (
                      <button type="button" className="button button-quiet" onClick={() => void edit({ op: 'replace', id: item.id })} aria-label={`${t('replace')}: ${t('question', { number: k + 1 })}`} data-testid="replace">
                        {t('replace')}
                      </button>
                    ) : null}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </section>

      <SetKeeping token={token} view={state.view} locked={answeredAny} onPatch={patch} onEdit={edit} />

      <ClassRoster
        gate={set}
        wrongPins={state.view.wrongPins}
        students={results.students}
        onPatch={patch}
        onRename={(id, name) => act('PATCH', `/students/${encodeURIComponent(id)}`, { name })}
        onRemove={(id) => act('DELETE', `/students/${encodeURIComponent(id)}`)}
      />

      <TeacherResults view={state.view} token={token} onAccepted={() => void refresh()} />

      <SystemCheck token={token} onApplied={() => void refresh()} />

      <section className="panel" aria-labelledby="set-exports">
        <h2 id="set-exports">{t('exports')}</h2>
        <ul>
          <li>
            <a href={`${base}/results.csv?tz=${encodeURIComponent(zone)}`} download data-testid="csv-link">
              {t('csv')}
            </a>
          </li>
          <li>
            <a href={`${base}/summary.csv?tz=${encodeURIComponent(zone)}`} download data-testid="summary-link">
              {td('summaryLink')}
            </a>
          </li>
          <li>
            <a href={`${base}/set.pbn`} download data-testid="pbn-link">
              {t('pbn')}
            </a>
          </li>
          <li>
            <a href={`/${locale}/t/${encodeURIComponent(token)}/worksheet`} data-testid="worksheet-link">
              {t('worksheet')}
            </a>
          </li>
        </ul>
        <p className="muted">{td('hint', { zone })}</p>
      </section>
    </div>
  );
}
