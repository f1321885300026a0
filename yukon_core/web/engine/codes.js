// Game codes, as the Python engine writes them: the variant's prefix (`YU1-C-`, `YU2-wave-`)
// and the deal number in seven letters base 26, `A` = 0, most significant first.
const DIGITS = 7;
export function gameCode(rules, number) {
    let letters = "";
    for (let n = 0, rest = number; n < DIGITS; n++, rest = Math.floor(rest / 26)) {
        letters = String.fromCharCode(65 + (rest % 26)) + letters;
    }
    return rules.document.variant.code + letters;
}
/** The deal number of `code` in this game, or null if it is not one of this game's codes. */
export function dealOfCode(rules, code) {
    const prefix = rules.document.variant.code;
    const text = code.trim();
    if (text.length !== prefix.length + DIGITS || text.slice(0, prefix.length).toUpperCase() !== prefix.toUpperCase())
        return null;
    const letters = text.slice(prefix.length).toUpperCase();
    if (!/^[A-Z]{7}$/.test(letters))
        return null;
    return [...letters].reduce((number, letter) => number * 26 + letter.charCodeAt(0) - 65, 0);
}
