// Values of PBN tags that are not free text: seat, vulnerability, board, contract, result; parse/print pairs.
// Example: parsePbnVulnerable('Both') → 'All'; makePbnContract({ level: 3, strain: 'N', risk: 'X' }) → '3NTX'.

import { err, ok, type Result } from '../../result';
import { parseContract, type Contract } from '../contract';
import { makeStrain, parseSeat, parseVulnerability, type SeatIssue, type VulnerabilityIssue } from '../notation';
import type { Seat, Vulnerability } from '../types';

/** PBN writes "?" for unknown and "" for not relevant; both leave the field out. */
export function isUnknownValue(value: string): boolean {
  const t = value.trim();
  return t === '' || t === '?';
}

/** N/E/S/W or North…West in any case: the vocabulary's parseSeat; the error is its bad-seat issue. */
export function parsePbnSeat(value: string): Result<Seat, SeatIssue> {
  return parseSeat(value);
}

/** None/Love/-, NS, EW, All/Both, in any letter case: the vocabulary's parseVulnerability. */
export function parsePbnVulnerable(value: string): Result<Vulnerability, VulnerabilityIssue> {
  return parseVulnerability(value);
}

/** A board number: a whole number from 1. */
export function parsePbnBoard(value: string): Result<number, string> {
  const t = value.trim();
  if (!/^\d{1,9}$/.test(t) || Number(t) < 1) return err(value);
  return ok(Number(t));
}

/** Tricks taken by declarer, 0..13. */
export function parsePbnResult(value: string): Result<number, string> {
  const t = value.trim();
  if (!/^\d{1,2}$/.test(t) || Number(t) > 13) return err(value);
  return ok(Number(t));
}

/** 'Pass' (passed out) gives null; otherwise '4S', '3NT', '6HXX'. */
export function parsePbnContract(value: string): Result<Contract | null, string> {
  if (/^\s*pass\s*$/i.test(value)) return ok(null);
  const parsed = parseContract(value);
  return parsed.ok ? parsed : err(value);
}

export function makePbnContract(contract: Contract | null): string {
  if (contract === null) return 'Pass';
  return `${contract.level}${makeStrain(contract.strain, 'pbn')}${contract.risk}`;
}
