// A preview image's cost (issue 17 §2): the CPU time of drawing the PNG of ordinary drill items and of codes forged
// with the longest auctions (246 and 330 calls), each drawn anew (no cache), in the process that draws them. The
// forged codes must cost at most twice the median of ordinary ones of their kind (they cost 12–24 times as much before
// the image drew only what fits). Example: `npm run bench -- image` →
// 'call   ordinary median 142 ms  forged median 151 ms  ratio 1.06 (target ≤ 2: ok)'; exit 1 on a missed target.

import { FORGED_AGAINST, FORGED_KINDS, forgedItem } from '../app/api/quiz/image/forged';
import { drawPreview } from '../app/api/quiz/image/images';
import { quizSession, type QuizItem } from '../lib/quiz';

const DRAWINGS = 12;
const TARGET_RATIO = 2;

/** CPU milliseconds (user + system) this process spends drawing the item's PNG. */
async function drawingCpuMs(item: QuizItem): Promise<number> {
  const since = process.cpuUsage();
  await drawPreview(item, 'sr');
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

function median(values: readonly number[]): number {
  return [...values].sort((a, b) => a - b)[values.length >> 1];
}

// The first drawing loads the fonts and starts the renderer: not part of any item's cost.
await drawPreview(quizSession('respond', 1)[0].item, 'sr');

let missed = 0;
for (const kind of FORGED_KINDS) {
  const ordinary: number[] = [];
  const forged: number[] = [];
  const items = quizSession(FORGED_AGAINST[kind], 7).map((entry) => entry.item);
  for (let k = 0; k < DRAWINGS; k++) {
    ordinary.push(await drawingCpuMs(items[k % items.length]));
    forged.push(await drawingCpuMs(forgedItem(kind, 1000 + k)));
  }
  const ratio = median(forged) / median(ordinary);
  const ok = ratio <= TARGET_RATIO;
  if (!ok) missed++;
  console.log(
    `${kind.padEnd(6)} ordinary median ${median(ordinary).toFixed(0)} ms  forged median ${median(forged).toFixed(0)} ms  ` +
      `ratio ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}: ${ok ? 'ok' : 'MISSED'})`,
  );
}
process.exit(missed === 0 ? 0 : 1);
