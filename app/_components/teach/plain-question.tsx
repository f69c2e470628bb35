'use client';
// A test-mode question (no share code until the teacher reveals, so no grading here): the position as the API gives
// it and a way to answer — the bidding box of the legal calls (from lib/), the counts, the auction's first illegal
// call, who plays it, the score; the answer goes out as given and "saved" is all the student sees. Example: <PlainQuestion item={…} onAnswer={send} />.

import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { legalCalls } from '@/lib/bridge/auction';
import { makeCall, parseCalls } from '@/lib/bridge/call';
import { parseContract } from '@/lib/bridge/contract';
import { parseHand } from '@/lib/bridge/hand';
import { SEATS, seatAfter, type Call, type Seat } from '@/lib/bridge/types';
import { LegalReasonSelect } from '../exercise/legal-reason-select';
import { RolesFields } from '../exercise/roles-fields';
import { rolesProblem, rolesSetAnswer, withSeat, type RoleSeat, type RolesProblem } from '../exercise/roles-question-state';
import { NO_CONTRACT_CHOSEN } from '../contract-choice';
import { BiddingCall } from '../bidding-call';
import { ContractName } from '../contract-name';
import { BiddingBox } from '../drill/bidding-box';
import { HandDiagram } from '../hand-diagram';
import type { SetItemView } from '@/lib/set-api/responses';
import type { SetAnswer } from '@/lib/teach/set-types';
import { AuctionGrid } from '../auction-grid';
import styles from './teach.module.css';

interface Props {
  readonly item: SetItemView;
  readonly onAnswer: (answer: SetAnswer) => void;
  /** Once answered: the form is closed. */
  readonly done: boolean;
}

function callsOf(text: string): Call[] {
  const parsed = parseCalls(text);
  return parsed.ok ? parsed.value : [];
}

