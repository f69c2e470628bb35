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

/** Tricks taken by declarer, 0..13; PBN 2.1's side form ('NS 11', 'EW 2') gives the side with its tricks. */
export function parsePbnResult(value: string): Result<{ tricks: number; side: 'NS' | 'EW' | null }, string> {
  // PBN 2.1 §3.4.15: '9', 'NS 9', both sides 'NS 9 EW 4' (either side first), and '^5' (a result given by claim)
  const both = /^\s*(NS|EW)\s+(\d{1,2})\s+(NS|EW)\s+(\d{1,2})\s*$/i.exec(value);
  if (both) {
    const [first, second] = [both[1].toUpperCase(), both[3].toUpperCase()];
    if (first === second || Number(both[2]) + Number(both[4]) > 13) return err(value);
    return ok({ tricks: Number(both[2]), side: first as 'NS' | 'EW' });
  }
  const m = /^\s*(?:(NS|EW)\s+)?\^?(\d{1,2})\s*$/i.exec(value);
  if (!m || Number(m[2]) > 13) return err(value);
  return ok({ tricks: Number(m[2]), side: m[1] ? (m[1].toUpperCase() as 'NS' | 'EW') : null });
}

/** A Declarer value: a seat, or PBN 2.1's '^S' (declarer's hand faced by the wrong player, §3.9): the seat is read. */
export function parsePbnDeclarer(value: string): Result<Seat, SeatIssue> {
  return parseSeat(value.replace(/^\s*\^/, ''));
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

const RANK_ORDER = 'AKQJT98765432';

/**
 * A Deal value with unknown hands ('-', PBN 2.1 §3.4.11): with one unknown, its cards are the ones the other three
 * lack (the deal text is returned complete); with more, null (the deal cannot be known); with none, unchanged.
 */
export function completePbnDeal(value: string): string | null {
  const m = /^\s*([NESWnesw]\s*:)\s*(.*)$/s.exec(value);
  if (!m) return value;
  const parts = m[2].trim().split(/\s+/);
  const unknown = parts.filter((p) => p === '-').length;
  if (unknown === 0 || parts.length !== 4) return value;
  if (unknown > 1) return null;
  const held = [0, 1, 2, 3].map((s) => parts.filter((p) => p !== '-').map((p) => (p.split('.')[s] ?? '').toUpperCase()).join(''));
  const missing = held.map((cards) => [...RANK_ORDER].filter((r) => !cards.includes(r)).join('')).join('.');
  return `${m[1]}${parts.map((p) => (p === '-' ? missing : p)).join(' ')}`;
}
