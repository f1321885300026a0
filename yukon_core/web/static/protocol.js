// The engine protocol over a WebSocket (docs/protocol.md): call(method, params) sends one
// request and resolves with its result, or rejects with its error {code, message, data}.
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
    this.ready = this.connect();
  }

  connect() {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(this.url);
      socket.onopen = () => resolve(socket);
      socket.onerror = () => reject(new Error("cannot reach the engine at " + this.url));
      socket.onmessage = (event) => this.receive(JSON.parse(event.data));
      socket.onclose = () => {
        for (const { reject: fail } of this.pending.values()) {
          fail(new EngineError({ code: 0, message: "the connection to the engine closed" }));
        }
        this.pending.clear();
      };
      this.socket = socket;
    });
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
