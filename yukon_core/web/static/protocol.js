// The engine protocol (docs/protocol.md): call(method, params) sends one request and resolves
// with its result, or rejects with its error {code, message, data}. Over a WebSocket to `yukon
// serve`, where a dropped connection is made again, waiting longer after each failed try (up to
// 10 s; onclose and onreconnect tell the page); or, on the static site `yukon site` writes
// (<html data-engine="local">), answered in the page by the TypeScript engine, which asks the
// server the site names (data-server) for what needs the solver, where that server is reachable.
"use strict";

class EngineError extends Error {
  constructor(error) {
    super(error.message);
    this.code = error.code;
    this.data = error.data;
  }
}

class Engine {
  constructor(url) {
    this.url = url;
    this.nextId = 1;
    this.pending = new Map();
    this.onclose = null;
    this.onreconnect = null;
    this.ready = this.connect();
  }

  connect() {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(this.url);
      let opened = false;
      socket.onopen = () => {
        opened = true;
        resolve(socket);
      };
      socket.onerror = () => {
        if (!opened) reject(new Error("cannot reach the engine at " + this.url));
      };
      socket.onmessage = (event) => this.receive(JSON.parse(event.data));
      socket.onclose = () => {
        for (const { reject: fail } of this.pending.values()) {
          fail(new EngineError({ code: 0, message: "the connection to the engine closed" }));
        }
        this.pending.clear();
        if (opened) this.reconnect();
      };
      this.socket = socket;
    });
  }

  // Calls made meanwhile wait for the new connection.
  reconnect() {
    if (this.onclose) this.onclose();
    this.ready = (async () => {
      for (let wait = 250; ; wait = Math.min(2 * wait, 10000)) {
        await new Promise((done) => setTimeout(done, wait));
        try {
          const socket = await this.connect();
          if (this.onreconnect) this.onreconnect();
          return socket;
        } catch (error) {
          // not back yet: wait longer
        }
      }
    })();
  }

  receive(answer) {
    const waiting = this.pending.get(answer.id);
    if (!waiting) return;
    this.pending.delete(answer.id);
    if ("error" in answer) waiting.reject(new EngineError(answer.error));
    else waiting.resolve(answer.result);
  }

  async call(method, params = {}) {
    const socket = await this.ready;
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ jsonrpc: "2.0", id, method, params }));
    });
  }
}

// The TypeScript engine in the page, loaded from the site's engine/ and games/ folders.
class LocalEngine {
  constructor(base, server) {
    this.onclose = null;
    this.onreconnect = null;
    this.ready = import(`${base}/engine/local.js`).then((module) => module.localEngine(base, server));
  }

  async call(method, params = {}) {
    const engine = await this.ready;
    try {
      return await engine.call(method, JSON.parse(JSON.stringify(params)));
    } catch (error) {
      throw new EngineError(error);
    }
  }
}

function connectEngine() {
  const { engine, server } = document.documentElement.dataset;
  if (engine === "local") return new LocalEngine(new URL(".", location.href).href.replace(/\/$/, ""), server);
  return new Engine(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`);
}
