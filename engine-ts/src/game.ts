// A game a front end holds: the position, undo and redo, the score, taps and collect-all, as
// the Python engine's session keeps them.

import { apply } from "./apply.js";
import { check } from "./check.js";
import { deal } from "./deals.js";
import { type GameEvent, inverse } from "./events.js";
import { legalMoves } from "./generate.js";
import { CELL, FOUNDATION, type Move } from "./moves.js";
import { type Position, cardsOf } from "./position.js";
import type { Rules } from "./rules.js";

interface Step {
  before: Position;
  after: Position;
  scoreBefore: number;
  scoreAfter: number;
  events: GameEvent[];
  moves: Move[];
}

/** A refused action of the game as a whole: nothing to undo, the game ended, … */
export class GameError extends Error {
  constructor(readonly type: string, message: string) {
    super(message);
  }
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
  hints = 0;
  ended = false;
  private started: number | null = null;
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

  get canUndo(): boolean {
    return !this.ended && this.done.length > 0;
  }

  get canRedo(): boolean {
    return !this.ended && this.undone.length > 0;
  }

  get canCollect(): boolean {
    return !this.ended && this.collectMoves() !== null;
  }

  /** The moves from the deal to now, for a save. */
  /** How many moves each step from the deal holds (a collect or a send home holds several). */
  get stepSizes(): number[] {
    return this.done.map((step) => step.moves.length);
  }

  get line(): Move[] {
    return this.done.flatMap((step) => step.moves);
  }

  get seconds(): number {
    return this.started === null ? 0 : (Date.now() - this.started) / 1000;
  }

  legalMoves(): Move[] {
    return legalMoves(this.rules, this.position);
  }

  /** Play `move` (a refused one throws `IllegalMove` and changes nothing); its events. */
  play(move: Move): GameEvent[] {
    return this.step([move]);
  }

  /** Every legal move of the group headed by `card`: the foundation, columns left to right, a cell. */
  destinations(card: number): Move[] {
    const places = [FOUNDATION, ...this.position.columns.keys(), ...(this.rules.layout.cells ? [CELL] : [])];
    return places.map((to) => ({ card, to })).filter((move) => check(this.rules, this.position, move) === null);
  }

  /** The move a tap on `card` makes: home if it can go, else the longest column it fits (the
   * leftmost of equals), then the first other place; null if it has nowhere to go. */
  tapMove(card: number): Move | null {
    const moves = this.destinations(card);
    const columns = this.position.columns;
    const size = (at: number) => cardsOf(columns[at]).length;
    const built = moves.filter((move) => move.to >= 0 && columns[move.to].up.length);
    const longest = built.reduce<Move | undefined>((best, move) => (best === undefined || size(move.to) > size(best.to) ? move : best), undefined);
    return moves.find((move) => move.to === FOUNDATION) ?? longest ?? moves[0] ?? null;
  }

  tap(card: number): GameEvent[] {
    const move = this.tapMove(card);
    if (move === null) throw new GameError("NoPlaceError", `${this.rules.text[card]} has nowhere to go`);
    return this.play(move);
  }

  /** The moves home of collect-all, lowest card first, or null: a card is face down, a column is
   * out of its build order, every card is home, or moves home alone cannot finish. */
  collectMoves(): Move[] | null {
    const rules = this.rules;
    const position = this.position;
    const hidden = position.stock.length + position.columns.reduce((n, c) => n + c.down.length + c.under.reduce((m, [d]) => m + d.length, 0), 0);
    const ordered = position.columns.every((column) => column.up.every((card, at) => !at || rules.fits[card * rules.count + column.up[at - 1]] === 1));
    if (this.won || hidden || !ordered) return null;
    const [moves, after] = this.movesHome(() => true);
    return after.foundations.reduce((sum, pile) => sum + pile.length, 0) === rules.count ? moves : null;
  }

  /** The safe moves home, lowest card first, until none is left: a card goes once every card
   * that may be built on it is home, so sending it can never cost a move. */
  safeHomeMoves(): Move[] {
    const builders = this.rules.builders;
    return this.movesHome((card, home) => builders[card].every((builder) => home.has(builder)))[0];
  }

  /** The safe moves home as one step (none: no step, no events). */
  sendSafeHome(): GameEvent[] {
    this.stillOn();
    const moves = this.safeHomeMoves();
    return moves.length ? this.step(moves) : [];
  }

  /** Moves home one after another, lowest card first, while there is one of a card `mayGo`
   * allows (given the cards home); the moves and the position after. */
  private movesHome(mayGo: (card: number, home: Set<number>) => boolean): [Move[], Position] {
    const rules = this.rules;
    const moves: Move[] = [];
    let position = this.position;
    for (;;) {
      const home = new Set(position.foundations.flat());
      const ready = legalMoves(rules, position).filter((move) => move.to === FOUNDATION && mayGo(move.card!, home));
      if (!ready.length) return [moves, position];
      const move = ready.reduce((best, m) => (rules.rank[m.card!] < rules.rank[best.card!] || (rules.rank[m.card!] === rules.rank[best.card!] && m.card! < best.card!) ? m : best));
      position = apply(rules, position, move)[0];
      moves.push(move);
    }
  }

  collect(): GameEvent[] {
    this.stillOn();
    const moves = this.collectMoves();
    if (moves === null) throw new GameError("CollectError", "collect-all needs every card face up and every column in order");
    return this.step(moves);
  }

  undo(): GameEvent[] {
    this.stillOn();
    const step = this.done.pop();
    if (!step) throw new GameError("UndoError", "there is nothing to undo");
    this.undone.push(step);
    this.undos++;
    const motion = step.events.map(inverse).filter((event): event is GameEvent => event !== null).reverse();
    return this.enter(step.before, step.scoreBefore, motion);
  }

  redo(): GameEvent[] {
    this.stillOn();
    const step = this.undone.pop();
    if (!step) throw new GameError("UndoError", "there is nothing to redo");
    this.done.push(step);
    this.moves++;
    return this.enter(step.after, step.scoreAfter, step.events.filter((event) => event.type !== "Won"));
  }

  /** End the game (won, or given up); it takes no more actions. */
  finish(): void {
    this.ended = true;
  }

  private stillOn(): void {
    if (this.ended) throw new GameError("GameEndedError", this.won ? "this game is won and over" : "this game was given up");
  }

  private step(moves: Move[]): GameEvent[] {
    this.stillOn();
    let position = this.position;
    const events: GameEvent[] = [];
    for (const move of moves) {
      const [after, happened] = apply(this.rules, position, move);
      position = after;
      events.push(...happened);
    }
    const score = scoreAfter(this.rules, this.score, events);
    this.done.push({ before: this.position, after: position, scoreBefore: this.score, scoreAfter: score, events, moves });
    this.undone = [];
    this.moves++;
    this.started ??= Date.now();
    return this.enter(position, score, events.filter((event) => event.type !== "Won"));
  }

  /** Make `position` and `score` current; the motion and the game's own events. */
  private enter(position: Position, score: number, motion: GameEvent[]): GameEvent[] {
    const change = score - this.score;
    this.position = position;
    this.score = score;
    const events = [...motion];
    if (change) events.push({ type: "ScoreChanged", score, change });
    if (this.won) events.push({ type: "Won" });
    else if (this.stuck) events.push({ type: "NoMoveLeft" });
    return events;
  }
}
