// The bounds of a teacher's recovery name and passphrase, without zod: the pages' forms say and check them before
// sending (recovery-requests.ts checks them on the server). Example: MIN_PASSPHRASE === 12.

export const MIN_RECOVERY_NAME = 3;
export const MAX_RECOVERY_NAME = 60;
export const MIN_PASSPHRASE = 12;
export const MAX_PASSPHRASE = 200;
