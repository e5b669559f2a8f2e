// Forms generated from data: a game's options from its JSON schema, and a command from a legal action.
// The action form checks what the listing promises (count, totals, groups) before sending, in words;
// the server checks again and its problem is shown the same way.
import { h } from "./dom.js";
import { code, LANG, pickText, t } from "./i18n.js";
import { optionText } from "./options.js";

function resolve(schema, root) {
  while (schema && schema.$ref) schema = root.$defs[schema.$ref.split("/").pop()];
  return schema;
}

// A value the schema only names by its code ("mission_0", "fear_of_the_dark"), as words: "mission 0".
const words = (code) => String(code).replaceAll("_", " ").replaceAll("-", " ");

// Options form: one field per property, named and explained in the page's language (options.js), its
// values named, a seat chosen by its player's name; returns [element, read()].
export function optionsForm(schema, game = "") {
  const root = schema;
  const object = resolve(schema, root);
  const fields = [];
  const box = h("fieldset.options", {}, h("legend", {}, t("options")));
  const lang = LANG === "fr" ? 1 : 0;
  for (const [name, raw] of Object.entries(object.properties || {})) {
    const prop = resolve(raw, root);
    const id = "opt-" + name;
    const known = optionText(game, name);
    const named = (v) => (known && known.values && known.values[v] ? known.values[v][lang] : words(v));
    let input;
    let read;
    const nullable = (prop.anyOf || []).some((s) => s.type === "null");
    const base = nullable ? resolve(prop.anyOf.find((s) => s.type !== "null"), root) : prop;
    if (known && known.seat && (base.type === "integer" || base.type === "number")) {
      // a seat: "Player 1" for seat 0 (as everywhere on the page), or drawn at random when it may be left out
      const most = 5;
      input = h("select", { id, name, "data-seat-option": "" },
        nullable ? h("option", { value: "", selected: prop.default === null || prop.default === undefined }, t("atRandom")) : null,
        Array.from({ length: most }, (_, seat) => h("option", { value: seat, selected: seat === prop.default }, `${t("player")} ${seat + 1}`)));
      read = () => (input.value === "" ? null : Number(input.value));
    } else if (base.enum) {
      const order = known && known.values ? Object.keys(known.values) : [];
      const rank = (v) => (order.includes(String(v)) ? order.indexOf(String(v)) : order.length);
      const values = [...base.enum].sort((a, b) => rank(a) - rank(b));
      input = h("select", { id, name }, values.map((v) => h("option", { value: v, selected: v === prop.default }, named(v))));
      read = () => (typeof base.enum[0] === "number" ? Number(input.value) : input.value);
    } else if (known && known.values && base.type === "integer") {
      // a number the game names (Big Book's difficulty column I, II, III)
      input = h("select", { id, name }, Object.keys(known.values).map((v) => h("option", { value: v, selected: Number(v) === prop.default }, named(v))));
      read = () => Number(input.value);
    } else if (base.type === "boolean") {
      input = h("input", { id, name, type: "checkbox", checked: !!prop.default });
      read = () => input.checked;
    } else if (base.type === "integer" || base.type === "number") {
      input = h("input", { id, name, type: "number", step: base.type === "integer" ? 1 : "any",
        value: prop.default ?? "", placeholder: nullable ? "—" : "" });
      read = () => (input.value === "" ? null : Number(input.value));
    } else if (base.type === "array" && base.items && resolve(base.items, root).enum) {
      const values = resolve(base.items, root).enum;
      input = h("span.multi", { id }, values.map((v) =>
        h("label", {}, h("input", { type: "checkbox", name, value: v, checked: (prop.default || []).includes(v) }), named(v))));
      read = () => [...input.querySelectorAll("input:checked")].map((i) => i.value);
    } else {
      continue; // richer values (e.g. a list of magicians) keep their defaults: the game prompts for them
    }
    fields.push([name, read, prop.default]);
    const help = known && known.help ? h("small.help", { id: `${id}-help` }, known.help[lang]) : null;
    if (help) input.setAttribute("aria-describedby", help.id);
    box.append(h("div.field", { "data-option": name }, h("label", { for: id }, known ? known.label[lang] : code(name)), input, help));
  }
  const read = () => {
    const options = {};
    for (const [name, get, fallback] of fields) {
      const value = get();
      if (JSON.stringify(value) !== JSON.stringify(fallback)) options[name] = value;
    }
    return options;
  };
  return [box, read];
}

