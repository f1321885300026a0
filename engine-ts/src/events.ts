// What a move did, for the score and for a front end: the Python engine's events, cards by id.

export type GameEvent =
  | { type: "CardsMoved"; cards: number[] }
  | { type: "CardToFoundation"; card: number }
  | { type: "CardFromFoundation"; card: number }
  | { type: "CardTurned"; card: number; column: number }
  | { type: "SuitToFoundation"; cards: number[] }
  | { type: "StockDealt"; cards: number[] }
  | { type: "WasteTurnedOver"; cards: number[] }
  | { type: "Redealt" }
  | { type: "Won" };
