// The entry panel's controls (split from the page in issue 19): a group of fields with the place
// where a refusal of its field is said, buttons that pick or toggle, number fields, steppers and
// a button per seat. The Skat and the Schafkopf panel are built of these; each control notes
// itself in the page's `nodes` (to be drawn again) and says every change through `changed`.

import { el } from "./common.js";

/** A player's first name, as a narrow column or a seat's button says it. */
export function firstName(name) {
  return String(name).split(/\s+/)[0] || String(name);
}

/** The controls over the panel's `nodes` (`groups`, `errors`, `buttons`, `inputs`, `counts`),
 * each change said to `changed`. */
export function controls(nodes, changed) {
  /** A group of the panel with its label and the place where a refusal of its field is said. */
  function group(key, labelText, ...children) {
    const error = el("p", { class: "error", role: "alert", "data-testid": `error-${key}`, hidden: true });
    const node = el("fieldset", { class: ["group", key], "data-testid": `group-${key}` }, el("legend", { text: labelText }), ...children, error);
    nodes.groups[key] = node;
    nodes.errors[key] = error;
    return node;
  }

  /** Number fields side by side; a refusal of one of them is said under all of them, in full
   * width (the same line keeps each field's test id). */
  function numbers(...groups) {
    const line = el("p", { class: "error", role: "alert", hidden: true });
    for (const g of groups) {
      const key = g.dataset.testid.slice("group-".length);
      const own = nodes.errors[key];
      own.remove();
      nodes.errors[key] = line;
    }
    return el("div", { class: "numbers-box" }, el("div", { class: "numbers" }, groups), line);
  }

  /** A button that picks or toggles something; `pressed` says whether it is on. */
  function choice(testid, text, onPress, pressed, extra = {}) {
    const button = el("button", { type: "button", class: ["pick", extra.class], "data-testid": testid, "aria-pressed": "false", onclick: () => (onPress(), changed()), ...extra.attrs }, text);
    nodes.buttons.push({ button, pressed, disabled: extra.disabled ?? (() => false) });
    return button;
  }

  function numberInput(key, labelText, get, set, attrs = {}) {
    const input = el("input", {
      type: "text", inputmode: "numeric", pattern: "[0-9]*", autocomplete: "off", enterkeyhint: "done", "data-testid": `entry-${key}`,
      "aria-label": labelText, oninput: (e) => (set(e.target.value), changed()), ...attrs,
    });
    nodes.inputs = nodes.inputs ?? [];
    nodes.inputs.push({ input, get });
    return input;
  }

  function stepper(key, get, set, min, max, fewer, more) {
    const shown = el("span", { class: "count", "data-testid": `entry-${key}-count` });
    nodes.counts = nodes.counts ?? [];
    nodes.counts.push({ node: shown, get });
    const step = (d) => () => set(Math.max(min, Math.min(max(), (get() ?? 0) + d)));
    return el("span", { class: "stepper" },
      choice(`entry-${key}-less`, "−", step(-1), () => false, { attrs: { "aria-label": fewer } }),
      shown,
      choice(`entry-${key}-more`, "+", step(1), () => false, { attrs: { "aria-label": more } }));
  }

  function seatButtons(players, prefix, get, set, disabled = () => false) {
    return el("div", { class: "seats-pick" }, players.map((p) =>
      choice(`${prefix}-${p.seat}`, firstName(p.name), () => set(get() === p.seat ? null : p.seat), () => get() === p.seat,
        { attrs: { title: p.name, "aria-label": p.name }, disabled: () => disabled(p.seat) })));
  }

  return { group, numbers, choice, numberInput, stepper, seatButtons };
}
