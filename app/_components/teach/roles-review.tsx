'use client';
// A "who plays it" item in a set's review: an answer as given, marked part by part against the expected answer as
// stored (the same words as the drill's feedback), and the expected answer on one line.
// Example: <RolesGiven dealer="N" calls={calls} parts={review.parts} attempt={a} label="teach.review.yours" />.

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { parseContract, type Contract } from '@/lib/bridge/contract';
import { SEATS, type Call, type Seat } from '@/lib/bridge/types';
import { gradeRolesOn } from '@/lib/quiz/grade-answer';
import type { ItemReviewView } from '@/lib/set-api/responses';
import { ContractName } from '../contract-name';
import { RolesMarks } from '../exercise/roles-question';
import type { SetAnswer } from '@/lib/teach/set-types';

type RolesParts = Extract<NonNullable<ItemReviewView['parts']>, { kind: 'roles' }>;

function seatOf(value: unknown): Seat | null {
  return SEATS.find((s) => s === value) ?? null;
}

/** A contract, declarer, leader and dummy on one line; '—' for what is missing. */
export function RolesLine({ contract, declarer, leader, dummy }: { contract: Contract | null; declarer: Seat | null; leader: Seat | null; dummy: Seat | null }): ReactNode {
  const t = useTranslations();
  const seat = (s: Seat | null) => (s === null ? '—' : t(`common.seats.${s}`));
  return t.rich('teach.review.roles', {
    contract: () => (contract ? <ContractName contract={contract} /> : '—'),
    declarer: seat(declarer), leader: seat(leader), dummy: seat(dummy),
  });
}

export function RolesGiven({ dealer, calls, parts, attempt, label }: {
  dealer: Seat;
  calls: readonly Call[];
  parts: RolesParts;
  /** The answer as stored and its stored verdict. */
  attempt: { readonly given: SetAnswer; readonly right: boolean };
  label: 'teach.review.yours' | 'teach.teacher.reviewAnswer';
}) {
  const t = useTranslations();
  const g = attempt.given as Record<string, unknown>;
  const read = typeof g.contract === 'string' ? parseContract(g.contract) : null;
  const given = { contract: read?.ok ? read.value : null, declarer: seatOf(g.declarer), leader: seatOf(g.leader), dummy: seatOf(g.dummy) };
  const expected = parseContract(parts.contract);
  const line = t.rich(label, { answer: () => <RolesLine {...given} /> });
  if (!expected.ok) return <>{line}</>;
  const grade = gradeRolesOn(dealer, calls, { contract: { ...expected.value, declarer: parts.declarer }, leader: parts.leader, dummy: parts.dummy }, given);
  return (
    <>
      {line}
      <RolesMarks grade={grade} item={{ dealer, calls }} right={attempt.right} />
    </>
  );
}

/** The expected answer's line, from the stored parts. */
export function RolesExpected({ parts }: { parts: RolesParts }) {
  const contract = parseContract(parts.contract);
  return <RolesLine contract={contract.ok ? contract.value : null} declarer={parts.declarer} leader={parts.leader} dummy={parts.dummy} />;
}
