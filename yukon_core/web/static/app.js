// The page: a game over the engine protocol. Click or tap a card to send it where the tap policy
// says (home first; again for the next place), or drag it onto one of the places marked for it;
// the keys are in the keys sheet (texts.js, keysHelp): Enter or Space taps the focused card, M
// chooses where it goes, F sends it home, arrows move between cards, H hint, U undo, R redo…
"use strict";

const $ = (id) => document.getElementById(id);
const engine = connectEngine();

const page = {
  lang: localStorage.getItem("yukon.lang") || (navigator.language.startsWith("ru") ? "ru" : "en"),
  variants: [],
  houseRules: [],
  settings: loadSettings(),
  variant: null,
  game: null,
  state: null,
  steps: [],
  rules: "",
  clock: { base: 0, since: 0 },
  finished: false,
  busy: Promise.resolve(),
};

// Actions run one after another, in the order the player made them.
function queue(action) {
  page.busy = page.busy.then(action).catch(showProblem);
  return page.busy;
}

function words() {
  return TEXTS[page.lang];
}

function showProblem(error) {
  // A request the dropped connection took with it: the page goes on once it is back.
  $("message").textContent = error.code === 0 ? words().reconnecting : error.message;
}

// --- drawing --------------------------------------------------------------------------------

function translate() {
  document.documentElement.lang = page.lang;
  for (const element of document.querySelectorAll("[data-i18n]")) {
    element.textContent = words()[element.dataset.i18n];
  }
  for (const element of document.querySelectorAll("[data-i18n-placeholder]")) {
    element.placeholder = words()[element.dataset.i18nPlaceholder];
  }
  for (const element of document.querySelectorAll("[data-i18n-label]")) {
    element.setAttribute("aria-label", words()[element.dataset.i18nLabel]);
  }
  const chosen = $("variant").value;
  $("variant").replaceChildren(
    ...page.variants.map((variant) => new Option(variant.title[page.lang] || variant.title.en, variant.name)),
  );
  $("variant").value = chosen || "classic";
  $("keys-table").replaceChildren();
  for (const [keys, what] of words().keysHelp) {
    const row = $("keys-table").insertRow();
    row.insertCell().append(...keys.split(", ").flatMap((key, index) => {
      const name = document.createElement("kbd");  // a key is named as it is printed on it
      name.textContent = key;
      return index ? [", ", name] : [name];
    }));
    row.insertCell().textContent = what;
  }
}

// Draw the state; the cards ``events`` moved slide there from where they were.
function show(state, events = []) {
  const focused = document.activeElement && document.activeElement.dataset.card;
  const before = events.length ? cardPlaces() : new Map();
  if (!gesture.dragging) endDrag();  // a dropped card is on the board now
  if (choosing.card) stopChoosing();  // the places marked are no more
  page.state = state;
  page.clock = { base: state.seconds, since: Date.now() };
  document.body.classList.toggle("four-colour", page.settings.fourColour);
  drawBoard($("table"), state, page.variant, page.lang, CARD_SIZES[page.settings.cardSize]);
  animateEvents(before, events);
  $("score").textContent = state.score;
  $("moves").textContent = state.moves;
  $("code").textContent = state.code;
  $("title").textContent = page.variant.title[page.lang] || page.variant.title.en;
  $("undo").disabled = !state.can_undo;
  $("redo").disabled = !state.can_redo;
  $("collect").disabled = !state.can_collect;
  const layout = page.variant.layout;
  $("redeal").hidden = !(layout.redeals > 0 || (layout.stock && layout.stock.passes !== 1));
  if (focused) {
    const again = document.querySelector(`[data-card="${CSS.escape(focused)}"]`);
    if (again) again.focus();
  }
  tick();
}

