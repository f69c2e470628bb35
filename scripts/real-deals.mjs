#!/usr/bin/env node
// Rebuilds the 299 real deals of docs/bidder-quality.md ("Real deals") from clones of the five public repositories
// they come from, so that anyone can measure the bidder on them: `npm run bench -- contracts --deals 0 <out>/*.pbn`.
// The files are not in this repository (they are other people's). A clone may be a bare mirror: files are read with
// `git show <commit>:<path>`. Example:
//   node scripts/real-deals.mjs --out /tmp/real --pbntools ~/pbntools --ben ~/ben --endplay ~/endplay --zdenecek ~/pbn
//   → polish-clubs.pbn 164, bbo-tournaments.pbn 48, camrose-2024.pbn 32, championships-2012.pbn 40, czech-club.pbn 15

import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: { out: { type: 'string' }, pbntools: { type: 'string' }, ben: { type: 'string' }, endplay: { type: 'string' }, zdenecek: { type: 'string' } },
});
for (const name of ['out', 'pbntools', 'ben', 'endplay', 'zdenecek']) {
  if (!args[name]) throw new Error(`--${name} is needed (see the example at the top of scripts/real-deals.mjs)`);
}

/** A file of a clone at the commit docs/bidder-quality.md names. */
function show(clone, commit, path) {
  return execFileSync('git', ['-C', clone, 'show', `${commit}:${path}`], { maxBuffer: 64 << 20 }).toString('utf8');
}

const KEPT = ['Event', 'Board', 'Dealer', 'Vulnerable', 'Deal'];

/** The games of a PBN text (blocks between blank lines), a tag a game leaves out taken from the game before it. */
function games(text) {
  const out = [];
  let previous = {};
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const tags = Object.fromEntries([...block.matchAll(/^\[(\w+)\s+"(.*)"\]/gm)].map((m) => [m[1], m[2]]));
    if (Object.keys(tags).length === 0) continue;
    const game = Object.fromEntries(KEPT.map((k) => [k, tags[k] ?? previous[k]]));
    previous = game;
    if (game.Deal) out.push(game);
  }
  return out;
}

/** The first game of each board number, file by file. */
function firstOfEachBoard(texts) {
  return texts.flatMap((text) => {
    const seen = new Set();
    return games(text).filter((g) => !seen.has(g.Board) && seen.add(g.Board));
  });
}

function write(name, list) {
  const text = list.map((g) => KEPT.filter((k) => g[k]).map((k) => `[${k} "${g[k]}"]`).join('\n')).join('\n\n');
  writeFileSync(join(args.out, name), `${text}\n`);
  console.log(`${name} ${list.length}`);
}

mkdirSync(args.out, { recursive: true });
const PBNTOOLS = '97ab9be5';
const polish = ['test_1_pary/WB120802/wb120802.pbn', 'test_2_kops/PCH1003/PCH1003.pbn', 'test_3_pary_20130801/WB130801/wb130801.pbn',
  'test_4_kops_www_20130807/sm0807.pbn', 'test_5_pary_www_20130808/wb130808.pbn', 'test_9_pary_www_szczyrk_20131108/131108szczyrk.pbn'];
write('polish-clubs.pbn', firstOfEachBoard(polish.map((p) => show(args.pbntools, PBNTOOLS, `test/${p}`))));
const bbo = ['test_6_bbo_skyclub_20130810/sky_club_2196_pairs_sky_club_jackpot_2000.pbn', 'test_7_bbo_www_acbl_20130810/acbl_1607_pairs_acbl_sat_1pm_speedball.pbn',
  'test_8_bbo_wronie_20130824/wronie_9533_pairs_2720_przyjaciele_wronia.pbn', 'test_10_bbo_www_annamar_1538_php/annamar_1538_pairs_untitled.pbn',
  'test_11_aba_17901/aba_17901_aba_pairs.pbn'];
write('bbo-tournaments.pbn', firstOfEachBoard(bbo.map((p) => show(args.pbntools, PBNTOOLS, `test/${p}`))));
write('camrose-2024.pbn', firstOfEachBoard([show(args.ben, '7c2c5585', 'demo/Camrose24_1.pbn')]).filter((g) => Number(g.Board) >= 1 && Number(g.Board) <= 32));
// the championships: every 57th distinct deal, from the first, forty of them
const seen = new Set();
const distinct = games(show(args.endplay, '260af100', 'tests/pbn/example3.pbn')).filter((g) => !seen.has(g.Deal) && seen.add(g.Deal));
write('championships-2012.pbn', distinct.filter((_g, i) => i % 57 === 0).slice(0, 40));
write('czech-club.pbn', firstOfEachBoard([show(args.zdenecek, '07621e88', 'pbn_files/bridgecomposer.pbn')]));
