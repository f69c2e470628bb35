// A student's answer: stored once per id, graded in the store's transaction against the accepted calls, limited per
// student. Example: await putAnswer(store, 'K7Q2M9XD', answerId, { studentToken, item: 0, answer: { call: '1N' }, ms: 900 }, now) → 201.

import { itemCode } from '@/lib/quiz/item-code';
import type { QuizItem } from '@/lib/quiz/item-types';
import { issue, ok } from '@/lib/result';
import { gradeAuctionAnswer } from '@/lib/teach/auction-item';
import { isAnswerId, isSetCode, isToken } from '@/lib/set-api/ids';
import type { AnswerRequest } from '@/lib/set-api/requests';
import { gradeJson } from '@/lib/set-api/views';
import { answerText, parseSetAnswer } from '@/lib/teach';
import { deviceTime } from '@/lib/teach/device-time';
import { type SetAnswer, type StoredAnswer, type StoredAuctionAnswer, type StoredGrade } from '@/lib/teach/set-types';
import type { SetRow, Store, StoredItem } from './store-types';
import { refusal, reply, throttled, type Reply } from './replies';
import { unlessBusy } from './item-making';
import { acceptsOf } from './item-accepts';
import { isForeignKeyViolation } from './db';
import { hashToken } from './tokens';
import { NOT_FOUND, SET_FULL, classStudentIn, gradeNow, isOpen, showsGrades, studentItems } from './set-common';

/**
 * Answers one student may send in a minute, from all their devices together (a second token from "resume" shares it):
 * far more than anyone answers, fewer than a runaway loop sends.
 */
export const ANSWERS_PER_MINUTE = 120;

/** PUT /api/sets/{code}/answers/{id}: stored once per id; 201 the first time, 200 for a repeat; 409 when closed. */
export function putAnswer(store: Store, code: string, answerId: string, request: AnswerRequest, now: number): Promise<Reply> {
  // a class's student's first answer to a fresh-hands set makes their items (item pool): busy is 503 items-busy
  return unlessBusy(() => putAnswerOnce(store, code, answerId, request, now));
}

async function putAnswerOnce(store: Store, code: string, answerId: string, request: AnswerRequest, now: number): Promise<Reply> {
  if (!isAnswerId(answerId)) return refusal(400, issue('bad-answer-id'));
  // the set and the student in one lookup: an answer's work is small
  const found = isSetCode(code) && isToken(request.studentToken) ? await store.setWithStudent(code.toUpperCase(), hashToken(request.studentToken)) : null;
  // a class's student who never opened this set (a device sending from its outbox) is made its student now
  const student = found?.student ?? (found?.set.classId ? await classStudentIn(store, found.set, request.studentToken, now) : null);
  if (!found || !student) return NOT_FOUND;
  if (student === 'full') return SET_FULL;
  const { set } = found;
  // counted per student (by id: never a token the counters table could give away), whichever device sends
  const verdict = await store.consume(`answer:${student.id}`, ANSWERS_PER_MINUTE, 60, now);
  if (!verdict.ok) return throttled(verdict.retryAfter);
  // the item the student saw, by its id (a device from before ids sends its place): never another that took its place
  const items = await studentItems(store, set, student);
  const item = request.itemId !== undefined ? items.find((i) => i.setItem === request.itemId) : items[request.item ?? -1];
  if (!item) return refusal(400, issue('bad-item', { item: request.item ?? request.itemId ?? '', count: items.length }));
  const quiz = item.made.item;
  // a whole auction: the student's calls played out and graded call by call now, on the set's rails (a test: the
  // student's own calls; practice: the system's), and stored with the record of what was seen and earned
  const played = item.made.auction ? gradeAuctionAnswer(item.made.auction, request.answer, set.spec.mode === 'test' ? 'own' : 'system') : null;
  if (played && !played.ok) return refusal(400, played.error);
  const answer = played?.ok ? ok<SetAnswer>({ calls: played.value.turns.map((t) => t.given), record: played.value } as StoredAuctionAnswer) : parseSetAnswer(quiz.kind, request.answer, quiz);
  if (!answer.ok) return refusal(400, answer.error);
  // a resend of an answer already stored is answered as stored, even once the set has closed (the device's outbox
  // must not think a saved answer lost); the same id on another student, item or answer is refused
  if (!isOpen(set, now)) {
    const before = await store.answerById(set.id, answerId);
    return before ? repeated(store, set, before, student.id, item, answerText(answer.value), quiz) : refusal(409, issue('set-closed'));
  }
  // graded in the store's transaction, against the accepted calls as they are when it is stored
  const graded: { grade?: StoredGrade; accepted?: readonly string[] } = {};
  let stored: 'created' | 'repeat';
  try {
    stored = await store.putAnswer(
      { setId: set.id, id: answerId, student: student.id, item, answer: answer.value, ms: request.ms, at: now,
        deviceAt: deviceTime(request.answeredAt, { joinedAt: student.joinedAt, arrivedAt: now }) },
      (accepted) => Object.assign(graded, { grade: gradeNow(item, answer.value, accepted), accepted }).grade!,
    );
  } catch (error) {
    // the teacher removed the student (or deleted the set) between the lookup and the store: as for any unknown token
    if (isForeignKeyViolation(error)) return NOT_FOUND;
    throw error;
  }
  if (stored === 'repeat') {
    // the id was stored before (a resend) or meanwhile (a concurrent request): answered as it was stored
    const before = await store.answerById(set.id, answerId);
    if (before) return repeated(store, set, before, student.id, item, answerText(answer.value), quiz);
  }
  if (!showsGrades(set)) return reply('PUT /api/sets/{code}/answers/{answerId}', 201, { stored: 'created' });
  return reply('PUT /api/sets/{code}/answers/{answerId}', 201, { stored: 'created', grade: gradeJson(graded.grade!, graded.accepted!), code: itemCode(quiz) });
}

/** A repeat of a stored answer: 200 with the grade stored the first time, or 409 when the id is another answer's. */
async function repeated(store: Store, set: SetRow, stored: StoredAnswer, student: string, item: StoredItem, answer: string, quiz: QuizItem): Promise<Reply> {
  if (stored.student !== student || stored.setItem !== item.setItem || stored.grade.answer !== answer) {
    return refusal(409, issue('answer-id-taken'));
  }
  if (!showsGrades(set)) return reply('PUT /api/sets/{code}/answers/{answerId}', 200, { stored: 'repeat' });
  const accepted = (await acceptsOf(store, set.id, await store.setItemsOf(set.id)))(item);
  return reply('PUT /api/sets/{code}/answers/{answerId}', 200, { stored: 'repeat', grade: gradeJson(stored.grade, accepted), code: itemCode(quiz) });
}
