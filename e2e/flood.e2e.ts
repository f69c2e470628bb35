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
