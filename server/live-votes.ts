// Live classes (issue 42), the room's side, and polls on shared hands: a phone's view of the class (the current problem,
// its own vote; the tally and the system's call only when the teacher shows them), a vote (one per device and problem,
// a class student's once per problem whatever the device, stored only while its problem takes votes, checked legal),
// and a shared hand's poll (its tally and the system's call only once this device has voted; counts under 5 hidden).
// Example: await putLiveVote(store, 'K7M2Q9XD', 0, { device, call: '1H' }, null, now) → 201 { stored: 'created', call: '1H' }.

import { checkCall } from '@/lib/bridge/auction';
import { makeCall, parseCall, sameCall } from '@/lib/bridge/call';
import { problemView } from '@/lib/live/live-view';
import { pollTally, tallyOf } from '@/lib/live/tally';
import type { LiveProblem } from '@/lib/live/live-types';
import { itemCode, itemFromCode } from '@/lib/quiz/item-code';
import type { QuizItem } from '@/lib/quiz/item-types';
import { issue } from '@/lib/result';
import { isAnswerId, isToken } from '@/lib/set-api/ids';
import type { VoteRequest } from '@/lib/set-api/live-requests';
import { explanationOf } from '@/lib/teach/review';
import type { ClassStudent } from './class-store-types';
import { liveOfCode } from './live-service';
import type { LiveRow } from './live-store-types';
import { refusal, reply, type Reply } from './replies';
import type { Store } from './store-types';
import { hashToken } from './tokens';

const NOT_FOUND = refusal(404, issue('live-not-found'));

/** The class student a token names in the live class's class (null: anonymous, whatever the token). */
async function studentOf(store: Store, live: LiveRow, token: string | null): Promise<ClassStudent | null> {
  if (live.classId === null || token === null || !isToken(token)) return null;
  return store.classes.studentByToken(live.classId, hashToken(token));
}

/** GET /api/live/{code}?device=…: the phone's view of the class now. */
export async function livePhoneView(store: Store, code: string, device: string | null, token: string | null): Promise<Reply> {
  const live = await liveOfCode(store, code);
  if (!live) return NOT_FOUND;
  const [problem, student, cls] = await Promise.all([
    store.live.problem(live.id, live.position), studentOf(store, live, token), live.classId === null ? null : store.classes.classById(live.classId),
  ]);
  if (!problem) return NOT_FOUND;
  const mine = device !== null && isAnswerId(device) ? await store.live.voteOf(live.id, live.position, hashToken(device), student?.id ?? null) : null;
  const shown = live.phase !== 'voting';
  return reply('GET /api/live/{code}', 200, {
    code: live.code, title: live.spec.title, locale: live.spec.locale, show: live.spec.show, count: live.count, position: live.position, phase: live.phase,
    classCode: cls?.code ?? null,
    problem: problemView(problem, live.position, live.spec.show),
    mine, student: student ? { name: student.name } : null,
    tally: shown ? tallyOf(await store.live.counts(live.id, live.position), problem.explanation.call) : null,
    answer: live.phase === 'answer' || live.phase === 'closed' ? problem.explanation : null,
  });
}

/** The call a vote gives, checked legal after the problem's auction so far: the canonical text, or the refusal. */
function votedCall(item: QuizItem, text: string): { call: string; right: boolean } | Reply {
  const read = parseCall(text);
  if (!read.ok) return refusal(400, issue('unknown-call', { call: text.slice(0, 8) }));
  const illegal = checkCall({ dealer: item.dealer, calls: item.calls }, read.value);
  if (illegal) return refusal(400, issue('illegal-call', { call: makeCall(read.value), reason: illegal.code }));
  return { call: makeCall(read.value), right: item.expected.kind === 'call' && sameCall(item.expected.call, read.value) };
}

/** PUT /api/live/{code}/votes/{position}: 201 stored, 200 the device (or student) had voted (their vote), 409 votes closed. */
export async function putLiveVote(store: Store, code: string, position: number, request: VoteRequest, token: string | null, now: number): Promise<Reply> {
  const live = await liveOfCode(store, code);
  if (!live) return NOT_FOUND;
  const problem: LiveProblem | null = Number.isInteger(position) ? await store.live.problem(live.id, position) : null;
  if (!problem) return refusal(400, issue('live-bad-problem', { position: position + 1 }));
  const given = votedCall(problem, request.call);
  if ('status' in given) return given;
  const student = await studentOf(store, live, token);
  const put = await store.live.putVote(live.id, position, {
    deviceHash: hashToken(request.device), classStudentId: student?.id ?? null, call: given.call, right: given.right, rule: problem.explanation.rule, at: now,
  });
  if (put.stored === 'closed') return refusal(409, issue('live-votes-closed'));
  return reply('PUT /api/live/{code}/votes/{position}', put.stored === 'created' ? 201 : 200, { stored: put.stored, call: put.call });
}

/** A shared hand as a poll: its item (a call item only) and the hash its votes are kept under (of its code as made again). */
function pollOf(code: string): { item: QuizItem; hash: string } | Reply {
  const read = itemFromCode(code);
  if (!read.ok) return refusal(400, read.error);
  if (read.value.kind !== 'call') return refusal(400, issue('poll-not-call'));
  return { item: read.value, hash: hashToken(`poll:${itemCode(read.value)}`) };
}

async function pollJson(store: Store, item: QuizItem, hash: string, mine: string | null) {
  const explanation = mine === null ? null : explanationOf(item);
  return {
    problem: problemView(item, 0, 'hand'), mine,
    tally: mine === null || !explanation ? null : pollTally(await store.live.pollCounts(hash), explanation.call),
    answer: explanation,
  };
}

/** GET /api/polls/{code}?device=…: the hand; its tally and the system's call once this device has voted. */
export async function pollView(store: Store, code: string, device: string | null): Promise<Reply> {
  const poll = pollOf(code);
  if ('status' in poll) return poll;
  const mine = device !== null && isAnswerId(device) ? await store.live.pollVoteOf(poll.hash, hashToken(device)) : null;
  return reply('GET /api/polls/{code}', 200, await pollJson(store, poll.item, poll.hash, mine));
}

/** PUT /api/polls/{code}/votes: 201 the vote stored, 200 the device had voted (its first vote stands); then the tally. */
export async function putPollVote(store: Store, code: string, request: VoteRequest, now: number): Promise<Reply> {
  const poll = pollOf(code);
  if ('status' in poll) return poll;
  const given = votedCall(poll.item, request.call);
  if ('status' in given) return given;
  const put = await store.live.putPollVote(poll.hash, hashToken(request.device), given.call, now);
  return reply('PUT /api/polls/{code}/votes', put.stored === 'created' ? 201 : 200, await pollJson(store, poll.item, poll.hash, put.call));
}
