// The stock's actions: dealing (rows onto the columns, face-down rows first, or cards onto the
// waste) and redealing (the waste turned back over, or the tableau shuffled and dealt again).
import { redealColumns } from "./deals.js";
import { DEAL, REDEAL } from "./moves.js";
import { cardsOf, columnOf, runsOf } from "./position.js";
/** Why a stock action may not be made (a refusal code), or null. */
export function checkStock(rules, position, action) {
    const layout = rules.layout;
    if (action === DEAL) {
        if (layout.stock === null)
            return "no_stock";
        return position.stock.length ? null : "stock_empty";
    }
    if (action !== REDEAL)
        return "no_stock";
    if (layout.redeals) {
        if (position.redeals >= layout.redeals)
            return "no_redeal_left";
        return position.columns.some((column) => cardsOf(column).length) ? null : "nothing_to_redeal";
    }
    if (layout.stock === null || layout.stock.kind !== "waste")
        return "no_redeal";
    const passes = layout.stock.passes;
    if (passes !== null && position.redeals >= passes - 1)
        return "no_redeal_left";
    if (position.stock.length)
        return "stock_not_empty";
    return position.waste.length ? null : "nothing_to_redeal";
}
/** The position after a stock action that checkStock allows, and its events. */
export function applyStock(rules, position, action) {
    const layout = rules.layout;
    if (action === REDEAL) {
        if (layout.redeals) {
            const after = redealColumns(rules, position);
            return [{ ...position, columns: after, redeals: position.redeals + 1 }, [{ type: "Redealt", before: position.columns, after }]];
        }
        const cards = position.waste;
        return [{ ...position, stock: [...cards].reverse(), waste: [], redeals: position.redeals + 1 }, [{ type: "WasteTurnedOver", cards }]];
    }
    const stock = position.stock;
    const shape = layout.stock;
    if (shape.kind === "waste") {
        const count = Math.min(shape.turn, stock.length);
        const dealt = stock.slice(stock.length - count).reverse();
        const waste = { kind: "waste", at: 0 };
        const after = { ...position, stock: stock.slice(0, stock.length - count), waste: [...position.waste, ...dealt] };
        return [after, [{ type: "StockDealt", cards: dealt, targets: dealt.map(() => waste), face_down: [] }]];
    }
    const width = position.columns.length;
    const hidden = shape.face_down_rows * width;
    const count = Math.min(hidden + width, stock.length);
    const dealt = stock.slice(stock.length - count).reverse();
    const down = dealt.slice(0, hidden);
    const up = dealt.slice(hidden);
    const turned = [];
    const columns = position.columns.map((column, index) => {
        const under = down.filter((_, at) => at % width === index);
        const over = up.slice(index, index + 1);
        if (under.length) {
            if (!over.length)
                turned.push({ type: "CardTurned", card: under[under.length - 1], column: index });
            return columnOf([...runsOf(column), [under, over]]);
        }
        return over.length ? { down: column.down, up: [...column.up, ...over], under: column.under } : column;
    });
    const dealtEvent = { type: "StockDealt", cards: up, targets: up.map((_, at) => at), face_down: down.map((_, at) => at % width) };
    return [{ ...position, columns, stock: stock.slice(0, stock.length - count) }, [dealtEvent, ...turned]];
}
