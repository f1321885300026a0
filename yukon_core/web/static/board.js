// Draws a game's state as piles, for any layout a variant declares: the stock and waste, cells,
// foundations, reserves and columns. Every pile is an element with data-kind and data-at; every
// card one with data-card (face up) or the class "down".
"use strict";

const DOWN_STEP = 0.1;  // of a card's height
const UP_STEP = 0.28;
const TALL = 560;
const CARD_RATIO = 1.39;

// Cards as wide as the screen lets the game's widest row be (a row of columns, or the stock,
// waste, cells and foundations), a seventh of the screen's height at most, between a phone's
// smallest readable card and a large one; ``scale`` is the player's card size.
function fitCards(table, state, layout, scale) {
  const across = Math.max(
    state.columns.length,
    (layout.stock ? 1 : 0) + (layout.stock && layout.stock.kind === "waste" ? 1 : 0)
      + state.cells.length + state.foundations.length,
  );
  const room = table.clientWidth - 16;
  const tallest = window.innerHeight / 7 / CARD_RATIO;  // room below for the columns' fans
  const width = Math.max(22, Math.floor(Math.min(120 * scale, tallest * scale, (room / across) * 0.9)));
  const root = document.documentElement.style;
  root.setProperty("--card-width", `${width}px`);
  root.setProperty("--card-height", `${Math.round(width * CARD_RATIO)}px`);
  root.setProperty("--gap", `${Math.floor((room - across * width) / Math.max(1, across - 1))}px`);
  root.setProperty("--corner-size", `${Math.max(10, Math.round(width * 0.24))}px`);
  root.setProperty("--pip-size", `${Math.max(12, Math.round(width * 0.42))}px`);
  return Math.round(width * CARD_RATIO);
}

function cardElement(text, lang) {
  const card = parseCard(text);
  const element = document.createElement("div");
  element.className = "card up" + (card ? ` suit-${card.suit}` : "")
    + (card && (card.suit === "H" || card.suit === "D") ? " red" : "");
  element.dataset.card = text;
  element.tabIndex = 0;
  element.setAttribute("role", "button");
  element.setAttribute("aria-label", cardName(text, lang));
  const rank = card ? card.rank : text;
  const suit = card ? SUITS[card.suit] : "";
  element.innerHTML = `<span class="corner">${rank}${suit}</span><span class="pip">${suit}</span>`;
  return element;
}

function downElement(lang) {
  const element = document.createElement("div");
  element.className = "card down";
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", TEXTS[lang].faceDown);
  return element;
}

function pileElement(kind, at, label) {
  const pile = document.createElement("div");
  pile.className = `pile ${kind}`;
  pile.dataset.kind = kind;
  pile.dataset.at = String(at);
  pile.setAttribute("role", "group");
  pile.setAttribute("aria-label", label);
  pile.tabIndex = -1;  // the keyboard's choice of a destination lands here
  return pile;
}

// A pile's name for a screen reader, with what it holds: "Column 3, 2 face down, 6 cards".
function pileLabel(name, cards, down, lang) {
  const words = TEXTS[lang];
  if (!cards) return `${name}, ${words.empty}`;
  const hidden = down ? `, ${words.faceDownIn.replace("{n}", down)}` : "";
  const count = cards === 1 ? words.oneCard : words.cardsIn.replace("{n}", cards);
  return `${name}${hidden}, ${count}`;
}

// Stacks cards in a pile: a column fans downwards, a face-down card showing less of itself,
// tighter when it grows long.
function fan(pile, elements, height) {
  const step = (element) => (element.classList.contains("down") ? DOWN_STEP : UP_STEP) * height;
  const steps = elements.slice(0, -1).map(step);
  const natural = steps.reduce((sum, value) => sum + value, 0);
  const squeeze = natural > TALL ? TALL / natural : 1;
  let top = 0;
  elements.forEach((element, index) => {
    element.style.top = `${top}px`;
    if (index < steps.length) top += steps[index] * squeeze;
    pile.appendChild(element);
  });
  pile.style.minHeight = `calc(var(--card-height) + ${top}px)`;
}

// A column's runs, bottom first: in most games one, its face-down cards under its face-up ones.
function runs(column) {
  return [...(column.under || []), column];
}

function topOnly(pile, cards, lang) {
  if (cards.length) pile.appendChild(cardElement(cards[cards.length - 1], lang));
  if (cards.length > 1) pile.dataset.count = String(cards.length);
}

function drawBoard(table, state, variant, lang, scale = 1) {
  const words = TEXTS[lang];
  const layout = variant.layout;
  table.replaceChildren();
  const height = fitCards(table, state, layout, scale);
  const top = document.createElement("div");
  top.className = "row top";
  if (layout.stock) {
    const stock = pileElement("stock", 0, pileLabel(words.stock, state.stock, state.stock, lang));
    if (state.stock) stock.appendChild(downElement(lang));
    stock.dataset.count = String(state.stock);
    top.appendChild(stock);
    if (layout.stock.kind === "waste") {
      const waste = pileElement("waste", 0, pileLabel(words.waste, state.waste.length, 0, lang));
      topOnly(waste, state.waste, lang);
      top.appendChild(waste);
    }
  }
  state.cells.forEach((card, at) => {
    const cell = pileElement("cell", at, pileLabel(`${words.cell} ${at + 1}`, card ? 1 : 0, 0, lang));
    if (card) cell.appendChild(cardElement(card, lang));
    top.appendChild(cell);
  });
  const spacer = document.createElement("div");
  spacer.className = "spacer";
  top.appendChild(spacer);
  state.foundations.forEach((cards, at) => {
    const name = `${words.foundation} ${at + 1}`;
    const foundation = pileElement("foundation", at, pileLabel(name, cards.length, 0, lang));
    const base = layout.foundation_bases[at];
    if (!cards.length && base) foundation.dataset.base = base;
    topOnly(foundation, cards, lang);
    top.appendChild(foundation);
  });
  table.appendChild(top);
  if (state.reserves.length) {
    const row = document.createElement("div");
    row.className = "row reserves";
    state.reserves.forEach((cards, at) => {
      const name = `${words.reserve} ${at + 1}`;
      const reserve = pileElement("reserve", at, pileLabel(name, cards.length, 0, lang));
      topOnly(reserve, cards, lang);  // only its top card plays: the rest is a count
      row.appendChild(reserve);
    });
    table.appendChild(row);
  }
  const columns = document.createElement("div");
  columns.className = "row columns";
  columns.style.setProperty("--columns", String(state.columns.length));
  state.columns.forEach((column, at) => {
    const name = `${words.column} ${at + 1}`;
    const elements = [];
    for (const run of runs(column)) {
      for (let n = 0; n < run.down; n++) elements.push(downElement(lang));
      run.up.forEach((card) => elements.push(cardElement(card, lang)));
    }
    const down = elements.filter((element) => element.classList.contains("down")).length;
    const pile = pileElement("column", at, pileLabel(name, elements.length, down, lang));
    fan(pile, elements, height);
    columns.appendChild(pile);
  });
  table.appendChild(columns);
}

// The target of a move onto this pile, in move text: a column's number, F or C.
function targetText(pile) {
  const at = Number(pile.dataset.at);
  return { column: String(at + 1), foundation: "F", cell: "C" }[pile.dataset.kind] || null;
}
