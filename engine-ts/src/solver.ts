// A plain solver: complete depth-first search over the positions a game's moves reach, moves home
// tried first, every position expanded once. It proves a loss only by exhausting them all, so it
// decides small games and easy deals; the Python engine's solver is the strong one. It runs in
// slices (`step`), so that a caller can answer other requests meanwhile and cancel it.

import { apply } from "./apply.js";
import { legalMoves } from "./generate.js";
import { FOUNDATION, type Move, moveText } from "./moves.js";
import type { Position } from "./position.js";
import type { Rules } from "./rules.js";

export interface SolveResult {
  verdict: "won" | "lost" | "unknown";
  moves: string[];
  nodes: number;
  seconds: number;
  exhausted: null | "nodes" | "seconds";
}

function key(position: Position): string {
  return JSON.stringify([position.columns, position.foundations, position.stock, position.waste, position.cells, position.reserves, position.redeals]);
}

interface Frame {
  position: Position;
  moves: Move[];
  next: number;
}

export class Solve {
  private readonly seen = new Set<string>();
  private readonly stack: Frame[] = [];
  private readonly started = Date.now();
  nodes = 0;

  constructor(private readonly rules: Rules, position: Position, private readonly seconds: number, private readonly maxNodes: number | null) {
    this.push(position);
  }

  private push(position: Position): void {
    this.seen.add(key(position));
    this.nodes++;
    const moves = legalMoves(this.rules, position);
    moves.sort((a, b) => Number(b.to === FOUNDATION) - Number(a.to === FOUNDATION));
    this.stack.push({ position, moves, next: 0 });
  }

  /** Search for up to `budget` positions; the result once decided or out of budget, else null. */
  step(budget: number): SolveResult | null {
    for (let done = 0; done < budget; done++) {
      const frame = this.stack[this.stack.length - 1];
      if (frame === undefined) return this.result("lost", null);
      if (frame.position.foundations.reduce((sum, pile) => sum + pile.length, 0) === this.rules.count) return this.result("won", null);
      if (frame.next >= frame.moves.length) {
        this.stack.pop();
        continue;
      }
      const after = apply(this.rules, frame.position, frame.moves[frame.next++])[0];
      if (!this.seen.has(key(after))) this.push(after);
      if (this.maxNodes !== null && this.nodes >= this.maxNodes) return this.result("unknown", "nodes");
    }
    return (Date.now() - this.started) / 1000 >= this.seconds ? this.result("unknown", "seconds") : null;
  }

  private result(verdict: SolveResult["verdict"], exhausted: SolveResult["exhausted"]): SolveResult {
    const line = verdict === "won" ? this.stack.slice(0, -1).map((frame) => moveText(this.rules, frame.moves[frame.next - 1])) : [];
    return { verdict, moves: line, nodes: this.nodes, seconds: (Date.now() - this.started) / 1000, exhausted };
  }
}
