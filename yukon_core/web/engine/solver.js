// A plain solver: complete depth-first search over the positions a game's moves reach, moves home
// tried first, every position expanded once. It proves a loss only by exhausting them all, so it
// decides small games and easy deals; the Python engine's solver is the strong one. It runs in
// slices (`step`), so that a caller can answer other requests meanwhile and cancel it.
import { apply } from "./apply.js";
import { legalMoves } from "./generate.js";
import { FOUNDATION, moveText } from "./moves.js";
function key(position) {
    return JSON.stringify([position.columns, position.foundations, position.stock, position.waste, position.cells, position.reserves, position.redeals]);
}
export class Solve {
    rules;
    seconds;
    maxNodes;
    seen = new Set();
    stack = [];
    started = Date.now();
    nodes = 0;
    constructor(rules, position, seconds, maxNodes) {
        this.rules = rules;
        this.seconds = seconds;
        this.maxNodes = maxNodes;
        this.push(position);
    }
    push(position) {
        this.seen.add(key(position));
        this.nodes++;
        const moves = legalMoves(this.rules, position);
        moves.sort((a, b) => Number(b.to === FOUNDATION) - Number(a.to === FOUNDATION));
        this.stack.push({ position, moves, next: 0 });
    }
    /** Search for up to `budget` positions; the result once decided or out of budget, else null. */
    step(budget) {
        for (let done = 0; done < budget; done++) {
            const frame = this.stack[this.stack.length - 1];
            if (frame === undefined)
                return this.result("lost", null);
            if (frame.position.foundations.reduce((sum, pile) => sum + pile.length, 0) === this.rules.count)
                return this.result("won", null);
            if (frame.next >= frame.moves.length) {
                this.stack.pop();
                continue;
            }
            const after = apply(this.rules, frame.position, frame.moves[frame.next++])[0];
            if (!this.seen.has(key(after)))
                this.push(after);
            if (this.maxNodes !== null && this.nodes >= this.maxNodes)
                return this.result("unknown", "nodes");
        }
        return (Date.now() - this.started) / 1000 >= this.seconds ? this.result("unknown", "seconds") : null;
    }
    result(verdict, exhausted) {
        const line = verdict === "won" ? this.stack.slice(0, -1).map((frame) => moveText(this.rules, frame.moves[frame.next - 1])) : [];
        return { verdict, moves: line, nodes: this.nodes, seconds: (Date.now() - this.started) / 1000, exhausted };
    }
}
