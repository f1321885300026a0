// The player's settings, kept in the browser: each game's house rules (the options the engine
// says a game may take), a four-colour deck, the card size and automatic moves home. The
// language is kept apart ("yukon.lang"), as the header's language choice sets it.
"use strict";

const SETTINGS_KEY = "yukon.settings";
const CARD_SIZES = { small: 0.8, medium: 1, large: 1.25 };

function loadSettings() {
  const fallback = { fourColour: false, cardSize: "medium", autoHome: false, houseRules: {} };
  try {
    const kept = JSON.parse(localStorage.getItem(SETTINGS_KEY) || "{}");
    const settings = { ...fallback, ...(kept && typeof kept === "object" ? kept : {}) };
    if (!(settings.cardSize in CARD_SIZES)) settings.cardSize = "medium";
    if (typeof settings.houseRules !== "object" || settings.houseRules === null) settings.houseRules = {};
    return settings;
  } catch (error) {
    return fallback;  // a damaged entry: the defaults
  }
}

function saveSettings(settings) {
  localStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
}

// The options a new game of ``variant`` is dealt with: the house rules the player chose for it.
function chosenOptions(settings, variant) {
  return { ...(settings.houseRules[variant] || {}) };
}

// The settings form, filled in for ``variant``: a choice per house rule, "as the game plays"
// first; a rule taking a number gets a number box.
function fillSettingsForm(form, settings, variant, houseRules, lang) {
  const words = TEXTS[lang];
  form.elements.fourColour.checked = settings.fourColour;
  form.elements.cardSize.value = settings.cardSize;
  form.elements.autoHome.checked = settings.autoHome;
  const chosen = settings.houseRules[variant.name] || {};
  const box = form.querySelector("#house-rules");
  box.replaceChildren();
  for (const rule of houseRules) {
    const label = document.createElement("label");
    const name = document.createElement("span");
    name.textContent = rule.title[lang] || rule.title.en;
    let control;
    if (rule.values) {
      control = document.createElement("select");
      control.append(new Option(words.asTheGamePlays, ""));
      for (const value of rule.values) control.append(new Option(words.optionValues[value] || value, value));
    } else {
      control = document.createElement("input");
      control.type = "number";
      control.min = "1";
      control.placeholder = words.asTheGamePlays;
    }
    control.name = `rule.${rule.name}`;
    control.value = chosen[rule.name] ?? "";
    label.append(name, control);
    box.append(label);
  }
}

// The settings the form says, for ``variant``'s house rules.
function readSettingsForm(form, settings, variant) {
  const rules = {};
  for (const control of form.querySelectorAll('[name^="rule."]')) {
    if (control.value !== "") rules[control.name.slice(5)] = control.value;
  }
  return {
    ...settings,
    fourColour: form.elements.fourColour.checked,
    cardSize: form.elements.cardSize.value,
    autoHome: form.elements.autoHome.checked,
    houseRules: { ...settings.houseRules, [variant]: rules },
  };
}
