// The engine in the browser, for the static site `yukon site` writes: the games' exports and
// what the site adds to them (rules pages as HTML, the shipped winnability verdicts) fetched from
// `games/`, and the protocol answered here, with no server.
import { ProtocolError, Session } from "./protocol.js";
import { Rules } from "./rules.js";
async function fetched(url) {
    const answer = await fetch(url);
    if (!answer.ok)
        throw new Error(`cannot fetch ${url}: ${answer.status}`);
    return answer.json();
}
export async function localEngine(base) {
    const names = (await fetched(`${base}/games/index.json`));
    const games = await Promise.all(names.map(async (name) => {
        const [document, extras] = await Promise.all([fetched(`${base}/games/${name}.json`), fetched(`${base}/games/${name}.site.json`)]);
        return [new Rules(document), extras];
    }));
    const session = new Session(games.map(([rules]) => rules), new Map(games.map(([rules, extras]) => [rules.document.variant.name, extras])));
    return {
        async call(method, params) {
            try {
                return session.call(method, params);
            }
            catch (error) {
                if (error instanceof ProtocolError)
                    throw { code: error.code, message: error.message, data: error.data };
                throw { code: -32603, message: `the engine failed: ${error.message}` };
            }
        },
    };
}
