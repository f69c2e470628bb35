// A class's partnership practices drawn from its roster (issue 41), as strict zod schemas (zod/mini) merged into
// SET_API_REPLIES (responses.ts): the practices as the class teacher's reply lists them, as the class's page shows them
// to one student (their seat, partner and code), and a student's seat opened, started or joined on the class's page.
// Example: readReply('POST /api/classes/{code}/pairs/{groupId}', 201, body) → ok({ seat: 'N', token, joinCode: 'K7M2Q9XD', partner: null }).

import * as z from 'zod/mini';
import { SEATS } from '../bridge/types';
import { isShortCode, isStoredId, isToken } from './ids';
import { createdPairGroupReply } from './pair-responses';

const seat = z.enum(SEATS);
const count = z.int().check(z.minimum(0));
const token = z.string().check(z.refine(isToken, 'not a token'));
const storedId = z.string().check(z.refine(isStoredId, 'not a stored id'));
const joinCode = z.string().check(z.refine(isShortCode, 'not a code'));

/** A class's partnership practice: its title, when made, its deals, how its pairs are made and how many there are. */
const classPairGroup = {
  id: storedId, title: z.string(), createdAt: z.iso.datetime(), deals: count, pairs: count,
  pairing: z.enum(['roster', 'code']), side: z.enum(['NS', 'EW']), opponents: z.enum(['silent', 'system']),
};

/** As the class teacher's reply lists it, with its teacher link (null: a link this class token does not keep). */
export const teacherPairGroupView = z.strictObject({ ...classPairGroup, teacherToken: z.nullable(token) });
export type TeacherPairGroupView = z.infer<typeof teacherPairGroupView>;

/** As the class's page shows it to a student: their seat in it (null: none yet), their partner and the code to give. */
export const studentPairGroupView = z.strictObject({
  ...classPairGroup,
  mine: z.nullable(z.strictObject({ seat, partner: z.nullable(z.string()), joinCode: z.nullable(joinCode) })),
});
export type StudentPairGroupView = z.infer<typeof studentPairGroupView>;

/** A seat of the student's, with a token of it for this device (their link), the code until the partner joins. */
export const classPairSeatReply = z.strictObject({ seat, token, partner: z.nullable(z.string()), joinCode: z.nullable(joinCode) });
export type ClassPairSeat = z.infer<typeof classPairSeatReply>;

export const PAIR_CLASS_API_REPLIES = {
  'POST /api/class-teacher/{token}/pairs': { 201: createdPairGroupReply },
  'POST /api/classes/{code}/pairs/{groupId}': { 200: classPairSeatReply, 201: classPairSeatReply },
} as const;
