// The web table's bridge to the phones' decision components (game-<id>.js, the one copy):
// a table-server frame (the seat's engine view, its `choices`, the public facts) is read into
// the frame shape those components draw, and what they ask ({type: "card", card: "die"}) is
// turned into the engine action the server judges. Nothing here decides a rule: what is
// allowed comes from the frame's `choices`, worked out by the server from this seat's view
// (or, for a Basari barter's many offers, from the engine's refusal of the one sent).
"use strict";
// Each seat's colour and ink (marks.js: the desktop's seat_marks) and letter: initials, or
// seat numbers when two names share one (seat_marks.seat_letters' rule).
window.BazaarMarks = function (names) {
  var initials = names.map(function (n) { return (n.trim().slice(0, 1) || "?").toUpperCase(); });
  var unique = new Set(initials).size === initials.length;
  var colours = window.BAZAAR_SEAT_COLOURS, inks = window.BAZAAR_SEAT_INKS;
  return names.map(function (_, seat) {
    return { colour: colours[seat % colours.length], ink: inks[seat % inks.length], letter: unique ? initials[seat] : String(seat + 1) };
  });
};
window.BazaarWeb = (function () {
  var BASTA_SPECIALS = ["zero", "direction_change", "exchange", "double", "basta", "minus_five"];
  var BASARI_CARDS = ["die", "points", "gems"];
  var GEM_KEYS = ["red", "yellow", "green", "blue"];
  var BASTA_LIMIT = 50;  // the desktop's Basta! total limit (T15), as the engine's cards.LIMIT
  var board = null;  // Basari's board data (the desktop's basari-board.json), read once

  function same(a, b) { return String(a) === String(b); }
  function list(key) { return t(key).split("|"); }
  function bastaTitle(card) {
    var i = BASTA_SPECIALS.indexOf(card);
    return i < 0 ? card : list("cardNames")[i];
  }
  function choicesOf(msg, type) {
    return (msg.choices || []).filter(function (c) { return c.type === type; });
  }
  function common(msg, names) {
    var pub = msg.public;
    return {
      game: msg.game, seat: msg.seat, name: msg.seat === null ? t("watching") : names[msg.seat],
      n: msg.n, can_undo: msg.can_undo, undo_note: "", over: pub.over,
      standings: pub.results ? standings(msg) : null,
    };
  }
  // The end's results from the server's scores and winners; Basta! counts penalty chips.
  function standings(msg) {
    var r = msg.public.results, names = msg.public.names, low = msg.game === "basta";
    var order = names.map(function (_, i) { return i; });
    order.sort(function (a, b) {
      var wa = r.winners.indexOf(a) >= 0, wb = r.winners.indexOf(b) >= 0;
      if (wa !== wb) return wa ? -1 : 1;
      return low ? r.scores[a] - r.scores[b] : r.scores[b] - r.scores[a];
    });
    return order.map(function (seat) {
      var place = 1 + order.filter(function (o) {
        return r.winners.indexOf(o) >= 0 && r.winners.indexOf(seat) < 0 || (low ? r.scores[o] < r.scores[seat] : r.scores[o] > r.scores[seat]) && r.winners.indexOf(seat) < 0;
      }).length;
      if (r.winners.indexOf(seat) >= 0) place = 1;
      return { place: place, name: names[seat], score: r.scores[seat], seat: seat };
    });
  }
  function playerFlags(msg, i) {
    var pub = msg.public;
    return {
      name: pub.names[i], bot: pub.kinds[i] === "bot",
      deciding: pub.to_act.indexOf(i) >= 0 && pub.kinds[i] !== "bot",
      thinking: pub.to_act.indexOf(i) >= 0 && pub.kinds[i] === "bot",
    };
  }

  // --- Basta! ---------------------------------------------------------------------------
  function basta(msg) {
    var v = msg.view, pub = msg.public, me = msg.seat;
    var hand = v && Array.isArray(v.hands[me]) ? v.hands[me] : [];
    var doubles = v ? v.doubles : [];
    var f = common(msg, pub.names);
    f.round = v ? v.round : 0; f.total = v ? v.total : 0; f.limit = BASTA_LIMIT;
    f.direction = v ? v.direction : 1; f.phase = v ? v.phase : "";
    f.stack = v ? v.stack.slice(-5).map(bastaTitle) : [];
    f.pile = v ? v.pile : 0;
    var own = me === null ? null : v;  // a spectator's view holds no seat of its own
    f.me = { hand: hand.map(function (c) { return { card: c, title: bastaTitle(c) }; }), chips: own ? own.chips[me] : 0, doubles: own ? doubles[me] : 0 };
    f.players = pub.names.map(function (_, i) {
      var p = playerFlags(msg, i);
      p.cards = v ? (Array.isArray(v.hands[i]) ? v.hands[i].length : v.hands[i]) : 0;
      p.chips = v ? v.chips[i] : 0; p.doubles = v ? doubles[i] : 0; p.active = v ? v.active === i : false;
      return p;
    });
    f.decision = bastaDecision(msg, hand);
    return f;
  }
  function bastaDecision(msg, hand) {
    if (!msg.choices || !msg.choices.length) return null;
    var lays = choicesOf(msg, "LayDouble").map(function (c) { return c.target; });
    var swaps = choicesOf(msg, "ExchangeWith").map(function (c) { return c.target; });
    var plays = choicesOf(msg, "PlayCard").map(function (c) { return c.card; });
    if (msg.view.phase === "choose_exchange") return { kind: "exchange", targets: swaps };
    if (msg.view.phase === "choose_double") return { kind: "double", targets: lays };
    return {
      kind: "play", number: 1, of: msg.view.cards_to_play || 1,
      cards: hand.map(function (c) {
        var playable = plays.indexOf(c) >= 0;
        return { card: c, title: bastaTitle(c), playable: playable && c !== "double", targets: c === "double" ? lays : [], hint: "", over: false };
      }),
    };
  }
  function bastaAsk(m) {
    if (m.type === "play") return { type: "PlayCard", card: m.card };
    if (m.type === "lay") return { type: "LayDouble", target: m.target };
    if (m.type === "exchange") return { type: "ExchangeWith", target: m.target };
    return null;
  }

  // --- Jewel Bazaar ---------------------------------------------------------------------
  function jewels(msg) {
    var v = msg.view, pub = msg.public, me = msg.seat;
    var f = common(msg, pub.names);
    f.kinds = list("kindNames");
    f.round = v ? v.round : 0; f.rounds = v ? v.revealed.length + v.remaining.length : 0;
    f.prices = v ? v.prices : [0, 0, 0]; f.changes = null; f.stock = v ? v.stock : [0, 0, 0];
    f.max_jewels = 4;
    var own = me === null ? null : v;  // a spectator's view holds no seat of its own
    f.me = { money: own ? own.money[me] : 0, jewels: own ? own.jewels[me] : [0, 0, 0] };
    f.players = pub.names.map(function (_, i) {
      var p = playerFlags(msg, i);
      p.money = v ? v.money[i] : 0; p.jewels = v ? v.jewels[i] : [0, 0, 0];
      p.first = v ? v.first_player === i : false;
      p.traded = v ? tradedThisRound(v, i) : false;
      return p;
    });
    var trades = choicesOf(msg, "Trade");
    f.decision = trades.length ? {
      kind: "trade", held: f.me.jewels, money: f.me.money, max: 4, verdict: "",
      must_buy: !trades.some(function (c) { return c.buy.every(function (n) { return n === 0; }); }),
    } : null;
    return f;
  }
  function tradedThisRound(v, seat) {  // in turn order from the round's first player
    var n = v.players, order = (seat - v.first_player + n) % n;
    return v.phase === "trade" && order < v.traded;
  }
  function tradeVerdict(m, msg) {
    var ok = choicesOf(msg, "Trade").some(function (c) { return same(c.sell, m.sell) && same(c.buy, m.buy); });
    var money = msg.view.money[msg.seat], prices = msg.view.prices;
    for (var k = 0; k < 3; k++) money += (m.sell[k] - m.buy[k]) * prices[k];
    return { type: "trade_verdict", sell: m.sell, buy: m.buy, money_after: money, ok: ok, verdict: ok ? t("verdictOk") : t("verdictNo") };
  }
  function jewelsAsk(m, msg) {
    if (m.type === "trade") return { type: "Trade", sell: m.sell, buy: m.buy };
    if (m.type === "check_trade") return { reply: tradeVerdict(m, msg) };
    return null;
  }

  // --- Basari ---------------------------------------------------------------------------
  function archway(a) {
    var spot = board.archways[a];
    return { points: spot.points, gems: GEM_KEYS.map(function (k) { return spot.gems[k] || 0; }) };
  }
  function basari(msg) {
    var v = msg.view, pub = msg.public, me = msg.seat, size = board ? board.archways.length : 1;
    var f = common(msg, pub.names);
    var names = list("actionCards");
    f.colours = list("gemNames");
    f.cards = { die: names[0], points: names[1], gems: names[2] };
    f.round = v ? v.round : 0; f.rounds = 3; f.turn = v ? v.turn : 0; f.lap_size = size;
    f.phase = v ? v.phase : ""; f.carpets = v ? v.carpets : [0, 0, 0, 0];
    var own = me === null ? null : v;  // a spectator's view holds no seat of its own
    var pos = own ? own.positions[me] : -1;
    f.me = {
      gems: own ? own.gems[me] : [0, 0, 0, 0], points: own ? own.points[me] : 0,
      archway: pos >= 0 ? pos + 1 : null, archway_points: pos >= 0 && board ? archway(pos).points : null,
      archway_gems: pos >= 0 && board ? archway(pos).gems : null, card: own ? own.cards[me] : null,
      lap: own ? own.progress[me] : 0,
    };
    var choosing = f.phase === "choose_cards";
    f.players = pub.names.map(function (_, i) {
      var p = playerFlags(msg, i);
      p.points = v ? v.points[i] : 0; p.gems = v ? v.gems[i] : [0, 0, 0, 0];
      p.archway = v && v.positions[i] >= 0 ? v.positions[i] + 1 : null; p.lap = v ? v.progress[i] : 0;
      p.chosen = choosing && pub.to_act.indexOf(i) < 0;
      p.revealed = !choosing && v && v.revealed ? v.revealed[i] : null;
      return p;
    });
    f.barter = v && v.barter ? {
      card: f.cards[v.barter.card], between: [pub.names[v.barter.a], pub.names[v.barter.b]],
      offer: v.barter.offer, offerer: v.barter.offerer === null ? null : pub.names[v.barter.offerer],
    } : null;
    f.decision = basariDecision(msg, f);
    return f;
  }
  function basariDecision(msg, f) {
    var v = msg.view, pub = msg.public;
    if (!v || pub.to_act.indexOf(msg.seat) < 0 || pub.over) return null;
    if (v.phase === "setup" && board) {
      return { kind: "start", choices: choicesOf(msg, "ChooseStart").map(function (c) {
        var a = archway(c.archway);
        return { archway: c.archway, points: a.points, gems: a.gems };
      }) };
    }
    if (v.phase === "choose_cards") {
      var allowed = choicesOf(msg, "ChooseCard").map(function (c) { return c.card; });
      return { kind: "card", options: BASARI_CARDS.map(function (card) {
        var ok = allowed.indexOf(card) >= 0;
        return { card: card, enabled: ok, reason: ok ? "" : t("verdictNo"), hint: "" };
      }) };
    }
    if (v.phase === "barter" && v.barter) {
      var b = v.barter, other = b.a === msg.seat ? b.b : b.a;
      return {
        kind: "barter", card: f.cards[b.card], other: pub.names[other], hand: v.gems[msg.seat],
        on_table: b.offer, can_raise: true, suggestion: [0, 0, 0, 0], verdict: "",
      };
    }
    return null;
  }
  function basariAsk(m) {
    if (m.type === "start") return { type: "ChooseStart", archway: m.archway };
    if (m.type === "card") return { type: "ChooseCard", card: m.card };
    if (m.type === "offer") return { type: "Offer", gems: m.gems };
    if (m.type === "accept") return { type: "Accept" };
    // The barter's many offers are not listed: the engine judges the one sent.
    if (m.type === "check_offer") return { reply: { type: "verdict", gems: m.gems, verdict: "", ok: true } };
    return null;
  }

  // An action in words (the coach's hint): the page's own words for each game's moves.
  function gemsText(gems, names) {
    var parts = gems.map(function (n, c) { return n ? n + " " + names[c] : ""; }).filter(Boolean);
    return parts.length ? parts.join(" + ") : "—";
  }
  var say = {
    basta: function (a, msg) {
      if (a.type === "PlayCard") return t("play", { card: bastaTitle(a.card) });
      var whom = msg.public.names[a.target];
      return (a.type === "LayDouble" ? t("layBefore") : t("chooseExchange")).replace("…", " ") + whom;
    },
    jewels: function (a) {
      var kinds = list("kindNames");
      return t("sell") + ": " + gemsText(a.sell, kinds) + " · " + t("buy") + ": " + gemsText(a.buy, kinds);
    },
    basari: function (a) {
      if (a.type === "ChooseStart") return t("archway", { n: a.archway + 1 });
      if (a.type === "ChooseCard") return list("actionCards")[BASARI_CARDS.indexOf(a.card)];
      if (a.type === "Accept") return t("accept");
      return t("offer") + ": " + gemsText(a.gems, list("gemNames"));
    },
  };

  return {
    say: say,
    adapt: { basta: basta, jewels: jewels, basari: basari },
    ask: { basta: bastaAsk, jewels: jewelsAsk, basari: basariAsk },
    setBoard: function (data) { board = data; },
    needsBoard: function (game) { return game === "basari" && !board; },
    board: function () { return board; },
    bastaTitle: bastaTitle,
  };
})();
