// Where a card lies and can be picked up, which foundation takes it, and whole suits.
/** The single cards that may be picked up outside the columns and foundations, in order. */
export function tops(position) {
    const found = [];
    if (position.waste.length)
        found.push([{ kind: "waste", at: 0, depth: 0 }, position.waste[position.waste.length - 1]]);
    position.cells.forEach((cell, at) => { if (cell.length)
        found.push([{ kind: "cell", at, depth: 0 }, cell[0]]); });
    position.reserves.forEach((pile, at) => { if (pile.length)
        found.push([{ kind: "reserve", at, depth: 0 }, pile[pile.length - 1]]); });
    return found;
}
export function locate(position, card) {
    for (let at = 0; at < position.columns.length; at++) {
        const depth = position.columns[at].up.indexOf(card);
        if (depth >= 0)
            return { kind: "column", at, depth };
    }
    for (let at = 0; at < position.foundations.length; at++) {
        const pile = position.foundations[at];
        if (pile.length && pile[pile.length - 1] === card)
            return { kind: "foundation", at, depth: 0 };
    }
    for (const [place, top] of tops(position))
        if (top === card)
            return place;
    return null;
}
/** The first foundation slot that takes `card` alone, or -1. */
export function foundationSlot(rules, foundations, card) {
    for (let slot = 0; slot < foundations.length; slot++) {
        const pile = foundations[slot];
        if (pile.length ? rules.follows[pile[pile.length - 1] * rules.count + card] === 1 : rules.startsFoundation[card].includes(slot))
            return slot;
    }
    return -1;
}
/** Are `cards` one whole suit from the King (lowest) up to the Ace? */
export function wholeSuit(rules, cards) {
    if (cards.length !== 13)
        return false;
    return cards.every((card, at) => rules.suit[card] === rules.suit[cards[0]] && rules.rank[card] === 13 - at);
}
export function freeCell(position) {
    return position.cells.findIndex((cell) => !cell.length);
}
