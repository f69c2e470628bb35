import { describe, expect, it } from 'vitest';
import { admission, admissionLimits, busyAnswer, BUSY_TEXT, laneOf, type LaneLimit } from './admission.mjs';

/** The event loop's turns by hand: `turn()` runs what the gate asked to run at the end of the current turn. */
function turns() {
  let pending: (() => void)[] = [];
  return {
    next: (callback: () => void) => void pending.push(callback),
    turn: async () => {
      await new Promise((resolve) => setTimeout(resolve, 0)); // the runs that ended meanwhile: their promise callbacks
      const now = pending;
      pending = [];
      for (const callback of now) callback();
      await new Promise((resolve) => setTimeout(resolve, 0)); // the started runs' own
    },
  };
}

/** A run that ends when the test says: resolve() or reject(). */
function held(log: string[], name: string) {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const done = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { run: () => (log.push(name), done), resolve, reject };
}

const LIMITS = (read: Partial<LaneLimit> = {}, write: Partial<LaneLimit> = {}) => ({
  read: { inFlight: 3, perTurn: 2, waiting: Infinity, ...read },
  write: { inFlight: 2, perTurn: 2, waiting: 3, ...write },
  image: { inFlight: 1, perTurn: 1, waiting: Infinity },
});

describe('laneOf', () => {
  it.each([
    ['PUT', '/api/sets/ABC/answers/1f0e?locale=sr', 'write'],
    ['POST', '/api/sets/ABC/students', 'write'],
    ['POST', '/api/sets', 'write'],
    ['POST', '/api/teacher/t0ken/items', 'write'],
    ['DELETE', '/api/teacher/t0ken', 'write'],
    ['POST', '/api/teacher-keys', 'write'],
    ['POST', '/api/classes/ABC/students', 'write'],
    ['PATCH', '/api/class-teacher/t0ken', 'write'],
    ['GET', '/api/sets/ABC?locale=sr', 'read'],
    ['GET', '/sr/lessons/opener-rebid', 'read'],
    ['POST', '/api/bid', 'read'],
    ['OPTIONS', '/api/sets/ABC/students', 'read'],
    ['GET', '/api/quiz/image?item=x&locale=sr', 'image'],
    ['HEAD', '/api/quiz/image', 'image'],
    ['GET', '/api/quiz?rule=O-1NT', 'read'],
    [undefined, undefined, 'read'],
  ])('%s %s → %s', (method, url, lane) => {
    expect(laneOf(method, url)).toBe(lane);
  });
});

describe('admission', () => {
  it('starts at most perTurn requests a turn, in their order, and no more than inFlight at once', async () => {
    const clock = turns();
    const gate = admission(LIMITS(), clock.next);
    const log: string[] = [];
    const runs = ['a', 'b', 'c', 'd', 'e'].map((name) => held(log, name));
    for (const r of runs) expect(gate.admit('read', r.run)).toBe(true);
    expect(log).toEqual([]);
    await clock.turn();
    expect(log).toEqual(['a', 'b']);
    await clock.turn();
    expect(log).toEqual(['a', 'b', 'c']); // three in flight: d waits though the turn had room for two
    expect(gate.counts.read).toEqual({ running: 3, waiting: 2 });
    runs[1].resolve();
    await clock.turn();
    expect(log).toEqual(['a', 'b', 'c', 'd']);
    runs[0].reject(new Error('the handler failed')); // a failed request frees its place too
    await clock.turn();
    expect(log).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(gate.counts.read).toEqual({ running: 3, waiting: 0 });
  });

  it('refuses a write when its queue is full, and the two lanes never wait for each other', async () => {
    const clock = turns();
    const gate = admission(LIMITS({ inFlight: 1 }), clock.next);
    const log: string[] = [];
    const reads = ['r1', 'r2', 'r3'].map((name) => held(log, name));
    for (const r of reads) gate.admit('read', r.run);
    const writes = ['w1', 'w2', 'w3', 'w4', 'w5'].map((name) => held(log, name));
    const admitted = writes.map((w) => gate.admit('write', w.run));
    expect(admitted).toEqual([true, true, true, false, false]);
    await clock.turn();
    expect(log).toEqual(['r1', 'w1', 'w2']); // the reads' one place is taken; the writes go on beside it
    writes[0].resolve();
    writes[1].resolve();
    await clock.turn();
    expect(log).toEqual(['r1', 'w1', 'w2', 'w3']);
    expect(gate.counts).toEqual({ read: { running: 1, waiting: 2 }, write: { running: 1, waiting: 0 }, image: { running: 0, waiting: 0 } });
    expect(gate.admit('write', held(log, 'w6').run)).toBe(true); // room again
  });

  it('skips nothing and loses nothing: every admitted run runs once, in order, under random endings', async () => {
    const clock = turns();
    const gate = admission(LIMITS({ inFlight: 4, perTurn: 3 }), clock.next);
    const log: string[] = [];
    const runs = Array.from({ length: 40 }, (_, i) => held(log, `r${i}`));
    runs.forEach((r) => gate.admit('read', r.run));
    for (let t = 0; t < 100 && log.length < 40; t++) {
      await clock.turn();
      runs.filter((r, i) => log.includes(`r${i}`) && (i * 7 + t) % 3 === 0).forEach((r) => r.resolve());
    }
    expect(log).toEqual(runs.map((_, i) => `r${i}`));
  });
});

describe('busyAnswer', () => {
  it('is a 503 with Retry-After, never stored, in the locale the address asks for', () => {
    const lv = busyAnswer('/api/sets/ABC/answers/x?locale=lv');
    expect(lv.status).toBe(503);
    expect(lv.headers['Retry-After']).toBe('1');
    expect(lv.headers['Cache-Control']).toBe('private, no-store');
    expect(JSON.parse(lv.body)).toEqual({ error: { code: 'server-busy', message: BUSY_TEXT.lv, params: { seconds: 1 } } });
    expect(JSON.parse(busyAnswer('/api/sets/ABC/students?locale=sr-Cyrl').body).error.message).toBe(BUSY_TEXT['sr-Cyrl']);
    expect(JSON.parse(busyAnswer('/api/sets/ABC/students?locale=<script>').body).error.message).toBe(BUSY_TEXT.en);
    expect(busyAnswer('/x', { https: true }).headers['Strict-Transport-Security']).toBeDefined();
  });
});

describe('admissionLimits', () => {
  it('lets more writes go at once on PostgreSQL (they wait on the network) than on SQLite (they run on the event loop)', () => {
    expect(admissionLimits('sqlite').write.inFlight).toBeLessThan(admissionLimits('postgres').write.inFlight);
    expect(admissionLimits().write).toEqual(admissionLimits('sqlite').write);
    expect(admissionLimits('postgres').read).toEqual(admissionLimits('sqlite').read);
  });
});
