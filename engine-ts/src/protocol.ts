// The engine protocol (docs/protocol.md): JSON-RPC-shaped requests answered from the games this
// engine was given as exports. The views and error codes are the Python engine's, so the same
// front ends and the same conformance suite work with either.

import { IllegalMove } from "./apply.js";
import { check } from "./check.js";
import { dealOfCode, gameCode } from "./codes.js";
import type { GameEvent, PileRef } from "./events.js";
import { Game, GameError } from "./game.js";
import { type Move, moveText, parseMove } from "./moves.js";
import { locate } from "./places.js";
import type { Column } from "./position.js";
import type { Rules } from "./rules.js";

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const GAME_ERROR = -32000;
export const MOVE_REFUSED = -32001;
export const NO_SUCH_GAME = -32002;
export const CANCELLED = -32800;

const ENGINE = "yukon-ts 0.1.0";
const MAX_GAMES = 64;

export class ProtocolError extends Error {
  constructor(readonly code: number, message: string, readonly data?: Record<string, unknown>) {
    super(message);
  }
}

type Params = Record<string, unknown>;
type View = Record<string, unknown>;

/** The params of one request, read by name and checked: none left unread, each of its type. */
export class Reader {
  private readonly read = new Set<string>();

  constructor(private readonly params: Params) {}

  text(name: string, required = true): string | undefined {
    this.read.add(name);
    const value = this.params[name];
    if (value === undefined && !required) return undefined;
    if (typeof value !== "string") throw new ProtocolError(INVALID_PARAMS, `param '${name}' must be text`, { param: name });
    return value;
  }

  whole(name: string): number | undefined {
    this.read.add(name);
    const value = this.params[name];
    if (value === undefined) return undefined;
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0) {
      throw new ProtocolError(INVALID_PARAMS, `param '${name}' must be a whole number`, { param: name });
    }
    return value;
  }

  value(name: string): unknown {
    this.read.add(name);
    return this.params[name];
  }

  done(): void {
    const extra = Object.keys(this.params).find((name) => !this.read.has(name));
    if (extra !== undefined) throw new ProtocolError(INVALID_PARAMS, `no param '${extra}'`, { param: extra });
  }
}

function pile(ref: PileRef): View {
  return typeof ref === "number" ? { kind: "column", at: ref } : { kind: ref.kind, at: ref.at };
}

/** What a static site adds to a game's export: its rules page as HTML in each language, and the
 * shipped verdicts of its deals from `first` on (`W` won, `L` lost, `?` not decided). */
export interface SiteExtras {
  rules_html?: Record<string, string>;
  verdicts?: { first: number; letters: string } | null;
}

export class Session {
  lang = "en";
  private readonly games = new Map<string, Game>();
  private readonly byName = new Map<string, Rules>();
  private count = 0;

  constructor(readonly variants: Rules[], readonly extras: Map<string, SiteExtras> = new Map()) {
    for (const rules of variants) {
      const { name, letter } = rules.document.variant;
      this.byName.set(name, rules);
      if (letter) this.byName.set(letter, rules);
    }
  }

  /** The result of `method` with `params`, or a thrown ProtocolError. */
  call(method: string, params: Params): unknown {
    const handler = METHODS[method];
    if (handler === undefined) throw new ProtocolError(METHOD_NOT_FOUND, `no method '${method}'`, { methods: Object.keys(METHODS).sort() });
    try {
      return handler(this, new Reader(params));
    } catch (error) {
      if (error instanceof IllegalMove) {
        throw new ProtocolError(MOVE_REFUSED, error.message, { refusal: error.code, fields: {} });
      }
      if (error instanceof GameError) throw new ProtocolError(GAME_ERROR, error.message, { type: error.type });
      throw error;
    }
  }

  rules(name: string): Rules {
    const rules = this.byName.get(name) ?? this.byName.get(name.toLowerCase());
    if (rules === undefined) {
      throw new ProtocolError(INVALID_PARAMS, `no variant '${name}'`, { param: "variant" });
    }
    return rules;
  }

  game(reader: Reader): [string, Game] {
    const id = reader.text("game")!;
    const game = this.games.get(id);
    if (game === undefined) throw new ProtocolError(NO_SUCH_GAME, `no open game '${id}'`, { game: id });
    return [id, game];
  }

  /** The open game `id`, if there is one. */
  opened(id: string): Game | undefined {
    return this.games.get(id);
  }

  open(game: Game): View {
    if (this.games.size >= MAX_GAMES) throw new ProtocolError(GAME_ERROR, `at most ${MAX_GAMES} games open at once: close one`, { type: "QuotaError" });
    const id = `g${++this.count}`;
    this.games.set(id, game);
    return { game: id, state: this.state(id, game) };
  }

