// Jewel Bazaar on a seat's page: its part of the frame drawn, its editors, its replies. The page
// (companion.js) calls BazaarGames.jewels(page) once and then the functions it returns.
"use strict";
window.BazaarGames = window.BazaarGames || {};
window.BazaarGames.jewels = function (page) {
  var el = page.el, button = page.button, fact = page.fact, send = page.send, render = page.render;
  var frame = null;
  var KIND_SHAPES = ["⬢", "◆", "▲"], KIND_CLASSES = ["sapphire", "ruby", "emerald"];
  var trade = { sell: [0, 0, 0], buy: [0, 0, 0] };  // the trade being made up

  function draw(decision, mine, table) {
    var d = frame.decision, me = frame.me;
    var market = el("div", "market");
    for (var k = 0; k < 3; k++) market.appendChild(kindRow(k, d));
    if (d) {
      decision.appendChild(el("h2", null, t("yourTurn")));
      decision.appendChild(market);
      var verdict = el("p", "verdict", d.verdict);
      verdict.id = "verdict";
      decision.appendChild(verdict);
      var after = el("p", "money-after");
      after.id = "money-after";
      decision.appendChild(after);
      if (d.must_buy) decision.appendChild(el("p", "note", t("mustBuy")));
      var go = button(t("pass"), "primary wide", function () { send({ type: "trade", sell: trade.sell, buy: trade.buy }); }, { act: "trade" });
      go.id = "trade-btn";
      decision.appendChild(go);
      send({ type: "check_trade", sell: trade.sell, buy: trade.buy });
    } else {
      mine.appendChild(market);
    }
    var facts = el("div", "facts");
    facts.appendChild(fact("¤", t("money") + ": " + me.money));
    mine.appendChild(facts);
    page.playersTable(table, function (p, i, li) {
      li.appendChild(el("span", "num", "¤ " + p.money));
      li.appendChild(el("span", "mini", p.jewels.map(function (n, k) { return n + KIND_SHAPES[k]; }).join(" ")));
      li.appendChild(el("span", "mark" + (p.traded ? " done" : ""), p.traded ? "✓" : p.first ? "1st" : ""));
    });
  }
  function kindRow(k, d) {
    var row = el("div", "kind " + KIND_CLASSES[k]);
    var head = el("div", "kind-head");
    head.appendChild(el("span", "shape", KIND_SHAPES[k]));
    head.appendChild(el("b", null, frame.kinds[k]));
    var change = frame.changes ? frame.changes[k] : 0;
    head.appendChild(el("span", "price", t("price") + " " + frame.prices[k] + (change > 0 ? " ▲" : change < 0 ? " ▼" : "")));
    head.appendChild(el("span", "mini", t("youHold") + " " + frame.me.jewels[k] + " · " + t("stock") + " " + frame.stock[k]));
    row.appendChild(head);
    if (d) {
      var steps = el("div", "row");
      ["sell", "buy"].forEach(function (side) {
        var group = el("div", "stepper");
        group.appendChild(el("span", "label", t(side)));
        group.appendChild(button("−", "step", function () { if (trade[side][k] > 0) { trade[side][k]--; render(); } }, { side: side, kind: k, delta: -1 }));
        group.appendChild(el("b", "count", String(trade[side][k])));
        group.appendChild(button("+", "step", function () { if (trade[side][k] < d.max) { trade[side][k]++; render(); } }, { side: side, kind: k, delta: 1 }));
        steps.appendChild(group);
      });
      row.appendChild(steps);
    }
    return row;
  }
  function showTradeVerdict(msg) {
    var v = page.$("verdict"), go = page.$("trade-btn"), after = page.$("money-after");
    if (!v || !go) return;
    v.textContent = msg.verdict;
    v.className = "verdict " + (msg.ok ? "good" : "bad");
    var any = msg.sell.concat(msg.buy).some(function (n) { return n > 0; });
    go.textContent = any ? t("trade") : t("pass");
    go.disabled = !msg.ok;
    after.textContent = t("moneyAfter", { money: msg.money_after });
  }

  return {
    fresh: function () { trade = { sell: [0, 0, 0], buy: [0, 0, 0] }; },  // a new turn: nothing yet
    draw: function (f, decision, mine, table) { frame = f; draw(decision, mine, table); },
    replies: { trade_verdict: showTradeVerdict },
  };
};
