// The page's own words in English and Russian; the engine's messages (refusals, hints, rules)
// come from the engine in the language the page asks for with "hello".
"use strict";

const TEXTS = {
  en: {
    newDeal: "New deal",
    dealPlaceholder: "deal number or code",
    solvableOnly: "Only solvable deals",
    hint: "Hint",
    undo: "Undo",
    redo: "Redo",
    collect: "Collect all",
    redeal: "Redeal",
    rules: "Rules",
    records: "Records",
    score: "Score",
    moves: "Moves",
    time: "Time",
    lost: "This game can no longer be won.",
    back: "Back to the last winnable move",
    noMoves: "No moves left.",
    won: "Won!",
    close: "Close",
    stock: "Stock",
    waste: "Waste",
    cell: "Cell",
    foundation: "Foundation",
    reserve: "Reserve",
    column: "Column",
    undos: "Undos",
    hints: "Hints",
    newRecord: "A new record!",
    previousBest: "Previous best",
    game: "Game",
    played: "Played",
    wonCount: "Won",
    fewestMoves: "Fewest moves",
    fastest: "Fastest",
    winRate: "Won %",
    streak: "Streak",
    bestStreak: "Best streak",
    resetRecords: "Reset records",
    resetAsk: "Forget every record?",
    leaveAsk: "Leave this game for a new deal? It counts as lost.",
    reconnecting: "The connection to the engine was lost: reconnecting…",
    stepRefused: "The address's step",
    language: "Language",
    table: "Table",
    badDeal: "“{deal}” is not a deal: type a deal number, or a game code such as YU1-C-AAAAAAB.",
    noRecords: "No finished games yet.",
    noHint: "No move helps here.",
    dealing: "Dealing…",
  },
  ru: {
    newDeal: "Новая раздача",
    dealPlaceholder: "номер раздачи или код",
    solvableOnly: "Только решаемые раздачи",
    hint: "Подсказка",
    undo: "Отменить",
    redo: "Вернуть",
    collect: "Собрать всё",
    redeal: "Пересдать",
    rules: "Правила",
    records: "Рекорды",
    score: "Очки",
    moves: "Ходы",
    time: "Время",
    lost: "Эту партию уже не выиграть.",
    back: "Вернуться к последнему выигрышному ходу",
    noMoves: "Ходов больше нет.",
    won: "Победа!",
    close: "Закрыть",
    stock: "Колода",
    waste: "Отбой",
    cell: "Ячейка",
    foundation: "Дом",
    reserve: "Резерв",
    column: "Столбец",
    undos: "Отмен",
    hints: "Подсказок",
    newRecord: "Новый рекорд!",
    previousBest: "Прежний рекорд",
    game: "Игра",
    played: "Сыграно",
    wonCount: "Выиграно",
    fewestMoves: "Меньше всего ходов",
    fastest: "Быстрее всего",
    winRate: "Выиграно, %",
    streak: "Серия",
    bestStreak: "Лучшая серия",
    resetRecords: "Сбросить рекорды",
    resetAsk: "Забыть все рекорды?",
    leaveAsk: "Оставить эту партию ради новой раздачи? Она засчитается как проигранная.",
    reconnecting: "Связь с движком потеряна: подключаюсь снова…",
    stepRefused: "Шаг из адреса",
    language: "Язык",
    table: "Стол",
    badDeal: "«{deal}» — не раздача: наберите номер раздачи или код игры, например YU1-C-AAAAAAB.",
    noRecords: "Законченных партий пока нет.",
    noHint: "Здесь ни один ход не поможет.",
    dealing: "Раздаю…",
  },
};

const SUITS = { S: "♠", H: "♥", D: "♦", C: "♣" };
const SUIT_NAMES = {
  en: { S: "spades", H: "hearts", D: "diamonds", C: "clubs" },
  ru: { S: "пики", H: "червы", D: "бубны", C: "трефы" },
};
const RANK_NAMES = {
  en: { A: "ace", J: "jack", Q: "queen", K: "king" },
  ru: { A: "туз", J: "валет", Q: "дама", K: "король" },
};

// "10H" or "KS/2" → {rank, suit, copy}.
function parseCard(text) {
  const match = /^(10|[2-9AJQK])([SHDC])(?:\/(\d+))?$/.exec(text);
  if (!match) return null;
  return { rank: match[1], suit: match[2], copy: match[3] ? Number(match[3]) : 1 };
}

function cardName(text, lang) {
  const card = parseCard(text);
  if (!card) return text;
  const rank = RANK_NAMES[lang][card.rank] || card.rank;
  const name = lang === "ru" ? `${rank}, ${SUIT_NAMES.ru[card.suit]}` : `${rank} of ${SUIT_NAMES.en[card.suit]}`;
  return card.copy > 1 ? `${name} (${card.copy})` : name;
}