  /** `rules`, where the house rules asked for are those it was exported with (a value written
   * as text or as itself, `yes` and `no` for true and false); any other is refused. */
  withOptions(rules: Rules, options: unknown): Rules {
    if (options === undefined) return rules;
    if (typeof options !== "object" || options === null || Array.isArray(options)) {
      throw new ProtocolError(INVALID_PARAMS, "options are an object of house-rule names and values", { param: "options" });
    }
    const text = (value: unknown) => (value === true ? "yes" : value === false ? "no" : String(value));
    const exported = rules.document.options;
    for (const [name, value] of Object.entries(options)) {
      if (!(name in exported) || text(exported[name]) !== text(value)) {
        throw new ProtocolError(INVALID_PARAMS, `${rules.document.variant.name} is here only with the house rules it was exported with, not ${name}=${text(value)}`, { param: "options" });
      }
    }
    return rules;
  }

  /** A random deal; with `solvable`, one the shipped verdicts say is won (any, where none ship). */
  freshDeal(rules: Rules, solvable: boolean): number {
    const verdicts = this.extras.get(rules.document.variant.name)?.verdicts;
    if (solvable && verdicts) {
      const won = [...verdicts.letters].flatMap((letter, at) => (letter === "W" ? [verdicts.first + at] : []));
      if (won.length) return won[Math.floor(Math.random() * won.length)];
    }
    return 1 + Math.floor(Math.random() * rules.document.deals.max_deal);
  }

  close(id: string): void {
    this.games.delete(id);
  }

  state(id: string, game: Game): View {
    const { rules, position } = game;
    const text = (cards: number[]) => cards.map((card) => rules.text[card]);
    return {
      game: id,
      variant: rules.document.variant.name,
      code: gameCode(rules, game.number),
      deal: game.number,
      options: rules.document.options,
      columns: position.columns.map((column) => this.column(rules, column)),
      foundations: position.foundations.map(text),
      stock: position.stock.length,
      waste: text(position.waste),
      cells: position.cells.map((cell) => (cell.length ? rules.text[cell[0]] : null)),
      reserves: position.reserves.map(text),
      redeals: position.redeals,
      score: game.score,
      moves: game.moves,
      undos: game.undos,
      hints: game.hints,
      seconds: game.seconds,
      won: game.won,
      stuck: game.stuck,
      can_undo: game.canUndo,
      can_redo: game.canRedo,
      can_collect: game.canCollect,
      verified: true,
      ended: game.ended,
    };
  }

  column(rules: Rules, column: Column): View {
    const view: View = { down: column.down.length, up: column.up.map((card) => rules.text[card]) };
    if (column.under.length) view.under = column.under.map(([down, up]) => ({ down: down.length, up: up.map((card) => rules.text[card]) }));
    return view;
  }

  event(rules: Rules, event: GameEvent): View {
    const view: View = { type: event.type };
    for (const [name, value] of Object.entries(event)) {
      if (name === "type") continue;
      if (name === "card") view[name] = rules.text[value as number];
      else if (name === "cards") view[name] = (value as number[]).map((card) => rules.text[card]);
      else if (["source", "target", "column"].includes(name)) view[name] = pile(value as PileRef);
      else if (["targets", "sources", "face_down"].includes(name)) view[name] = (value as PileRef[]).map(pile);
      else if (name === "before" || name === "after") view[name] = (value as Column[]).map((column) => this.column(rules, column));
      else view[name] = value;
    }
    return view;
  }

  acted(id: string, game: Game, events: GameEvent[]): View {
    return { events: events.map((event) => this.event(game.rules, event)), state: this.state(id, game) };
  }
}

function card(game: Game, text: string): number {
  try {
    return game.rules.cardId(text.trim().toUpperCase());
  } catch {
    throw new ProtocolError(INVALID_PARAMS, `${JSON.stringify(text)} is not a card of ${game.rules.document.variant.name}`, { param: "card" });
  }
}

function move(game: Game, text: string): Move {
  try {
    return parseMove(game.rules, text);
  } catch (error) {
    throw new ProtocolError(INVALID_PARAMS, (error as Error).message, { param: "move" });
  }
}

function refused(game: Game, played: Move, code: string, lang: string): ProtocolError {
  const rules = game.rules;
  const fields: View = {};
  if (played.card !== null) {
    fields.card = rules.text[played.card];
    const target = played.to >= 0 ? game.position.columns[played.to]?.up : undefined;
    if (target?.length && code.startsWith("wrong_")) fields.target = rules.text[target[target.length - 1]];
    if (played.to >= 0) fields.column = played.to;
  }
  const template = rules.document.texts.refusals[lang]?.[code] ?? code;
  const message = template.replace("{card}", played.card === null ? "" : rules.text[played.card])
    .replace("{column}", String(played.to + 1)).replace("{allowed}", "another card").replace("{limit}", "").replace("{size}", "");
  return new ProtocolError(MOVE_REFUSED, message, { refusal: code, fields });
}

