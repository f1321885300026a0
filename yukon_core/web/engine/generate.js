// Every legal move of a position, read off the tables alone (the Python engine's legal_moves).
import { CELL, DEAL, FOUNDATION, REDEAL } from "./moves.js";
import { foundationSlot, freeCell, tops, wholeSuit } from "./places.js";
import { checkStock } from "./stock.js";
export function legalMoves(rules, position) {
    const moves = columnMoves(rules, position);
    if (!rules.columnsOnly)
        otherMoves(rules, position, moves);
    return moves;
}
// Scratch tables of the face-up cards of the top runs, marked by a stamp per call so that no call
// clears them: where each lies and the size of the group it heads.
let stamped = new Uint32Array(0);
let where = new Int32Array(0);
let heads = new Int32Array(0);
let stamp = 0;
function columnMoves(rules, position) {
    const { columns, foundations } = position;
    const { mayLift, headsEmpty, builders, count, fits } = rules;
    if (stamped.length < count) {
        stamped = new Uint32Array(count);
        where = new Int32Array(count);
        heads = new Int32Array(count);
    }
    stamp = (stamp + 1) >>> 0 || (stamped.fill(0), 1);
    const faceUp = [];
    for (let index = 0; index < columns.length; index++) {
        const up = columns[index].up;
        for (let depth = 0; depth < up.length; depth++) {
            const card = up[depth];
            stamped[card] = stamp;
            where[card] = index;
            heads[card] = up.length - depth;
            faceUp.push(card);
        }
    }
    const moves = [];
    for (let target = 0; target < columns.length; target++) {
        const up = columns[target].up;
        if (up.length) {
            const fitting = builders[up[up.length - 1]];
            for (let at = 0; at < fitting.length; at++) {
                const card = fitting[at];
                if (stamped[card] === stamp && where[card] !== target && mayLift[heads[card]])
                    moves.push({ card, to: target });
            }
        }
        else {
            for (const card of faceUp)
                if (headsEmpty[card] && mayLift[heads[card]])
                    moves.push({ card, to: target });
        }
    }
    if (rules.wholeSuits)
        return moves;
    for (let index = 0; index < columns.length; index++) {
        const up = columns[index].up;
        if (up.length && foundationSlot(rules, foundations, up[up.length - 1]) >= 0)
            moves.push({ card: up[up.length - 1], to: FOUNDATION });
    }
    for (const pile of foundations) {
        const card = pile[pile.length - 1];
        if (pile.length && rules.returns[card]) {
            for (let target = 0; target < columns.length; target++) {
                const up = columns[target].up;
                if (up.length ? fits[card * count + up[up.length - 1]] === 1 : headsEmpty[card])
                    moves.push({ card, to: target });
            }
        }
    }
    return moves;
}
function otherMoves(rules, position, moves) {
    const cell = freeCell(position);
    const lone = rules.mayLift[1];
    const singles = !rules.wholeSuits;
    for (const [place, card] of tops(position)) {
        if (lone) {
            position.columns.forEach((column, target) => {
                const top = column.up[column.up.length - 1];
                if (column.up.length ? rules.fits[card * rules.count + top] === 1 : rules.headsEmpty[card])
                    moves.push({ card, to: target });
            });
        }
        if (singles && foundationSlot(rules, position.foundations, card) >= 0)
            moves.push({ card, to: FOUNDATION });
        if (cell >= 0 && place.kind !== "cell" && rules.entersCell[card])
            moves.push({ card, to: CELL });
    }
    if (cell >= 0) {
        for (const column of position.columns) {
            const top = column.up[column.up.length - 1];
            if (column.up.length && rules.entersCell[top])
                moves.push({ card: top, to: CELL });
        }
    }
    if (rules.wholeSuits && !position.foundations.every((pile) => pile.length)) {
        for (const column of position.columns) {
            const up = column.up;
            if (up.length >= 13 && wholeSuit(rules, up.slice(-13)))
                moves.push({ card: up[up.length - 13], to: FOUNDATION });
        }
    }
    for (const action of [DEAL, REDEAL])
        if (checkStock(rules, position, action) === null)
            moves.push({ card: null, to: action });
}
