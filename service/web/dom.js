// A tiny element builder: h("div.card", {onclick}, child, ...).

export function h(tag, attrs = {}, ...children) {
  const [name, ...classes] = tag.split(".");
  const element = document.createElement(name || "div");
  if (classes.length) element.className = classes.join(" ");
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on")) element.addEventListener(key.slice(2), value);
    else if (key === "dataset") Object.assign(element.dataset, value);
    else if (key === "text") element.textContent = value;
    else element.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}


// The same for SVG elements: svg("g.hex", {transform}, child, ...). SVG's namespace comes from the HTML
// parser, so the page names no other host, not even as a namespace.
const SVG_NS = (() => {
  const box = document.createElement("div");
  box.innerHTML = "<svg></svg>";
  return box.firstChild.namespaceURI;
})();

export function svg(tag, attrs = {}, ...children) {
  const [name, ...classes] = tag.split(".");
  const el = document.createElementNS(SVG_NS, name);
  if (classes.length) el.setAttribute("class", classes.join(" "));
  for (const [key, value] of Object.entries(attrs)) {
    if (value !== null && value !== undefined && value !== false) el.setAttribute(key, String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return el;
}
