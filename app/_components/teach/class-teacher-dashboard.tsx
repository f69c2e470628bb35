'use client';
// The teacher's page of a class: its name (renamed), the students' link and the join gate with the roster
// (class-roster.tsx), the class's sets (each to its teacher's page, with how many finished), adding a set by its teacher
// link or making a new one for the class, archiving; and the progress over the term: student × rule (first attempts),
// the class's weakest rules with a set to make on them, each student's trend by set, and who needs attention on what;
// the class's partnership practices (../pairs/class-pairs-panel.tsx) and live classes (../live/class-live-panel.tsx); a
// "since" day narrows the progress to the first attempts made from its start (UTC), the API's `?since=`.
// Polled POLL_MS after each reply while visible. Example: <ClassTeacherDashboard token="…" />.

import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ClassTeacherView } from '@/lib/set-api/class-responses';
import type { PatchClassBody } from '@/lib/set-api/class-requests';
import { MAX_TITLE } from '@/lib/teach/set-types';
import { keepClassToken } from './browser-keys';
import { ClassRoster } from './class-roster';
import { ClassPairsPanel } from '../pairs/class-pairs-panel';
import { ClassLivePanel } from '../live/class-live-panel';
import type { PairSources } from '../pairs/pair-deal-fields';
import { ATTENTION_MIN_ITEMS, ATTENTION_SHARE } from '@/lib/teach/class-types';
import { CLASS_WEAKEST_LIMIT, classWeakest, newSetHref, percentOf, progressGrid, setParticipation, trendRows, weakestFloor } from './class-tables';
import { CopyField } from './copy-field';
import { SetNotFound } from './set-not-found';
import { apiRequest, bodyOf } from './teacher-api';
import { usePolling } from './use-polling';
import styles from './teach.module.css';

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; view: ClassTeacherView };

export function ClassTeacherDashboard({ token, pairSources }: { token: string; pairSources: PairSources }) {
  const t = useTranslations('teach.class.teacher');
  const tn = useTranslations('teach.class');
  const locale = useLocale();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [unreachable, setUnreachable] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [origin, setOrigin] = useState('');
  const [title, setTitle] = useState<string | null>(null);
  const [link, setLink] = useState('');
  /** The term window: a date input's value (YYYY-MM-DD), '' for the whole term. */
  const [since, setSince] = useState('');
  const base = `/api/class-teacher/${encodeURIComponent(token)}`;

  const show = useCallback(
    (view: ClassTeacherView) => {
      // kept for the create form (a set made for this class) and the home
      keepClassToken(view.class.code, token);
      setState({ kind: 'ready', view });
    },
    [token],
  );

  const refresh = useCallback(async () => {
    const reply = await apiRequest(locale, base, 'GET', undefined, since === '' ? {} : { since });
    if (reply.status === 0 || reply.status >= 500) return setUnreachable(true);
    setUnreachable(false);
    if (reply.status === 404) return setState({ kind: 'missing' });
    if (reply.status === 200) {
      const view = bodyOf('GET /api/class-teacher/{token}', reply);
      return view ? show(view) : setUnreachable(true);
    }
  }, [base, locale, show, since]);

  useEffect(() => {
    // the page's origin is known only in the browser: the students' link is made absolute after hydration
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOrigin(window.location.origin);
  }, []);
  usePolling(refresh);

  /** A change; the class's PATCH and assigning a set answer with the whole view, the roster's with less (then fetched). */
  async function act(method: 'PATCH' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<boolean> {
    setProblem(null);
    const reply = await apiRequest(locale, `${base}${path}`, method, body);
    if (reply.status >= 200 && reply.status < 300) {
      // a change answers with the whole term's figures: asked again with the window when there is one
      const view = path === '' ? bodyOf('PATCH /api/class-teacher/{token}', reply) : path === '/sets' ? bodyOf('POST /api/class-teacher/{token}/sets', reply) : null;
      if (view && since === '') show(view);
      else await refresh();
      return true;
    }
    setProblem(t('actionFailed', { message: reply.message ?? t('unreachable') }));
    return false;
  }
  const patch = (body: PatchClassBody) => act('PATCH', '', body);

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (title === null || title.trim() === '') return;
    if (await patch({ title: title.trim() })) setTitle(null);
  }

  async function assign(event: FormEvent) {
    event.preventDefault();
    if (link.trim() === '') return;
    if (await act('POST', '/sets', { link: link.trim() })) setLink('');
  }

  if (state.kind === 'missing') return <SetNotFound text={tn('notFound')} />;
  if (state.kind === 'loading') return <p aria-live="polite">{t('loading')}</p>;
  const { view } = state;
  const cls = view.class;

  return (
    <div data-testid="class-teacher-page" data-hydrated={origin ? true : undefined}>
      <header className="page-head">
        <h1 className={styles.wrapTitle} data-testid="class-title">{cls.title}</h1>
        {title === null ? (
          <p className="actions">
            <button type="button" className="button button-quiet" onClick={() => setTitle(cls.title)} data-testid="class-rename">
              {t('rename')}
            </button>
            <button type="button" className="button button-quiet" onClick={() => void patch({ archived: !cls.archived })} data-testid={cls.archived ? 'class-unarchive' : 'class-archive'}>
              {cls.archived ? t('unarchive') : t('archive')}
            </button>
          </p>
        ) : (
          <form onSubmit={(e) => void rename(e)} className={styles.row}>
            <div className="field">
              <label htmlFor="class-title-input">{t('titleLabel')}</label>
              <input id="class-title-input" type="text" maxLength={MAX_TITLE} value={title} onChange={(e) => setTitle(e.target.value)} data-testid="class-title-input" />
            </div>
            <button type="submit" className="button button-primary" data-testid="class-title-save">
              {t('save')}
            </button>
            <button type="button" className="button" onClick={() => setTitle(null)}>
              {t('cancel')}
            </button>
          </form>
        )}
        {cls.archived ? (
          <p className={styles.warning} data-testid="class-archived">
            {t('archivedNote')}
          </p>
        ) : null}
      </header>
      {unreachable ? <p role="status">{t('unreachable')}</p> : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}

      <section className="panel" aria-labelledby="class-link">
        <h2 id="class-link">{t('linkHeading')}</h2>
        <CopyField label={t('studentsLink')} value={`${origin}/${cls.locale}/class/${cls.code}`} testId="class-student-link" />
        <p className="hint">{t('linkHint')}</p>
      </section>

      <ClassRoster
        gate={cls}
        wrongPins={view.wrongPins}
        students={view.students}
        removeConfirm={(name) => t('removeConfirm', { name })}
        onPatch={patch}
        onRename={(id, name) => act('PATCH', `/students/${encodeURIComponent(id)}`, { name })}
        onRemove={(id) => act('DELETE', `/students/${encodeURIComponent(id)}`)}
      />

      <ClassSetsPanel view={view} link={link} onLink={setLink} onAssign={(e) => void assign(e)} />
      <ClassPairsPanel token={token} view={view} {...pairSources} onChange={refresh} />
      <ClassLivePanel token={token} view={view} kinds={pairSources.kinds} />
      <ProgressPanel view={view} since={since} onSince={setSince} />
    </div>
  );
}

