// The public table in SVG, drawn from the frame (the seat's view and the public facts) and,
// for Basari, the desktop's own board data: Basari's archways and points track, Jewel
// Bazaar's price board and stock, Basta!'s running total, stack and piles. Each person in
// the desktop's colour, with their letter (colour is never the only cue).
// What never changes during a game (the felt, Basari's 32 archways, the labels) is built once
// per table and language; each frame only replaces the layer of what moves (pawns, bars,
// numbers), and not even that when the facts it shows are the same as the last frame's.
"use strict";
window.BazaarBoard = (function () {
  var NS = "http://www.w3.org/2000/svg";
  var GEM_COLOURS = ["#c0392b", "#d4a017", "#2e8b57", "#2d6cdf"], GEM_SHAPES = ["◆", "●", "▲", "■"];
  var KIND_COLOURS = ["#2d6cdf", "#c0392b", "#2e8b57"], KIND_SHAPES = ["⬢", "◆", "▲"];

  function node(tag, attrs, parent, text) {
    var n = document.createElementNS(NS, tag);
    Object.keys(attrs || {}).forEach(function (k) { n.setAttribute(k, attrs[k]); });
    if (text !== undefined) n.textContent = text;
    if (parent) parent.appendChild(n);
    return n;
  }
  // The layer of what moves, emptied for this frame's drawing; or null when `facts` (what it
  // shows) are this frame's too. `still(svg)` draws the rest, once per `key`.
  function layers(box, key, facts, w, h, label, still) {
    var seen = JSON.stringify(facts);
    if (box.boardKey === key) {
      if (box.boardFacts === seen) return null;
      box.boardFacts = seen;
      box.moving.textContent = "";
      return box.moving;
    }
    box.innerHTML = "";
    var s = node("svg", { viewBox: "0 0 " + w + " " + h, role: "img", "aria-label": label, class: "board" }, box);
    node("title", {}, s, label);
    still(s);
    box.boardKey = key; box.boardFacts = seen;
    box.moving = node("g", { class: "moving" }, s);
    return box.moving;
  }
  function pawn(parent, x, y, r, seat, names, current) {
    var mark = window.BazaarMarks(names)[seat];
    var g = node("g", { class: "pawn" + (current ? " current" : "") }, parent);
    node("circle", { cx: x, cy: y, r: r, fill: mark.colour, stroke: current ? "#d9a441" : "#3b2414", "stroke-width": current ? 3 : 1.5 }, g);
    node("text", { x: x, y: y + r * 0.38, "text-anchor": "middle", "font-size": r * 1.1, "font-weight": 800, fill: mark.ink }, g, mark.letter);
    return g;
  }

  function basari(box, m, f) {
    var board = window.BazaarWeb.board(), v = m.view, names = m.public.names;
    var W = 640, H = 420, cx = 320, cy = 200, rx = 280, ry = 165, size = board.archways.length;
    var at = function (i, inner) {
      var ang = -Math.PI / 2 + 2 * Math.PI * i / size;
      return [cx + rx * inner * Math.cos(ang), cy + ry * inner * Math.sin(ang)];
    };
    var positions = v ? v.positions : names.map(function () { return -1; });
    var facts = [names, positions, m.public.to_act, f.players.map(function (p) { return p.points; }), f.carpets];
    var s = layers(box, ["basari", LANG, size, names.length].join(), facts, W, H, t("board") + ": Basari", function (s) {
      node("ellipse", { cx: cx, cy: cy, rx: rx, ry: ry, class: "felt" }, s);
      board.archways.forEach(function (a, i) {
        var xy = at(i, 1), g = node("g", { class: "archway" }, s);
        node("title", {}, g, t("archwayN", { n: i + 1, p: a.points }));
        node("rect", { x: xy[0] - 17, y: xy[1] - 15, width: 34, height: 30, rx: 12, class: "arch" }, g);
        node("text", { x: xy[0], y: xy[1] + 5, "text-anchor": "middle", "font-size": 13, class: "ink" }, g, String(a.points));
      });
      names.forEach(function (_, i) {
        node("rect", { x: 170, y: 120 + i * 26, width: 300, height: 18, rx: 9, class: "track" }, s);
      });
      GEM_SHAPES.forEach(function (shape, c) {
        node("text", { x: 250 + c * 40, y: 300, "text-anchor": "middle", "font-size": 18, fill: GEM_COLOURS[c] }, s, shape);
      });
    });
    if (!s) return;
    positions.forEach(function (p, seat) {  // each pawn inside its archway, one ring per pawn there
      if (p < 0) return;
      var k = positions.slice(0, seat).filter(function (q) { return q === p; }).length;
      var xy = at(p, 0.8 - 0.1 * k);
      pawn(s, xy[0], xy[1], 11, seat, names, m.public.to_act.indexOf(seat) >= 0);
    });
    // The points track: each seat's points as a bar, its letter at the end.
    var most = Math.max.apply(null, [100].concat(f.players.map(function (p) { return p.points; })));
    f.players.forEach(function (p, i) {
      var y = 120 + i * 26, w = 300 * p.points / most;
      node("rect", { x: 170, y: y, width: Math.max(18, w), height: 18, rx: 9, fill: window.BazaarMarks(names)[i].colour, stroke: "#3b2414", "stroke-width": 1 }, s);
      node("text", { x: 478, y: y + 14, "font-size": 14, class: "ink" }, s, p.points + " ★");
      pawn(s, 160, y + 9, 9, i, names, false);
    });
    f.carpets.forEach(function (n, c) {
      node("text", { x: 250 + c * 40, y: 320, "text-anchor": "middle", "font-size": 13, class: "ink" }, s, String(n));
    });
  }

  function jewels(box, m, f) {
    var names = m.public.names, W = 640, H = 360;
    var facts = [names, m.public.to_act, f.prices, f.stock, f.players.map(function (p) { return p.money; })];
    var s = layers(box, ["jewels", LANG].join(), facts, W, H, t("board") + ": Jewel Bazaar", function (s) {
      node("rect", { x: 10, y: 10, width: W - 20, height: H - 20, rx: 18, class: "felt" }, s);
      f.kinds.forEach(function (kind, k) {
        node("text", { x: 120 + k * 190, y: 275, "text-anchor": "middle", "font-size": 15, class: "ink" }, s, kind);
      });
    });
    if (!s) return;
    f.kinds.forEach(function (kind, k) {
      var x = 60 + k * 190, price = f.prices[k], h = Math.min(200, price * 8);
      node("rect", { x: x, y: 250 - h, width: 120, height: h, rx: 8, fill: KIND_COLOURS[k], opacity: 0.85 }, s);
      node("text", { x: x + 60, y: 240 - h, "text-anchor": "middle", "font-size": 22, "font-weight": 700, class: "ink" }, s, KIND_SHAPES[k] + " " + price);
      node("text", { x: x + 60, y: 295, "text-anchor": "middle", "font-size": 13, class: "soft" }, s, t("stock") + " " + f.stock[k]);
    });
    f.players.forEach(function (p, i) {
      var x = 40 + i * (560 / Math.max(1, names.length)) + 20;
      pawn(s, x, 325, 11, i, names, m.public.to_act.indexOf(i) >= 0);
      node("text", { x: x + 16, y: 330, "font-size": 14, class: "ink" }, s, "¤ " + p.money);
    });
  }

  function basta(box, m, f) {
    var names = m.public.names, W = 640, H = 400, cx = 320, cy = 200;
    var facts = [names, f.total, f.direction, f.stack, f.pile, f.players.map(function (p) { return [p.cards, p.chips, p.doubles, p.active]; })];
    var s = layers(box, ["basta", LANG].join(), facts, W, H, t("board") + ": Basta!", function (s) {
      node("ellipse", { cx: cx, cy: cy, rx: 300, ry: 185, class: "felt" }, s);
      node("rect", { x: cx - 100, y: cy + 30, width: 200, height: 10, rx: 5, class: "track" }, s);
      node("rect", { x: cx - 150, y: cy + 55, width: 70, height: 95, rx: 8, class: "card-face" }, s);
      node("text", { x: cx - 115, y: cy + 168, "text-anchor": "middle", "font-size": 12, class: "soft" }, s, t("stack"));
      node("rect", { x: cx + 80, y: cy + 55, width: 70, height: 95, rx: 8, class: "card-back" }, s);
      node("text", { x: cx + 115, y: cy + 168, "text-anchor": "middle", "font-size": 12, class: "soft" }, s, t("pile"));
    });
    if (!s) return;
    var hot = f.total > 40;
    node("text", { x: cx, y: cy - 10, "text-anchor": "middle", "font-size": 64, "font-weight": 800, class: hot ? "hot" : "ink" }, s, String(f.total));
    node("text", { x: cx, y: cy + 18, "text-anchor": "middle", "font-size": 15, class: "soft" }, s, t("limitLabel") + " " + f.limit + " · " + (f.direction > 0 ? t("clockwise") : t("counter")));
    node("rect", { x: cx - 100, y: cy + 30, width: Math.max(0, Math.min(200, 200 * f.total / f.limit)), height: 10, rx: 5, class: hot ? "hot-fill" : "fill" }, s);
    var top = f.stack.length ? f.stack[f.stack.length - 1] : "—";
    node("text", { x: cx - 115, y: cy + 108, "text-anchor": "middle", "font-size": top.length > 3 ? 11 : 26, "font-weight": 700, class: "ink" }, s, top);
    node("text", { x: cx + 115, y: cy + 108, "text-anchor": "middle", "font-size": 22, "font-weight": 700, fill: "#fff8ec" }, s, String(f.pile));
    f.players.forEach(function (p, i) {
      var ang = -Math.PI / 2 + 2 * Math.PI * i / names.length, x = cx + 240 * Math.cos(ang), y = cy + 130 * Math.sin(ang) - 20;
      pawn(s, x, y, 14, i, names, p.active);
      node("text", { x: x, y: y + 32, "text-anchor": "middle", "font-size": 13, class: "ink" }, s, p.cards + " 🂠 · " + p.chips + " ● " + (p.doubles ? "×2" : ""));
    });
  }

  return {
    draw: function (box, m, f) {
      ({ basari: basari, jewels: jewels, basta: basta })[m.game](box, m, f);
    },
  };
})();