/** A typed number ('2,5' or '2.5'); null when empty or not a number. */
function numberOf(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

export function PlainQuestion({ item, onAnswer, done }: Props) {
  const t = useTranslations();
  const id = useId();
  const calls = useMemo(() => callsOf(item.auction), [item.auction]);
  const hand = parseHand(item.hand);
  const seatName = (seat: Seat) => t(`common.seats.${seat}`);
  const handLabel = t('teach.student.hand', { seat: seatName(item.seat) });
  const position = (
    <>
      <p>
        {t('teach.student.dealer', { seat: seatName(item.dealer) })} · {t(`common.vul.${item.vul}`)}
      </p>
      {item.kind !== 'legal' && item.kind !== 'roles' && item.kind !== 'score' && hand.ok ? (
        <>
          <h3>{handLabel}</h3>
          <HandDiagram hand={hand.value} label={handLabel} />
        </>
      ) : null}
    </>
  );
  return (
    <div data-testid="plain-question" data-kind={item.kind}>
      {position}
      {item.kind === 'call' ? <CallForm item={item} calls={calls} onAnswer={onAnswer} done={done} /> : null}
      {item.kind === 'evaluate' ? <EvaluateForm id={id} item={item} onAnswer={onAnswer} done={done} /> : null}
      {item.kind === 'legal' ? <LegalForm id={id} item={item} calls={calls} onAnswer={onAnswer} done={done} /> : null}
      {item.kind === 'roles' ? <RolesForm item={item} calls={calls} onAnswer={onAnswer} done={done} /> : null}
      {item.kind === 'score' ? <ScoreForm id={id} item={item} onAnswer={onAnswer} done={done} /> : null}
    </div>
  );
}

function CallForm({ item, calls, onAnswer, done }: { item: SetItemView; calls: Call[]; onAnswer: Props['onAnswer']; done: boolean }) {
  const t = useTranslations('teach.student');
  const id = useId();
  const legal = useMemo(() => legalCalls({ dealer: item.dealer, calls }), [item.dealer, calls]);
  const [made, setMade] = useState<Call | null>(null);
  return (
    <>
      <h3>{t('auction')}</h3>
      {calls.length === 0 ? <p className="muted">{t('first')}</p> : null}
      <AuctionGrid dealer={item.dealer} calls={made ? [...calls, made] : calls} ask={!made} caption={t('auction')} className={styles.auction} />
      {done || made ? null : (
        <>
          <p id={`${id}-prompt`}>{t('prompt')}</p>
          <BiddingBox
            legal={legal}
            legendId={`${id}-prompt`}
            onCall={(call) => {
              setMade(call);
              onAnswer({ call: makeCall(call) });
            }}
          />
        </>
      )}
    </>
  );
}

function EvaluateForm({ id, item, onAnswer, done }: { id: string; item: SetItemView; onAnswer: Props['onAnswer']; done: boolean }) {
  const t = useTranslations();
  const fields = item.trump ? (['h', 'd', 'hd', 'qt', 'hdr'] as const) : (['h', 'd', 'hd', 'qt'] as const);
  const [texts, setTexts] = useState<Record<string, string>>({});
  function submit(event: FormEvent) {
    event.preventDefault();
    const n = (f: string) => numberOf(texts[f] ?? '');
    onAnswer({ h: n('h'), d: n('d'), hd: n('hd'), qt: n('qt'), hdr: item.trump ? n('hdr') : null });
  }
  return (
    <form onSubmit={submit} noValidate>
      <p>{item.trump ? t('teach.student.evaluateTrump', { suit: t(`common.suits.${item.trump}`) }) : t('teach.student.evaluatePrompt')}</p>
      <div className={styles.fields}>
        {fields.map((f) => (
          <div key={f} className="field">
            <label htmlFor={`${id}-${f}`}>{t(`exercises.evaluate.fields.${f}`)}</label>
            <input id={`${id}-${f}`} type="text" inputMode="decimal" autoComplete="off" maxLength={12} readOnly={done} value={texts[f] ?? ''} onChange={(e) => setTexts({ ...texts, [f]: e.target.value })} />
          </div>
        ))}
      </div>
      <button type="submit" className="button button-primary" disabled={done}>
        {t('teach.student.send')}
      </button>
    </form>
  );
}

function LegalForm({ id, item, calls, onAnswer, done }: { id: string; item: SetItemView; calls: Call[]; onAnswer: Props['onAnswer']; done: boolean }) {
  const t = useTranslations();
  const [choice, setChoice] = useState('');
  const [reason, setReason] = useState('');
  const [contract, setContract] = useState('');
  const [declarer, setDeclarer] = useState<Seat>('N');
  const picked = choice === '' ? undefined : choice === 'legal' ? null : choice === 'incomplete' ? calls.length : Number(choice);
  const illegalCall = typeof picked === 'number' && picked < calls.length;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (picked === undefined) return;
    const text = contract.trim().toUpperCase();
    onAnswer({
      index: picked,
      code: illegalCall ? reason || null : null,
      contract: picked === null && text !== '' ? text : null,
      declarer: picked === null && text !== '' ? declarer : null,
    });
  }
  const name = `${id}-choice`;
  return (
    <form onSubmit={submit} noValidate>
      <p>{t('exercises.legal.question')}</p>
      <fieldset className={styles.choices} disabled={done}>
        <legend>{t('exercises.legal.position')}</legend>
        {calls.map((call, k) => (
          <label key={k}>
            <input type="radio" name={name} checked={choice === String(k)} onChange={() => setChoice(String(k))} />
            <span>{t.rich('exercises.legal.call', { number: k + 1, seat: t(`common.seats.${seatAfter(item.dealer, k)}`), call: () => <BiddingCall call={call} /> })}</span>
          </label>
        ))}
        {(['legal', 'incomplete'] as const).map((value) => (
          <label key={value}>
            <input type="radio" name={name} checked={choice === value} onChange={() => setChoice(value)} />
            <span>{t(`exercises.legal.${value}`)}</span>
          </label>
        ))}
      </fieldset>
      {illegalCall ? (
        <LegalReasonSelect id={`${id}-reason`} value={reason} disabled={done} onChange={setReason} />
      ) : null}
      {picked === null ? (
        <div className={styles.row}>
          <div className="field">
            <label htmlFor={`${id}-contract`}>{t('teach.student.legalContract')}</label>
            <input id={`${id}-contract`} type="text" autoComplete="off" maxLength={5} readOnly={done} value={contract} onChange={(e) => setContract(e.target.value)} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-declarer`}>{t('teach.student.legalDeclarer')}</label>
            <select id={`${id}-declarer`} value={declarer} disabled={done} onChange={(e) => setDeclarer(e.target.value as Seat)}>
              {SEATS.map((s) => (
                <option key={s} value={s}>
                  {t(`common.seats.${s}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      <button type="submit" className="button button-primary" disabled={done || picked === undefined}>
        {t('teach.student.send')}
      </button>
    </form>
  );
}

function RolesForm({ item, calls, onAnswer, done }: { item: SetItemView; calls: Call[]; onAnswer: Props['onAnswer']; done: boolean }) {
  const t = useTranslations();
  const [answer, setAnswer] = useState({ contract: NO_CONTRACT_CHOSEN, seats: { declarer: null, leader: null, dummy: null } as Record<RoleSeat, Seat | null> });
  const [problem, setProblem] = useState<RolesProblem | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = rolesProblem(answer);
    setProblem(missing);
    if (missing === null) onAnswer(rolesSetAnswer(answer));
  }
  return (
    <form onSubmit={submit} noValidate>
      <p>{t('teach.student.rolesPrompt', { seat: t(`common.seats.${item.dealer}`) })}</p>
      <AuctionGrid dealer={item.dealer} calls={calls} caption={t('teach.student.auction')} className={styles.auction} />
      <RolesFields
        contract={answer.contract}
        seats={answer.seats}
        disabled={done}
        onContract={(contract) => setAnswer({ ...answer, contract })}
        onSeat={(role, seat) => setAnswer(withSeat(answer, role, seat))}
      />
      {problem ? <p className="field-error">{t(`exercises.roles.${problem}`)}</p> : null}
      <button type="submit" className="button button-primary" disabled={done}>
        {t('teach.student.send')}
      </button>
    </form>
  );
}

function ScoreForm({ id, item, onAnswer, done }: { id: string; item: SetItemView; onAnswer: Props['onAnswer']; done: boolean }) {
  const t = useTranslations();
  const [text, setText] = useState('');
  const [bad, setBad] = useState(false);
  const score = item.score;
  function submit(event: FormEvent) {
    event.preventDefault();
    const value = numberOf(text);
    if (value === null || !Number.isInteger(value)) return setBad(true);
    setBad(false);
    onAnswer({ score: value });
  }
  return (
    <form onSubmit={submit} noValidate>
      {score ? (
        <p>
          {t.rich('teach.student.scorePrompt', {
            contract: () => {
              const parsed = parseContract(score.contract);
              return parsed.ok ? <ContractName contract={parsed.value} /> : score.contract;
            },
            seat: t(`common.seats.${score.declarer}`),
            tricks: score.tricks,
            vul: score.vulnerable ? t('teach.student.scoreVul') : t('teach.student.scoreNotVul'),
          })}
        </p>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-score`}>{t('teach.student.scoreLabel')}</label>
        <input id={`${id}-score`} type="text" inputMode="numeric" autoComplete="off" maxLength={8} readOnly={done} aria-invalid={bad || undefined} value={text} onChange={(e) => setText(e.target.value)} />
        {bad ? <p className="field-error">{t('teach.student.badNumber')}</p> : null}
      </div>
      <button type="submit" className="button button-primary" disabled={done}>
        {t('teach.student.send')}
      </button>
    </form>
  );
}
