// A simulated class against a running server, for the fault test (e2e/teach-fault.e2e.ts) and `npm run bench -- class`:
// a teacher's set made through the API, students who join and send their answers each with a device-made id, retrying
// what got no 2xx, and the tally of what the server acknowledged. Example: const set = await createTopicSet(base, 'open', 10);
// const students = await joinClass(base, set.code, 200); await answerAll(base, set.code, students, items, { concurrency: 50 }).

import { randomUUID } from 'node:crypto';
import { legalCalls } from '../../lib/bridge/auction';
import { makeCall, parseCalls } from '../../lib/bridge/call';
import type { Seat } from '../../lib/bridge/types';

export interface CreatedSet {
  readonly code: string;
  readonly teacherToken: string;
}

export interface ClassStudent {
  readonly name: string;
  readonly token: string;
}

export interface StudentItem {
  readonly index: number;
  readonly kind: string;
  readonly dealer: Seat;
  readonly auction: string;
}

export interface PlannedAnswer {
  readonly id: string;
  readonly student: ClassStudent;
  readonly item: number;
  readonly body: { studentToken: string; item: number; answer: { call: string }; ms: number };
}

async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`not JSON (${response.status}): ${text.slice(0, 200)}`);
  }
}

export async function createTopicSet(base: string, topic: string, count: number, mode: 'practice' | 'test' = 'test'): Promise<CreatedSet> {
  const response = await fetch(`${base}/api/sets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ title: `Class ${topic}`, locale: 'en', mode, hands: 'same', items: [{ topic, count }] }),
  });
  const body = (await json(response)) as CreatedSet;
  if (response.status !== 201) throw new Error(`create: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * `size` students join one after the other. `addressOf` gives student k an address of their own (X-Forwarded-For, which
 * a server with TRUST_PROXY counts by): a school's many devices rather than one, for the per-address join limit.
 */
export async function joinClass(base: string, code: string, size: number, addressOf?: (k: number) => string): Promise<ClassStudent[]> {
  const students: ClassStudent[] = [];
  for (let k = 0; k < size; k++) {
    const name = `Student ${k + 1}`;
    const response = await fetch(`${base}/api/sets/${code}/students`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(addressOf ? { 'x-forwarded-for': addressOf(k) } : {}) },
      body: JSON.stringify({ name }),
    });
    const body = (await json(response)) as { studentToken: string };
    if (response.status !== 201) throw new Error(`join: ${response.status} ${JSON.stringify(body)}`);
    students.push({ name, token: body.studentToken });
  }
  return students;
}

export async function studentItems(base: string, code: string, student: ClassStudent): Promise<StudentItem[]> {
  const response = await fetch(`${base}/api/sets/${code}`, { headers: { 'x-student-token': student.token } });
  const body = (await json(response)) as { items: StudentItem[] };
  if (response.status !== 200) throw new Error(`items: ${response.status}`);
  return body.items;
}

/** The ids of the answers the server holds for a student (their own view lists them). */
export async function storedIds(base: string, code: string, student: ClassStudent): Promise<string[]> {
  const response = await fetch(`${base}/api/sets/${code}`, { headers: { 'x-student-token': student.token } });
  const body = (await json(response)) as { answers: { id: string }[] };
  return body.answers.map((a) => a.id);
}

/** One answer per student and item: a legal call of the position, picked by the student's and the item's numbers. */
export function planAnswers(students: readonly ClassStudent[], items: readonly StudentItem[]): PlannedAnswer[] {
  return students.flatMap((student, s) =>
    items.map((item) => {
      const calls = parseCalls(item.auction);
      const legal = legalCalls({ dealer: item.dealer, calls: calls.ok ? calls.value : [] });
      const call = makeCall(legal[(s * 7 + item.index * 3) % Math.min(legal.length, 8)]);
      return { id: randomUUID(), student, item: item.index, body: { studentToken: student.token, item: item.index, answer: { call }, ms: 4000 + s } };
    }),
  );
}

export interface SendResult {
  readonly status: number | null;
  readonly ms: number;
}

/** Sends one answer once: its status (null when the connection failed) and how long the request took. */
export async function sendAnswer(base: string, code: string, answer: PlannedAnswer): Promise<SendResult> {
  const start = performance.now();
  try {
    const response = await fetch(`${base}/api/sets/${code}/answers/${answer.id}`, {
      method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(answer.body),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - start };
  } catch {
    return { status: null, ms: performance.now() - start };
  }
}

/** Runs `work` over `inputs` with at most `concurrency` at a time, in order of start. */
export async function pool<T, R>(inputs: readonly T[], concurrency: number, work: (input: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(inputs.length);
  let next = 0;
  async function worker() {
    while (next < inputs.length) {
      const k = next++;
      results[k] = await work(inputs[k]);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, inputs.length) }, worker));
  return results;
}
