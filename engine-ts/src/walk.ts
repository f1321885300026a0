// Seeded random walks through one game, for the cross-check with the Python engine
// (tests/test_ts_engine.py, benchmarks/ts_crosscheck.py): for every position, a line of its
// sorted legal moves and the position itself, both as text; the next move is chosen from the
// sorted list by a 32-bit LCG both sides share.
//
//     node engine-ts/dist/src/walk.js EXPORT.json FIRST_DEAL WALKS STEPS SEED

import { readFileSync } from "node:fs";
import { apply } from "./apply.js";
import { deal } from "./deals.js";
import { legalMoves } from "./generate.js";
import { moveText } from "./moves.js";
import type { Position } from "./position.js";
import { Rules } from "./rules.js";

export function positionText(position: Position): string {
  const columns = position.columns.map((c) => [...c.under.map(([d, u]) => [d, u]), [c.down, c.up]]);
  return JSON.stringify([columns, position.foundations, position.stock, position.waste, position.cells, position.reserves, position.redeals]);
}

export function* walk(rules: Rules, first: number, walks: number, steps: number, seed: number): Generator<string> {
  let state = seed >>> 0;
  for (let number = first; number < first + walks; number++) {
    let position = deal(rules, number);
    for (let step = 0; step < steps; step++) {
      const moves = legalMoves(rules, position).map((move) => [moveText(rules, move), move] as const);
      moves.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      yield `${moves.map(([text]) => text).join(" ")}\t${positionText(position)}`;
      if (!moves.length) break;
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      position = apply(rules, position, moves[state % moves.length][1])[0];
    }
  }
}

if (process.argv[1]?.endsWith("walk.js")) {
  const [file, first, walks, steps, seed] = process.argv.slice(2);
  const rules = new Rules(JSON.parse(readFileSync(file, "utf8")));
  const out: string[] = [];
  for (const line of walk(rules, Number(first), Number(walks), Number(steps), Number(seed))) out.push(line);
  process.stdout.write(out.join("\n") + "\n");
}
