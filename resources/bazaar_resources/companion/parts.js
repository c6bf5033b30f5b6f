// The parts both seat pages draw with: the phones' page (companion.js, served by the desktop
// at /p/parts.js) and the web table (web/table.js, served by bazaar-server at /w/parts.js).
// One copy, so a change shows on both; each page keeps only what its own connection needs.
// The words come from words.js (`t`), loaded before.
"use strict";
window.BazaarParts = (function () {
  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }
  function button(text, cls, onClick, data) {
    var b = el("button", cls, text);
    b.type = "button";
    b.addEventListener("click", onClick);
    if (data) Object.keys(data).forEach(function (k) { b.dataset[k] = data[k]; });
    return b;
  }
  function fact(icon, text) {
    var f = el("div", "fact");
    f.appendChild(el("span", "icon", icon));
    f.appendChild(el("span", null, text));
    return f;
  }
  // A short message over the page (a refusal, "connection lost"), gone after six seconds.
  function toast(box, text) {
    box.textContent = text;
    box.hidden = false;
    clearTimeout(box.toastTimer);
    box.toastTimer = setTimeout(function () { box.hidden = true; }, 6000);
  }
  // The header's connection state ("connecting", "ok", "reconnecting", "closed", "gone"), in
  // words and as `body[data-link]` (the pages' tests wait on it).
  function setLink(box, state) {
    box.className = state === "closed" ? "link-gone" : "link-" + state;
    box.textContent = state === "ok" ? t("connected") : state === "gone" ? t("goneTitle") : t(state);
    document.body.dataset.link = state;
  }
  // A seat's marker: the desktop's colour for that seat with the letter on its pieces
  // ({colour, ink, letter}); the name beside it says who it is.
  function paintDot(dot, mark) {
    dot.className = "seat-dot";
    dot.textContent = mark.letter;
    dot.style.background = mark.colour;
    dot.style.color = mark.ink;
    dot.setAttribute("aria-hidden", "true");
    return dot;
  }
  // The players, a row each: marker, `label(p, i)` (name and tags), then `columns(p, i, li)`.
  function playersTable(box, players, me, marks, label, columns) {
    box.appendChild(el("h3", null, t("players")));
    var list = el("ul", "players");
    players.forEach(function (p, i) {
      var li = el("li", "player seat-" + i + (i === me ? " me" : "") + (p.deciding ? " deciding" : ""));
      var who = el("span", "who");
      who.appendChild(paintDot(el("span"), marks[i]));
      who.appendChild(el("span", null, label(p, i)));
      li.appendChild(who);
      columns(p, i, li);
      list.appendChild(li);
    });
    box.appendChild(list);
  }
  // The end's results: place, name, score, a row each ({place, name, score}); `isMe(s)` marks
  // this page's person.
  function results(box, standings, isMe) {
    var card = el("div", "results");
    card.appendChild(el("h2", null, t("results")));
    var list = el("ol");
    standings.forEach(function (s) {
      var li = el("li", isMe(s) ? "me" : "");
      li.appendChild(el("span", "place", t("place", { n: s.place })));
      li.appendChild(el("span", "who", s.name));
      li.appendChild(el("b", "score", String(s.score)));
      list.appendChild(li);
    });
    card.appendChild(list);
    box.appendChild(card);
  }
  // The coach's move (and why, where the page is told) in the hint card.
  function showHint(card, move, why) {
    card.innerHTML = "";
    card.appendChild(el("h3", null, t("hintFor")));
    card.appendChild(el("p", "hint-move", move));
    if (why) card.appendChild(el("p", "hint-why", why));
    card.hidden = false;
  }
  // The newest line of a list in view, once laid out: in the next animation frame (reading
  // its height now would lay the whole page out an extra time).
  function scrollToEnd(list) {
    if (list.scrollPending) return;
    list.scrollPending = true;
    requestAnimationFrame(function () { list.scrollPending = false; list.scrollTop = list.scrollHeight; });
  }
  return {
    el: el, button: button, fact: fact, toast: toast, setLink: setLink, paintDot: paintDot,
    playersTable: playersTable, results: results, showHint: showHint, scrollToEnd: scrollToEnd,
  };
})();
