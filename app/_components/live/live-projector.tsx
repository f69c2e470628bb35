'use client';
// The projector's page of a live class (/live-teacher/<token>): how to join (the QR code, the address and the code),
// the current problem in large type, how many have voted, and the teacher's steps: show the tally, show the system's
// call with its rule and explanation, the next problem, end. Polled every second; a step names the problem it was
// pressed on (a second press finds the class moved and the page shows where it is). At the end: the results per
// problem and, in a class, each student's votes. No bridge rule here: views and steps come from the live API.
// Example: <LiveProjector token="…" joinUrl="https://…/sr/live/K7M2Q9XD" qr={rows} />.

import { useCallback, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { parseCall } from '@/lib/bridge/call';
import type { LiveTeacherView } from '@/lib/set-api/live-responses';
import { adviceOf } from '@/lib/teach/review';
import { BiddingCall } from '../bidding-call';
import { BiddingExplanation } from '../bidding-explanation';
import { apiRequest, bodyOf } from '../teach/teacher-api';
import { SetNotFound } from '../teach/set-not-found';
import { usePolling } from '../teach/use-polling';
import { LiveProblem } from './live-problem';
import { QrCode } from './qr-code';
import { TallyBars } from './tally-bars';
import styles from './live.module.css';

/** The projector asks every second: a vote shows on the screen within about a second of its being stored. */
const PROJECTOR_POLL_MS = 1000;

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; view: LiveTeacherView };

export function LiveProjector({ token, joinUrl, qr }: { token: string; joinUrl: string; qr: readonly string[] }) {
  const t = useTranslations('live.projector');
  const tl = useTranslations('live');
  const locale = useLocale();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [failed, setFailed] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const address = `/api/live-teacher/${encodeURIComponent(token)}`;

  const refresh = useCallback(async () => {
    const reply = await apiRequest(locale, address, 'GET');
    if (reply.status === 404) return setState({ kind: 'missing' });
    const view = bodyOf('GET /api/live-teacher/{token}', reply);
    setFailed(view === null);
    if (view) setState({ kind: 'ready', view });
  }, [address, locale]);
  usePolling(refresh, PROJECTOR_POLL_MS);

  async function step(action: 'reveal' | 'answer' | 'next' | 'close', position: number) {
    setBusy(true);
    setProblem(null);
    const reply = await apiRequest(locale, address, 'PATCH', { action, position });
    setBusy(false);
    const view = bodyOf('PATCH /api/live-teacher/{token}', reply);
    if (view) return setState({ kind: 'ready', view });
    // moved meanwhile (another press, another screen): the page shows where the class is
    if (reply.status !== 409) setProblem(t('stepFailed', { message: reply.message ?? '' }));
    await refresh();
  }

  if (state.kind === 'missing') return <SetNotFound text={t('failed')} />;
  if (state.kind === 'loading') return <p aria-live="polite">…</p>;
  const { view } = state;
  const closed = view.phase === 'closed';
  const last = view.position + 1 >= view.count;
  return (
    <div className={styles.projector} data-testid="live-projector" data-phase={view.phase} data-position={view.position} data-hydrated>
      <header className={styles.projectorHead}>
        <h1>{view.title || (closed ? tl('title') : t('problem', { number: view.position + 1, count: view.count }))}</h1>
        {view.title && !closed ? <p className={styles.number}>{t('problem', { number: view.position + 1, count: view.count })}</p> : null}
      </header>
      {failed ? <p role="status">{t('failed')}</p> : null}
      {closed ? (
        <p className={styles.closed} data-testid="live-closed">{t('closed')}</p>
      ) : (
        <div className={styles.stage}>
          <LiveProblem problem={view.problem} large />
          <aside className={styles.join} aria-label={t('joinAt', { url: joinUrl })}>
            <QrCode rows={qr} label={t('qr')} />
            <p className={styles.joinUrl}>{t('joinAt', { url: joinUrl })}</p>
            <p className={styles.code} data-testid="live-code">{t('code', { code: view.code })}</p>
            <p className="hint">{view.classCode ? t('classOf') : t('anonymous')}</p>
          </aside>
        </div>
      )}
      {closed ? null : (
        <p className={styles.votes} aria-live="polite" data-testid="live-votes" data-votes={view.votes}>{t('votes', { count: view.votes })}</p>
      )}
      {view.tally && !closed ? <TallyBars tally={view.tally} large /> : null}
      {view.answer && !closed ? <SystemAnswer answer={view.answer} seat={view.problem.seat} /> : null}
      {problem ? <p className={styles.error} role="alert">{problem}</p> : null}
      {closed ? null : (
        <p className={`actions ${styles.steps}`}>
          {view.phase === 'voting' ? (
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void step('reveal', view.position)} data-testid="live-reveal">{t('reveal')}</button>
          ) : null}
          {view.phase === 'tally' ? (
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void step('answer', view.position)} data-testid="live-answer">{t('answer')}</button>
          ) : null}
          {view.phase === 'answer' ? (
            <button type="button" className="button button-primary" disabled={busy} onClick={() => void step('next', view.position)} data-testid="live-next">{last ? t('finish') : t('next')}</button>
          ) : null}
          {view.phase === 'answer' && last ? null : (
            <button type="button" className="button button-quiet" disabled={busy} onClick={() => void step('close', view.position)} data-testid="live-close">{t('close')}</button>
          )}
        </p>
      )}
      {view.results.length > 0 && (closed || view.phase === 'voting') ? <Results view={view} /> : null}
    </div>
  );
}

