// A teacher's way back to a lost home (issue 37 §3): the recovery name and passphrase as zod schemas, both bounded
// before they are read, and the name's lookup form (the server keeps only its SHA-256). Replies: recovery-responses.ts.
// Example: recoveryRequest.parse({ name: ' Ana  Petrović ', passphrase: 'tri zelene šume' }) → { name: 'Ana Petrović', … };
// recoveryLookupName('Ana  PETROVIĆ') → 'ana petrović'.

import { z } from 'zod';
import { issue, type Issue } from '../result';
import { MAX_PASSPHRASE, MAX_RECOVERY_NAME, MIN_PASSPHRASE, MIN_RECOVERY_NAME } from './recovery-bounds';

export { MAX_PASSPHRASE, MAX_RECOVERY_NAME, MIN_PASSPHRASE, MIN_RECOVERY_NAME };

/** Control characters and the bidi overrides: never part of a name one types. */
const FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/u;

function report(ctx: z.RefinementCtx, found: Issue): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message: found.code, params: { issue: found } });
  return z.NEVER;
}

const length = (text: string): number => Array.from(text).length;

/** The name as the teacher sees it: NFC, trimmed, each run of spaces one space. */
function displayName(value: string): string {
  return value.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/**
 * The form of a name that finds its recovery: compatibility-normalized (NFKC), trimmed, spaces collapsed and lower
 * case, so that 'Ana Petrović', ' ana  petrović' and a name typed with full-width letters find the same recovery.
 */
export function recoveryLookupName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

const recoveryName = z
  .string()
  // bounded before it is normalized: a megabyte of name is refused unread
  .max(MAX_RECOVERY_NAME * 4)
  .transform((value, ctx) => {
    const name = displayName(value);
    if (FORBIDDEN.test(name)) return report(ctx, issue('text-bad-character', { field: 'recoveryName' }));
    const count = length(recoveryLookupName(name));
    if (count < MIN_RECOVERY_NAME || length(name) > MAX_RECOVERY_NAME) {
      return report(ctx, issue('recovery-name-length', { min: MIN_RECOVERY_NAME, max: MAX_RECOVERY_NAME }));
    }
    return name;
  });

/** The passphrase as typed (NFC, so that one typed on another keyboard matches; never trimmed: every character counts). */
const passphrase = z
  .string()
  .max(MAX_PASSPHRASE * 4)
  .transform((value, ctx) => {
    const text = value.normalize('NFC');
    const count = length(text);
    if (count < MIN_PASSPHRASE || count > MAX_PASSPHRASE) return report(ctx, issue('passphrase-length', { min: MIN_PASSPHRASE, max: MAX_PASSPHRASE }));
    return text;
  });

/** POST /api/teacher-keys/recover and PUT /api/teacher-keys/{key}/recovery: a recovery name and its passphrase. */
export const recoveryRequest = z.strictObject({ name: recoveryName, passphrase });
export type RecoveryRequest = z.output<typeof recoveryRequest>;
export type RecoveryBody = z.input<typeof recoveryRequest>;
