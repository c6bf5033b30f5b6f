// A seat's page: one WebSocket to the desktop, a frame of this seat's view after every
// change, a message per tap. The desktop decides everything; this page only shows and asks.
"use strict";
(function () {
  var token = location.pathname.split("/").pop();
  var deviceKey = "bazaar-device-" + token;
  var ws = null, frame = null, retryMs = 500, closedForGood = false;
  var counts = [0, 0, 0, 0], trade = { sell: [0, 0, 0], buy: [0, 0, 0] }, picked = null;
  var GEM_SHAPES = ["◆", "●", "▲", "■"], GEM_CLASSES = ["red", "yellow", "green", "blue"];
  var KIND_SHAPES = ["⬢", "◆", "▲"], KIND_CLASSES = ["sapphire", "ruby", "emerald"];
  var $ = function (id) { return document.getElementById(id); };
  window.bazaarFrames = [];  // what this page received, for the tests

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
  function send(message) { if (ws && ws.readyState === 1) ws.send(JSON.stringify(message)); }
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
  function gemsText(list) {
    var parts = [];
    list.forEach(function (n, c) { if (n) parts.push(n + " " + GEM_SHAPES[c]); });
    return parts.length ? parts.join(" + ") : "—";
  }
  function names(list) { return list.join(", "); }

  // --- the connection ------------------------------------------------------------------
  function connect() {
    if (closedForGood) return;
    setLink("connecting");
    ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws/" + token);
    ws.onopen = function () {
      retryMs = 500;
      var hello = { type: "hello", lang: LANG };
      var key = localStorage.getItem(deviceKey);
      if (key) hello.device = key;
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = function (ev) { receive(JSON.parse(ev.data)); };
    ws.onclose = function (ev) { closed(ev.code, ev.reason); };
  }
  var FOR_GOOD = { 4001: "badLink", 4003: "held", 4008: "refusedMsg", 4009: "refusedMsg", 4010: "released", 4011: "replaced", 4012: "ended" };
  function closed(code, reason) {
    ws = null;
    if (FOR_GOOD[code]) {
      closedForGood = true;
      $("gone-title").textContent = t("goneTitle");
      $("gone-text").textContent = t(FOR_GOOD[code], { why: reason });
      $("gone-retry").hidden = !(code === 4010 || code === 4011);
      $("gone").hidden = false;
      setLink("gone");
      return;
    }
    setLink("reconnecting");
    setTimeout(connect, retryMs);  // a phone that slept, a Wi-Fi that dropped: come back
    retryMs = Math.min(retryMs * 2, 4000);
  }
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible" && !ws && !closedForGood) { retryMs = 500; connect(); }
  });
  $("gone-retry").addEventListener("click", function () { location.reload(); });
  setInterval(function () { send({ type: "ping" }); }, 15000);

  function setLink(state) {
    var link = $("link");
    link.className = "link-" + state;
    link.textContent = state === "ok" ? t("connected") : state === "gone" ? t("goneTitle") : t(state);
  }

  function receive(msg) {
    if (msg.type === "welcome") {
      localStorage.setItem(deviceKey, msg.device);
      if (!window.BAZAAR_DESKTOP_LANG) LANG = pickLanguage(msg.lang);
      setLink("ok");
    } else if (msg.type === "frame") {
      window.bazaarFrames.push(msg);
      var fresh = !frame || frame.n !== msg.n;
      frame = msg;
      if (fresh) { picked = null; $("hint-card").hidden = true; resetEditors(); }
      render();
    } else if (msg.type === "refused") {
      toast(msg.why);
    } else if (msg.type === "verdict") {
      showVerdict(msg.verdict, msg.ok);
    } else if (msg.type === "trade_verdict") {
      showTradeVerdict(msg);
    } else if (msg.type === "hint") {
      var card = $("hint-card");
      card.innerHTML = "";
      card.appendChild(el("h3", null, t("hintFor")));
      card.appendChild(el("p", "hint-move", msg.move));
      card.appendChild(el("p", "hint-why", msg.why));
      card.hidden = false;
    }
  }
  function toast(text) {
    var box = $("toast");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(toast.timer);
    toast.timer = setTimeout(function () { box.hidden = true; }, 6000);
  }
  function resetEditors() {
    var d = frame && frame.decision;
    counts = d && d.kind === "barter" && d.can_raise ? d.suggestion.slice() : [0, 0, 0, 0];
    trade = { sell: [0, 0, 0], buy: [0, 0, 0] };
  }

  // --- drawing a frame -----------------------------------------------------------------
  function render() {
    document.documentElement.lang = LANG;
    document.body.dataset.game = frame.game;
    $("seat-name").textContent = frame.name;
    $("seat-dot").className = "seat-dot seat-" + frame.seat;
    $("where").textContent = frame.rounds ? t("round", { n: frame.round, of: frame.rounds }) : t("roundOnly", { n: frame.round });
    $("toast").hidden = true;
    renderStatus();
    var decision = $("decision"), mine = $("mine"), table = $("table");
    decision.innerHTML = ""; mine.innerHTML = ""; table.innerHTML = "";
    ({ basari: basari, basta: basta, jewels: jewels })[frame.game](decision, mine, table);
    if (frame.standings) results(decision);
    decision.hidden = !decision.childNodes.length;
    renderLog();
    var undo = $("undo-btn");
    undo.textContent = "↶ " + t("undo");
    undo.disabled = !frame.can_undo;
    undo.title = frame.undo_note || "";
    var hint = $("hint-btn");
    hint.textContent = "✦ " + t("hint");
    hint.disabled = !frame.decision;
  }
  function renderStatus() {
    var box = $("status"), d = frame.decision;
    var deciding = frame.players.filter(function (p, i) { return p.deciding && i !== frame.seat; }).map(function (p) { return p.name; });
    var thinking = frame.players.filter(function (p) { return p.thinking; }).map(function (p) { return p.name; });
    box.className = d ? "your-turn" : "";
    if (frame.over) box.textContent = t("gameOver");
    else if (d) box.textContent = t("yourTurn");
    else if (thinking.length) box.textContent = t("thinking", { names: names(thinking) });
    else if (deciding.length) box.textContent = t("waitingFor", { names: names(deciding) });
    else box.textContent = t("waiting");
  }
  function renderLog() {
    var box = $("log");
    box.innerHTML = "";
    if (!frame.log.length) { box.hidden = true; return; }
    box.hidden = false;
    box.appendChild(el("h3", null, t("log")));
    var list = el("ul");
    frame.log.forEach(function (line) { list.appendChild(el("li", null, line)); });
    box.appendChild(list);
  }
  function results(box) {
    var card = el("div", "results");
    card.appendChild(el("h2", null, t("results")));
    var list = el("ol");
    frame.standings.forEach(function (s) {
      var li = el("li", s.name === frame.name ? "me" : "");
      li.appendChild(el("span", "place", t("place", { n: s.place })));
      li.appendChild(el("span", "who", s.name));
      li.appendChild(el("b", "score", String(s.score)));
      list.appendChild(li);
    });
    card.appendChild(list);
    box.appendChild(card);
  }
  function playersTable(box, columns) {
    box.appendChild(el("h3", null, t("players")));
    var list = el("ul", "players");
    frame.players.forEach(function (p, i) {
      var li = el("li", "player seat-" + i + (i === frame.seat ? " me" : "") + (p.deciding ? " deciding" : ""));
      var who = el("span", "who");
      who.appendChild(el("span", "seat-dot seat-" + i));
      who.appendChild(el("span", null, p.name + (i === frame.seat ? " (" + t("you") + ")" : p.bot ? " · " + t("bot") : "")));
      li.appendChild(who);
      columns(p, i, li);
      list.appendChild(li);
    });
    box.appendChild(list);
  }

  // --- Basari --------------------------------------------------------------------------
  function basari(decision, mine, table) {
    var d = frame.decision, me = frame.me;
    if (d && d.kind === "start") {
      decision.appendChild(el("h2", null, t("chooseStart")));
      var grid = el("div", "archways");
      d.choices.forEach(function (c) {
        var b = button("", "archway", function () { send({ type: "start", archway: c.archway }); }, { archway: c.archway });
        b.appendChild(el("span", "number", String(c.archway + 1)));
        b.appendChild(el("span", "pts", c.points + " ★"));
        b.appendChild(el("span", "mini", gemsText(c.gems)));
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
    facts.appendChild(fact("⌂", me.archway ? t("archway", { n: me.archway }) + " · " + me.archway_points + " ★ · " + gemsText(me.archway_gems) : t("noArchway")));
    if (me.card) facts.appendChild(fact("🂠", t("youChose", { card: frame.cards[me.card] })));
    mine.appendChild(facts);
    if (frame.barter && !(d && d.kind === "barter")) {
      var b = frame.barter, line = el("p", "barter-line", t("barterNow", { card: b.card, between: b.between.join(" – ") }));
      mine.appendChild(line);
      if (b.offer) mine.appendChild(el("p", "barter-line", t("offerBy", { name: b.offerer, gems: gemsText(b.offer) })));
    }
    playersTable(table, function (p, i, li) {
      li.appendChild(el("span", "num", p.points + " ★"));
      li.appendChild(gems(p.gems, "small"));
      var mark = p.revealed ? frame.cards[p.revealed] : frame.phase === "choose_cards" ? (p.chosen ? "✓ " + t("chosen") : "… " + t("notChosen")) : "";
      li.appendChild(el("span", "mark" + (p.chosen ? " done" : ""), mark));
    });
    var carpets = el("p", "carpets");
    carpets.appendChild(el("span", null, t("carpets") + " "));
    carpets.appendChild(gems(frame.carpets, "small"));
    table.appendChild(carpets);
  }
  function fact(icon, text) {
    var f = el("div", "fact");
    f.appendChild(el("span", "icon", icon));
    f.appendChild(el("span", null, text));
    return f;
  }
  function barter(box, d) {
    box.appendChild(el("h2", null, t("barterWith", { other: d.other, card: d.card })));
    box.appendChild(el("p", "table-line", d.on_table ? t("onTable", { gems: gemsText(d.on_table) }) : t("youOpen")));
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
  function showVerdict(text, ok) {
    var v = $("verdict");
    if (!v) return;
    v.textContent = text;
    v.className = "verdict " + (ok ? "good" : "bad");
    var offer = $("offer-btn");
    if (offer) offer.disabled = !ok;
  }

  // --- Basta! --------------------------------------------------------------------------
  function basta(decision, mine, table) {
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
    playersTable(table, function (p, i, li) {
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

  // --- Jewel Bazaar ----------------------------------------------------------------------
  function jewels(decision, mine, table) {
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
    playersTable(table, function (p, i, li) {
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
    var v = $("verdict"), go = $("trade-btn"), after = $("money-after");
    if (!v || !go) return;
    v.textContent = msg.verdict;
    v.className = "verdict " + (msg.ok ? "good" : "bad");
    var any = msg.sell.concat(msg.buy).some(function (n) { return n > 0; });
    go.textContent = any ? t("trade") : t("pass");
    go.disabled = !msg.ok;
    after.textContent = t("moneyAfter", { money: msg.money_after });
  }

  $("undo-btn").addEventListener("click", function () { send({ type: "undo" }); });
  $("hint-btn").addEventListener("click", function () { send({ type: "hint" }); });
  setText("status", "connecting");
  connect();
})();
