'use client';
// Joining with a display name (and the PIN when asked), the resume code shown once joined, and going on with it on
// another device: the same forms and panel for a set (/api/sets/<code>) and a class (/api/classes/<code>), each worded from its own messages.
// Example: <JoinForm address="/api/classes/K7Q2M9XD" messages="teach.class.student" pinAsked={false} onJoined={…} />.

import { useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { MAX_NAME } from '@/lib/teach/set-types';
import type { Member } from './browser-keys';
import { CopyButton } from './copy-field';
import { apiRequest, bodyOf } from './teacher-api';
import styles from './teach.module.css';

/** The messages a join or resume form is worded from: a set's student page, or a class's. */
export type JoinMessages = 'teach.student' | 'teach.class.student';

export function JoinForm({ address, messages, pinAsked, lead, onJoined }: {
  address: string;
  messages: JoinMessages;
  pinAsked: boolean;
  lead?: string;
  onJoined: (j: Member & { resumeCode: string }) => void;
}) {
  const locale = useLocale();
  const t = useTranslations(messages);
  const te = useTranslations('errors');
  const [name, setName] = useState('');
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    // a blank name is refused here, with the reason (the server would refuse it too)
    if (name.trim() === '') return setProblem(t('notJoined', { message: te('text-empty', { field: 'name' }) }));
    setBusy(true);
    setProblem(null);
    const reply = await apiRequest(locale, `${address}/students`, 'POST', { name: name.trim(), ...(pinAsked ? { pin: pin.trim() } : {}) });
    setBusy(false);
    const joined = bodyOf(address.startsWith('/api/classes/') ? 'POST /api/classes/{code}/students' : 'POST /api/sets/{code}/students', reply);
    if (reply.status === 201 && joined) return onJoined(joined);
    setProblem(reply.status === 0 ? t('loadFailed') : reply.message);
  }
  return (
    <section className="panel" aria-labelledby="join">
      <h2 id="join">{t('joinHeading')}</h2>
      {lead ? <p>{lead}</p> : null}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor="student-name">{t('name')}</label>
          <input id="student-name" type="text" autoComplete="nickname" maxLength={MAX_NAME} value={name} aria-describedby="student-name-hint" onChange={(e) => setName(e.target.value)} data-testid="student-name" />
          <p id="student-name-hint" className="hint">{t('nameHint', { max: MAX_NAME })}</p>
        </div>
        {pinAsked ? (
          <div className="field">
            <label htmlFor="join-pin">{t('pin')}</label>
            <input id="join-pin" type="text" inputMode="numeric" autoComplete="off" maxLength={16} value={pin} aria-describedby="join-pin-hint" onChange={(e) => setPin(e.target.value)} data-testid="join-pin" />
            <p id="join-pin-hint" className="hint">{t('pinHint')}</p>
          </div>
        ) : null}
        {problem ? <p className="field-error" role="alert" data-testid="join-problem">{problem}</p> : null}
        <button type="submit" className="button button-primary" disabled={busy} data-testid="join">
          {busy ? t('joining') : t('join')}
        </button>
      </form>
    </section>
  );
}

export function ResumeForm({ address, messages, onResumed }: { address: string; messages: JoinMessages; onResumed: (r: Member) => void }) {
  const locale = useLocale();
  const t = useTranslations(messages);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const reply = await apiRequest(locale, `${address}/resume`, 'POST', { resumeCode: text.trim() });
    const resumed = bodyOf(address.startsWith('/api/classes/') ? 'POST /api/classes/{code}/resume' : 'POST /api/sets/{code}/resume', reply);
    if (reply.status === 200 && resumed) return onResumed(resumed);
    setProblem(reply.status === 404 ? t('resumeWrong') : reply.status === 0 ? t('loadFailed') : reply.message);
  }
  return (
    <section className="panel" aria-labelledby="resume">
      <h2 id="resume">{t('resumeHeading')}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="field">
          <label htmlFor="resume-code-input">{t('resumeLabel')}</label>
          <input id="resume-code-input" type="text" autoComplete="off" maxLength={32} value={text} onChange={(e) => setText(e.target.value)} data-testid="resume-input" />
        </div>
        {problem ? <p className="field-error" role="alert">{problem}</p> : null}
        <button type="submit" className="button" data-testid="resume">
          {t('resume')}
        </button>
      </form>
    </section>
  );
}

/** Just joined: the resume code to keep (large, once, with a copy button), then on to the questions or the sets. */
export function ResumeCodePanel({ messages, name, resumeCode, onBegin }: { messages: JoinMessages; name: string; resumeCode: string; onBegin: () => void }) {
  const t = useTranslations(messages);
  const code = useRef<HTMLParagraphElement>(null);
  return (
    <section className="panel" aria-labelledby="resume-code" data-testid="resume-panel">
      <h2 id="resume-code">{t('hello', { name })}</h2>
      <p id="resume-code-label">{t('yourCode')}:</p>
      {/* shown once, large, with its copy button beside it (not again in a field under the same label) */}
      <div className={styles.copyRow}>
        <p ref={code} className={styles.resumeCode} data-testid="resume-code">
          {resumeCode}
        </p>
        <CopyButton label={t('yourCode')} value={resumeCode} select={code} testId="resume-code-copy" />
      </div>
      <p>{t('codeHint')}</p>
      <p>
        <button type="button" className="button button-primary" onClick={onBegin} data-testid="begin">
          {t('begin')}
        </button>
      </p>
    </section>
  );
}
