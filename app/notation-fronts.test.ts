// One reader per notation: every front (the command line, /api/bid's handler, the table page's address, a lesson's
// <Deal>/<Hand> component, a PBN file) reads the same seat and vulnerability spellings to the same value, or refuses
// them with the same coded issue (bad-seat, bad-vulnerability), because all of them go through lib/bridge/notation.
import { describe, expect, it } from 'vitest';
import { readDealer, readVul } from '@/app/_components/bidding-query';
import { handleBidDeal } from '@/lib/bidder-api';
import { parsePbnFile } from '@/lib/bridge/pbn/file';
import { parseSeat, parseVulnerability } from '@/lib/bridge/notation';
import { dispatch } from '@/lib/cli/dispatch';
import { readExample } from '@/lib/lessons/examples';
import type { Result } from '@/lib/result';

const DEAL = 'N:AKQ2.KJ3.AT8.Q32 JT9.AQ42.KJ9.AJ5 876.T98.Q765.KT9 543.765.432.8764';
const HAND = 'AKQ2.KJ3.AT8.Q32';

/** A front's answer reduced to what must agree: the value, or the vocabulary's issue code. */
type Read = { value: string } | { code: string };

function of(result: Result<unknown, { code: string; params: Readonly<Record<string, unknown>> }>, pick: (v: never) => unknown): Read {
  if (result.ok) return { value: String(pick(result.value as never)) };
  const { code, params } = result.error;
  // the lesson reader wraps the vocabulary's issue as bad-value with its code as the reason; PBN names its own codes
  if (code === 'bad-value') return { code: String(params.reason) };
  if (code === 'pbn-bad-seat') return { code: 'bad-seat' };
  if (code === 'pbn-bad-vulnerable') return { code: 'bad-vulnerability' };
  return { code };
}

const VUL_FRONTS: Readonly<Record<string, (text: string) => Read>> = {
  cli: (text) => of(dispatch(['bid-deal', '--dealer', 'N', '--vul', text, DEAL], ''), (v: { vul: string }) => v.vul),
  api: (text) => of(handleBidDeal({ deal: DEAL, dealer: 'N', vul: text }), (v: { vul: string }) => v.vul),
  table: (text) => of(readVul(text), (v: string) => v),
  lesson: (text) => of(readExample('Deal', { deal: DEAL, vul: text }), (v: { vul: string }) => v.vul),
  pbn: (text) => of(parsePbnFile(`[Vulnerable "${text}"]\n[Deal "${DEAL}"]\n`), (v: { vul: string }[]) => v[0].vul),
};

const SEAT_FRONTS: Readonly<Record<string, (text: string) => Read>> = {
  cli: (text) => of(dispatch(['bid-deal', '--dealer', text, DEAL], ''), (v: { dealer: string }) => v.dealer),
  api: (text) => of(handleBidDeal({ deal: DEAL, dealer: text }), (v: { dealer: string }) => v.dealer),
  table: (text) => of(readDealer(text), (v: string) => v),
  lesson: (text) => of(readExample('Hand', { hand: HAND, seat: text }), (v: { seat: string }) => v.seat),
  pbn: (text) => of(parsePbnFile(`[Dealer "${text}"]\n[Deal "${DEAL}"]\n`), (v: { dealer: string }[]) => v[0].dealer),
};

const VULS = ['None', 'none', 'Love', '-', 'NS', 'ns', 'EW', 'All', 'all', 'Both', 'BOTH', 'Some', 'oba', 'N-S'];
const SEATS = ['N', 'n', 'E', 'S', 'W', 'north', 'North', 'EAST', 'south', 'West', 'Sever', 'Q', 'NE'];

describe('one reader per notation, every front', () => {
  it.each(VULS)('vulnerability %j reads the same everywhere', (text) => {
    const expected = of(parseVulnerability(text), (v: string) => v);
    for (const [front, read] of Object.entries(VUL_FRONTS)) expect({ front, read: read(text) }).toEqual({ front, read: expected });
  });

  it.each(SEATS)('seat %j reads the same everywhere', (text) => {
    const expected = of(parseSeat(text), (v: string) => v);
    for (const [front, read] of Object.entries(SEAT_FRONTS)) expect({ front, read: read(text) }).toEqual({ front, read: expected });
  });

  it('the shared answers are the PBN set: Both and all are All, Love and - are None, north is N, Sever is no seat', () => {
    expect(of(parseVulnerability('Both'), (v: string) => v)).toEqual({ value: 'All' });
    expect(of(parseVulnerability('all'), (v: string) => v)).toEqual({ value: 'All' });
    expect(of(parseVulnerability('-'), (v: string) => v)).toEqual({ value: 'None' });
    expect(of(parseSeat('north'), (v: string) => v)).toEqual({ value: 'N' });
    expect(of(parseSeat('Sever'), (v: string) => v)).toEqual({ code: 'bad-seat' });
  });
});
