// Motion: cards slide from where they were to where the engine's events put them, a card
// turned face up turns, a dragged card refused snaps back, a won game's foundations leap.
// Nothing moves for a player who asks the system for reduced motion.
"use strict";

const SLIDE_MS = 180;
const TURN_MS = 200;

function stillWanted() {
  return !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

// Where every face-up card is on the screen now (before a redraw).
function cardPlaces() {
  const places = new Map();
  for (const element of document.querySelectorAll("#table [data-card]")) {
    places.set(element.dataset.card, element.getBoundingClientRect());
  }
  return places;
}

// The cards an event names, as text.
function eventCards(event) {
  return [...(event.cards || []), ...(event.card ? [event.card] : [])];
}

// After a redraw: each card the events moved slides from its old place (from the stock, for a
// card that was face down there), each card they turned turns.
function animateEvents(before, events) {
  if (!events.length || !stillWanted()) return;
  const moved = new Set(events.filter((e) => e.type !== "CardTurned").flatMap(eventCards));
  const turned = new Set(events.filter((e) => e.type === "CardTurned").flatMap(eventCards));
  const stock = document.querySelector('.pile[data-kind="stock"]')?.getBoundingClientRect();
  for (const element of document.querySelectorAll("#table [data-card]")) {
    const card = element.dataset.card;
    if (moved.has(card)) slide(element, before.get(card) || stock);
    if (turned.has(card)) element.animate([{ transform: "rotateY(90deg)" }, { transform: "none" }], TURN_MS);
  }
}

function slide(element, from) {
  if (!from) return;
  const to = element.getBoundingClientRect();
  const dx = from.left - to.left;
  const dy = from.top - to.top;
  if (!dx && !dy) return;
  element.style.zIndex = "5";
  const motion = element.animate(
    [{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }],
    { duration: SLIDE_MS, easing: "ease-out" },
  );
  motion.finished.then(() => { element.style.zIndex = ""; }, () => {});
}

// A refused drag: the dragged cards glide back to where they were taken from.
async function snapBack(layer) {
  if (stillWanted() && layer.firstChild) {
    const home = `translate(${layer.dataset.ox}px, ${layer.dataset.oy}px)`;
    await layer.animate([{ transform: layer.style.transform }, { transform: home }], SLIDE_MS).finished
      .catch(() => {});
  }
}

// A won game: the foundations' top cards leap in turn before the end card shows.
async function celebrate() {
  if (!stillWanted()) return;
  const tops = [...document.querySelectorAll('.pile[data-kind="foundation"] .card')];
  const leaps = tops.map((element, index) => element.animate(
    [
      { transform: "none" },
      { transform: "translateY(-60px) rotate(-12deg) scale(1.15)" },
      { transform: "translateY(0) rotate(8deg)" },
      { transform: "none" },
    ],
    { duration: 700, delay: index * 90, easing: "ease-in-out" },
  ).finished.catch(() => {}));
  await Promise.all(leaps);
}
