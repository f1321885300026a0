// What needs the solver, asked of a `yukon serve` the static page can reach: the site names the
// server (`yukon site DIR --server URL`), and the server lets the site's pages in
// (`yukon serve --allow-origin ORIGIN`). The server holds a twin of the page's game, brought
// level before each question by undoing and playing the steps where the two lines part. Where
// no server answers (none running, the game unknown there, the connection lost), `ask` gives
// `undefined` and the page's own engine answers. The twin plays the page's moves one step each,
// so an answer that counts steps is turned back into the page's steps (`pageSteps`).

import type { Game } from "./game.js";
import { moveText } from "./moves.js";

/** The methods a server answers better than the page: it has the solver. */
export const SOLVER_METHODS: ReadonlySet<string> = new Set(["hint", "is_winnable", "last_winnable_move"]);

/** How long after a failed connection the page goes on alone before trying again. */
export const RETRY_MS = 10_000;

type Result = Record<string, unknown>;

/** A connection lost, or one never made. */
class Unreachable extends Error {}

/** One WebSocket to the server, a request at a time. */
class Connection {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (result: Result) => void; reject: (error: Error) => void }>();

  private constructor(private readonly socket: WebSocket) {
    socket.onmessage = (event) => this.receive(String(event.data));
    socket.onclose = () => {
      for (const { reject } of this.pending.values()) reject(new Unreachable("the connection closed"));
      this.pending.clear();
    };
  }

  static open(url: string): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.onopen = () => resolve(new Connection(socket));
      socket.onerror = () => reject(new Unreachable(`cannot reach ${url}`));
    });
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  call(method: string, params: Result): Promise<Result> {
    if (!this.open) return Promise.reject(new Unreachable("the connection closed"));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
    });
  }

  close(): void {
    this.socket.close();
  }

  private receive(text: string): void {
    let answer: { id?: unknown; result?: Result; error?: { message?: string } };
    try {
      answer = JSON.parse(text);
    } catch {
      return;
    }
    const waiting = typeof answer.id === "number" ? this.pending.get(answer.id) : undefined;
    if (waiting === undefined) return;
    this.pending.delete(answer.id as number);
    if (answer.result !== undefined) waiting.resolve(answer.result);
    else waiting.reject(new Error(answer.error?.message ?? "the server answered nothing"));
  }
}

/** The server's game that mirrors the page's: which game it is, and the steps played on it. */
interface Twin {
  key: string;
  id: string;
  steps: string[];
}

export class SolverLink {
  private connection: Connection | undefined;
  private twin: Twin | undefined;
  private told = "";
  private downUntil = 0;
  private queue: Promise<unknown> = Promise.resolve();

  /** `url`: the server's WebSocket; `lang`: the language its messages are asked in. */
  constructor(readonly url: string, public lang = "en") {}

  /** The server's result of `method` (one of SOLVER_METHODS) on `game` as it stands, or
   * `undefined` where no server answers. Questions are asked one at a time. */
  ask(game: Game, method: string): Promise<Result | undefined> {
    const start = { variant: game.rules.document.variant.name, deal: game.number, options: game.rules.document.options };
    const steps = game.line.map((move) => moveText(game.rules, move));
    const asked = this.queue.then(() => this.asking(start, steps, method));
    this.queue = asked;
    return asked;
  }

  private async asking(start: Result, steps: string[], method: string): Promise<Result | undefined> {
    if (Date.now() < this.downUntil) return undefined;
    try {
      const server = await this.connected();
      const id = await this.level(server, start, steps);
      return await server.call(method, { game: id });
    } catch (error) {
      if (error instanceof Unreachable) {
        this.connection?.close();
        this.connection = undefined;
        this.twin = undefined;
        this.downUntil = Date.now() + RETRY_MS;
      } else {
        await this.dropTwin();
      }
      return undefined;
    }
  }

  /** Close the twin on the server (it holds a place in the connection's quota) and forget it. */
  private async dropTwin(): Promise<void> {
    const twin = this.twin;
    this.twin = undefined;
    if (twin !== undefined && this.connection?.open) {
      await this.connection.call("close", { game: twin.id }).catch(() => undefined);
    }
  }

  private async connected(): Promise<Connection> {
    if (this.connection === undefined || !this.connection.open) {
      this.connection = await Connection.open(this.url);
      this.told = "";
      this.twin = undefined; // a new connection is a new session: the old twin is not there
    }
    if (this.told !== this.lang) {
      await this.connection.call("hello", { lang: this.lang });
      this.told = this.lang;
    }
    return this.connection;
  }

  /** The id of the server's twin of the game `start` and `steps` make, level with it. */
  private async level(server: Connection, start: Result, steps: string[]): Promise<string> {
    const key = JSON.stringify(start);
    if (this.twin === undefined || this.twin.key !== key) {
      await this.dropTwin();
      const opened = await server.call("new_game", start);
      this.twin = { key, id: String(opened.game), steps: [] };
    }
    const twin = this.twin;
    let same = 0;
    while (same < twin.steps.length && same < steps.length && twin.steps[same] === steps[same]) same++;
    while (twin.steps.length > same) {
      await server.call("undo", { game: twin.id });
      twin.steps.pop();
    }
    for (const step of steps.slice(same)) {
      await server.call("play", { game: twin.id, move: step });
      twin.steps.push(step);
    }
    return twin.id;
  }
}

/** The server's answer to `last_winnable_move`, counted in the twin's steps of one move each,
 * counted in the page's steps instead (`sizes`: each page step's moves): the last page step
 * that ends at or before the twin's winnable step, whose position is winnable too, since the
 * twin's winnable position is reached from it. */
export function pageSteps(answer: Record<string, unknown>, sizes: number[]): Record<string, unknown> {
  if (typeof answer.step !== "number") return { step: null, undos: null };
  let step = 0;
  let moves = 0;
  while (step < sizes.length && moves + sizes[step] <= answer.step) moves += sizes[step++];
  return { step, undos: sizes.length - step };
}
