// A position: every pile bottom first, as the Python engine's Position. A column is its top
// run of face-up cards (`up`), the face-down cards under it (`down`) and, where a game deals
// face-down cards between face-up ones, the runs under those (`under`, bottom first).
/** The column of `runs` (bottom first) in its form: a run with no face-up card joins the next
 * one's face-down cards, one with no face-down card joins the face-up cards under it, and a
 * face-down card left on top is turned. */
export function columnOf(runs) {
    const merged = [];
    for (const [downs, ups] of runs) {
        let down = downs;
        let up = ups;
        if (merged.length && !merged[merged.length - 1][1].length)
            down = [...merged.pop()[0], ...down];
        if (merged.length && !down.length) {
            const [lowerDown, lowerUp] = merged.pop();
            down = lowerDown;
            up = [...lowerUp, ...up];
        }
        if (down.length || up.length)
            merged.push([down, up]);
    }
    if (merged.length && !merged[merged.length - 1][1].length) {
        const down = merged.pop()[0];
        return columnOf([...merged, [down.slice(0, -1), down.slice(-1)]]);
    }
    if (!merged.length)
        return { down: [], up: [], under: [] };
    const [down, up] = merged.pop();
    return { down, up, under: merged };
}
export function runsOf(column) {
    return [...column.under, [column.down, column.up]];
}
/** The column once its face-up cards from `depth` have left, a bared face-down card turned. */
export function lifted(column, depth) {
    if (depth || !column.down.length)
        return { down: column.down, up: column.up.slice(0, depth), under: column.under };
    if (!column.under.length)
        return { down: column.down.slice(0, -1), up: column.down.slice(-1), under: [] };
    return columnOf([...column.under, [column.down, []]]);
}
export function cardsOf(column) {
    return runsOf(column).flatMap(([down, up]) => [...down, ...up]);
}
