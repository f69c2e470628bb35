// The results squares as migration 0003 folded and packed them, frozen: a later change to the live squares
// (lib/teach/cells.ts) or to the grade columns (server/item-rows.ts) never changes what 0003 writes. A square is ten
// values (0007 adds the eleventh, the expected answer): the first attempt's id, time, answer, right (1/0), the rule that
// rejects it and the expected answer's rule ('' for none); the attempts, any right (1/0), the distinct answers joined by
// a newline, and the seconds counted.
// Example: foldSquares([{ id: 'a', student_id: 's', set_item_id: 'i', answer_text: '2D', is_right: 0, … }])
// → Map { 's' → { i: ['a', 1000, '2D', 0, 'R-NEW1', 'O-1', 1, 0, '2D', 12] } }.

/** An answer row as 0003 read it, in the order it folds them (by time, then id, within one set). */
export interface AnswerRow0003 {
  readonly id: string;
  readonly student_id: string;
  readonly set_item_id: string;
  readonly ms: number | string;
  readonly at: number | string;
  readonly is_right: number | string | boolean;
  readonly answer_text: string;
  readonly wrong_rule: string | null;
  readonly expected_rule: string | null;
}

export type Square0003 = [string, number, string, 0 | 1, string, string, number, 0 | 1, string, number];

/** An answer's time counted at most five minutes (IDLE_MS as 0003 read it). */
const IDLE_MS_0003 = 5 * 60 * 1000;

function seconds(ms: number): number {
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, IDLE_MS_0003) / 1000 : 0;
}

/** The squares of one set's answers (given by time, then id), by student then set item; a repeated id counts once. */
export function foldSquares(answers: readonly AnswerRow0003[]): Map<string, Record<string, Square0003>> {
  const squares = new Map<string, Record<string, Square0003>>();
  const seen = new Set<string>();
  for (const a of answers) {
    if (seen.has(a.id)) continue;
    seen.add(a.id);
    const own = squares.get(a.student_id) ?? {};
    const right = Number(a.is_right) !== 0 ? 1 : 0;
    const at = Number(a.at);
    const cell = own[a.set_item_id];
    if (!cell) {
      own[a.set_item_id] = [a.id, at, a.answer_text, right, a.wrong_rule ?? '', a.expected_rule ?? '', 1, right, a.answer_text, seconds(Number(a.ms))];
    } else {
      const earlier = at < cell[1] || (at === cell[1] && a.id < cell[0]);
      const given = cell[8].split('\n');
      own[a.set_item_id] = [
        ...(earlier ? [a.id, at, a.answer_text, right, a.wrong_rule ?? '', a.expected_rule ?? ''] as const : [cell[0], cell[1], cell[2], cell[3], cell[4], cell[5]] as const),
        cell[6] + 1,
        cell[7] === 1 || right === 1 ? 1 : 0,
        given.includes(a.answer_text) ? cell[8] : [...given, a.answer_text].join('\n'),
        cell[9] + seconds(Number(a.ms)),
      ];
    }
    squares.set(a.student_id, own);
  }
  return squares;
}
