// Deals exactly as the Python engine deals them: SplitMix64 seeded with the deal number, a
// Fisher–Yates shuffle from the last place down with unbiased draws, and the layout's order.
import { cardsOf, columnOf } from "./position.js";
const MASK = (1n << 64n) - 1n;
const TWO_64 = 1n << 64n;
function* splitmix64(seed) {
    let state = seed & MASK;
    for (;;) {
        state = (state + 0x9e3779b97f4a7c15n) & MASK;
        let z = state;
        z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK;
        z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK;
        yield z ^ (z >> 31n);
    }
}
/** `items` shuffled by Fisher–Yates with the stream of `seed`. */
export function shuffled(items, seed) {
    const order = [...items];
    const stream = splitmix64(seed);
    for (let i = order.length - 1; i > 0; i--) {
        const bound = BigInt(i + 1);
        const limit = TWO_64 - (TWO_64 % bound);
        let value = stream.next().value;
        while (value >= limit)
            value = stream.next().value;
        const j = Number(value % bound);
        [order[i], order[j]] = [order[j], order[i]];
    }
    return order;
}
function slots(layout) {
    const shapes = layout.columns;
    const found = [];
    if (layout.deal_order === "columns") {
        shapes.forEach((runs, column) => runs.forEach((counts, run) => {
            for (const face of [0, 1])
                for (let n = 0; n < counts[face]; n++)
                    found.push([column, run, face]);
        }));
        return found;
    }
    const deepest = Math.max(...shapes.map((runs) => runs.length));
    for (let run = 0; run < deepest; run++) {
        for (const face of [0, 1]) {
            const rows = Math.max(...shapes.filter((runs) => run < runs.length).map((runs) => runs[run][face]));
            for (let row = 0; row < rows; row++) {
                shapes.forEach((runs, column) => {
                    if (run < runs.length && runs[run][face] > row)
                        found.push([column, run, face]);
                });
            }
        }
    }
    return found;
}
/** Cards dealt into columns of the layout's shapes, as far as they go. */
function columns(layout, cards) {
    const runs = layout.columns.map((shape) => shape.map(() => [[], []]));
    const order = slots(layout);
    cards.forEach((card, at) => {
        if (at < order.length) {
            const [column, run, face] = order[at];
            runs[column][run][face].push(card);
        }
    });
    return runs.map((column) => columnOf(column));
}
function columnCount(layout) {
    return layout.columns.reduce((sum, runs) => sum + runs.reduce((s, [d, u]) => s + d + u, 0), 0);
}
/** The opening position of deal `number`. */
export function deal(rules, number) {
    const layout = rules.layout;
    const bases = new Set(rules.bases);
    const deck = [...Array(rules.count).keys()].filter((card) => !bases.has(card));
    const order = shuffled(deck, BigInt(number));
    const dealtToColumns = columnCount(layout);
    let at = dealtToColumns;
    const cells = [];
    for (let n = 0; n < layout.cells; n++)
        cells.push(n < layout.cells_dealt ? [order[at++]] : []);
    const reserves = layout.reserves.map((size) => {
        const pile = order.slice(at, at + size);
        at += size;
        return pile;
    });
    const stock = order.slice(at).reverse();
    const start = layout.stock ? layout.stock.waste_start : 0;
    return {
        columns: columns(layout, order.slice(0, dealtToColumns)),
        foundations: [...Array(layout.foundations).keys()].map((slot) => (slot < rules.bases.length ? [rules.bases[slot]] : [])),
        stock: stock.slice(0, stock.length - start),
        waste: stock.slice(stock.length - start).reverse(),
        cells,
        reserves,
        redeals: 0,
        seed: layout.redeals ? number : 0,
    };
}
/** The columns after the next shuffling redeal of `position`. */
export function redealColumns(rules, position) {
    const gathered = position.columns.flatMap(cardsOf);
    const seed = ((BigInt(position.seed) << 8n) | BigInt(position.redeals + 1)) ^ 0x5eedn;
    const places = shuffled([...gathered.keys()], seed);
    return columns(rules.layout, places.map((place) => gathered[place]));
}
