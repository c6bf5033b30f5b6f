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
  var watchRoom = null, clockAt = 0, logLines = [], received = 0;
  window.bazaarFrames = [];  // every frame this page received, for the tests
  window.bazaarTimings = [];  // {n, received, drawn} (performance.now()), for the bench

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
  function setLink(state) {
    var link = $("link");
    link.className = "link-" + state;
    link.textContent = state === "ok" ? t("connected") : state === "gone" ? t("goneTitle") : t(state);
    if (state === "closed") link.className = "link-gone";
    document.body.dataset.link = state;
  }
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
    token = m.token; msg = null; frame = null; logLines = [];
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
    m.events.forEach(function (e) { logLines.push(describe(e, m)); });
    logLines = logLines.slice(-60);
    msg = m;
    if (fresh) $("hint-card").hidden = true;
    show(m, fresh);
    window.bazaarTimings.push({ n: m.n, received: received, drawn: performance.now() });
  }
  function loadBoard(m) {  // Basari's archways: the desktop's own board data, fetched once
    fetch("/w/basari-board.json").then(function (r) { return r.json(); }).then(function (data) {
      window.BazaarWeb.setBoard(data);
      window.bazaarFrames.pop();
      onFrame(m);
    });
  }

  function hint(h) {  // the coach's move for this decision, in the page's words
    if (!msg || h.n !== msg.n) return;
    var card = $("hint-card");
    card.innerHTML = "";
    card.appendChild(el("h3", null, t("hintFor")));
    card.appendChild(el("p", "hint-move", window.BazaarWeb.say[msg.game](h.action, msg)));
    card.hidden = false;
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
  page.fact = function (icon, text) {
    var f = el("div", "fact");
    f.appendChild(el("span", "icon", icon));
    f.appendChild(el("span", null, text));
    return f;
  };
  page.playersTable = function (box, columns) {
    box.appendChild(el("h3", null, t("players")));
    var list = el("ul", "players");
    var pub = msg.public;
    frame.players.forEach(function (p, i) {
      var li = el("li", "player seat-" + i + (i === frame.seat ? " me" : "") + (p.deciding ? " deciding" : ""));
      var who = el("span", "who");
      who.appendChild(paintDot(el("span"), i));
      var tags = [];
      if (i === frame.seat) tags.push(t("you"));
      else if (p.bot) tags.push(t("bot"));
      if (pub.away.indexOf(i) >= 0) tags.push(t("away"));
      if (pub.stand_ins.indexOf(i) >= 0) tags.push(t("standIn"));
      if (pub.to_act.indexOf(i) >= 0 && !pub.over) tags.push(t("toAct"));
      who.appendChild(el("span", null, p.name + (tags.length ? " (" + tags.join(", ") + ")" : "")));
      li.appendChild(who);
      columns(p, i, li);
      list.appendChild(li);
    });
    box.appendChild(list);
  };
  function game() {
    if (!games[msg.game]) games[msg.game] = window.BazaarGames[msg.game](page);
    return games[msg.game];
  }
  function paintDot(dot, seat) {
    var mark = window.BazaarMarks(msg.public.names)[seat];
    dot.className = "seat-dot";
    dot.textContent = mark.letter;
    dot.style.background = mark.colour;
    dot.style.color = mark.ink;
    dot.setAttribute("aria-hidden", "true");
    return dot;
  }
  function show(m, fresh) {
    frame = window.BazaarWeb.adapt[m.game](m);
    if (fresh) game().fresh(frame);
    document.body.dataset.game = m.game;
    document.body.dataset.over = m.public.over ? "yes" : "no";
    $("seat-name").textContent = frame.name;
    if (m.seat !== null) paintDot($("seat-dot"), m.seat); else $("seat-dot").hidden = true;
    var where = frame.rounds ? t("round", { n: frame.round, of: frame.rounds }) : t("roundOnly", { n: frame.round });
    $("where").textContent = frame.turn ? where + " · " + t("turn", { n: frame.turn }) : where;
    status(m);
    var decision = $("decision"), mine = $("mine"), table = $("table");
    decision.innerHTML = ""; mine.innerHTML = ""; table.innerHTML = "";
    game().draw(frame, decision, mine, table);
    if (frame.standings) results(decision);
    decision.hidden = !decision.childNodes.length;
    mine.hidden = m.seat === null;  // a spectator holds no hand
    $("board").hidden = false;
    window.BazaarBoard.draw($("board-svg"), m, frame);
    renderLog();
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
  function renderLog() {
    var box = $("log");
    box.innerHTML = "";
    box.hidden = !logLines.length;
    box.appendChild(el("h3", null, t("log")));
    var list = el("ul");
    logLines.forEach(function (line) { if (line) list.appendChild(el("li", null, line)); });
    box.appendChild(list);
    list.scrollTop = list.scrollHeight;
  }
  function results(box) {
    var card = el("div", "results");
    card.appendChild(el("h2", null, t("results")));
    var list = el("ol");
    frame.standings.forEach(function (s) {
      var li = el("li", s.seat === frame.seat ? "me" : "");
      li.appendChild(el("span", "place", t("place", { n: s.place })));
      li.appendChild(el("span", "who", s.name));
      li.appendChild(el("b", "score", String(s.score)));
      list.appendChild(li);
    });
    card.appendChild(list);
    box.appendChild(card);
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
  function toast(text) {
    var box = $("toast");
    box.textContent = text;
    box.hidden = false;
    clearTimeout(toast.timer);
    toast.timer = setTimeout(function () { box.hidden = true; }, 6000);
  }

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
