// Basta! on a seat's page: its part of the frame drawn, its editors, its replies. The page
// (companion.js) calls BazaarGames.basta(page) once and then the functions it returns.
"use strict";
window.BazaarGames = window.BazaarGames || {};
window.BazaarGames.basta = function (page) {
  var el = page.el, button = page.button, fact = page.fact, send = page.send, render = page.render;
  var frame = null;
  var picked = null;  // the card tapped, not yet played

  function draw(decision, mine, table) {
    var d = frame.decision, me = frame.me;
    var totals = el("div", "basta-total");
    totals.appendChild(el("span", "label", t("total")));
    totals.appendChild(el("b", "total" + (frame.total > 40 ? " hot" : ""), frame.total + " / " + frame.limit));
    totals.appendChild(el("span", "direction", frame.direction > 0 ? t("clockwise") : t("counter")));
    decision.appendChild(totals);
    var stack = el("div", "stack");
    stack.appendChild(el("span", "label", t("stack")));
    frame.stack.forEach(function (c) { stack.appendChild(el("span", "mini-card", c)); });
    decision.appendChild(stack);
    if (d && d.kind === "play") {
      decision.appendChild(el("h2", null, d.of > 1 ? t("cardOf", { n: d.number, of: d.of }) : t("playCard")));
    } else if (d && (d.kind === "exchange" || d.kind === "double")) {
      decision.appendChild(el("h2", null, d.kind === "exchange" ? t("chooseExchange") : t("chooseReceiver")));
      decision.appendChild(targets(d.targets, d.kind === "exchange" ? "exchange" : "lay"));
    }
    mine.appendChild(el("h3", null, t("yourHand")));
    var hand = el("div", "hand");
    var cards = d && d.kind === "play" ? d.cards : me.hand;
    cards.forEach(function (c, i) {
      var playable = d && d.kind === "play" && (c.playable || c.targets.length);
      var b = button("", "basta-card card-" + c.card + (picked === i ? " picked" : "") + (c.over ? " over" : ""), function () { picked = i; render(); }, { index: i, card: c.card });
      b.disabled = !playable;
      b.appendChild(el("span", "face", c.title));
      hand.appendChild(b);
    });
    mine.appendChild(hand);
    if (d && d.kind === "play") {
      var choice = picked !== null ? d.cards[picked] : null;
      mine.appendChild(el("p", "card-effect" + (choice && choice.over ? " bad" : ""), choice ? choice.hint : t("tapCard")));
      if (choice && choice.playable) {
        var play = button(t("play", { card: choice.title }), "primary wide", function () { send({ type: "play", card: choice.card }); }, { act: "play" });
        play.id = "play-btn";
        mine.appendChild(play);
      } else if (choice && choice.targets.length) {
        mine.appendChild(el("h3", null, t("layBefore")));
        mine.appendChild(targets(choice.targets, "lay"));
      }
    }
    var facts = el("div", "facts");
    facts.appendChild(fact("●", me.chips + " " + t("chips")));
    if (me.doubles) facts.appendChild(fact("×2", t("doubles", { n: me.doubles })));
    mine.appendChild(facts);
    page.playersTable(table, function (p, i, li) {
      li.appendChild(el("span", "num", p.cards + " " + t("cards")));
      li.appendChild(el("span", "num", p.chips + " " + t("chips")));
      li.appendChild(el("span", "mark" + (p.active ? " done" : ""), p.doubles ? "×2" : p.active ? "▶" : ""));
    });
  }
  function targets(list, type) {
    var row = el("div", "targets");
    list.forEach(function (seat) {
      row.appendChild(button(frame.players[seat].name, "target seat-" + seat, function () { send({ type: type, target: seat }); }, { target: seat }));
    });
    return row;
  }

  return {
    fresh: function () { picked = null; },  // a new decision: no card tapped yet
    draw: function (f, decision, mine, table) { frame = f; draw(decision, mine, table); },
    replies: {},
  };
};
