// The engine in the browser, for the static site `yukon site` writes: the games' exports and
// what the site adds to them (rules pages as HTML, the shipped winnability verdicts) fetched from
// `games/`, and the protocol answered here; with a server named (`server`), what needs the
// solver is asked of it where it is reachable (`solver_link.ts`).

import { ProtocolError, Session, type SiteExtras } from "./protocol.js";
import { Rules, type RulesDocument } from "./rules.js";
import { SOLVER_METHODS, SolverLink, pageSteps } from "./solver_link.js";

export interface LocalEngine {
  call(method: string, params: Record<string, unknown>): Promise<unknown>;
}

async function fetched(url: string): Promise<unknown> {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`cannot fetch ${url}: ${answer.status}`);
  return answer.json();
}

export async function localEngine(base: string, server?: string): Promise<LocalEngine> {
  const names = (await fetched(`${base}/games/index.json`)) as string[];
  const games = await Promise.all(names.map(async (name) => {
    const [document, extras] = await Promise.all([fetched(`${base}/games/${name}.json`), fetched(`${base}/games/${name}.site.json`)]);
    return [new Rules(document as RulesDocument), extras as SiteExtras] as const;
  }));
  const session = new Session(games.map(([rules]) => rules), new Map(games.map(([rules, extras]) => [rules.document.variant.name, extras])));
  const link = server ? new SolverLink(server) : undefined;

  /** The server's answer to a question of the solver's about one open game, if it gives one. */
  async function fromServer(method: string, params: Record<string, unknown>): Promise<unknown> {
    const keys = Object.keys(params);
    const game = keys.length === 1 && typeof params.game === "string" ? session.opened(params.game) : undefined;
    if (link === undefined || !SOLVER_METHODS.has(method) || game === undefined || game.ended) return undefined;
    const answer = await link.ask(game, method);
    if (answer === undefined) return undefined;
    if (method === "hint" && answer.hint) game.hints++;
    return method === "last_winnable_move" ? pageSteps(answer, game.stepSizes) : answer;
  }

  return {
    async call(method, params) {
      try {
        const answer = await fromServer(method, params);
        if (answer !== undefined) return answer;
        const result = session.call(method, params);
        if (link !== undefined) link.lang = session.lang;
        return result;
      } catch (error) {
        if (error instanceof ProtocolError) throw { code: error.code, message: error.message, data: error.data };
        throw { code: -32603, message: `the engine failed: ${(error as Error).message}` };
      }
    },
  };
}
