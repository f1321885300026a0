// The TypeScript engine's own tests, on exports the Python engine writes into $YUKON_EXPORTS
// (tests/test_ts_engine.py runs them so): `node --test engine-ts/dist/test/`.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { IllegalMove, apply } from "../src/apply.js";
import { check } from "../src/check.js";
import { dealOfCode, gameCode } from "../src/codes.js";
import { deal } from "../src/deals.js";
import { Game } from "../src/game.js";
import { legalMoves } from "../src/generate.js";
import { moveText, parseMove } from "../src/moves.js";
import { columnOf, lifted } from "../src/position.js";
import { Rules } from "../src/rules.js";

const folder = process.env.YUKON_EXPORTS;
const skip = folder ? false : "YUKON_EXPORTS names no folder of exports";

function rules(name: string): Rules {
  return new Rules(JSON.parse(readFileSync(join(folder!, `${name}.json`), "utf8")));
}

function after(game: Rules, number: number, moves: string[]) {
  let position = deal(game, number);
  for (const move of moves) position = apply(game, position, parseMove(game, move))[0];
  return position;
}

test("a column of runs is kept in its form", () => {
  assert.deepEqual(columnOf([[[], [1]], [[2], [3]]]), { down: [2], up: [3], under: [[[], [1]]] });
  assert.deepEqual(columnOf([[[], [1]], [[], [3]]]), { down: [], up: [1, 3], under: [] });
  assert.deepEqual(columnOf([[[5], [1]], [[2], []]]), { down: [5], up: [1, 2], under: [] });
  assert.deepEqual(lifted({ down: [2], up: [3], under: [[[], [1]]] }, 0), { down: [], up: [1, 2], under: [] });
});

test("Classic's deal 1 is the Python engine's", { skip }, () => {
  const classic = rules("classic");
  const position = deal(classic, 1);
  assert.deepEqual(position.columns[0], { down: [], up: [classic.cardId("7H")], under: [] });
  assert.deepEqual(position.columns.map((c) => [c.down.length, c.up.length]), [[0, 1], [1, 5], [2, 5], [3, 5], [4, 5], [5, 5], [6, 5]]);
});

test("a game code names a deal as the Python engine writes it", { skip }, () => {
  assert.equal(gameCode(rules("classic"), 12345), "YU1-C-AAAASGV");
  assert.equal(gameCode(rules("wave"), 1), "YU2-wave-AAAAAAB");
  assert.equal(dealOfCode(rules("wave"), " yu2-WAVE-aaaasgv "), 12345);
  assert.equal(dealOfCode(rules("classic"), "YU1-R-AAAAAAB"), null);
});

test("moves are legal or refused with the Python engine's codes", { skip }, () => {
  const classic = rules("classic");
  const position = deal(classic, 1);
  assert.equal(check(classic, position, parseMove(classic, "6S>1")), null);
  assert.equal(check(classic, position, parseMove(classic, "8D>6")), "wrong_colour");
  assert.equal(check(classic, position, parseMove(classic, "7H>1")), "same_column");
  assert.equal(check(classic, position, parseMove(classic, "redeal")), "no_redeal");
  assert.throws(() => apply(classic, position, parseMove(classic, "8D>6")), (error: unknown) => error instanceof IllegalMove && error.code === "wrong_colour");
  assert.ok(legalMoves(classic, position).map((m) => moveText(classic, m)).includes("6S>1"));
});

test("Wave's face-up card under a face-down one waits for it", { skip }, () => {
  const wave = rules("wave");
  assert.equal(check(wave, deal(wave, 1), parseMove(wave, "JS/1>8")), "under_face_down");
  assert.equal(check(wave, after(wave, 1, ["3S/1>2"]), parseMove(wave, "JS/1>8")), "wrong_rank");
  const dealt = after(wave, 1, ["deal"]);
  assert.equal(dealt.stock.length, 64);
  assert.ok(dealt.columns.every((column) => column.up.length === 1 && column.down.length === 1 && column.under.length === 2));
});

test("a game scores, undoes and redoes", { skip }, () => {
  const game = new Game(rules("classic"), 1);
  const start = game.position;
  game.play(parseMove(game.rules, "10S>2"));
  assert.equal(game.score, 5); // the card it bared turned
  const played = game.position;
  assert.deepEqual(game.undo().map((event) => event.type), ["CardTurnedDown", "CardsMoved", "ScoreChanged"]);
  assert.equal(game.position, start);
  assert.equal(game.score, 0);
  assert.throws(() => game.undo(), /nothing to undo/);
  game.redo();
  assert.equal(game.position, played);
  assert.equal(game.score, 5);
});

test("a tap sends a card home first, and collect-all ends a game in order", { skip }, () => {
  const classic = rules("classic");
  const game = new Game(classic, 1);
  const ace = game.destinations(classic.cardId("AH"));
  assert.deepEqual(ace, []); // face down at the deal
  const id = (text: string) => classic.cardId(text);
  const home = (suit: string, top: number) => [...Array(top).keys()].map((r) => id(`${["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"][r]}${suit}`));
  game.position = {
    ...game.position,
    columns: [{ down: [], up: [id("KC")], under: [] }, { down: [], up: [id("QC")], under: [] }, { down: [], up: [id("JC")], under: [] }, ...game.position.columns.slice(3).map(() => ({ down: [], up: [], under: [] }))],
    foundations: [home("S", 13), home("H", 13), home("D", 13), home("C", 10)],
  };
  const events = game.tap(id("JC"));
  assert.deepEqual(events?.[0], { type: "CardToFoundation", card: id("JC"), column: 2, slot: 3 });
  const collected = game.collect();
  assert.equal(collected[collected.length - 1].type, "Won");
  assert.ok(game.won);
  game.finish();
  assert.throws(() => game.undo(), /won and over/);
});
