// Whether a move is legal, and if not, the refusal code the Python engine gives.
import { CELL, FOUNDATION } from "./moves.js";
import { foundationSlot, freeCell, locate, wholeSuit } from "./places.js";
import { checkStock } from "./stock.js";
export function check(rules, position, move) {
    if (move.card === null)
        return checkStock(rules, position, move.to);
    const card = move.card;
    const target = move.to;
    if (target === CELL)
        return checkCell(rules, position, card);
    if (target !== FOUNDATION && !(target >= 0 && target < position.columns.length))
        return "no_such_column";
    const place = locate(position, card);
    return place === null ? notAvailable(position, card) : checkAt(rules, position, card, target, place);
}
/** Why the card at `place` may not go to `target` (a column or FOUNDATION), or null. */
export function checkAt(rules, position, card, target, place) {
    if (target !== FOUNDATION && !(target >= 0 && target < position.columns.length))
        return "no_such_column";
    if (target === FOUNDATION)
        return checkHome(rules, position, card, place);
    if (place.kind === "column" && place.at === target)
        return "same_column";
    if (place.kind === "foundation" && (rules.wholeSuits || !rules.returns[card]))
        return "no_return";
    const size = place.kind === "column" ? position.columns[place.at].up.length - place.depth : 1;
    if (!rules.mayLift[size])
        return "group_too_large";
    return checkOnto(rules, position, card, target);
}
function notAvailable(position, card) {
    const buried = position.columns.some((column) => column.under.some(([, up]) => up.includes(card)));
    return buried ? "under_face_down" : "not_available";
}
function checkOnto(rules, position, card, target) {
    const up = position.columns[target].up;
    if (!up.length)
        return rules.headsEmpty[card] ? null : "empty_column";
    const top = up[up.length - 1];
    if (rules.fits[card * rules.count + top])
        return null;
    const allowed = rules.document.tables.onto[card];
    const suits = new Set(allowed.filter((c) => rules.rank[c] === rules.rank[top]).map((c) => rules.suit[c]));
    if (!suits.size)
        return "wrong_rank";
    const red = (suit) => suit === 1 || suit === 2;
    const colours = new Set([...suits].map(red));
    const wholeColour = colours.size === 1 && [0, 1, 2, 3].filter((s) => colours.has(red(s))).every((s) => suits.has(s));
    return wholeColour ? "wrong_colour" : "wrong_suit";
}
function checkHome(rules, position, card, place) {
    if (place.kind === "foundation")
        return "already_home";
    if (rules.wholeSuits) {
        const up = place.kind === "column" ? position.columns[place.at].up.slice(place.depth) : [];
        if (!wholeSuit(rules, up))
            return "not_whole_suit";
        return position.foundations.some((pile) => !pile.length) ? null : "no_free_foundation";
    }
    if (place.kind === "column" && place.depth !== position.columns[place.at].up.length - 1)
        return "not_top_card";
    if (foundationSlot(rules, position.foundations, card) >= 0)
        return null;
    return rules.startsFoundation[card].length ? "no_free_foundation" : "foundation_refuses";
}
function checkCell(rules, position, card) {
    if (!rules.layout.cells)
        return "no_cells";
    const place = locate(position, card);
    if (place === null)
        return notAvailable(position, card);
    if (place.kind === "cell")
        return "already_in_cell";
    if (place.kind === "foundation")
        return "back_to_columns_only";
    if (place.kind === "column" && place.depth !== position.columns[place.at].up.length - 1)
        return "one_card_only";
    if (!rules.entersCell[card])
        return "cell_refuses";
    return freeCell(position) >= 0 ? null : "no_free_cell";
}
