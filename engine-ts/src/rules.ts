// A game as the Python engine exports it (`yukon export`, docs/rules-format.md), and the same
// tables compiled for fast lookups.

export interface StockShape {
  kind: "rows" | "waste";
  turn: number;
  passes: number | null;
  waste_start: number;
  face_down_rows: number;
}

export interface LayoutShape {
  decks: number;
  columns: [number, number][][];
  foundations: number;
  foundation_kind: "single" | "suit";
  foundation_bases: string[];
  cells: number;
  cells_dealt: number;
  reserves: number[];
  stock: StockShape | null;
  redeals: number;
  deal_order: "columns" | "rows";
}

export interface RulesDocument {
  format: "yukon-rules";
  version: 1;
  variant: { name: string; letter: string | null; title: Record<string, string>; code: string };
  options: Record<string, string | number | boolean>;
  layout: LayoutShape;
  cards: string[];
  tables: {
    onto: number[][];
    heads_empty: boolean[];
    starts_foundation: number[][];
    foundation_next: number[][];
    may_lift: boolean[];
    returns: boolean[];
    enters_cell: boolean[];
  };
  scoring: {
    CardsMoved: number[];
    CardToFoundation: number[];
    CardFromFoundation: number[];
    CardTurned: number[];
    SuitToFoundation: number[];
    StockDealt: number;
    WasteTurnedOver: number;
    Redealt: number;
  };
  deals: { generator: string; shuffle: string; max_deal: number };
  texts: { rules: Record<string, string>; refusals: Record<string, Record<string, string>> };
}

/** The document's tables, indexed by card id, with the lookups play needs. */
export class Rules {
  readonly count: number;
  readonly layout: LayoutShape;
  readonly text: string[];
  readonly suit: number[];
  readonly rank: number[];
  /** `fits[c * count + t]`: may card `c` be put on card `t` in a column. */
  readonly fits: Uint8Array;
  /** The cards that may be put on each card. */
  readonly builders: number[][];
  readonly headsEmpty: boolean[];
  readonly startsFoundation: number[][];
  /** `follows[t * count + c]`: may `c` go on a foundation topped by `t`. */
  readonly follows: Uint8Array;
  readonly mayLift: boolean[];
  readonly returns: boolean[];
  readonly entersCell: boolean[];
  readonly bases: number[];
  readonly wholeSuits: boolean;
  /** Columns and single-card foundations alone: no stock, cells, reserves or redeals. */
  readonly columnsOnly: boolean;

  constructor(readonly document: RulesDocument) {
    if (document.format !== "yukon-rules" || document.version !== 1) {
      throw new Error('expected a document of "format": "yukon-rules", "version": 1');
    }
    const { tables, layout, cards } = document;
    const count = cards.length;
    this.count = count;
    this.layout = layout;
    this.text = cards;
    this.suit = cards.map((_, id) => Math.floor((id % 52) / 13));
    this.rank = cards.map((_, id) => (id % 13) + 1);
    this.fits = new Uint8Array(count * count);
    this.builders = cards.map(() => [] as number[]);
    tables.onto.forEach((targets, card) => {
      for (const target of targets) {
        this.fits[card * count + target] = 1;
        this.builders[target].push(card);
      }
    });
    this.follows = new Uint8Array(count * count);
    tables.foundation_next.forEach((after, top) => {
      for (const card of after) this.follows[top * count + card] = 1;
    });
    this.headsEmpty = tables.heads_empty;
    this.startsFoundation = tables.starts_foundation;
    this.mayLift = tables.may_lift;
    this.returns = tables.returns;
    this.entersCell = tables.enters_cell.length ? tables.enters_cell : cards.map(() => false);
    this.bases = layout.foundation_bases.map((card) => this.cardId(card));
    this.wholeSuits = layout.foundation_kind === "suit";
    const mixed = layout.columns.some((runs) => runs.length > 1)
      || (layout.stock !== null && layout.stock.face_down_rows > 0);
    this.columnsOnly = layout.stock === null && !mixed && !layout.cells && !layout.reserves.length
      && !layout.redeals && !this.wholeSuits && !this.bases.length;
  }

  /** The id of a card written as the document writes it (`9S`, `9S/2`). */
  cardId(text: string): number {
    const id = this.text.indexOf(text);
    if (id < 0) throw new Error(`no card ${JSON.stringify(text)} in ${this.document.variant.name}`);
    return id;
  }
}
