// Random play in this engine: legal-move generation and apply steps a second, deal to win or no
// move, as benchmarks/random_play.py measures the Python engine.
//
//     node engine-ts/dist/src/bench.js EXPORT.json [GAMES] [MAX_STEPS]

import { readFileSync } from "node:fs";
import { apply } from "./apply.js";
import { deal } from "./deals.js";
import { legalMoves } from "./generate.js";
import { Rules } from "./rules.js";

export function randomPlay(rules: Rules, games: number, maxSteps: number): { steps: number; seconds: number; won: number } {
  let state = 1;
  let steps = 0;
  let won = 0;
  const started = process.hrtime.bigint();
  for (let number = 1; number <= games; number++) {
    let position = deal(rules, number); // timed, as random_play.py times its deals
    for (let step = 0; step < maxSteps; step++) {
      const moves = legalMoves(rules, position);
      if (!moves.length) break;
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      const [after, events] = apply(rules, position, moves[state % moves.length]);
      position = after;
      steps++;
      if (events[events.length - 1].type === "Won") {
        won++;
        break;
      }
    }
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { steps, seconds, won };
}

if (process.argv[1]?.endsWith("bench.js")) {
  const [file, games = "300", maxSteps = "1000"] = process.argv.slice(2);
  const rules = new Rules(JSON.parse(readFileSync(file, "utf8")));
  const { steps, seconds, won } = randomPlay(rules, Number(games), Number(maxSteps));
  process.stdout.write(JSON.stringify({ game: rules.document.variant.name, steps, seconds, steps_per_second: steps / seconds, won }) + "\n");
}
