// The join gate of a set or a class (issue 37 §1): every attempt is counted per (set or class, client address) before
// anything shared, so that one address can never spend another's allowance, and a PIN is guessed at a bounded rate.
//  - Each address has its own allowance at each set or class (joinsPerAddressMinute): an attempt within it that passes
//    the PIN always gets in, whatever others did. Past it, the address joins from the shared budget (joinsPerSetMinute,
//    which counts only the joins that passed the PIN), so a class behind one school address still joins at once.
//  - Wrong PINs are counted per (set or class, address) (wrongPinsPerAddress in ten minutes: then 429 for that address)
//    and per (set or class, PIN) over a day (wrongPinsPerPinDay: then every join with that PIN is refused, 403
//    `join-pin-locked`, until the day's window ends or the teacher makes a new PIN, whose counter starts at 0).
//  - A right PIN is refused where a wrong one would have been (the address's wrong PINs used up, the PIN locked), so
//    that neither limit can be stepped around by guessing faster than the counters are written.
// Example: const refused = await passJoinGate(store, { kind: 'class', id, pin: '482913' }, '203.0.113.9', '482913', now);
//          if (refused) return refused; … the join goes on.

import { issue } from '@/lib/result';
import { SERVER_CONFIG, type ServerConfig } from './config';
import { refusal, throttled, type Reply } from './replies';
import type { Store } from './store-types';
import { hashToken, pinMatches } from './tokens';

/** The numbers the gate counts with (server/config.ts; a test gives its own). */
export type JoinLimits = Pick<ServerConfig, 'joinsPerSetMinute' | 'joinsPerAddressMinute' | 'wrongPinsPerAddress' | 'wrongPinsPerPinDay'>;

/** What is joined: a set on its own or a class, by its stored id, with its PIN (null: none asked). */
export interface JoinTarget {
  readonly kind: 'set' | 'class';
  readonly id: string;
  readonly pin: string | null;
}

/** The window of the wrong PINs per address: ten minutes. */
export const WRONG_PIN_WINDOW_SECONDS = 600;
/** The window of the wrong PINs per PIN: a day from the first wrong one. */
export const PIN_DAY_SECONDS = 86_400;

const MINUTE = 60;

/** The counters' keys ('join-set:<id>' is the shared budget's key from before the gate, kept). */
const sharedKey = (t: JoinTarget) => `join-${t.kind}:${t.id}`;
const ownKey = (t: JoinTarget, address: string) => `join-from:${t.kind}:${t.id}:${address}`;
const wrongKey = (t: JoinTarget, address: string) => `pin-miss:${t.kind}:${t.id}:${address}`;
/** By a hash of the target and its PIN: a new PIN is a new counter, and the counters table never holds a PIN. */
const pinDayKey = (t: JoinTarget, pin: string) => `pin-day:${hashToken(`${t.kind}:${t.id}:${pin}`)}`;

const LOCKED = refusal(403, issue('join-pin-locked'));

/**
 * One join attempt at `target` from `address` with the PIN `given`: null when it may go on (the join is then counted
 * against the shared budget), else the refusal — 429 (the address's own limits, or the shared budget for an address
 * past its own allowance), 403 `join-pin-needed` / `bad-join-pin` / `join-pin-locked`.
 */
export async function passJoinGate(
  store: Store,
  target: JoinTarget,
  address: string,
  given: string | undefined,
  now: number,
  limits: JoinLimits = SERVER_CONFIG,
): Promise<Reply | null> {
  const own = await store.consume(ownKey(target, address), limits.joinsPerAddressMinute, MINUTE, now);
  if (target.pin !== null) {
    const refused = await checkPin(store, target, target.pin, address, given, now, limits);
    if (refused) return refused;
  }
  // the shared budget counts the joins that passed the PIN; it stops only an address past its own allowance
  const shared = await store.consume(sharedKey(target), limits.joinsPerSetMinute, MINUTE, now);
  if (own.ok || shared.ok) return null;
  return throttled(shared.retryAfter);
}

/** The PIN's part of the gate: null when `given` is the PIN and neither its address nor the PIN is locked. */
async function checkPin(store: Store, target: JoinTarget, pin: string, address: string, given: string | undefined, now: number, limits: JoinLimits): Promise<Reply | null> {
  if (!given) return refusal(403, issue('join-pin-needed'));
  if (pinMatches(pin, given)) {
    const [wrong, day] = await Promise.all([store.peek(wrongKey(target, address), now), store.peek(pinDayKey(target, pin), now)]);
    if (wrong.count >= limits.wrongPinsPerAddress) return throttled(wrong.retryAfter);
    return day.count >= limits.wrongPinsPerPinDay ? LOCKED : null;
  }
  // a wrong one is counted where it was given first (an address past its own budget learns nothing and costs the PIN nothing)
  const wrong = await store.consume(wrongKey(target, address), limits.wrongPinsPerAddress, WRONG_PIN_WINDOW_SECONDS, now);
  if (!wrong.ok) return throttled(wrong.retryAfter);
  const day = await store.consume(pinDayKey(target, pin), limits.wrongPinsPerPinDay, PIN_DAY_SECONDS, now);
  return day.ok ? refusal(403, issue('bad-join-pin')) : LOCKED;
}

/** What the teacher's page shows beside the PIN: the wrong PINs given for it today and the day's cap; null without a PIN. */
export async function wrongPinsToday(store: Store, target: JoinTarget, now: number, limits: JoinLimits = SERVER_CONFIG): Promise<{ today: number; cap: number } | null> {
  if (target.pin === null) return null;
  const { count } = await store.peek(pinDayKey(target, target.pin), now);
  return { today: count, cap: limits.wrongPinsPerPinDay };
}
