// A seat's page: one WebSocket to the desktop, a frame of this seat's view after every
// change, a message per tap. The desktop decides everything; this page only shows and asks.
"use strict";
(function () {
  var token = location.pathname.split("/").pop();
  var deviceKey = "bazaar-device-" + token;
  var ws = null, frame = null, retryMs = 500, closedForGood = false, failures = 0;
  var GONE_AFTER = 4;  // connections failed in a row (some 8 s): the table is likely gone
  var $ = function (id) { return document.getElementById(id); };
  window.bazaarFrames = [];  // what this page received, for the tests

  var parts = window.BazaarParts, el = parts.el, button = parts.button;  // parts.js
  function send(message) { if (ws && ws.readyState === 1) ws.send(JSON.stringify(message)); }
  function names(list) { return list.join(", "); }

  // --- the connection ------------------------------------------------------------------
  function connect() {
    if (closedForGood) return;
    setLink("connecting");
    ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws/" + token);
    ws.onopen = function () {
      retryMs = 500;
      failures = 0;
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
    if (frame && frame.over) {  // the game ended (its link with it): the results stay in view
      closedForGood = true;
      setLink("closed");
      $("status").textContent = t("ended");
      return;
    }
    if (FOR_GOOD[code]) {
      closedForGood = true;
      $("gone-title").textContent = t("goneTitle");
      $("gone-text").textContent = t(FOR_GOOD[code], { why: reason });
      $("gone-retry").hidden = !(code === 4010 || code === 4011);
      $("gone").hidden = false;
      setLink("gone");
      return;
    }
    failures += 1;
    offline(failures >= GONE_AFTER ? "tableGone" : "lost");
    setLink("reconnecting");
    setTimeout(connect, retryMs);  // a phone that slept, a Wi-Fi that dropped: come back
    retryMs = Math.min(retryMs * 2, 4000);
  }
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState === "visible" && !ws && !closedForGood) { retryMs = 500; connect(); }
  });
  $("gone-retry").addEventListener("click", function () { location.reload(); });
  setInterval(function () { send({ type: "ping" }); }, 15000);

  // Cut off from the table (the computer slept, Bazaar was closed or started again): no
  // decision can reach it, so none is offered until a frame comes again (`render`).
  function offline(words) {
    document.body.classList.add("offline");
    var box = $("status");
    box.className = "offline";
    box.textContent = t(words);
    document.querySelectorAll("main button, main input, main select, #tools button").forEach(function (b) { b.disabled = true; });
    $("hint-card").hidden = true;
  }
  function setLink(state) { parts.setLink($("link"), state); }

  function receive(msg) {
    if (msg.type === "welcome") {
      localStorage.setItem(deviceKey, msg.device);
      if (!window.BAZAAR_DESKTOP_LANG) LANG = pickLanguage(msg.lang);
      setLink("ok");
    } else if (msg.type === "frame") {
      window.bazaarFrames.push(msg);
      var fresh = !frame || frame.n !== msg.n;
      frame = msg;
      if (fresh) { $("hint-card").hidden = true; game().fresh(frame); }
      render();
    } else if (msg.type === "refused") {
      parts.toast($("toast"), msg.why);
    } else if (msg.type === "hint") {
      parts.showHint($("hint-card"), msg.move, msg.why);
    } else if (frame && game().replies[msg.type]) {
      game().replies[msg.type](msg);  // the game's answer to a check it asked for
    }
  }
  // --- drawing a frame -----------------------------------------------------------------
  function render() {
    document.body.classList.remove("offline");
    document.documentElement.lang = LANG;
    document.body.dataset.game = frame.game;
    $("seat-name").textContent = frame.name;
    parts.paintDot($("seat-dot"), frame.marks[frame.seat]);
    var where = frame.rounds ? t("round", { n: frame.round, of: frame.rounds }) : t("roundOnly", { n: frame.round });
    $("where").textContent = frame.turn ? where + " · " + t("turn", { n: frame.turn }) : where;
    $("toast").hidden = true;
    renderStatus();
    var decision = $("decision"), mine = $("mine"), table = $("table");
    decision.innerHTML = ""; mine.innerHTML = ""; table.innerHTML = "";
    game().draw(frame, decision, mine, table);
    if (frame.standings) {
      parts.results(decision, frame.standings, function (s) { return s.name === frame.name; });
    }
    decision.hidden = !decision.childNodes.length;
    renderLog();
    var undo = $("undo-btn");
    undo.textContent = "↶ " + t("undo");
    undo.disabled = !frame.can_undo;
    undo.title = frame.undo_note || "";
    var hint = $("hint-btn");
    hint.textContent = "✦ " + t("hint");
    hint.disabled = !frame.decision;
    fitFooter();  // last: the bar's height follows its buttons' words, set just above
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
  // The page ends above the fixed bar of tools, however tall its words make it.
  function fitFooter() {
    document.body.style.paddingBottom = ($("tools").offsetHeight + 16) + "px";
  }
  window.addEventListener("resize", fitFooter);
  // The bar's height also changes without a resize of the window (a scroll bar appearing
  // narrows the page and its buttons' words wrap): it covered the page's foot until then.
  if (window.ResizeObserver) new ResizeObserver(fitFooter).observe($("tools"));
  function renderLog() {
    var box = $("log");
    box.innerHTML = "";
    if (!frame.log.length) { box.hidden = true; return; }
    box.hidden = false;
    box.appendChild(el("h3", null, t("log")));
    var list = el("ul");
    frame.log.forEach(function (line) { list.appendChild(el("li", null, line)); });
    box.appendChild(list);
    parts.scrollToEnd(list);  // the newest line in view
  }
  function playersTable(box, columns) {
    parts.playersTable(box, frame.players, frame.seat, frame.marks, function (p, i) {
      return p.name + (i === frame.seat ? " (" + t("you") + ")" : p.bot ? " · " + t("bot") : "");
    }, columns);
  }

  // --- the game's own part (games/<id>.js, served as game.js) ---------------------------
  var page = {
    $: $, el: el, button: button, fact: parts.fact, playersTable: playersTable, send: send, render: render,
  };
  var games = {};
  function game() {
    if (!games[frame.game]) games[frame.game] = window.BazaarGames[frame.game](page);
    return games[frame.game];
  }

  $("undo-btn").addEventListener("click", function () { send({ type: "undo" }); });
  $("hint-btn").addEventListener("click", function () { send({ type: "hint" }); });
  setText("status", "connecting");
  connect();
})();
