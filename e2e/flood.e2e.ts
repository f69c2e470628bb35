// A flood of answers does not stall the site (issue 26, M4): 200 connections send answers as fast as the server takes
// them for 10 s, from the tokens of 40 joined students; meanwhile a lesson page is requested every 100 ms, each time on
// a new connection (a student opening it), and none of those waits more than 1 s. Before the server's gate
// (scripts/admission.mjs) such a probe waited 5.5–12.7 s. On its own server: the flood would slow the other files' tests.

import { randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTopicSet, joinClass, studentItems } from './support/class-clients';
import { startNext, type NextServer } from './support/server';

const CONNECTIONS = 200;
const FLOOD_SECONDS = 10;
const PROBE_EVERY_MS = 100;
const LESSON = '/sr/lessons/opener-rebid';
const BOUND_MS = 1000;

interface Flood {
  readonly requests: { readonly total: number };
  readonly statusCodeStats: Record<string, { readonly count: number }>;
  readonly errors: number;
}
type Autocannon = (options: {
  url: string; connections: number; duration: number; method: string; headers: Record<string, string>;
  requests: { setupRequest: (request: { path: string; body?: string }) => { path: string; body: string } }[];
}) => Promise<Flood>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** One GET on a connection of its own: the status and the time to the whole page. */
function fetchOnNewConnection(url: string): Promise<{ status: number; ms: number }> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - start }));
    }).on('error', reject);
  });
}

let server: NextServer;
beforeAll(async () => {
  server = await startNext();
});
afterAll(async () => {
  await server?.stop();
});

describe('an answer flood', () => {
  it(`leaves a lesson page within ${BOUND_MS} ms on a new connection every ${PROBE_EVERY_MS} ms`, async () => {
    const set = await createTopicSet(server.baseUrl, 'open', 5, 'practice');
    const students = await joinClass(server.baseUrl, set.code, 40);
    const items = await studentItems(server.baseUrl, set.code, students[0]);
    expect(items).toHaveLength(5);
    let k = 0;
    const flood = autocannon({
      url: server.baseUrl,
      connections: CONNECTIONS,
      duration: FLOOD_SECONDS,
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      requests: [{
        setupRequest: (request) => {
          const student = students[k % students.length];
          k += 1;
          return {
            ...request,
            path: `/api/sets/${set.code}/answers/${randomUUID()}`,
            body: JSON.stringify({ studentToken: student.token, item: k % 5, answer: { call: 'P' }, ms: 1000 }),
          };
        },
      }],
    });
    const probes: { status: number; ms: number }[] = [];
    const end = performance.now() + FLOOD_SECONDS * 1000 - 500;
    await new Promise((resolve) => setTimeout(resolve, 500)); // the flood at full strength first
    while (performance.now() < end) {
      const started = performance.now();
      probes.push(await fetchOnNewConnection(server.baseUrl + LESSON));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_EVERY_MS - (performance.now() - started))));
    }
    const result = await flood;
    const statuses = Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]));
    // a real flood: hundreds of answers a second taken or refused, none failed by the server (an answer now also
    // stores the rule of the student's own call, issue 37 D4, so fewer fit in 10 s on two loaded cores: 848 were seen)
    expect(result.requests.total).toBeGreaterThan(500);
    expect(Object.keys(statuses).every((code) => ['201', '429', '503'].includes(code)), JSON.stringify(statuses)).toBe(true);
    expect(statuses['201']).toBeGreaterThan(250);
    expect(probes.length).toBeGreaterThan(40);
    expect(probes.every((p) => p.status === 200)).toBe(true);
    const slowest = Math.max(...probes.map((p) => p.ms));
    expect(slowest, `the lesson page's slowest of ${probes.length} requests during the flood`).toBeLessThanOrEqual(BOUND_MS);
  }, 90_000);
});

// The heavy teacher routes and joins of a big fresh-hands set (issue 38, H-1): while the set's teacher downloads its
// files (results.csv, set.pbn) and the worksheet's pages of hands from 6 clients at once, and new students join it
// (each join makes their 100 items), a prerendered page asked for every 100 ms on a new connection waits at most 1 s.
// Before the files were streamed a page of rows at a time, one set.pbn of such a set held the server for seconds.
// On a server of its own, which counts each join by its X-Forwarded-For address (TRUST_PROXY) with the joins per set raised.
const BIG_ITEMS = 100;
const BIG_STUDENTS = 60;
const HEAVY_SECONDS = 10;
const DOWNLOADERS = 6;

