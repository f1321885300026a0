// The engine protocol over standard input and output, one JSON line each way, for the games
// exported into a folder: `node engine-ts/dist/src/stdio.js EXPORTS_FOLDER`. Solves run in
// slices between other requests, and `cancel` stops one; the end of input ends the engine.

import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { deal } from "./deals.js";
import {
  CANCELLED, INVALID_PARAMS, INVALID_REQUEST, PARSE_ERROR, ProtocolError, Reader, Session,
} from "./protocol.js";
import { Rules } from "./rules.js";
import { Solve } from "./solver.js";

const MAX_LINE = 1 << 20;
const SLICE = 2000;

type Id = string | number | null;

function answer(id: Id, result: unknown): void {
  process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id, result }) + "\n");
}

function fail(id: Id, error: ProtocolError): void {
  const body: Record<string, unknown> = { code: error.code, message: error.message };
  if (error.data !== undefined) body.data = error.data;
  process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id, error: body }) + "\n");
}

const folder = process.argv[2];
const variants = readdirSync(folder).filter((name) => name.endsWith(".json")).sort()
  .map((name) => new Rules(JSON.parse(readFileSync(join(folder, name), "utf8"))));
const session = new Session(variants);
const solving = new Map<Id, { solve: Solve; cancelled: boolean }>();

function startSolve(id: Id, reader: Reader): void {
  const rules = session.rules(reader.text("variant")!);
  const number = reader.whole("deal") ?? 1;
  const seconds = Number(reader.value("seconds") ?? 10);
  const nodes = reader.whole("nodes") ?? null;
  reader.value("options");
  reader.done();
  if (!(seconds > 0 && seconds <= 600)) throw new ProtocolError(INVALID_PARAMS, "seconds are more than 0 and at most 600", { param: "seconds" });
  const job = { solve: new Solve(rules, deal(rules, number), seconds, nodes), cancelled: false };
  solving.set(id, job);
  const run = () => {
    if (job.cancelled) {
      solving.delete(id);
      fail(id, new ProtocolError(CANCELLED, "the solve was cancelled"));
      return;
    }
    const result = job.solve.step(SLICE);
    if (result === null) {
      setImmediate(run);
      return;
    }
    solving.delete(id);
    answer(id, result);
  };
  setImmediate(run);
}

function handle(line: string): void {
  if (line.length > MAX_LINE) return fail(null, new ProtocolError(INVALID_REQUEST, `a request is longer than ${MAX_LINE} bytes`));
  let message: unknown;
  try {
    message = JSON.parse(line);
  } catch {
    return fail(null, new ProtocolError(PARSE_ERROR, "a line that is not JSON"));
  }
  if (typeof message !== "object" || message === null || Array.isArray(message)) {
    return fail(null, new ProtocolError(INVALID_REQUEST, "a request is a JSON object"));
  }
  const request = message as Record<string, unknown>;
  const hasId = "id" in request;
  const rawId = request.id;
  const id: Id = typeof rawId === "string" || typeof rawId === "number" ? rawId : null;
  const params = request.params ?? {};
  if (typeof request.method !== "string" || typeof params !== "object" || params === null || Array.isArray(params)) {
    return fail(id, new ProtocolError(INVALID_REQUEST, 'a request names its "method" and gives its params by name'));
  }
  try {
    if (request.method === "solve") return startSolve(id, new Reader(params as Record<string, unknown>));
    if (request.method === "cancel") {
      const reader = new Reader(params as Record<string, unknown>);
      const target = reader.value("id") as Id;
      reader.done();
      const job = solving.get(target);
      if (job !== undefined) job.cancelled = true;
      if (hasId) answer(id, { cancelled: job !== undefined });
      return;
    }
    const result = session.call(request.method, params as Record<string, unknown>);
    if (hasId) answer(id, result);
  } catch (error) {
    if (!hasId) return;
    if (error instanceof ProtocolError) return fail(id, error);
    fail(id, new ProtocolError(-32603, `the engine failed: ${(error as Error).name}`));
  }
}

createInterface({ input: process.stdin, crlfDelay: Infinity }).on("line", handle);
