'use client';
// Who may join a set or a class and who is in it, on the teacher's pages (of a set and of a class): the join gate (a PIN
// shown large enough for a projector, the wrong PINs given for it today and its lock, renewed or taken away; joining
// closed) and each student with "rename" and "remove" (after a confirmation: their answers go with them, the seat is free).
// Example: <ClassRoster gate={set} wrongPins={view.wrongPins} students={results.students} onPatch={…} onRename={…} onRemove={…} />.

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { WrongPinsView } from '@/lib/set-api/class-responses';
import { MAX_NAME } from '@/lib/teach/set-types';
import styles from './teach.module.css';

/** The join gate as a set's and a class's teacher replies give it. */
export interface JoinGate {
  readonly joinPin: string | null;
  readonly joinsClosed: boolean;
}

/** What the gate's buttons ask for: the same fields in a set's PATCH and a class's. */
export interface GatePatch {
  readonly joinPin?: 'new' | 'off';
  readonly joinsClosed?: boolean;
}

interface Props {
  readonly gate: JoinGate;
  /** The wrong PINs given for the PIN today and the day's cap (server/join-gate.ts); null without a PIN. */
  readonly wrongPins: WrongPinsView;
  readonly students: readonly { readonly id: string; readonly name: string }[];
  /** The question asked before removing a student (a class's students leave every set of it); the set's by default. */
  readonly removeConfirm?: (name: string) => string;
  readonly onPatch: (body: GatePatch) => Promise<boolean>;
  readonly onRename: (studentId: string, name: string) => Promise<boolean>;
  readonly onRemove: (studentId: string) => Promise<boolean>;
}

/** '482913' as '482 913': two groups of three are read out and copied from a projector without slips. */
function pinText(pin: string): string {
  return `${pin.slice(0, 3)} ${pin.slice(3)}`;
}

export function ClassRoster({ gate, wrongPins, students, removeConfirm, onPatch, onRename, onRemove }: Props) {
  const t = useTranslations('teach.teacher.roster');
  const te = useTranslations('errors');
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [renameProblem, setRenameProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);

  async function rename(event: FormEvent) {
    event.preventDefault();
    setRenameProblem(null);
    if (!renaming) return;
    // a blank name is refused here, with the reason
    if (renaming.name.trim() === '') return setRenameProblem(t('notRenamed', { message: te('text-empty', { field: 'name' }) }));
    if (await onRename(renaming.id, renaming.name.trim())) setRenaming(null);
  }

  return (
    <section className="panel" aria-labelledby="set-roster" data-testid="class-roster">
      <h2 id="set-roster">{t('heading')}</h2>
      <h3>{t('gateHeading')}</h3>
      {gate.joinPin ? (
        <>
          <p>{t('pinShown')}</p>
          <p className={styles.joinPin} data-testid="join-pin-shown" aria-label={t('pinLabel', { pin: gate.joinPin.split('').join(' ') })}>
            {pinText(gate.joinPin)}
          </p>
          {wrongPins === null ? null : wrongPins.today >= wrongPins.cap ? (
            <p className={styles.warning} role="status" data-testid="pin-locked">
              {t('pinLocked', { today: wrongPins.today })}
            </p>
          ) : (
            <p className="hint" data-testid="wrong-pins" data-count={wrongPins.today}>
              {t('wrongPins', { today: wrongPins.today, cap: wrongPins.cap })}
            </p>
          )}
          <p className="actions">
            <button type="button" className="button" onClick={() => void onPatch({ joinPin: 'new' })} data-testid="pin-new">
              {t('pinNew')}
            </button>
            <button type="button" className="button" onClick={() => void onPatch({ joinPin: 'off' })} data-testid="pin-off">
              {t('pinOff')}
            </button>
          </p>
        </>
      ) : (
        <>
          <p>{t('pinNone')}</p>
          <p className="actions">
            <button type="button" className="button" onClick={() => void onPatch({ joinPin: 'new' })} data-testid="pin-on">
              {t('pinOn')}
            </button>
          </p>
        </>
      )}
      <p data-testid="joins-state">{gate.joinsClosed ? t('joinsClosed') : t('joinsOpen')}</p>
      <p className="actions">
        <button type="button" className="button" onClick={() => void onPatch({ joinsClosed: !gate.joinsClosed })} data-testid={gate.joinsClosed ? 'joins-open' : 'joins-close'}>
          {gate.joinsClosed ? t('openJoins') : t('closeJoins')}
        </button>
      </p>

      <h3>{t('studentsHeading', { count: students.length })}</h3>
      {students.length === 0 ? (
        <p>{t('nobody')}</p>
      ) : (
        <ul className={styles.roster}>
          {students.map((student) => (
            <li key={student.id} data-testid="roster-student" data-student={student.name}>
              {renaming?.id === student.id ? (
                <form onSubmit={(e) => void rename(e)} className={styles.row}>
                  <label htmlFor={`rename-${student.id}`} className="sr-only">
                    {t('newName', { name: student.name })}
                  </label>
                  <input
                    id={`rename-${student.id}`}
                    type="text"
                    maxLength={MAX_NAME}
                    value={renaming.name}
                    onChange={(e) => setRenaming({ id: student.id, name: e.target.value })}
                    data-testid="rename-input"
                  />
                  <button type="submit" className="button button-primary" data-testid="rename-save">
                    {t('save')}
                  </button>
                  <button type="button" className="button" onClick={() => { setRenaming(null); setRenameProblem(null); }}>
                    {t('cancel')}
                  </button>
                  {renameProblem ? <p className="field-error" role="alert" data-testid="rename-problem">{renameProblem}</p> : null}
                </form>
              ) : (
                <>
                  <span>{student.name}</span>{' '}
                  <button type="button" className="button button-quiet" onClick={() => setRenaming({ id: student.id, name: student.name })} aria-label={t('renameOne', { name: student.name })} data-testid="rename">
                    {t('rename')}
                  </button>
                  <button type="button" className="button button-quiet" onClick={() => setRemoving({ id: student.id, name: student.name })} aria-label={t('removeOne', { name: student.name })} data-testid="remove-student">
                    {t('remove')}
                  </button>
                </>
              )}
              {removing?.id === student.id ? (
                <div className={styles.warning} role="alertdialog" aria-labelledby={`remove-${student.id}`}>
                  <p id={`remove-${student.id}`}>{removeConfirm ? removeConfirm(student.name) : t('removeConfirm', { name: student.name })}</p>
                  <p className="actions">
                    <button type="button" className="button button-primary" data-testid="remove-confirm" onClick={() => void onRemove(student.id).then(() => setRemoving(null))}>
                      {t('remove')}
                    </button>
                    <button type="button" className="button" onClick={() => setRemoving(null)}>
                      {t('cancel')}
                    </button>
                  </p>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