type Handler = (session: Session, reader: Reader) => unknown;

/** A method that acts on a game, with the text param `param` if it names one: every param is
 * read and checked before the game changes. */
const onGame = (action: (game: Game, argument: string) => GameEvent[], param?: string): Handler => (session, reader) => {
  const [id, game] = session.game(reader);
  const argument = param === undefined ? "" : reader.text(param)!;
  reader.done();
  return session.acted(id, game, action(game, argument));
};

const METHODS: Record<string, Handler> = {
  hello(session, reader) {
    const lang = reader.text("lang", false);
    reader.done();
    if (lang !== undefined) {
      if (!["en", "ru"].includes(lang)) throw new ProtocolError(INVALID_PARAMS, `no texts in '${lang}'`, { param: "lang" });
      session.lang = lang;
    }
    return { protocol: 1, engine: ENGINE, languages: ["en", "ru"], lang: session.lang, records_note: null };
  },
  variants(session, reader) {
    reader.done();
    return {
      variants: session.variants.map((rules) => {
        const { name, letter, title } = rules.document.variant;
        const layout = rules.layout;
        return {
          name, letter, title,
          layout: {
            decks: layout.decks,
            columns: layout.columns.map((runs) => runs[runs.length - 1]),
            foundations: layout.foundations,
            foundation_kind: layout.foundation_kind,
            foundation_bases: layout.foundation_bases,
            cells: layout.cells,
            reserves: layout.reserves,
            stock: layout.stock && { kind: layout.stock.kind, turn: layout.stock.turn, passes: layout.stock.passes },
            redeals: layout.redeals,
          },
          options: rules.document.options,
        };
      }),
      house_rules: [],
    };
  },
  new_game(session, reader) {
    const code = reader.text("code", false);
    const variant = reader.text("variant", code === undefined);
    const deal = reader.value("deal");
    const options = reader.value("options");
    const solvable = reader.value("solvable_only") === true;
    const policy = reader.text("tap_policy", false) ?? "longest";
    const limit = reader.value("undo_limit");
    reader.done();
    if (policy !== "longest") throw new ProtocolError(INVALID_PARAMS, "this engine taps by the policy 'longest' only", { param: "tap_policy" });
    if (limit !== undefined && limit !== null) throw new ProtocolError(INVALID_PARAMS, "this engine keeps every step to undo", { param: "undo_limit" });
    if (code !== undefined) {
      if (deal !== undefined) throw new ProtocolError(INVALID_PARAMS, "give a code, or a variant and a deal", { param: "deal" });
      for (const rules of session.variants) {
        const number = dealOfCode(rules, code);
        if (number !== null) return session.open(new Game(session.withOptions(rules, options), number));
      }
      throw new ProtocolError(INVALID_PARAMS, `${JSON.stringify(code)} is not a game code of a variant here`, { param: "code" });
    }
    const rules = session.withOptions(session.rules(variant!), options);
    const number = deal === undefined ? session.freshDeal(rules, solvable) : deal;
    if (typeof number !== "number" || !Number.isInteger(number) || number < 0 || number > rules.document.deals.max_deal) {
      throw new ProtocolError(INVALID_PARAMS, `a deal is a whole number from 0 to ${rules.document.deals.max_deal}`, { param: "deal" });
    }
    return session.open(new Game(rules, number));
  },
  state(session, reader) {
    const [id, game] = session.game(reader);
    reader.done();
    return { state: session.state(id, game) };
  },
  pause: (session, reader) => METHODS.state(session, reader),
  resume: (session, reader) => METHODS.state(session, reader),
  legal_moves(session, reader) {
    const [, game] = session.game(reader);
    reader.done();
    return { moves: game.legalMoves().map((m) => moveText(game.rules, m)) };
  },
  play(session, reader) {
    const [id, game] = session.game(reader);
    const played = move(game, reader.text("move")!);
    reader.done();
    const code = check(game.rules, game.position, played);
    if (code !== null && !game.ended) throw refused(game, played, code, session.lang);
    return session.acted(id, game, game.play(played));
  },
  tap: onGame((game, text) => game.tap(card(game, text)), "card"),
  undo: onGame((game) => game.undo()),
  redo: onGame((game) => game.redo()),
  collect: onGame((game) => game.collect()),
  send_safe_home: onGame((game) => game.sendSafeHome()),
  destinations(session, reader) {
    const [, game] = session.game(reader);
    const cardId = card(game, reader.text("card")!);
    reader.done();
    return { moves: game.destinations(cardId).map((m) => moveText(game.rules, m)) };
  },
  why_not(session, reader) {
    const [, game] = session.game(reader);
    const cardId = card(game, reader.text("card")!);
    reader.done();
    if (game.destinations(cardId).length) return { message: null, refusal: null };
    const place = locate(game.position, cardId);
    const name = game.rules.text[cardId];
    if (place === null) {
      const code = check(game.rules, game.position, { card: cardId, to: 0 }) ?? "not_available";
      return { message: `${name} cannot be picked up now`, refusal: code };
    }
    return { message: `${name} has nowhere to go now`, refusal: "no_place" };
  },
  hint(session, reader) {
    const [, game] = session.game(reader);
    reader.done();
    const home = game.legalMoves().find((m) => m.to === -1);
    if (home === undefined) return { hint: null };
    game.hints++;
    return { hint: { move: moveText(game.rules, home), reason: "home", message: `${game.rules.text[home.card!]} can go home` } };
  },
  is_winnable(session, reader) {
    const [, game] = session.game(reader);
    reader.done();
    const verdicts = session.extras.get(game.rules.document.variant.name)?.verdicts;
    const letter = verdicts && game.moves === 0 ? verdicts.letters[game.number - verdicts.first] : undefined;
    return { winnable: letter === "W" ? true : letter === "L" ? false : null };
  },
  last_winnable_move(session, reader) {
    session.game(reader);
    reader.done();
    return { step: null, undos: null };
  },
  save(session, reader) {
    const [, game] = session.game(reader);
    reader.done();
    return {
      save: {
        format: "yukon-ts-save", version: 1, variant: game.rules.document.variant.name, options: game.rules.document.options, deal: game.number,
        code: gameCode(game.rules, game.number), steps: game.line.map((m) => moveText(game.rules, m)), ended: game.ended,
      },
    };
  },
  load(session, reader) {
    const save = reader.value("save");
    reader.done();
    if (typeof save !== "object" || save === null || (save as View).format !== "yukon-ts-save" || !Array.isArray((save as View).steps)) {
      throw new ProtocolError(INVALID_PARAMS, "load: param 'save' is not a save of this engine", { param: "save" });
    }
    const { variant, deal, steps, ended } = save as { variant: unknown; deal: unknown; steps: unknown[]; ended: unknown };
    if (typeof variant !== "string" || typeof deal !== "number") throw new ProtocolError(INVALID_PARAMS, "load: the save names no game", { param: "save" });
    const game = new Game(session.rules(variant), deal);
    for (const step of steps) {
      if (typeof step !== "string") throw new ProtocolError(INVALID_PARAMS, "load: a step is a move's text", { param: "save" });
      game.play(move(game, step));
    }
    if (ended === true) game.finish();
    return session.open(game);
  },
  rules(session, reader) {
    const rules = session.withOptions(session.rules(reader.text("variant")!), reader.value("options"));
    const format = reader.text("format", false) ?? "markdown";
    reader.done();
    if (format === "markdown") return { text: rules.document.texts.rules[session.lang], format };
    const html = session.extras.get(rules.document.variant.name)?.rules_html?.[session.lang];
    if (format !== "html" || html === undefined) throw new ProtocolError(INVALID_PARAMS, `no rules page as ${format} here`, { param: "format" });
    return { text: html, format };
  },
  export(session, reader) {
    const rules = session.withOptions(session.rules(reader.text("variant")!), reader.value("options"));
    reader.done();
    return rules.document;
  },
  finish(session, reader) {
    const [, game] = session.game(reader);
    reader.done();
    const first = !game.ended;
    game.finish();
    const seconds = Math.round(game.seconds * 10) / 10;
    const time = `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;
    return {
      summary: {
        variant: game.rules.document.variant.name, code: gameCode(game.rules, game.number), won: game.won, moves: game.moves,
        seconds, time, undos: game.undos, hints: game.hints, score: game.score, verified: true, new_record: false,
        previous_best: null, records_note: first ? "this engine keeps no records" : null, ended: true, counted: false,
      },
    };
  },
  records(_session, reader) {
    reader.value("variant");
    reader.done();
    return { games: [], records: [] };
  },
  reset_records(session, reader) {
    const variant = reader.text("variant", false);
    reader.done();
    return { reset: variant === undefined ? null : session.rules(variant).document.variant.name };
  },
  close(session, reader) {
    const [id] = session.game(reader);
    reader.done();
    session.close(id);
    return { closed: id };
  },
};
