// Every legal move of a position, read off the tables alone (the Python engine's legal_moves).

import { CELL, DEAL, FOUNDATION, type Move, REDEAL } from "./moves.js";
import { foundationSlot, freeCell, tops, wholeSuit } from "./places.js";
import type { Position } from "./position.js";
import type { Rules } from "./rules.js";
import { checkStock } from "./stock.js";

export function legalMoves(rules: Rules, position: Position): Move[] {
  const moves = columnMoves(rules, position);
  if (!rules.columnsOnly) otherMoves(rules, position, moves);
  return moves;
}

function columnMoves(rules: Rules, position: Position): Move[] {
  const { columns, foundations } = position;
  const { mayLift, headsEmpty, builders, count } = rules;
  const where = new Int32Array(count).fill(-1); // the column of each face-up card of a top run
  const size = new Int32Array(count); // the size of the group it heads
  const faceUp: number[] = [];
  columns.forEach((column, index) => {
    const up = column.up;
    for (let depth = 0; depth < up.length; depth++) {
      where[up[depth]] = index;
      size[up[depth]] = up.length - depth;
      faceUp.push(up[depth]);
    }
  });
  const moves: Move[] = [];
  columns.forEach((column, target) => {
    if (column.up.length) {
      for (const card of builders[column.up[column.up.length - 1]]) {
        const from = where[card];
        if (from >= 0 && from !== target && mayLift[size[card]]) moves.push({ card, to: target });
      }
    } else {
      for (const card of faceUp) if (headsEmpty[card] && mayLift[size[card]]) moves.push({ card, to: target });
    }
  });
  if (rules.wholeSuits) return moves;
  for (const column of columns) {
    const top = column.up[column.up.length - 1];
    if (column.up.length && foundationSlot(rules, foundations, top) >= 0) moves.push({ card: top, to: FOUNDATION });
  }
  for (const pile of foundations) {
    const card = pile[pile.length - 1];
    if (pile.length && rules.returns[card]) {
      columns.forEach((column, target) => {
        const top = column.up[column.up.length - 1];
        if (column.up.length ? rules.fits[card * count + top] === 1 : headsEmpty[card]) moves.push({ card, to: target });
      });
    }
  }
  return moves;
}

function otherMoves(rules: Rules, position: Position, moves: Move[]): void {
  const cell = freeCell(position);
  const lone = rules.mayLift[1];
  const singles = !rules.wholeSuits;
  for (const [place, card] of tops(position)) {
    if (lone) {
      position.columns.forEach((column, target) => {
        const top = column.up[column.up.length - 1];
        if (column.up.length ? rules.fits[card * rules.count + top] === 1 : rules.headsEmpty[card]) moves.push({ card, to: target });
      });
    }
    if (singles && foundationSlot(rules, position.foundations, card) >= 0) moves.push({ card, to: FOUNDATION });
    if (cell >= 0 && place.kind !== "cell" && rules.entersCell[card]) moves.push({ card, to: CELL });
  }
  if (cell >= 0) {
    for (const column of position.columns) {
      const top = column.up[column.up.length - 1];
      if (column.up.length && rules.entersCell[top]) moves.push({ card: top, to: CELL });
    }
  }
  if (rules.wholeSuits && !position.foundations.every((pile) => pile.length)) {
    for (const column of position.columns) {
      const up = column.up;
      if (up.length >= 13 && wholeSuit(rules, up.slice(-13))) moves.push({ card: up[up.length - 13], to: FOUNDATION });
    }
  }
  for (const action of [DEAL, REDEAL]) if (checkStock(rules, position, action) === null) moves.push({ card: null, to: action });
}
