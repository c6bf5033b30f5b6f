// The web table: one WebSocket to bazaar-server (/ws, the table protocol every client speaks),
// this seat's frames drawn as the table (board.js), the phones' decision components
// (game-<id>.js) and the common parts. The server decides everything; the page only shows
// and asks. A seat's secret comes in the fragment (/play#SECRET) and is never sent in a URL.
"use strict";
(function () {
  var PROTOCOL = 1;
  var VERSION = document.querySelector('meta[name="bazaar-version"]').content;
  var $ = function (id) { return document.getElementById(id); };
  var token = location.hash.length > 1 ? location.hash.slice(1) : null;
  var ws = null, msg = null, frame = null, retryMs = 200, closedForGood = false, wasOpen = false;
  var watchRoom = null, clockAt = 0, received = 0;
  window.bazaarFrames = [];  // every frame this page received, for the tests
  // {n, received, drawn, painted} (performance.now()): the frame's message, its drawing done,
  // and the next paint after it (the bench's "frame to drawn"; the page's own layout included).
  window.bazaarTimings = [];
  // Basari's archways (the desktop's board data): asked for at once, beside the connection, so
  // the first frame does not wait for it (2 KB; the other games never read it).
  var boardData = fetch("/w/basari-board.json").then(function (r) { return r.json(); });

  var parts = window.BazaarParts, el = parts.el, button = parts.button;  // parts.js
  function raw(message) { if (ws && ws.readyState === 1) ws.send(JSON.stringify(message)); }

  // --- language: the browser's, switchable, remembered --------------------------------------
  var chosen = null;
  try { chosen = localStorage.getItem("bazaar-lang"); } catch (e) { chosen = null; }
  if (chosen && WORDS[chosen]) LANG = chosen;
  $("lang").value = LANG;
  $("lang").addEventListener("change", function () {
    LANG = $("lang").value;
    try { localStorage.setItem("bazaar-lang", LANG); } catch (e) { /* private mode */ }
    words();
    if (msg) show(msg);
  });
  function words() {
    document.documentElement.lang = LANG;
    $("lang-label").textContent = t("language");
    $("lang").setAttribute("aria-label", t("language"));
    setText("join-title", "joinTitle"); setText("join-text", "joinText");
    setText("room-label", "roomCode"); setText("name-label", "yourName");
    setText("join-btn", "joinGo"); setText("watch-btn", "watchGo");
    setText("board-title", "board"); setText("gone-title", "goneTitle");
    $("undo-btn").textContent = "↶ " + t("undo");
    $("again-btn").textContent = "↻ " + t("playAgain");
    $("hint-btn").textContent = "✦ " + t("hint");
    $("decision").setAttribute("aria-label", t("yourTurn"));
    logTitle.textContent = t("log");
  }

  // --- the connection -------------------------------------------------------------------------
  function connect() {
    if (closedForGood) return;
    setLink(wasOpen ? "reconnecting" : "connecting");
    ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
    ws.onopen = function () { raw({ type: "hello", protocol: PROTOCOL, version: VERSION }); };
    ws.onmessage = function (ev) { received = performance.now(); receive(JSON.parse(ev.data)); };
    ws.onclose = function () { closed(); };
  }
  function closed() {
    ws = null;
    if (closedForGood) return;
    if (frame && frame.over) { setLink("closed"); return; }  // the results stay in view
    setLink("reconnecting");
    if (wasOpen) toast(t("lost"));
    setTimeout(connect, retryMs);  // a laptop that slept, a Wi-Fi that dropped: come back
    retryMs = Math.min(retryMs * 2, 5000);
  }
  function setLink(state) { parts.setLink($("link"), state); }
  function goneForGood(text) {
    closedForGood = true;
    $("gone-text").textContent = text;
    $("gone").hidden = false;
    setLink("gone");
    if (ws) ws.close();
  }

  function receive(m) {
    var handlers = {
      welcome: welcome, seated: seated, watching: function () { $("join").hidden = true; },
      frame: onFrame, refused: refused, again: again, pong: function () {}, hint: hint,
      error: function (e) { if (/taken up by another/.test(e.reason)) goneForGood(t("replacedWeb")); },
    };
    if (handlers[m.type]) handlers[m.type](m);
  }
  function welcome() {
    var back = wasOpen;
    wasOpen = true; retryMs = 200;
    setLink("ok");
    if (back) toast(t("back"));
    if (token) raw({ type: "sit", token: token });
    else if (watchRoom) raw({ type: "watch", room: watchRoom });
    else { $("join").hidden = false; $("room").focus(); }
  }
  function seated(m) {
    token = m.token;
    history.replaceState(null, "", "/play#" + token);  // a reload takes the seat back
    $("join").hidden = true;
  }
  function again(m) {  // Play again: this person's seat at the new table
    token = m.token; msg = null; frame = null;
    logList.innerHTML = ""; $("log").hidden = true;
    history.replaceState(null, "", "/play#" + token);
    raw({ type: "sit", token: token });
  }
  function refused(m) {
    if (m.of === "sit") { goneForGood(t("linkEnded")); return; }
    if (m.of === "join" || m.of === "watch") { $("join-error").textContent = m.reason; return; }
    toast(m.reason);
  }
  function onFrame(m) {
    window.bazaarFrames.push(m);
    if (window.BazaarWeb.needsBoard(m.game)) { loadBoard(m); return; }
    var fresh = !msg || msg.n !== m.n || msg.table !== m.table;
    addToLog(m.events.map(function (e) { return describe(e, m); }).filter(Boolean));
    msg = m;
    if (fresh) $("hint-card").hidden = true;
    show(m, fresh);
    var timing = { n: m.n, received: received, drawn: performance.now(), painted: null };
    window.bazaarTimings.push(timing);
    requestAnimationFrame(function () {  // layout and paint come after this callback
      setTimeout(function () { timing.painted = performance.now(); }, 0);
    });
  }
  function loadBoard(m) {  // the first Basari frame waits for the board data asked for at load
    boardData.then(function (data) {
      window.BazaarWeb.setBoard(data);
      window.bazaarFrames.pop();
      onFrame(m);
    });
  }

  function hint(h) {  // the coach's move for this decision, in the page's words
    if (!msg || h.n !== msg.n) return;
    parts.showHint($("hint-card"), window.BazaarWeb.say[msg.game](h.action, msg));
  }

  // --- what the decision components ask, as the table protocol -------------------------------
  function send(m) {
    var asked = window.BazaarWeb.ask[msg.game](m, msg);
    if (!asked) return;
    if (asked.reply) { game().replies[asked.reply.type](asked.reply); return; }
    raw({ type: "decide", n: msg.n, action: asked });
  }

  // --- drawing ------------------------------------------------------------------------------
  var games = {};
  var page = { $: $, el: el, button: button, send: send, render: function () { show(msg, false); } };
  page.fact = parts.fact;
  page.playersTable = function (box, columns) {  // each name with its tags: you, away, …
    var pub = msg.public;
    parts.playersTable(box, frame.players, frame.seat, window.BazaarMarks(pub.names), function (p, i) {
      var tags = [];
      if (i === frame.seat) tags.push(t("you"));
      else if (p.bot) tags.push(t("bot"));
      if (pub.away.indexOf(i) >= 0) tags.push(t("away"));
      if (pub.stand_ins.indexOf(i) >= 0) tags.push(t("standIn"));
      if (pub.to_act.indexOf(i) >= 0 && !pub.over) tags.push(t("toAct"));
      return p.name + (tags.length ? " (" + tags.join(", ") + ")" : "");
    }, columns);
  };
  function game() {
    if (!games[msg.game]) games[msg.game] = window.BazaarGames[msg.game](page);
    return games[msg.game];
  }
  function show(m, fresh) {
    frame = window.BazaarWeb.adapt[m.game](m);
    if (fresh) game().fresh(frame);
    document.body.dataset.game = m.game;
    document.body.dataset.over = m.public.over ? "yes" : "no";
    $("seat-name").textContent = frame.name;
    if (m.seat !== null) parts.paintDot($("seat-dot"), window.BazaarMarks(m.public.names)[m.seat]);
    else $("seat-dot").hidden = true;
    var where = frame.rounds ? t("round", { n: frame.round, of: frame.rounds }) : t("roundOnly", { n: frame.round });
    $("where").textContent = frame.turn ? where + " · " + t("turn", { n: frame.turn }) : where;
    status(m);
    var decision = $("decision"), mine = $("mine"), table = $("table");
    decision.innerHTML = ""; mine.innerHTML = ""; table.innerHTML = "";
    game().draw(frame, decision, mine, table);
    if (frame.standings) {
      parts.results(decision, frame.standings, function (s) { return s.seat === frame.seat; });
    }
    decision.hidden = !decision.childNodes.length;
    mine.hidden = m.seat === null;  // a spectator holds no hand
    $("board").hidden = false;
    window.BazaarBoard.draw($("board-svg"), m, frame);
    $("undo-btn").disabled = !m.can_undo;
    $("hint-btn").disabled = !frame.decision;
    $("hint-btn").hidden = m.seat === null;
    $("undo-btn").hidden = m.seat === null;
    $("again-btn").hidden = !(m.public.over && m.seat !== null);
    clock(m);
  }
  function status(m) {
    var box = $("status"), pub = m.public, names = pub.names;
    var mine = frame.decision && !pub.over;
    var deciding = pub.to_act.filter(function (i) { return i !== m.seat; }).map(function (i) { return names[i]; });
    box.className = mine ? "your-turn" : "";
    if (pub.over) box.textContent = t("gameOver");
    else if (pub.waiting.length) box.textContent = t("waitSeats", { names: pub.waiting.map(function (i) { return names[i]; }).join(", ") });
    else if (mine) box.textContent = t("yourTurn");
    else if (deciding.length) box.textContent = t("waitingFor", { names: deciding.join(", ") });
    else box.textContent = t("waiting");
  }
  function clock(m) {
    var c = m.public.clock, box = $("clock");
    box.hidden = !c || c.left === null || c.left === undefined || m.public.over;
    if (box.hidden) return;
    clockAt = performance.now() + c.left * 1000;
    tick();
  }
  function tick() {
    var box = $("clock");
    if (box.hidden) return;
    var s = Math.max(0, Math.ceil((clockAt - performance.now()) / 1000));
    box.textContent = "⏱ " + t("secondsLeft", { s: s });
    box.className = s <= 5 ? "hurry" : "";
  }
  setInterval(tick, 250);
  // The log grows by each frame's new lines (never built again: a long game's log is the
  // page's biggest list) and scrolls to its end once laid out.
  var LOG_LINES = 60, logTitle = el("h3"), logList = el("ul");
  $("log").appendChild(logTitle);
  $("log").appendChild(logList);
  $("log").hidden = true;
  function addToLog(lines) {
    if (!lines.length) return;
    lines.forEach(function (line) { logList.appendChild(el("li", null, line)); });
    while (logList.childNodes.length > LOG_LINES) logList.removeChild(logList.firstChild);
    $("log").hidden = false;
    parts.scrollToEnd(logList);
  }
  // A log line from an event as this seat saw it (the public part of others' secrets).
  function describe(e, m) {
    var names = m.public.names, d = e.data || {}, who = e.player === null || e.player === undefined ? "" : names[e.player];
    var kinds = {
      card_played: function () { return t("evPlayed", { name: who, card: window.BazaarWeb.bastaTitle(d.card) }); },
      trade_made: function () { return t("evTrade", { name: who }); },
      price_revealed: function () { return t("evPrices", { prices: (d.prices || []).join(" · ") }); },
      round_started: function () { return t("evRound", { n: d.round }); },
      game_over: function () { return t("evOver"); },
      card_drawn: function () { return ""; },
    };
    if (kinds[e.kind]) return kinds[e.kind]();
    return t("evOther", { name: who || "•", what: e.kind.replace(/_/g, " ") });
  }
  function toast(text) { parts.toast($("toast"), text); }

  // --- joining by room code, undo, play again, keys ---------------------------------------------
  $("join-form").addEventListener("submit", function (ev) {
    ev.preventDefault();
    $("join-error").textContent = "";
    var name = $("name").value.trim(), room = roomCode();
    if (!room) return;
    var ask = { type: "join", room: room };
    if (name) ask.name = name;
    raw(ask);
  });
  $("watch-btn").addEventListener("click", function () {
    $("join-error").textContent = "";
    var room = roomCode();
    if (!room) return;
    watchRoom = room;
    raw({ type: "watch", room: watchRoom });
  });
  // A room code as the server takes it (6 of its letters and digits, any case, spaces and
  // dashes dropped), or null with the reason shown: a malformed one is never sent.
  var ROOM_LETTERS = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{6}$/;
  function roomCode() {
    var room = $("room").value.toUpperCase().replace(/[\s-]/g, "");
    if (ROOM_LETTERS.test(room)) return room;
    $("join-error").textContent = t("roomBad");
    return null;
  }
  $("undo-btn").addEventListener("click", function () { raw({ type: "undo" }); });
  $("hint-btn").addEventListener("click", function () { raw({ type: "hint" }); });
  $("again-btn").addEventListener("click", function () { raw({ type: "again" }); });
  $("gone-retry").addEventListener("click", function () { location.reload(); });
  // The desktop's number keys: 1-9 press the decision's n-th button (a card in the hand until
  // one is picked, then Play or whom); arrows move between the buttons; u undoes.
  function enabled(selector) {
    return Array.prototype.filter.call(document.querySelectorAll(selector), function (b) { return !b.disabled && b.offsetParent !== null; });
  }
  document.addEventListener("keydown", function (ev) {
    if (ev.target && /INPUT|SELECT|TEXTAREA/.test(ev.target.tagName)) return;
    if (ev.key === "u" && !$("undo-btn").disabled) { $("undo-btn").click(); return; }
    var choices = enabled("#decision button, #mine .targets button, #play-btn");
    if (!choices.length) choices = enabled("#mine .hand button");
    if (/^[1-9]$/.test(ev.key)) {
      var pick = choices[Number(ev.key) - 1];
      if (pick) { pick.click(); focusAgain(Number(ev.key) - 1); }
      return;
    }
    var step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[ev.key];
    var at = choices.indexOf(document.activeElement);
    if (step && choices.length) {
      ev.preventDefault();
      choices[(at < 0 ? 0 : at + step + choices.length) % choices.length].focus();
    }
  });
  function focusAgain(index) {  // the page was drawn again: keep the keyboard's place
    var now = enabled("#decision button, #mine .targets button, #play-btn");
    if (!now.length) now = enabled("#mine .hand button");
    if (now.length) now[Math.min(index, now.length - 1)].focus();
  }
  setInterval(function () { raw({ type: "ping" }); }, 20000);
  words();
  setLink("connecting");
  connect();
})();
