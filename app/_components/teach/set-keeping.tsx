'use client';
// The set's keeping on its teacher page: retitle (any time), more questions and a board's key (before the first
// answer), copy for next term or another class, archive, and keep it on the teacher's home (the key this browser keeps).
// Example: <SetKeeping token="…" view={view} locked={false} onPatch={patch} onEdit={edit} />.

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { DRILL_KINDS } from '@/lib/quiz/topics';
import { RULE_IDS } from '@/lib/bidder/rule-ids';
import type { HomeView } from '@/lib/set-api/class-responses';
import type { ItemsBody, PatchSetBody } from '@/lib/set-api/requests';
import type { TeacherView } from '@/lib/set-api/responses';
import { MAX_INSTRUCTIONS, MAX_SET_ITEMS, MAX_TITLE } from '@/lib/teach/set-types';
import { teacherKey as keptKey } from './browser-keys';
import { CallLabel } from './call-label';
import { SetCopy } from './set-copy';
import { bodyOf } from './teacher-api';
import home from './home.module.css';
import styles from './teach.module.css';

export function SetKeeping({ token, view, locked, onPatch, onEdit }: {
  token: string;
  view: TeacherView;
  /** Someone answered: the questions stay as they are (the title and the rest may change). */
  locked: boolean;
  onPatch: (body: PatchSetBody) => Promise<boolean>;
  onEdit: (body: ItemsBody) => Promise<boolean>;
}) {
  const t = useTranslations('teach.home');
  const td = useTranslations('drills.kinds');
  const locale = useLocale();
  const id = useId();
  const { set } = view;
  const [title, setTitle] = useState(set.title);
  const [instructions, setInstructions] = useState(set.instructions);
  const [topic, setTopic] = useState<string>('open');
  const [count, setCount] = useState(3);
  const [keys, setKeys] = useState<Record<string, string>>({});
  // the accepted calls a new key keeps: none unless the teacher ticks them (a changed key starts with none: D9)
  const [keeps, setKeeps] = useState<Record<string, readonly string[]>>({});
  const [key, setKey] = useState<string | null>(null);
  const [kept, setKept] = useState(false);

  const [classes, setClasses] = useState<HomeView['classes']>([]);

  useEffect(() => {
    // the teacher key lives in this browser only
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setKey(keptKey());
  }, []);

  useEffect(() => {
    // with the key, the copy may go to any of the teacher's classes, as from the home
    if (!key) return;
    let live = true;
    void fetch(`/api/teacher-keys/${encodeURIComponent(key)}?locale=${encodeURIComponent(locale)}`, { cache: 'no-store' })
      .then(async (response) => bodyOf('GET /api/teacher-keys/{key}', { status: response.status, body: response.ok ? await response.json() : null }))
      .then((home) => {
        if (live && home) setClasses(home.classes.filter((c) => !c.archived));
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key, locale]);

  async function retitle(event: FormEvent) {
    event.preventDefault();
    await onPatch({ title, instructions });
  }

  async function add(event: FormEvent) {
    event.preventDefault();
    await onEdit({ op: 'add', items: [{ topic, count }] });
  }

  async function keepOnHome() {
    if (!key) return;
    const response = await fetch(`/api/teacher-keys/${encodeURIComponent(key)}/links?locale=${encodeURIComponent(locale)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ link: token }),
    }).catch(() => null);
    setKept(response?.status === 200);
  }

  const boards = set.items.filter((i) => i.source === 'board');
  return (
    <section className="panel" aria-labelledby={`${id}-keeping`} data-testid="set-keeping">
      <h2 id={`${id}-keeping`}>{t('keepingHeading')}</h2>
      <form className={home.form} onSubmit={(e) => void retitle(e)} noValidate data-testid="retitle">
        <div className="field">
          <label htmlFor={`${id}-title`}>{t('copyTitle')}</label>
          <input id={`${id}-title`} type="text" maxLength={MAX_TITLE} value={title} onChange={(e) => setTitle(e.target.value)} data-testid="retitle-title" />
        </div>
        <div className="field">
          <label htmlFor={`${id}-instructions`}>{t('instructions')}</label>
          <textarea id={`${id}-instructions`} className={styles.instructions} rows={2} maxLength={MAX_INSTRUCTIONS} value={instructions} onChange={(e) => setInstructions(e.target.value)} />
        </div>
        <button type="submit" className="button" data-testid="retitle-save">
          {t('save')}
        </button>
      </form>

      {locked ? null : (
        <form className={home.form} onSubmit={(e) => void add(e)} noValidate data-testid="add-items">
          <div className="field">
            <label htmlFor={`${id}-topic`}>{t('addTopic')}</label>
            <select id={`${id}-topic`} value={topic} onChange={(e) => setTopic(e.target.value)}>
              {DRILL_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {td(`${kind}.name`)}
                </option>
              ))}
              {RULE_IDS.map((rule) => (
                <option key={rule} value={rule}>
                  {rule}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-count`}>{t('addCount')}</label>
            <input id={`${id}-count`} type="number" min={1} max={MAX_SET_ITEMS} value={count} onChange={(e) => setCount(Number(e.target.value))} className={styles.count} />
          </div>
          <button type="submit" className="button" disabled={set.items.length >= MAX_SET_ITEMS} data-testid="add-items-submit">
            {t('addItems')}
          </button>
        </form>
      )}

      {boards.length > 0 ? (
        <ul className={home.list} data-testid="board-keys">
          {boards.map((item) => (
            <li key={item.id}>
              <form
                className={home.form}
                onSubmit={(e) => {
                  e.preventDefault();
                  const kept = keeps[item.id] ?? [];
                  void onEdit({ op: 'key', id: item.id, call: keys[item.id] ?? item.key ?? '', ...(kept.length > 0 ? { accepted: [...kept] } : {}) });
                }}
                noValidate
              >
                <div className="field">
                  <label htmlFor={`${id}-key-${item.id}`}>{t('boardKey', { board: item.board ?? item.index + 1 })}</label>
                  <input id={`${id}-key-${item.id}`} type="text" maxLength={8} className={styles.count} value={keys[item.id] ?? item.key ?? ''} onChange={(e) => setKeys({ ...keys, [item.id]: e.target.value })} data-testid="board-key" />
                </div>
                {item.accepted.length > 0 ? (
                  <fieldset className={styles.choices} data-testid="board-key-keeps">
                    <legend>{t('keyAccepted')}</legend>
                    {item.accepted.map((call) => (
                      <label key={call}>
                        <input
                          type="checkbox"
                          checked={(keeps[item.id] ?? []).includes(call)}
                          onChange={(e) => {
                            const now = keeps[item.id] ?? [];
                            setKeeps({ ...keeps, [item.id]: e.target.checked ? [...now, call] : now.filter((c) => c !== call) });
                          }}
                        />{' '}
                        <CallLabel text={call} />
                      </label>
                    ))}
                  </fieldset>
                ) : null}
                <button type="submit" className="button button-quiet">
                  {t('save')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : null}

      <p className="actions">
        <SetCopy token={token} title={set.title} classes={classes} teacherKey={key} />
        <button type="button" className="button button-quiet" onClick={() => void onPatch({ archived: !set.archived })} data-testid={set.archived ? 'unarchive' : 'archive'}>
          {set.archived ? t('unarchive') : t('archive')}
        </button>
        {key ? (
          <>
            <button type="button" className="button button-quiet" onClick={() => void keepOnHome()} data-testid="keep-on-home">
              {t('keepOnHome')}
            </button>
            <a className="button button-quiet" href={`/${locale}/teacher/${key}`} data-testid="open-home">
              {kept ? t('keptOnHome') : t('openHome')}
            </a>
          </>
        ) : null}
      </p>
    </section>
  );
}
