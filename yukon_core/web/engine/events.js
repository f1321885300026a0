// What an action did, in order, for the score and for a front end: the Python engine's events,
// cards by id, a pile as a column's index or {kind, at}.
/** The motion that takes `event` back, or null for one with no motion. */
export function inverse(event) {
    switch (event.type) {
        case "CardsMoved": return { ...event, source: event.target, target: event.source };
        case "CardToFoundation": return { type: "CardFromFoundation", card: event.card, slot: event.slot, column: event.column };
        case "CardFromFoundation": return { type: "CardToFoundation", card: event.card, column: event.column, slot: event.slot };
        case "CardTurned": return { ...event, type: "CardTurnedDown" };
        case "CardTurnedDown": return { ...event, type: "CardTurned" };
        case "SuitToFoundation": return { ...event, type: "SuitFromFoundation" };
        case "SuitFromFoundation": return { ...event, type: "SuitToFoundation" };
        case "StockDealt": return { type: "StockUndealt", cards: event.cards, sources: event.targets, face_down: event.face_down };
        case "StockUndealt": return { type: "StockDealt", cards: event.cards, targets: event.sources, face_down: event.face_down };
        case "WasteTurnedOver": return { ...event, type: "WasteTurnedBack" };
        case "WasteTurnedBack": return { ...event, type: "WasteTurnedOver" };
        case "Redealt": return { ...event, before: event.after, after: event.before };
        default: return null;
    }
}
