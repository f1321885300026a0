// A move: the card that heads what moves and where it goes (a column from 0, FOUNDATION, CELL),
// or a stock action with no card. Text as the Python engine writes it: 9S>3, AH>F, 5D>C, deal.
export const FOUNDATION = -1;
export const CELL = -2;
export const DEAL = -3;
export const REDEAL = -4;
export const DEAL_MOVE = { card: null, to: DEAL };
export const REDEAL_MOVE = { card: null, to: REDEAL };
export function moveText(rules, move) {
    if (move.card === null)
        return move.to === DEAL ? "deal" : "redeal";
    const target = move.to === FOUNDATION ? "F" : move.to === CELL ? "C" : String(move.to + 1);
    return `${rules.text[move.card]}>${target}`;
}
/** Read `9S>3`, `AH>F`, `5D>C`, `deal` or `redeal` (cards written as the export writes them). */
export function parseMove(rules, text) {
    const word = text.trim().toLowerCase();
    if (word === "deal")
        return DEAL_MOVE;
    if (word === "redeal")
        return REDEAL_MOVE;
    const [card, target, extra] = text.trim().split(">");
    if (target === undefined || extra !== undefined)
        throw new Error(`${JSON.stringify(text)} is not a move such as 9S>3`);
    const id = rules.cardId(card.toUpperCase());
    const where = target.toUpperCase();
    if (where === "F")
        return { card: id, to: FOUNDATION };
    if (where === "C")
        return { card: id, to: CELL };
    if (!/^[0-9]{1,2}$/.test(where))
        throw new Error(`${JSON.stringify(target)} is not a column, F or C`);
    return { card: id, to: Number(where) - 1 };
}