describe('downloads and joins of a big set', () => {
  let big: NextServer;
  beforeAll(async () => {
    big = await startNext({ TRUST_PROXY: '1', JOINS_PER_SET_MINUTE: '1000', JOINS_PER_ADDRESS_MINUTE: '1000' });
  }, 90_000);
  afterAll(async () => {
    await big?.stop();
  });

  it(`leave a prerendered page within ${BOUND_MS} ms on a new connection every ${PROBE_EVERY_MS} ms`, async () => {
    const response = await fetch(`${big.baseUrl}/api/sets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.6.0.1' },
      body: JSON.stringify({ title: 'Big', locale: 'sr', mode: 'practice', hands: 'fresh', items: [{ topic: 'open', count: BIG_ITEMS }] }),
    });
    expect(response.status).toBe(201);
    const set = (await response.json()) as { code: string; teacherToken: string };
    const address = (k: number) => `10.6.${1 + (k >> 8)}.${k & 255}`;
    const students = await joinClass(big.baseUrl, set.code, BIG_STUDENTS, address);
    // every student answers their first item: the answers file has a row each
    for (const student of students) {
      const put = await fetch(`${big.baseUrl}/api/sets/${set.code}/answers/${randomUUID()}`, {
        method: 'PUT', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ studentToken: student.token, item: 0, answer: { call: 'P' }, ms: 1000 }),
      });
      expect(put.status).toBe(201);
    }
    const teacher = `${big.baseUrl}/api/teacher/${set.teacherToken}`;
    const stop = performance.now() + HEAVY_SECONDS * 1000;
    const seen: Record<string, number> = {};
    const count = (what: string, status: number) => {
      seen[`${what} ${status}`] = (seen[`${what} ${status}`] ?? 0) + 1;
    };
    const fetched = async (what: string, url: string) => {
      const reply = await fetch(url);
      const text = await reply.text();
      count(what, reply.status);
      return { status: reply.status, text };
    };
    // the teacher's clients: the files and the worksheet's pages, again and again (the files' limit answers 429 past 20 a minute)
    const downloaders = Array.from({ length: DOWNLOADERS }, async (_, d) => {
      while (performance.now() < stop) {
        if (d % 3 === 0) await fetched('results.csv', `${teacher}/results.csv`);
        else if (d % 3 === 1) await fetched('set.pbn', `${teacher}/set.pbn`);
        else {
          let after: string | null = null;
          do {
            const reply = await fetched('hands', `${teacher}/hands${after === null ? '' : `?after=${after}`}`);
            after = reply.status === 200 ? (JSON.parse(reply.text) as { next: string | null }).next : null;
          } while (after !== null && performance.now() < stop);
        }
      }
    });
    // and students joining meanwhile, one after the other, each from a device of their own
    const joiner = (async () => {
      for (let k = BIG_STUDENTS; performance.now() < stop; k++) {
        const joined = await fetch(`${big.baseUrl}/api/sets/${set.code}/students`, {
          method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address(k) }, body: JSON.stringify({ name: `Late ${k}` }),
        });
        await joined.arrayBuffer();
        count('join', joined.status);
      }
    })();
    const probes: { status: number; ms: number }[] = [];
    await new Promise((resolve) => setTimeout(resolve, 300));
    while (performance.now() < stop) {
      const started = performance.now();
      probes.push(await fetchOnNewConnection(big.baseUrl + LESSON));
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, PROBE_EVERY_MS - (performance.now() - started))));
    }
    await Promise.all([...downloaders, joiner]);
    // real work meanwhile (how much depends on the machine's load): whole files, pages of hands and joins, none failed by the server
    for (const done of ['results.csv 200', 'set.pbn 200', 'hands 200', 'join 201']) expect(seen[done] ?? 0, JSON.stringify(seen)).toBeGreaterThan(0);
    expect(Object.keys(seen).every((k) => / (200|201|429)$/.test(k)), JSON.stringify(seen)).toBe(true);
    expect(probes.length).toBeGreaterThan(40);
    expect(probes.every((p) => p.status === 200)).toBe(true);
    const slowest = Math.max(...probes.map((p) => p.ms));
    expect(slowest, `the lesson page's slowest of ${probes.length} requests during the downloads and joins (${JSON.stringify(seen)})`).toBeLessThanOrEqual(BOUND_MS);
  }, 120_000);
});
