// A game a front end holds: the position, undo and redo, the score, taps and collect-all, as
// the Python engine's session keeps them.

import { apply } from "./apply.js";
import { check } from "./check.js";
import { deal } from "./deals.js";
import type { GameEvent } from "./events.js";
import { legalMoves } from "./generate.js";
import { CELL, FOUNDATION, type Move } from "./moves.js";
import type { Position } from "./position.js";
import type { Rules } from "./rules.js";

interface Step {
  before: Position;
  after: Position;
  scoreBefore: number;
  scoreAfter: number;
}

/** Points for `events`, the score kept at 0 or above after each. */
export function scoreAfter(rules: Rules, score: number, events: GameEvent[]): number {
  const table = rules.document.scoring;
  for (const event of events) {
    let points = 0;
    switch (event.type) {
      case "CardsMoved": points = table.CardsMoved[event.cards[0]]; break;
      case "CardToFoundation": points = table.CardToFoundation[event.card]; break;
      case "CardFromFoundation": points = table.CardFromFoundation[event.card]; break;
      case "CardTurned": points = table.CardTurned[event.card]; break;
      case "SuitToFoundation": points = table.SuitToFoundation[event.cards[0]]; break;
      case "StockDealt": points = table.StockDealt; break;
      case "WasteTurnedOver": points = table.WasteTurnedOver; break;
      case "Redealt": points = table.Redealt; break;
      default: points = 0;
    }
    score = Math.max(0, score + points);
  }
  return score;
}

export class Game {
  position: Position;
  score = 0;
  moves = 0;
  undos = 0;
  private done: Step[] = [];
  private undone: Step[] = [];

  constructor(readonly rules: Rules, readonly number: number) {
    this.position = deal(rules, number);
  }

  get won(): boolean {
    return this.position.foundations.reduce((sum, pile) => sum + pile.length, 0) === this.rules.count;
  }

  get stuck(): boolean {
    return !this.won && !legalMoves(this.rules, this.position).length;
  }

  legalMoves(): Move[] {
    return legalMoves(this.rules, this.position);
  }

  /** Play `move` (refused moves throw `IllegalMove` and change nothing); its events. */
  play(move: Move): GameEvent[] {
    return this.step([move]);
  }

  /** Every legal move of the group headed by `card`: the foundation, columns left to right, a cell. */
  destinations(card: number): Move[] {
    const places = [FOUNDATION, ...this.position.columns.keys(), ...(this.rules.layout.cells ? [CELL] : [])];
    return places.map((to) => ({ card, to })).filter((move) => check(this.rules, this.position, move) === null);
  }

  /** A tap: home if the card can go, else the longest column it fits (leftmost of equals), then
   * the first other place; null if it has nowhere to go. */
  tap(card: number): GameEvent[] | null {
    const moves = this.destinations(card);
    const home = moves.find((move) => move.to === FOUNDATION);
    const columns = this.position.columns;
    const size = (at: number) => columns[at].under.reduce((n, [d, u]) => n + d.length + u.length, 0) + columns[at].down.length + columns[at].up.length;
    const built = moves.filter((move) => move.to >= 0 && columns[move.to].up.length);
    const longest = built.reduce<Move | undefined>((best, move) => (best === undefined || size(move.to) > size(best.to) ? move : best), undefined);
    const chosen = home ?? longest ?? moves[0];
    return chosen ? this.play(chosen) : null;
  }

  /** Every card home in one step, lowest first, once every card is face up and every column runs
   * in build order; null when that is not so. */
  collect(): GameEvent[] | null {
    const rules = this.rules;
    const position = this.position;
    const hidden = position.stock.length + position.columns.reduce((n, c) => n + c.down.length + c.under.reduce((m, [d]) => m + d.length, 0), 0);
    const ordered = position.columns.every((column) => column.up.every((card, at) => !at || rules.fits[card * rules.count + column.up[at - 1]] === 1));
    if (this.won || hidden || !ordered) return null;
    const moves: Move[] = [];
    let trial = position;
    for (;;) {
      const ready = legalMoves(rules, trial).filter((move) => move.to === FOUNDATION);
      if (!ready.length) break;
      const move = ready.reduce((best, m) => (rules.rank[m.card!] < rules.rank[best.card!] || (rules.rank[m.card!] === rules.rank[best.card!] && m.card! < best.card!) ? m : best));
      trial = apply(rules, trial, move)[0];
      moves.push(move);
    }
    if (trial.foundations.reduce((sum, pile) => sum + pile.length, 0) !== rules.count) return null;
    return this.step(moves);
  }

  undo(): boolean {
    const step = this.done.pop();
    if (!step) return false;
    this.undone.push(step);
    this.position = step.before;
    this.score = step.scoreBefore;
    this.undos++;
    return true;
  }

  redo(): boolean {
    const step = this.undone.pop();
    if (!step) return false;
    this.done.push(step);
    this.position = step.after;
    this.score = step.scoreAfter;
    this.moves++;
    return true;
  }

  private step(moves: Move[]): GameEvent[] {
    let position = this.position;
    const events: GameEvent[] = [];
    for (const move of moves) {
      const [after, happened] = apply(this.rules, position, move);
      position = after;
      events.push(...happened);
    }
    const scoreBefore = this.score;
    this.score = scoreAfter(this.rules, this.score, events);
    this.done.push({ before: this.position, after: position, scoreBefore, scoreAfter: this.score });
    this.undone = [];
    this.position = position;
    this.moves++;
    return events;
  }
}
