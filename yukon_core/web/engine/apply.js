// Playing a legal move: the next position and its events, in order (the Python engine's apply).
import { check, checkAt } from "./check.js";
import { CELL, FOUNDATION } from "./moves.js";
import { foundationSlot, freeCell, locate } from "./places.js";
import { lifted } from "./position.js";
import { applyStock, checkStock } from "./stock.js";
export class IllegalMove extends Error {
    code;
    constructor(code) {
        super(`refused: ${code}`);
        this.code = code;
    }
}
export function apply(rules, position, move) {
    if (move.card === null) {
        const refused = checkStock(rules, position, move.to);
        if (refused !== null)
            throw new IllegalMove(refused);
        return applyStock(rules, position, move.to);
    }
    const place = move.to === CELL ? null : locate(position, move.card);
    const refused = place === null ? check(rules, position, move) : checkAt(rules, position, move.card, move.to, place);
    if (refused !== null)
        throw new IllegalMove(refused);
    const [after, events] = cardMove(rules, position, move.card, move.to, place ?? locate(position, move.card));
    if (move.to === FOUNDATION) {
        let home = 0;
        for (const pile of after.foundations)
            home += pile.length;
        if (home === rules.count)
            events.push({ type: "Won" });
    }
    return [after, events];
}
function cardMove(rules, position, card, target, place) {
    const columns = position.columns.slice();
    const foundations = position.foundations.slice();
    let { waste, cells, reserves } = position;
    let moved;
    const events = [];
    if (place.kind === "column") {
        const column = columns[place.at];
        moved = column.up.slice(place.depth);
        columns[place.at] = lifted(column, place.depth);
    }
    else if (place.kind === "foundation") {
        moved = [card];
        foundations[place.at] = foundations[place.at].slice(0, -1);
    }
    else if (place.kind === "waste") {
        moved = [card];
        waste = waste.slice(0, -1);
    }
    else if (place.kind === "cell") {
        moved = [card];
        cells = cells.map((cell, at) => (at === place.at ? [] : cell));
    }
    else {
        moved = [card];
        reserves = reserves.map((pile, at) => (at === place.at ? pile.slice(0, -1) : pile));
    }
    const source = place.kind === "column" ? place.at : { kind: place.kind, at: place.at };
    if (target === FOUNDATION) {
        if (moved.length > 1) {
            const slot = position.foundations.findIndex((pile) => !pile.length);
            foundations[slot] = moved;
            events.push({ type: "SuitToFoundation", cards: moved, column: place.at, slot });
        }
        else {
            const slot = foundationSlot(rules, position.foundations, card);
            foundations[slot] = foundations[slot].concat(card);
            events.push({ type: "CardToFoundation", card, column: source, slot });
        }
    }
    else if (target === CELL) {
        const cell = freeCell(position);
        cells = cells.map((held, at) => (at === cell ? moved : held));
        events.push({ type: "CardsMoved", cards: moved, source, target: { kind: "cell", at: cell } });
    }
    else {
        const column = columns[target];
        columns[target] = { down: column.down, up: column.up.concat(moved), under: column.under };
        events.push(place.kind === "foundation"
            ? { type: "CardFromFoundation", card, slot: place.at, column: target }
            : { type: "CardsMoved", cards: moved, source, target });
    }
    const bared = position.columns[place.at];
    if (place.kind === "column" && !place.depth && bared.down.length) {
        events.push({ type: "CardTurned", card: bared.down[bared.down.length - 1], column: place.at });
    }
    const after = {
        columns, foundations, stock: position.stock, waste, cells, reserves, redeals: position.redeals, seed: position.seed,
    };
    return [after, events];
}
