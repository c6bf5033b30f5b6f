// Basari on a seat's page: its part of the frame drawn, its editors, its replies. The page
// (companion.js) calls BazaarGames.basari(page) once and then the functions it returns.
"use strict";
window.BazaarGames = window.BazaarGames || {};
window.BazaarGames.basari = function (page) {
  var el = page.el, button = page.button, fact = page.fact, send = page.send, render = page.render;
  var frame = null;
  var GEM_SHAPES = ["◆", "●", "▲", "■"], GEM_CLASSES = ["red", "yellow", "green", "blue"];
  var counts = [0, 0, 0, 0];  // the gems of the offer being made up

  function gems(list, cls) {
    var box = el("span", "gems " + (cls || ""));
    list.forEach(function (n, c) {
      var g = el("span", "gem " + GEM_CLASSES[c] + (n ? "" : " none"));
      g.appendChild(el("span", "shape", GEM_SHAPES[c]));
      g.appendChild(el("b", null, String(n)));
      g.title = frame && frame.colours ? frame.colours[c] : "";
      box.appendChild(g);
    });
    return box;
  }
  // Gems inside a line of text ("On the table: 2 ◆ + 1 ●"): each shape in its gem's colour,
  // so a yellow offer reads yellow at arm's length (the colour named for screen readers).
  function gemsInline(list) {
    var box = el("span", "gems-inline");
    list.forEach(function (n, c) {
      if (!n) return;
      if (box.childNodes.length) box.appendChild(document.createTextNode(" + "));
      var g = el("span", "gem " + GEM_CLASSES[c]);
      g.appendChild(el("b", null, String(n)));
      g.appendChild(el("span", "shape", GEM_SHAPES[c]));
      g.title = frame && frame.colours ? frame.colours[c] : "";
      g.setAttribute("aria-label", n + " " + g.title);
      box.appendChild(g);
    });
    if (!box.childNodes.length) box.textContent = "—";
    return box;
  }
  // A line of the page's words with {gems} drawn as coloured gems.
  function gemsLine(tag, cls, key, values, list) {
    var line = el(tag, cls), parts = t(key, Object.assign({ gems: "\u0000" }, values)).split("\u0000");
    parts.forEach(function (part, i) {
      if (i) line.appendChild(gemsInline(list));
      if (part) line.appendChild(document.createTextNode(part));
    });
    return line;
  }
  function lapText(done) {
    return done >= frame.lap_size ? t("lapDone") : t("lap", { done: done, size: frame.lap_size });
  }

  function draw(decision, mine, table) {
    var d = frame.decision, me = frame.me;
    if (d && d.kind === "start") {
      decision.appendChild(el("h2", null, t("chooseStart")));
      var grid = el("div", "archways");
      d.choices.forEach(function (c) {
        var b = button("", "archway", function () { send({ type: "start", archway: c.archway }); }, { archway: c.archway });
        b.appendChild(el("span", "number", String(c.archway + 1)));
        b.appendChild(el("span", "pts", c.points + " ★"));
        var mini = el("span", "mini");
        mini.appendChild(gemsInline(c.gems));
        b.appendChild(mini);
        grid.appendChild(b);
      });
      decision.appendChild(grid);
    } else if (d && d.kind === "card") {
      decision.appendChild(el("h2", null, t("chooseCard")));
      var row = el("div", "action-cards");
      d.options.forEach(function (o) {
        var b = button("", "action-card card-" + o.card, function () { send({ type: "card", card: o.card }); }, { card: o.card });
        b.disabled = !o.enabled;
        b.appendChild(el("span", "card-icon", { die: "⚀", points: "★", gems: "◆" }[o.card]));
        b.appendChild(el("span", "card-title", frame.cards[o.card]));
        b.appendChild(el("span", "card-hint", o.enabled ? o.hint : o.reason));
        row.appendChild(b);
      });
      decision.appendChild(row);
    } else if (d && d.kind === "barter") {
      barter(decision, d);
    }
    mine.appendChild(el("h3", null, t("yourGems")));
    mine.appendChild(gems(me.gems, "big"));
    var facts = el("div", "facts");
    facts.appendChild(fact("★", me.points + " " + t("points")));
    var where = fact("⌂", me.archway ? t("archway", { n: me.archway }) + " · " + me.archway_points + " ★ · " : t("noArchway"));
    if (me.archway) where.lastChild.appendChild(gemsInline(me.archway_gems));
    facts.appendChild(where);
    if (me.archway) facts.appendChild(fact("↻", lapText(me.lap)));
    if (me.card) facts.appendChild(fact("🂠", t("youChose", { card: frame.cards[me.card] })));
    mine.appendChild(facts);
    if (frame.barter && !(d && d.kind === "barter")) {
      var b = frame.barter, line = el("p", "barter-line", t("barterNow", { card: b.card, between: b.between.join(" – ") }));
      mine.appendChild(line);
      if (b.offer) mine.appendChild(gemsLine("p", "barter-line", "offerBy", { name: b.offerer }, b.offer));
    }
    page.playersTable(table, function (p, i, li) {
      li.appendChild(el("span", "num", p.points + " ★"));
      if (p.archway) li.appendChild(el("span", "num lap", "↻ " + (p.lap >= frame.lap_size ? "✓" : p.lap + "/" + frame.lap_size)));
      li.appendChild(gems(p.gems, "small"));
      // During a secret choice only who has chosen; a card name only after the reveal.
      var mark = frame.phase === "choose_cards" ? (p.chosen ? "✓ " + t("chosen") : "… " + t("notChosen")) : p.revealed ? frame.cards[p.revealed] : "";
      li.appendChild(el("span", "mark" + (p.chosen ? " done" : ""), mark));
    });
    var carpets = el("p", "carpets");
    carpets.appendChild(el("span", null, t("carpets") + " "));
    carpets.appendChild(gems(frame.carpets, "small"));
    table.appendChild(carpets);
  }
  function barter(box, d) {
    box.appendChild(el("h2", null, t("barterWith", { other: d.other, card: d.card })));
    box.appendChild(d.on_table ? gemsLine("p", "table-line", "onTable", {}, d.on_table) : el("p", "table-line", t("youOpen")));
    if (d.can_raise) {
      var rows = el("div", "counters");
      for (var c = 0; c < 4; c++) rows.appendChild(counterRow(c, d));
      box.appendChild(rows);
      var tools = el("div", "row");
      tools.appendChild(button(t("cheapest"), "small-btn", function () { counts = d.suggestion.slice(); render(); }, { act: "cheapest" }));
      tools.appendChild(button(t("clear"), "small-btn", function () { counts = [0, 0, 0, 0]; render(); }, { act: "clear" }));
      box.appendChild(tools);
    }
    var verdict = el("p", "verdict", d.can_raise ? d.verdict : t("mustAccept"));
    verdict.id = "verdict";
    box.appendChild(verdict);
    var actions = el("div", "row actions");
    if (d.on_table) actions.appendChild(button(t("accept"), d.can_raise ? "" : "primary", function () { send({ type: "accept" }); }, { act: "accept" }));
    if (d.can_raise) {
      var offer = button(d.on_table ? t("raise") : t("offer"), "primary", function () { send({ type: "offer", gems: counts }); }, { act: "offer" });
      offer.id = "offer-btn";
      offer.disabled = counts.reduce(function (a, b) { return a + b; }, 0) === 0;
      actions.appendChild(offer);
    }
    box.appendChild(actions);
    if (!d.on_table) box.appendChild(button(t("nothing"), "quiet", function () { send({ type: "offer", gems: [0, 0, 0, 0] }); }, { act: "nothing" }));
    if (d.can_raise) check();
  }
  function counterRow(c, d) {
    var row = el("div", "counter");
    var label = el("span", "gem " + GEM_CLASSES[c]);
    label.appendChild(el("span", "shape", GEM_SHAPES[c]));
    label.appendChild(el("span", null, frame.colours[c]));
    row.appendChild(label);
    var minus = button("−", "step", function () { if (counts[c] > 0) { counts[c]--; render(); } }, { minus: c });
    minus.disabled = counts[c] === 0;
    var plus = button("+", "step", function () { if (counts[c] < d.hand[c]) { counts[c]++; render(); } }, { plus: c });
    plus.disabled = counts[c] >= d.hand[c];
    row.appendChild(minus);
    row.appendChild(el("b", "count", t("ofHeld", { n: counts[c], held: d.hand[c] })));
    row.appendChild(plus);
    return row;
  }
  function check() { send({ type: "check_offer", gems: counts }); }
  function showVerdict(msg) {
    var d = frame && frame.decision, v = page.$("verdict");
    // Only the answer about the offer now made up (a late one about another is dropped).
    if (!v || !d || d.kind !== "barter" || !d.can_raise || String(msg.gems) !== String(counts)) return;
    var text = msg.verdict, ok = msg.ok;
    v.textContent = text;
    v.className = "verdict " + (ok ? "good" : "bad");
    var offer = page.$("offer-btn");  // offering nothing has its own button
    if (offer) offer.disabled = !ok || counts.reduce(function (a, b) { return a + b; }, 0) === 0;
  }

  return {
    // A new decision: the offer starts from the cheapest one that would do.
    fresh: function (f) {
      var d = f.decision;
      counts = d && d.kind === "barter" && d.can_raise ? d.suggestion.slice() : [0, 0, 0, 0];
    },
    draw: function (f, decision, mine, table) { frame = f; draw(decision, mine, table); },
    replies: { verdict: showVerdict },
  };
};
