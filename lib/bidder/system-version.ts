// The version of the bidding system the bidder carries out (docs/system.md as implemented): stored with every item a
// teacher's set makes and every answer it grades, so an old grade says which system gave it. Change it in the commit
// that changes what the bidder answers; system-version.test.ts fails until it is changed and its fingerprint recorded.
// Example: SYSTEM_VERSION → '2026-12-05.1'.

export const SYSTEM_VERSION = '2026-12-07.2';
