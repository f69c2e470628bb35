// How many requests scripts/serve.mjs lets into Next at once, and in which order the others go in. Three lanes, each
// first come, first served: the writes of the teachers' sets (a class's answers and joins), the preview images (slow to
// draw) and everything else (pages, files, reads). Each lane has its own number of requests in flight, so a flood of answers never holds a lesson page
// back, nor a flood of page loads a student's answer; a write that finds its lane's queue full is answered 503 at once
// (the students' outbox waits Retry-After and sends it again). Why a bound at all: Node accepts a new connection
// once per turn of its event loop, and a turn serves every request in progress; with 200 busy connections a turn
// takes hundreds of ms and the last connections waited 10 s for their first answer. With few requests in flight
// the turns stay short, and a request waits only for those before it in its lane.
// Example: const gate = admission(); if (!gate.admit(laneOf(req.method, req.url), () => handle(req, res))) busy(res);

import { siteHeaders } from './bad-path.mjs';

/** The teachers' data: sets, their teachers' links, teacher keys, classes and their teachers' links. */
const WRITE_PATHS = ['/api/sets', '/api/teacher/', '/api/teacher-keys', '/api/classes', '/api/class-teacher/'];

/**
 * The lane of a request: 'write' for a change to the teachers' data (WRITE_PATHS); 'image' for a
 * preview image (/api/quiz/image: drawn at most two at a time, its own gate turning the surplus away with 503), so that
 * images being drawn never hold a page back; 'read' otherwise.
 */
export function laneOf(method, url) {
  const path = (url ?? '/').split('?', 1)[0];
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return path.startsWith('/api/quiz/image') ? 'image' : 'read';
  return WRITE_PATHS.some((prefix) => path.startsWith(prefix)) ? 'write' : 'read';
}

/**
 * The limits per lane, found with `npm run bench -- pages` and `-- class` on a 2-core machine. Reads: a few in flight,
 * a few started per turn. Writes: on SQLite the statements run on the event loop, so two in flight and one started a
 * turn keep the turns short (server/db.ts gives each query a turn of its own); on PostgreSQL a write mostly waits for
 * the database, so more go at once, and their answers are stored together (server/group-commit.ts).
 * A full write queue (a flood from many connections) answers 503 rather than holding more.
 */
export function admissionLimits(database = 'sqlite') {
  return Object.freeze({
    read: Object.freeze({ inFlight: 8, perTurn: 4, waiting: Infinity }),
    // more than the image route's own gate holds (2 drawing, 8 waiting: app/api/quiz/image/images.tsx), so that it is
    // that gate which answers a surplus (503 image-busy, Retry-After: 2)
    image: Object.freeze({ inFlight: 16, perTurn: 4, waiting: Infinity }),
    write: Object.freeze(database === 'postgres' ? { inFlight: 16, perTurn: 2, waiting: 512 } : { inFlight: 2, perTurn: 1, waiting: 512 }),
  });
}

/**
 * A gate with, per lane, a number in flight, a number started per turn of the event loop and a longest queue.
 * `admit(lane, run)` queues `run` (false when the lane's queue is full: nothing will run); `run` starts in the same turn
 * or a later one, in its order, and resolves when its response is done (or rejects). `next` is the turn's end
 * (setImmediate): a page served from memory is done within its turn, so the number started per turn is what keeps the
 * turns short, and a new connection is taken once per turn.
 */
export function admission(limits = admissionLimits(), next = setImmediate) {
  const lanes = Object.fromEntries(
    Object.entries(limits).map(([name, limit]) => [name, { limit, running: 0, queue: [], scheduled: false }]),
  );
  const start = (lane, run) => {
    lane.running += 1;
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      lane.running -= 1;
      schedule(lane);
    };
    Promise.resolve().then(run).then(end, end);
  };
  const schedule = (lane) => {
    if (lane.scheduled || lane.queue.length === 0) return;
    lane.scheduled = true;
    next(() => {
      lane.scheduled = false;
      for (let started = 0; started < lane.limit.perTurn && lane.running < lane.limit.inFlight && lane.queue.length > 0; started++) {
        start(lane, lane.queue.shift());
      }
      schedule(lane);
    });
  };
  return {
    admit(name, run) {
      const lane = lanes[name];
      if (lane.queue.length >= lane.limit.waiting) return false;
      lane.queue.push(run);
      schedule(lane);
      return true;
    },
    /** Requests in flight and waiting, per lane. */
    get counts() {
      return Object.fromEntries(Object.entries(lanes).map(([name, lane]) => [name, { running: lane.running, waiting: lane.queue.length }]));
    },
  };
}

/** What a write that found its lane full is told, in the locale its address asks for (`?locale=`), English otherwise. */
export const BUSY_TEXT = {
  en: 'The server is busy with many answers at once. Your answer is kept and will be sent again in a moment.',
  sr: 'Server trenutno prima mnogo odgovora odjednom. Vaš odgovor je sačuvan i biće ponovo poslat za trenutak.',
  'sr-Cyrl': 'Сервер тренутно прима много одговора одједном. Ваш одговор је сачуван и биће поново послат за тренутак.',
  lv: 'Serveris šobrīd saņem ļoti daudz atbilžu vienlaikus. Jūsu atbilde ir saglabāta un pēc brīža tiks nosūtīta vēlreiz.',
};

/** 503 with Retry-After: 1, as the set API's refusals are (JSON `{ error: { code, message } }`), never stored. */
export function busyAnswer(target, { https = false } = {}) {
  const asked = new URLSearchParams(target.split('?')[1] ?? '').get('locale') ?? '';
  const locale = Object.hasOwn(BUSY_TEXT, asked) ? asked : 'en';
  const body = JSON.stringify({ error: { code: 'server-busy', message: BUSY_TEXT[locale], params: { seconds: 1 } } });
  return { status: 503, headers: { ...siteHeaders(body, 'application/json', https), 'Cache-Control': 'private, no-store', 'Retry-After': '1' }, body };
}
