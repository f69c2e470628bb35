// The shapes of the links' codes and tokens, checked before any lookup: a value of the wrong shape is simply not
// found (404), whatever part of it is wrong; an answer id made on a device must look like one (a UUID or similar).
// Example: isSetCode('7KQ2M9XD') === true; isToken('abc') === false; isAnswerId(crypto.randomUUID()) === true.

/** A set's student-link code and a student's resume code: 6–16 letters and digits. */
export function isShortCode(value: string): boolean {
  return /^[0-9A-Za-z]{6,16}$/.test(value);
}

export const isSetCode = isShortCode;

/** A teacher or student token: base64url, 22 (128 bits) to 128 characters. */
export function isToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{22,128}$/.test(value);
}

/** An answer's device-made id: 8–64 letters, digits, '-' or '_' (crypto.randomUUID() is 36). */
export function isAnswerId(value: string): boolean {
  return /^[A-Za-z0-9_-]{8,64}$/.test(value);
}

/** A stored row's id (a UUID the server made, lowercase): a student's or an item's in a teacher's or student's path. */
export function isStoredId(value: string): boolean {
  return /^[0-9a-f-]{36}$/.test(value);
}

/** The header a student's device sends its token in (GET /api/sets/{code}): never the address, which logs keep. */
export const STUDENT_TOKEN_HEADER = 'x-student-token';
