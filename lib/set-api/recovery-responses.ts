// The replies of a teacher's way back to a lost home as strict zod schemas (zod/mini), merged into SET_API_REPLIES
// (responses.ts). Example: readReply('POST /api/teacher-keys/recover', 200, body) → ok({ teacherKey: '…' }).

import * as z from 'zod/mini';
import { isToken } from './ids';

const token = z.string().check(z.refine(isToken, 'not a token'));

/** Whether the key has a recovery, and since when (the name is kept only as a hash: it is never shown back). */
export const recoveryStatusReply = z.strictObject({ recovery: z.nullable(z.strictObject({ since: z.iso.datetime() })) });
export type RecoveryStatus = z.infer<typeof recoveryStatusReply>;

/** 200 of POST /api/teacher-keys/recover: the key whose home the name and passphrase open. */
export const recoveredReply = z.strictObject({ teacherKey: token });

export const RECOVERY_API_REPLIES = {
  'POST /api/teacher-keys/recover': { 200: recoveredReply },
  'GET /api/teacher-keys/{key}/recovery': { 200: recoveryStatusReply },
  'PUT /api/teacher-keys/{key}/recovery': { 200: recoveryStatusReply },
} as const;
