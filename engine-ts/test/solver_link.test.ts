// The page's link to a `yukon serve` (`solver_link.ts`), against a server made up here: a
// WebSocket stand-in that answers the protocol's few methods the link uses.

import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { Game } from "../src/game.js";
import { legalMoves } from "../src/generate.js";
import { moveText } from "../src/moves.js";
import { Rules } from "../src/rules.js";
import { SolverLink, pageSteps } from "../src/solver_link.js";

const folder = process.env.YUKON_EXPORTS;
const skip = folder ? false : "YUKON_EXPORTS names no folder of exports";

type Request = { id: number; method: string; params: Record<string, unknown> };

/** The made-up server: its games' steps by id, and every request of every connection. */
class Server {
  games = new Map<string, string[]>();
  connections: Request[][] = [];
  sockets: FakeSocket[] = [];
  refuse = new Set<string>();
  private opened = 0;

  answer(request: Request): { result?: unknown; error?: unknown } {
    const { method, params } = request;
    const steps = this.games.get(String(params.game));
    if (method === "hello") return { result: { protocol: 1 } };
    if (method === "new_game") {
      const id = `s${++this.opened}`;
      this.games.set(id, []);
      return { result: { game: id } };
    }
    if (steps === undefined) return { error: { code: -32002, message: `no open game '${params.game}'` } };
    if (method === "play") {
      if (this.refuse.has(String(params.move))) return { error: { code: -32001, message: "refused" } };
      steps.push(String(params.move));
      return { result: {} };
    }
    if (method === "undo") return { result: steps.pop() };
    if (method === "close") return { result: this.games.delete(String(params.game)) };
    if (method === "is_winnable") return { result: { winnable: steps.length < 3 } };
    return { error: { code: -32601, message: `no method ${method}` } };
  }

  /** Drop every connection, as a restarted server would (its games go with them). */
  restart(): void {
    for (const socket of this.sockets) socket.close();
    this.sockets = [];
    this.games.clear();
  }
}

const server = new Server();

class FakeSocket {
  static readonly OPEN = 1;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  private readonly log: Request[] = [];

  constructor(_url: string) {
    server.connections.push(this.log);
    server.sockets.push(this);
    setTimeout(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    });
  }

  send(text: string): void {
    const request = JSON.parse(text) as Request;
    this.log.push(request);
    const answer = server.answer(request);
    setTimeout(() => this.onmessage?.({ data: JSON.stringify({ id: request.id, ...answer }) }));
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.();
  }
}

(globalThis as unknown as { WebSocket: unknown }).WebSocket = FakeSocket;

function classicGame(): Game {
  return new Game(new Rules(JSON.parse(readFileSync(join(folder!, "classic.json"), "utf8"))), 1);
}

function methods(log: Request[]): string[] {
  return log.map((request) => request.method);
}

test("the twin follows the page's game, and a new connection opens a new twin", { skip }, async () => {
  const link = new SolverLink("ws://made-up");
  const game = classicGame();
  game.play(legalMoves(game.rules, game.position)[0]);
  assert.deepEqual(await link.ask(game, "is_winnable"), { winnable: true });
  assert.deepEqual(methods(server.connections.at(-1)!), ["hello", "new_game", "play", "is_winnable"]);
  game.undo();
  assert.deepEqual(await link.ask(game, "is_winnable"), { winnable: true });
  assert.deepEqual(methods(server.connections.at(-1)!).slice(4), ["undo", "is_winnable"]);

  server.restart();
  game.play(legalMoves(game.rules, game.position)[0]);
  assert.deepEqual(await link.ask(game, "is_winnable"), { winnable: true }, "answered after the restart");
  assert.deepEqual(methods(server.connections.at(-1)!), ["hello", "new_game", "play", "is_winnable"]);
});

test("a twin the server refuses to follow is closed, not left open", { skip }, async () => {
  const link = new SolverLink("ws://made-up");
  const game = classicGame();
  const move = legalMoves(game.rules, game.position)[0];
  game.play(move);
  const before = server.games.size;
  server.refuse.add(moveText(game.rules, move));
  assert.equal(await link.ask(game, "is_winnable"), undefined, "the page answers alone");
  assert.equal(server.games.size, before, "the refused twin was closed");
  server.refuse.clear();
});

test("an answer counted in the twin's one-move steps is counted in the page's steps", () => {
  assert.deepEqual(pageSteps({ step: 3, undos: 2 }, [1, 1, 2, 1]), { step: 2, undos: 2 });
  assert.deepEqual(pageSteps({ step: 4, undos: 1 }, [1, 1, 2, 1]), { step: 3, undos: 1 });
  assert.deepEqual(pageSteps({ step: 0, undos: 5 }, [1, 1, 2, 1]), { step: 0, undos: 4 });
  assert.deepEqual(pageSteps({ step: 5, undos: 0 }, [1, 1, 2, 1]), { step: 4, undos: 0 });
  assert.deepEqual(pageSteps({ step: null, undos: null }, [1, 2]), { step: null, undos: null });
});