/** The system's call on the problem with its rule and the explanation as stored with it. */
export function SystemAnswer({ answer, seat }: { answer: NonNullable<LiveTeacherView['answer']>; seat: LiveTeacherView['problem']['seat'] }) {
  const advice = adviceOf(answer);
  return advice ? (
    <section className={styles.answer} data-testid="live-system" data-call={answer.call} data-rule={answer.rule}>
      <BiddingExplanation seat={seat} advice={advice} foldRejected />
    </section>
  ) : null;
}

function CallText({ call }: { call: string }) {
  const read = parseCall(call);
  return read.ok ? <BiddingCall call={read.value} /> : <>{call}</>;
}

/** The problems shown so far: votes, the system's call and how many voted it; a class's students' votes. */
function Results({ view }: { view: LiveTeacherView }) {
  const t = useTranslations('live.projector');
  return (
    <section className="panel" aria-labelledby="live-results" data-testid="live-results">
      <h2 id="live-results">{t('results')}</h2>
      <div className={styles.scroll} tabIndex={0} role="region" aria-labelledby="live-results">
        <table className={styles.results}>
          <caption className="sr-only">{t('resultsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('resultsProblem')}</th>
              <th scope="col">{t('resultsVotes')}</th>
              <th scope="col">{t('resultsSystem')}</th>
              <th scope="col">{t('resultsRight')}</th>
            </tr>
          </thead>
          <tbody>
            {view.results.map((r) => (
              <tr key={r.index} data-testid="live-result">
                <th scope="row">{r.index + 1}</th>
                <td>{r.tally.total}</td>
                <td><CallText call={r.call} /> ({r.rule})</td>
                <td>{r.tally.bars.find((b) => b.right)?.count ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {view.students.length > 0 ? (
        <div className={styles.scroll} tabIndex={0} role="region" aria-label={t('students')}>
          <table className={styles.results} data-testid="live-students">
            <caption>{t('studentsCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('student')}</th>
                {view.results.map((r) => <th key={r.index} scope="col">{r.index + 1}</th>)}
              </tr>
            </thead>
            <tbody>
              {view.students.map((s) => (
                <tr key={s.name}>
                  <th scope="row">{s.name}</th>
                  {view.results.map((r) => {
                    const vote = s.votes.find((v) => v.index === r.index);
                    return (
                      <td key={r.index}>
                        {vote ? <><CallText call={vote.call} /> <span className="hint">{vote.right ? t('right') : t('wrong')}</span></> : '—'}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