function tick() {
  const state = page.state;
  if (!state) return;
  const stopped = state.won || state.ended || state.moves === 0 || document.hidden;
  const running = stopped ? 0 : (Date.now() - page.clock.since) / 1000;
  const seconds = Math.floor(page.clock.base + running);
  $("time").textContent = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

function say(text) {
  $("message").textContent = text || "";
}

// What the events did, in words, for the live region a screen reader reads out.
function announce(events) {
  const w = words();
  const pileName = (pile) => {
    const numbered = pile.kind === "column" || pile.kind === "reserve";
    return `${w[pile.kind] || pile.kind}${numbered ? ` ${pile.at + 1}` : ""}`.toLowerCase();
  };
  const said = [];
  for (const event of events) {
    const cards = eventCards(event).map((card) => cardName(card, page.lang));
    const first = cards.length > 1 ? w.andMore.replace("{card}", cards[0]).replace("{n}", cards.length - 1) : cards[0];
    const target = event.target || (event.type.endsWith("ToFoundation") ? { kind: "foundation" } : event.column);
    if (event.type === "CardTurned") said.push(w.turnedUp.replace("{card}", first));
    else if (event.type === "CardTurnedDown") said.push(w.turnedDown.replace("{card}", first));
    else if (event.type === "StockDealt") said.push(w.dealtCards.replace("{n}", cards.length));
    else if (event.type === "Won") said.push(w.wonSaid);
    else if (first && target && typeof target === "object") {
      said.push(w.movedTo.replace("{card}", first).replace("{pile}", pileName(target)));
    }
  }
  $("announce").textContent = said.join("; ");
}

// The refusal's words where the card was dropped (or where it lay).
function refuse(message, x, y) {
  const box = $("refusal");
  box.textContent = message;
  box.hidden = false;
  box.style.left = `${Math.max(4, Math.min(x, window.innerWidth - 260))}px`;
  box.style.top = `${y + window.scrollY + 12}px`;
  clearTimeout(refuse.timer);
  refuse.timer = setTimeout(() => { box.hidden = true; }, 4000);
}

// --- the game -------------------------------------------------------------------------------

// A new game: of the deal typed in the deal box, or of ``typed`` (a code or a number); with
// the house rules ``rules`` (an address's), else the player's for a game chosen by name.
async function newGame(typed = $("deal").value.trim(), rules = {}) {
  say(words().dealing);
  const params = { solvable_only: $("solvable").checked };
  if (/^YU\d/i.test(typed)) params.code = typed.toUpperCase();
  if (params.code && Object.keys(rules).length) params.options = rules;
  else if (!params.code) {
    params.variant = $("variant").value;
    params.options = chosenOptions(page.settings, params.variant);
    if (typed) params.deal = /^\d+$/.test(typed) ? Number(typed) : typed;
  }
  let opened;
  try {
    opened = await engine.call("new_game", params);
  } catch (error) {
    const param = error.code === -32602 && error.data && error.data.param;
    if (!["code", "deal", "options"].includes(param)) throw error;
    // The game in progress goes on.
    say(param === "options" ? error.message : words().badDeal.replace("{deal}", typed));
    return false;
  }
  // A game left after moves were made counts as played and lost (source 003); then it is freed.
  if (inProgress()) {
    await engine.call("finish", { game: page.game }).catch(() => {});
  }
  if (page.game) engine.call("close", { game: page.game }).catch(() => {});
  await enter(opened);
  return true;
}

// A new deal asked for by the player: on a game in progress, only once the player agrees to
// leave it (it counts as lost).
function inProgress() {
  return Boolean(page.state && !page.finished && page.state.moves > 0);
}

async function newDealAsked() {
  if (inProgress() && !window.confirm(words().leaveAsk)) {
    $("variant").value = page.variant.name;
    return;
  }
  await newGame();
}

// Play the game the engine opened: the board, the address, and the browser's copy of it.
async function enter(opened) {
  page.game = opened.game;
  page.variant = page.variants.find((variant) => variant.name === opened.state.variant);
  $("variant").value = page.variant.name;
  page.finished = false;
  $("lost").hidden = true;
  say("");
  const code = opened.state.code;
  const named = askedAddress().code;  // Back goes to the deal before; a bare address is replaced
  if (named && named !== code) history.pushState(null, "", `#${code}`);
  show(opened.state);
  await keep();
}

// The address names the game: its deal's code, the house rules it was dealt with, then the
// steps from the deal, moves written with "-" (#YU1-C-AAAAAAB;empty_column=any:10S-2,collect);
// it can be shared, and it plays back.
function askedAddress(hash = location.hash) {
  let text = "";
  try {
    text = decodeURIComponent(hash.slice(1)).trim();
  } catch (error) {
    // an address that is not text names nothing
  }
  const [head, steps] = text.split(":");
  const [code, ...rules] = (head || "").split(";");
  return {
    code: code.toUpperCase(),
    rules: Object.fromEntries(rules.map((rule) => rule.split("=")).filter((pair) => pair.length === 2)),
    steps: steps ? steps.split(",").filter(Boolean) : [],
  };
}

// The house rules a save's game was dealt with beyond its game's own, as an address says them.
function addressRules(save) {
  const own = page.variants.find((variant) => variant.name === save.variant)?.options || {};
  const text = (value) => (value === true ? "yes" : value === false ? "no" : String(value));
  return Object.fromEntries(Object.entries(save.options)
    .filter(([name, value]) => value !== null && value !== own[name])
    .map(([name, value]) => [name, text(value)]));
}

function rulesText(rules) {
  return Object.keys(rules).sort().map((name) => `;${name}=${rules[name]}`).join("");
}

function addressSteps(save) {
  return save.steps.map((step) => step.replace(">", "-"));
}

function stepsText(steps) {
  return steps.length ? `:${steps.join(",")}` : "";
}

function sameSteps(one, other) {
  return one.length === other.length && one.every((step, index) => step === other[index]);
}

// The game in progress is kept in the browser as the engine's own signed save, after every
// change, so that a reload, a closed tab or a restarted server goes on with it.
const KEPT = "yukon.game";

async function keep() {
  const { save } = await engine.call("save", { game: page.game });
  if (page.finished) localStorage.removeItem(KEPT);
  else localStorage.setItem(KEPT, JSON.stringify(save));
  page.steps = addressSteps(save);
  page.rules = rulesText(addressRules(save));
  const shown = askedAddress().code;  // not if the player went to another game meanwhile
  if (!shown || shown === save.code) {
    history.replaceState(null, "", `#${save.code}${page.rules}${stepsText(page.steps)}`);
  }
}

// The kept game, if there is one and the address names no other game; false otherwise.
async function resume() {
  const kept = localStorage.getItem(KEPT);
  const asked = askedAddress();
  if (!kept) return false;
  try {
    const save = JSON.parse(kept);
    if (asked.code && asked.code !== save.code) return false;
    if (asked.code && rulesText(asked.rules) !== rulesText(addressRules(save))) return false;
    if (asked.steps.length && !sameSteps(asked.steps, addressSteps(save))) return false;
    const opened = await engine.call("load", { save });
    if (opened.state.ended) return false;
    await enter(opened);
    return true;
  } catch (error) {
    if (error.code === 0) throw error;  // the connection dropped: the kept game waits for it
    localStorage.removeItem(KEPT);  // a save this engine cannot read: start afresh
    return false;
  }
}

// After every change: the end card once won, the lost banner once the engine proves it lost.
async function acted(result) {
  show(result.state, result.events);
  announce(result.events);
  say("");
  $("lost").hidden = true;
  if (result.state.won) {
    await finish();
    return;
  }
  await keep();
  const { winnable } = await engine.call("is_winnable", { game: page.game });
  $("lost").hidden = !(winnable === false || result.state.stuck);
  if (result.state.stuck) say(words().noMoves);
}

// An action; after a move of the player's, with automatic moves home on, the cards that
// nothing can go on any more go home too (one more step, which undo takes back first).
async function act(method, params = {}) {
  let result = await engine.call(method, { game: page.game, ...params });
  if (page.settings.autoHome && ["play", "tap"].includes(method) && !result.state.won) {
    const sent = await engine.call("send_safe_home", { game: page.game });
    if (sent.events.length) result = { events: [...result.events, ...sent.events], state: sent.state };
  }
  await acted(result);
  return result;
}

// Play ``move``; a refusal is shown at (x, y). Whether the engine took it.
async function play(move, x, y) {
  try {
    await act("play", { move });
    return true;
  } catch (error) {
    if (error.code !== -32001 && error.code !== -32000) throw error;
    refuse(error.message, x, y);
    return false;
  }
}

async function tap(card, element) {
  try {
    await act("tap", { card });
  } catch (error) {
    if (error.code !== -32001 && error.code !== -32000) throw error;
    const box = element.getBoundingClientRect();
    refuse(error.message, box.left, box.bottom);
  }
}

async function finish() {
  if (page.finished) return;
  page.finished = true;
  const { summary } = await engine.call("finish", { game: page.game });
  await keep();
  const w = words();
  const rows = [
    [w.score, summary.score],
    [w.moves, summary.moves],
    [w.time, summary.time],
    [w.undos, summary.undos],
    [w.hints, summary.hints],
  ];
  if (summary.previous_best !== null) rows.push([w.previousBest, summary.previous_best]);
  $("summary").replaceChildren(...rows.flatMap(([name, value]) => {
    const term = document.createElement("dt");
    term.textContent = name;
    const detail = document.createElement("dd");
    detail.textContent = value;
    detail.dataset.field = name;
    return [term, detail];
  }));
  $("end-card").dataset.score = summary.score;
  $("record-note").textContent = [summary.new_record ? w.newRecord : "", summary.records_note || ""].join(" ").trim();
  await fillRecords($("end-records"), page.variant.name);
  await celebrate();
  $("end-card").showModal();
}

async function fillRecords(table, variant) {
  const { games } = await engine.call("records", variant ? { variant } : {});
  const w = words();
  const head = [w.game, w.played, w.wonCount, w.winRate, w.streak, w.bestStreak, w.fewestMoves, w.fastest];
  const titles = Object.fromEntries(page.variants.map((v) => [v.name, v.title[page.lang] || v.title.en]));
  const rows = games.map((r) => [titles[r.variant] || r.variant, r.played, r.won,
    r.win_rate === null ? "–" : `${Math.round(100 * r.win_rate)} %`, r.current_streak, r.best_streak,
    r.fewest_moves ?? "–", r.shortest_time ?? "–"]);
  table.replaceChildren();
  if (!rows.length) {
    table.insertRow().insertCell().textContent = w.noRecords;
    return;
  }
  for (const cells of [head, ...rows]) {
    const row = table.insertRow();
    for (const value of cells) row.insertCell().textContent = value;
  }
}

async function hint() {
  const { hint: found } = await engine.call("hint", { game: page.game });
  for (const element of document.querySelectorAll(".hinted, .hint-target")) {
    element.classList.remove("hinted", "hint-target");
  }
  if (!found) {
    say(words().noHint);
    return;
  }
  say(found.message);
  const [card, to] = found.move.split(">");
  const element = document.querySelector(`[data-card="${CSS.escape(card)}"]`);
  if (element) element.classList.add("hinted");
  for (const target of targetPiles(found.move, to)) target.classList.add("hint-target");
  const state = await engine.call("state", { game: page.game });
  page.state = state.state;
  $("moves").textContent = state.state.moves;
  await keep();
}

// Where a move goes: its column, the foundations or the cells, or the stock to deal from.
function targetPiles(move, to) {
  if (move === "deal" || move === "redeal") return document.querySelectorAll('.pile[data-kind="stock"]');
  if (to === "F") return document.querySelectorAll('.pile[data-kind="foundation"]');
  if (to === "C") return document.querySelectorAll('.pile[data-kind="cell"]');
  return document.querySelectorAll(`.pile[data-kind="column"][data-at="${Number(to) - 1}"]`);
}

async function backToWinnable() {
  const { undos } = await engine.call("last_winnable_move", { game: page.game });
  let result = null;
  for (let n = 0; n < (undos || 0); n++) result = await engine.call("undo", { game: page.game });
  if (result) await acted(result);
}

// --- input ----------------------------------------------------------------------------------

// One pointer gesture on a card: a click (tap) or a drag onto a pile.
const gesture = { card: null, element: null, x: 0, y: 0, dragging: false };

function movingGroup(element) {
  const pile = element.closest(".pile");
  if (!pile || pile.dataset.kind !== "column") return [element];
  const cards = [...pile.querySelectorAll(".card")];
  return cards.slice(cards.indexOf(element));
}

// Mark the places ``card`` may go (the engine's destinations); the piles marked, or none.
async function markPlaces(card) {
  const { moves } = await engine.call("destinations", { game: page.game, card });
  clearPlaces();
  const piles = moves.flatMap((move) => [...targetPiles(move, move.split(">")[1])]);
  for (const pile of piles) pile.classList.add("landing");
  return piles;
}

function clearPlaces() {
  for (const pile of document.querySelectorAll(".pile.landing")) pile.classList.remove("landing");
}

function startDrag() {
  const layer = $("dragging");
  layer.replaceChildren();
  const origin = gesture.element.getBoundingClientRect();
  for (const element of movingGroup(gesture.element)) {
    const box = element.getBoundingClientRect();
    const copy = element.cloneNode(true);
    copy.style.left = `${box.left - origin.left}px`;
    copy.style.top = `${box.top - origin.top}px`;
    layer.appendChild(copy);
    element.classList.add("lifted");
  }
  Object.assign(layer.dataset, {
    dx: String(gesture.x - origin.left), dy: String(gesture.y - origin.top),
    ox: String(origin.left), oy: String(origin.top),
  });
  gesture.dragging = true;
  const card = gesture.card;
  markPlaces(card).catch(() => {}).then(() => { if (gesture.card !== card) clearPlaces(); });
}

function followPointer(x, y) {
  const layer = $("dragging");
  layer.style.transform = `translate(${x - Number(layer.dataset.dx)}px, ${y - Number(layer.dataset.dy)}px)`;
}

function endDrag() {
  clearPlaces();
  $("dragging").replaceChildren();
  for (const element of document.querySelectorAll(".lifted")) element.classList.remove("lifted");
}

function onPointerDown(event) {
  const element = event.target.closest(".card.up");
  if (!element || event.button !== 0) return;
  Object.assign(gesture, { card: element.dataset.card, element, x: event.clientX, y: event.clientY, dragging: false });
}

function onPointerMove(event) {
  if (!gesture.card) return;
  if (!gesture.dragging && Math.hypot(event.clientX - gesture.x, event.clientY - gesture.y) > 6) startDrag();
  if (gesture.dragging) {
    event.preventDefault();
    followPointer(event.clientX, event.clientY);
  }
}

// The end of a drag: the cards go onto the pile under the pointer if the engine takes the move,
// and glide back to where they were otherwise.
function onPointerUp(event) {
  if (!gesture.card) return;
  const { card, dragging, element } = gesture;
  gesture.card = null;
  if (!dragging) return;
  gesture.dragging = false;
  gesture.suppressClick = true; // the click that ends this drag, if one comes
  setTimeout(() => { gesture.suppressClick = false; }, 0);
  const pile = document.elementFromPoint(event.clientX, event.clientY)?.closest(".pile");
  const target = pile && pile !== element.closest(".pile") ? targetText(pile) : null;
  queue(async () => {
    if (!target || !(await play(`${card}>${target}`, event.clientX, event.clientY))) await snapBack($("dragging"));
    if (!gesture.dragging) endDrag();  // not a drag begun meanwhile
  });
}

// A click taps the card at once (a second click of a double click is not another tap).
function onClick(event) {
  if (gesture.suppressClick) {
    gesture.suppressClick = false;
    return;
  }
  const element = event.target.closest(".card.up");
  const pile = event.target.closest(".pile");
  if (element) {
    if (event.detail <= 1) queue(() => tap(element.dataset.card, element));
  } else if (pile && pile.dataset.kind === "stock") {
    queue(dealFromStock);
  }
}

// The keyboard's choice of where the focused card goes: its places are marked, the arrows go
// from one to the next, Enter moves it there, Escape gives up.
const choosing = { card: null, piles: [], index: 0 };

async function chooseFor(element) {
  const piles = await markPlaces(element.dataset.card);
  if (!piles.length) {
    const box = element.getBoundingClientRect();
    refuse(words().noPlaceToChoose, box.left, box.bottom);
    return;
  }
  Object.assign(choosing, { card: element.dataset.card, piles, index: 0 });
  say(words().chooseWhere.replace("{card}", cardName(choosing.card, page.lang)));
  piles[0].focus();
}

function stopChoosing() {
  choosing.card = null;
  clearPlaces();
  say("");
}

function onChoosingKey(key) {
  const { piles } = choosing;
  if (key === "Escape") {
    const again = document.querySelector(`[data-card="${CSS.escape(choosing.card)}"]`);
    stopChoosing();
    if (again) again.focus();
  } else if (key === "Enter" || key === " ") {
    const pile = piles[choosing.index];
    const move = `${choosing.card}>${targetText(pile) || ""}`;
    const box = pile.getBoundingClientRect();
    stopChoosing();
    queue(() => play(move, box.left, box.bottom));
  } else if (key.startsWith("Arrow")) {
    const step = key === "ArrowLeft" || key === "ArrowUp" ? -1 : 1;
    choosing.index = (choosing.index + step + piles.length) % piles.length;
    piles[choosing.index].focus();
  } else {
    stopChoosing();  // any other key gives the choice up
    return false;
  }
  return true;
}

async function dealFromStock() {
  const box = document.querySelector(".pile.stock")?.getBoundingClientRect() || { left: 0, bottom: 0 };
  await play(page.state.stock ? "deal" : "redeal", box.left, box.bottom);
}

function moveFocus(element, key) {
  const piles = [...document.querySelectorAll(".pile")].filter((pile) => pile.querySelector(".card.up"));
  const pile = element.closest(".pile");
  const cards = [...pile.querySelectorAll(".card.up")];
  const index = cards.indexOf(element);
  let next = null;
  if (key === "ArrowUp") next = cards[index - 1];
  else if (key === "ArrowDown") next = cards[index + 1];
  else {
    const step = key === "ArrowLeft" ? -1 : 1;
    const other = piles[(piles.indexOf(pile) + step + piles.length) % piles.length];
    const choices = [...other.querySelectorAll(".card.up")];
    next = choices[choices.length - 1];
  }
  if (next) next.focus();
}

function onKey(event) {
  if (event.target.closest("input, select, dialog")) return;
  const focused = event.target.closest(".card.up");
  const key = event.key;
  const ctrl = event.ctrlKey || event.metaKey;
  if (choosing.card && onChoosingKey(key)) {
    event.preventDefault();
    return;
  }
  const actions = {
    "?": () => $("keys-dialog").showModal(),
    h: () => queue(hint),
    u: () => queue(() => act("undo")),
    r: () => queue(() => act("redo")),
    c: () => queue(() => act("collect")),
    d: () => queue(dealFromStock),
    n: () => queue(newDealAsked),
  };
  if (focused && (key === "Enter" || key === " ")) {
    queue(() => tap(focused.dataset.card, focused));
  } else if (focused && key.toLowerCase() === "m") {
    queue(() => chooseFor(focused));
  } else if (focused && key.toLowerCase() === "f") {
    const box = focused.getBoundingClientRect();
    queue(() => play(`${focused.dataset.card}>F`, box.left, box.bottom));
  } else if (focused && key.startsWith("Arrow")) {
    moveFocus(focused, key);
  } else if (ctrl && key.toLowerCase() === "z") {
    queue(() => act(event.shiftKey ? "redo" : "undo"));
  } else if (ctrl && key.toLowerCase() === "y") {
    queue(() => act("redo"));
  } else if (!ctrl && !event.altKey && actions[key.toLowerCase()]) {
    actions[key.toLowerCase()]();
  } else {
    return;
  }
  event.preventDefault();
}

async function setLanguage(lang) {
  page.lang = lang;
  localStorage.setItem("yukon.lang", lang);
  $("lang").value = lang;
  await engine.call("hello", { lang });
  translate();
  if (page.state) show(page.state);
}

// A dropped connection (a restarted server, a network gone): say so, and once it is back, go
// on with the game kept in the browser.
engine.onclose = () => say(words().reconnecting);
engine.onreconnect = () => queue(async () => {
  await engine.call("hello", { lang: page.lang });
  if (!page.finished && !(await resume())) await dealFromAddress();
  say("");
});

// Cards grow and shrink with the window.
let drawnWidth = window.innerWidth;
window.addEventListener("resize", () => {
  if (window.innerWidth === drawnWidth || !page.state) return;  // a phone's toolbar moving: no
  drawnWidth = window.innerWidth;
  requestAnimationFrame(() => show(page.state));
});

// The clock starts at the first move and stops while the page is hidden.
document.addEventListener("visibilitychange", () => queue(async () => {
  if (!page.game || page.finished) return;
  const { state } = await engine.call(document.hidden ? "pause" : "resume", { game: page.game });
  page.state = state;
  page.clock = { base: state.seconds, since: Date.now() };
}));

async function start() {
  ({ variants: page.variants, house_rules: page.houseRules } = await engine.call("variants"));
  await setLanguage(page.lang);
  if (!(await resume())) await dealFromAddress();
  setInterval(tick, 1000);
}

// The game the address names (a code or a number, and steps), or a new deal of the chosen game.
async function dealFromAddress(asked = askedAddress()) {
  if (await newGame(asked.code, asked.rules)) await replay(asked.steps);
}

// Play the address's steps after its deal; at one the engine refuses, stop and say which.
async function replay(steps) {
  let result = null;
  for (const [index, step] of steps.entries()) {
    try {
      const method = { collect: "collect", home: "send_safe_home" }[step] || "play";
      result = await engine.call(method, { game: page.game, move: method === "play" ? step : undefined });
    } catch (error) {
      if (result) await acted(result);
      say(`${words().stepRefused} ${index + 1} (${step}): ${error.message}`);
      return;
    }
  }
  if (result) await acted(result);
}

// Editing the address, or Back and Forward, deals the game it names.
window.addEventListener("hashchange", (event) => {
  const asked = askedAddress(new URL(event.newURL).hash);  // as it was asked, not as it is later
  queue(async () => {
    const same = page.state && asked.code === page.state.code && rulesText(asked.rules) === page.rules;
    if (!asked.code || (same && sameSteps(asked.steps, page.steps))) return;  // nothing else named
    if (inProgress() && !window.confirm(words().leaveAsk)) {  // the game goes on, and its address
      history.replaceState(null, "", `#${page.state.code}${page.rules}${stepsText(page.steps)}`);
      return;
    }
    await dealFromAddress(asked);
  });
});

$("deal-form").addEventListener("submit", (event) => {
  event.preventDefault();
  queue(newDealAsked);
});
$("variant").addEventListener("change", () => { $("deal").value = ""; queue(newDealAsked); });
$("hint").addEventListener("click", () => queue(hint));
$("undo").addEventListener("click", () => queue(() => act("undo")));
$("redo").addEventListener("click", () => queue(() => act("redo")));
$("collect").addEventListener("click", () => queue(() => act("collect")));
$("redeal").addEventListener("click", (event) => queue(() => play("redeal", event.clientX, event.clientY)));
$("back").addEventListener("click", () => queue(backToWinnable));
$("lang").addEventListener("change", () => queue(() => setLanguage($("lang").value)));
$("show-rules").addEventListener("click", () => queue(async () => {
  // HTML made by the engine from its own Markdown, raw HTML in a plugin's texts escaped there.
  const { text } = await engine.call("rules", { variant: page.variant.name, format: "html" });
  $("rules-text").innerHTML = text;
  $("rules-dialog").showModal();
}));
$("show-keys").addEventListener("click", () => $("keys-dialog").showModal());
$("show-settings").addEventListener("click", () => {
  if (!page.variant) return;  // not yet started
  fillSettingsForm($("settings-form"), page.settings, page.variant, page.houseRules, page.lang);
  $("settings-dialog").showModal();
});
$("settings-dialog").addEventListener("close", () => {
  if ($("settings-dialog").returnValue !== "save") return;
  page.settings = readSettingsForm($("settings-form"), page.settings, page.variant.name);
  saveSettings(page.settings);
  if (page.state) show(page.state);
});
$("show-records").addEventListener("click", () => queue(async () => {
  await fillRecords($("records-table"), null);
  $("records-dialog").showModal();
}));
$("reset-records").addEventListener("click", () => queue(async () => {
  if (!window.confirm(words().resetAsk)) return;
  await engine.call("reset_records", {});
  await fillRecords($("records-table"), null);
}));
$("end-card").addEventListener("close", () => {
  if ($("end-card").returnValue === "new") queue(() => newGame());
});
const table = $("table");
table.addEventListener("pointerdown", onPointerDown);
document.addEventListener("pointermove", onPointerMove);
document.addEventListener("pointerup", onPointerUp);
table.addEventListener("click", onClick);
document.addEventListener("keydown", onKey);
queue(start);