function ClassSetsPanel({ view, link, onLink, onAssign }: { view: ClassTeacherView; link: string; onLink: (v: string) => void; onAssign: (e: FormEvent) => void }) {
  const t = useTranslations('teach.class.teacher');
  const tc = useTranslations('teach.create');
  const participation = setParticipation(view);
  return (
    <section className="panel" aria-labelledby="class-sets">
      <h2 id="class-sets">{t('setsHeading')}</h2>
      {view.sets.length === 0 ? (
        <p>{t('noSets')}</p>
      ) : (
        <>
          <WideTable caption={t('setsCaption')} labelledBy="class-sets" testId="class-sets">
              <thead>
                <tr>
                  <th scope="col">{t('set')}</th>
                  <th scope="col">{t('mode')}</th>
                  <th scope="col">{t('students')}</th>
                  <th scope="col">{t('teacherPage')}</th>
                </tr>
              </thead>
              <tbody>
                {view.sets.map((set) => {
                  const p = participation.get(set.code) ?? { started: 0, finished: 0 };
                  return (
                    <tr key={set.code} data-testid="class-set" data-code={set.code}>
                      <th scope="row" className={styles.wrapTitle}>{set.title}</th>
                      <td>{tc(`modes.${set.mode}.name`)}</td>
                      <td data-testid="class-set-finished" data-finished={p.finished} data-started={p.started}>
                        {t('finished', { finished: p.finished, count: view.students.length, started: p.started })}
                      </td>
                      <td>
                        {set.teacherToken ? (
                          <Link href={`/t/${set.teacherToken}`} aria-label={t('openTeacherPage', { title: set.title })} data-testid="class-set-teacher">
                            {t('teacherPage')}
                          </Link>
                        ) : (
                          t('noTeacherLink')
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
          </WideTable>
        </>
      )}
      <p className="actions">
        <Link className="button button-primary" href={newSetHref(view.class.code)} data-testid="class-new-set">
          {t('newSet')}
        </Link>
      </p>
      <form onSubmit={onAssign} noValidate>
        <div className="field">
          <label htmlFor="assign-link">{t('assignLabel')}</label>
          <input id="assign-link" type="text" autoComplete="off" maxLength={600} value={link} aria-describedby="assign-hint" onChange={(e) => onLink(e.target.value)} data-testid="assign-link" />
          <p id="assign-hint" className="hint">
            {t('assignHint')}
          </p>
        </div>
        <button type="submit" className="button" data-testid="assign-set">
          {t('assign')}
        </button>
      </form>
    </section>
  );
}

function ProgressPanel({ view, since, onSince }: { view: ClassTeacherView; since: string; onSince: (day: string) => void }) {
  const t = useTranslations('teach.class.teacher');
  const tr = useTranslations('notes.rules.summaries');
  const grid = progressGrid(view);
  const trend = trendRows(view);
  const weakest = classWeakest(view);
  const flagged = grid.rows.filter((r) => r.attention.length > 0);
  const summary = (rule: string) => (tr.has(rule) ? tr(rule) : '');
  return (
    <section className="panel" aria-labelledby="class-progress">
      <h2 id="class-progress">{t('progressHeading')}</h2>
      <div className="field">
        <label htmlFor="class-since">{t('sinceLabel')}</label>
        <input
          id="class-since"
          type="date"
          min="2000-01-01"
          max="9999-12-31"
          value={since}
          onChange={(e) => onSince(e.target.value)}
          aria-describedby="class-since-hint"
          data-testid="class-since"
        />
        <p id="class-since-hint" className="hint">
          {t('sinceHint')}
        </p>
      </div>
      {grid.rules.length === 0 ? (
        <p data-testid="class-no-progress">{t('noProgress')}</p>
      ) : (
        <>
          <p className="hint" aria-hidden="true">
            {t('gridCaption')}
          </p>
          <div className={styles.gridWrap} tabIndex={0} role="region" aria-label={t('progressHeading')}>
            <table className={styles.grid} data-testid="class-progress">
              <caption className="sr-only">{t('gridCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('student')}</th>
                  {grid.rules.map((rule) => (
                    <th scope="col" key={rule}>
                      <abbr title={summary(rule) || undefined}>{rule}</abbr>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.rows.map((row) => (
                  <tr key={row.id} data-testid="progress-row" data-student={row.name}>
                    <th scope="row">{row.name}</th>
                    {row.cells.map((cell, k) => {
                      const attention = row.attention.includes(grid.rules[k]);
                      return (
                        <td key={grid.rules[k]} className={attention ? styles.attention : undefined} data-rule={grid.rules[k]} data-attention={attention || undefined} data-testid="progress-cell">
                          {cell ? t('cell', { percent: percentOf(cell) ?? 0, count: cell.answered }) : '—'}
                          {attention ? <span className="sr-only"> ({t('attentionMark')})</span> : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <h3>{t('attentionHeading')}</h3>
          <p className="hint" data-testid="attention-note">
            {t('attentionNote', { percent: ATTENTION_SHARE * 100, min: ATTENTION_MIN_ITEMS })}
          </p>
          {flagged.length === 0 ? (
            <p data-testid="attention-none">{t('attentionNone')}</p>
          ) : (
            <ul data-testid="attention">
              {flagged.map((row) => (
                <li key={row.id} className={styles.flag} data-student={row.name}>
                  {t('attentionLine', { name: row.name, rules: row.attention.join(', ') })}
                </li>
              ))}
            </ul>
          )}

          {weakest.length > 0 ? (
            <>
              <h3>{t('weakestHeading')}</h3>
              {/* which rules are listed, and why one with few items is left out */}
              <p className="hint" data-testid="weakest-note">
                {t(weakestFloor(weakest) > 1 ? 'weakestNote' : 'weakestNoteFew', { limit: CLASS_WEAKEST_LIMIT, min: ATTENTION_MIN_ITEMS })}
              </p>
              <ul data-testid="class-weakest">
                {weakest.map((r) => (
                  <li key={r.rule} data-rule={r.rule}>
                    <strong>{r.rule}</strong>: {t('weakestLine', { percent: percentOf(r) ?? 0, count: r.answered })}
                    {summary(r.rule) ? (
                      <>
                        <br />
                        <span className="hint">{summary(r.rule)}</span>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
              <p className="actions">
                <Link className="button button-primary" href={newSetHref(view.class.code, weakest.map((r) => r.rule))} data-testid="class-make-set">
                  {t('makeSet')}
                </Link>
              </p>
            </>
          ) : null}
        </>
      )}

      {view.sets.length > 0 && view.students.length > 0 ? (
        <>
          <h3 id="class-trend">{t('trendHeading')}</h3>
          <WideTable caption={t('trendCaption')} labelledBy="class-trend" testId="class-trend">
              <thead>
                <tr>
                  <th scope="col">{t('student')}</th>
                  {view.sets.map((set) => (
                    <th scope="col" key={set.code}>
                      {set.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {trend.map((row) => (
                  <tr key={row.id} data-testid="trend-row" data-student={row.name}>
                    <th scope="row">{row.name}</th>
                    {row.cells.map((cell, k) => (
                      <td key={view.sets[k].code} data-testid="trend-cell">
                        {cell ? t('trendCell', { right: cell.right, answered: cell.answered }) : '—'}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
          </WideTable>
        </>
      ) : null}
    </section>
  );
}

/**
 * A table that scrolls sideways in its own box on a phone: its caption read by screen readers, and the same words
 * shown above it as a hint (a caption inside a scrolled box scrolls away).
 */
function WideTable({ caption, labelledBy, testId, children }: { caption: string; labelledBy: string; testId: string; children: ReactNode }) {
  return (
    <>
      <p className="hint" aria-hidden="true">
        {caption}
      </p>
      <div className={styles.gridWrap} tabIndex={0} role="region" aria-labelledby={labelledBy}>
        <table className={styles.grid} data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          {children}
        </table>
      </div>
    </>
  );
}