// Why `value` is not what `param` accepts (null when it is): the listing's own constraints.
export function outside(param, value) {
  const name = code(param.name);
  const byValue = new Map(param.choices.map((c) => [JSON.stringify(c.value), c]));
  const chosen = [];
  if (!param.many) {
    if (!byValue.has(JSON.stringify(value))) return t("chooseOne", { name });
    chosen.push(byValue.get(JSON.stringify(value)));
  } else {
    if (!Array.isArray(value)) return t("listExpected", { name });
    if (value.length < param.min || value.length > param.max)
      return param.min === param.max ? t("chooseN", { name, n: param.min }) : t("chooseRange", { name, min: param.min, max: param.max });
    for (const v of value) chosen.push(byValue.get(JSON.stringify(v)));
  }
  const total = chosen.reduce((sum, c) => sum + (c.amount || 0), 0);
  if (param.total_min !== null && param.total_min !== undefined && total < param.total_min)
    return t("totalMin", { name, total, min: param.total_min });
  if (param.total_max !== null && param.total_max !== undefined && total > param.total_max)
    return t("totalMax", { name, total, max: param.total_max });
  const groups = new Set(chosen.map((c) => c.group));
  if (param.same_group && (groups.size > 1 || groups.has(null))) return t("oneGroup", { name });
  for (const group of param.each_group || []) if (!groups.has(group)) return t("eachGroup", { name, group: code(group) });
  return null;
}

// The form of one legal action. `preset` gives values chosen by a click on the drawing.
export function actionForm(action, index, send, preset = {}) {
  const form = h("form.action", { "data-action": action.action, "data-index": index });
  form.append(h("div.label", {}, pickText(action.label)));
  const readers = [];
  for (const param of action.params) {
    const id = `a${index}-${param.name}`;
    if (!param.many) {
      const select = h("select", { id, name: param.name, "aria-label": code(param.name) },
        param.choices.map((c) => h("option", { value: JSON.stringify(c.value),
          selected: JSON.stringify(preset[param.name]) === JSON.stringify(c.value) }, pickText(c.label))));
      // a prompt's lone "value" (which hex, which target) is named by the action's question: "Choose"
      const title = param.name === "value" && action.params.length === 1 ? t("pick") : code(param.name);
      form.append(h("label.param", { for: id }, title), select);
      readers.push([param, () => JSON.parse(select.value)]);
    } else {
      const order = [];
      const list = h("fieldset.many", { "data-param": param.name },
        h("legend", {}, `${code(param.name)} (${param.min === param.max ? param.min : param.min + "–" + param.max})`));
      for (const c of param.choices) {
        const box = h("input", { type: "checkbox", name: param.name, value: JSON.stringify(c.value) });
        if (JSON.stringify(preset[param.name]) === box.value) { box.checked = true; order.push(box.value); }
        box.addEventListener("change", () => {
          const i = order.indexOf(box.value);
          if (box.checked && i < 0) order.push(box.value);
          if (!box.checked && i >= 0) order.splice(i, 1);
        });
        list.append(h("label", {}, box, pickText(c.label)));
      }
      form.append(list);
      readers.push([param, () => order.map((v) => JSON.parse(v))]);
    }
  }
  const error = h("p.form-error", { role: "alert" });
  form.append(h("button", { type: "submit" }, action.params.length ? t("send") : pickText(action.label)), error);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const command = { action: action.action, ...action.fixed };
    for (const [param, read] of readers) {
      const value = read();
      const why = outside(param, value);
      if (why) { error.textContent = why; return; }
      command[param.name] = value;
    }
    error.textContent = "";
    send(command);
  });
  return form;
}
