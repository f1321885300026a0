// A game as the Python engine exports it (`yukon export`, docs/rules-format.md), and the same
// tables compiled for fast lookups.
/** The document's tables, indexed by card id, with the lookups play needs. */
export class Rules {
    document;
    count;
    layout;
    text;
    suit;
    rank;
    /** `fits[c * count + t]`: may card `c` be put on card `t` in a column. */
    fits;
    /** The cards that may be put on each card. */
    builders;
    headsEmpty;
    startsFoundation;
    /** `follows[t * count + c]`: may `c` go on a foundation topped by `t`. */
    follows;
    mayLift;
    returns;
    entersCell;
    bases;
    wholeSuits;
    /** Columns and single-card foundations alone: no stock, cells, reserves or redeals. */
    columnsOnly;
    constructor(document) {
        this.document = document;
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
        this.builders = cards.map(() => []);
        tables.onto.forEach((targets, card) => {
            for (const target of targets) {
                this.fits[card * count + target] = 1;
                this.builders[target].push(card);
            }
        });
        this.follows = new Uint8Array(count * count);
        tables.foundation_next.forEach((after, top) => {
            for (const card of after)
                this.follows[top * count + card] = 1;
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
    cardId(text) {
        const id = this.text.indexOf(text);
        if (id < 0)
            throw new Error(`no card ${JSON.stringify(text)} in ${this.document.variant.name}`);
        return id;
    }
}
