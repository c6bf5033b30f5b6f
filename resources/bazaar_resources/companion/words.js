// The page's own words in English, Spanish and German. The words about the game itself
// (refusals, what a card does, the verdict on an offer, hints) come from the desktop, in
// the desktop's language. The page speaks the phone's language if it is one of these three,
// else the desktop's.
"use strict";
var WORDS = {
  en: {
    connecting: "Connecting…", connected: "Connected", reconnecting: "Reconnecting…",
    round: "Round {n} of {of}", roundOnly: "Round {n}",
    turn: "turn {n}", lap: "Lap {done}/{size}", lapDone: "Lap complete", closed: "Table closed",
    yourTurn: "Your turn", waitingFor: "Waiting for {names}", waiting: "Waiting…",
    thinking: "{names} thinking…", gameOver: "The game is over",
    chooseStart: "Choose your start archway", chooseCard: "Choose your action card, secretly",
    chosen: "Chosen", notChosen: "Choosing", youChose: "You chose: {card}",
    points: "points", archway: "Archway {n}", noArchway: "No archway yet",
    yourGems: "Your gems", carpets: "On the carpets",
    barterWith: "You barter with {other} for the {card} card",
    youOpen: "You offer first: gems to keep the action, or nothing to give it up.",
    onTable: "On the table: {gems}", offer: "Offer", raise: "Raise", accept: "Accept",
    nothing: "Offer nothing", cheapest: "Cheapest", clear: "Clear", ofHeld: "{n} of {held}",
    mustAccept: "You cannot beat this offer with your gems: accept it.",
    barterNow: "Barter for the {card} card: {between}", offerBy: "{name} offers {gems}",
    yourHand: "Your hand", total: "Total", direction: "Direction",
    clockwise: "clockwise ↻", counter: "counter-clockwise ↺", play: "Play {card}",
    playCard: "Play a card", cardOf: "Card {n} of {of}", tapCard: "Tap a card to choose it.",
    layBefore: "Lay the Double before…", chooseExchange: "Swap hands with…",
    chooseReceiver: "Who receives the Double?", chips: "chips", cards: "cards",
    doubles: "Doubles before you: {n}", stack: "Stack",
    money: "Money", jewels: "Jewels", price: "Price", stock: "Stock", youHold: "You hold",
    sell: "Sell", buy: "Buy", trade: "Trade", pass: "Pass",
    moneyAfter: "Money after: {money}", mustBuy: "You must buy if you can.",
    undo: "Undo my last choice", hint: "Hint", hintFor: "The coach suggests",
    log: "What happened", players: "At the table", you: "you", bot: "bot",
    results: "Results", place: "{n}.",
    goneTitle: "Disconnected", retry: "Try again",
    held: "This seat is held by another device. The host can release it on the computer (Game > Invite phones).",
    released: "The host released this seat. Open the link again to take it back.",
    badLink: "This link is not valid any more (a new game or new codes). Scan the new code.",
    replaced: "This seat was opened again on this device, in another tab or window.",
    ended: "The game on the computer ended. Thank you for playing!",
    refusedMsg: "The computer refused a message from this page: {why}",
    pairTitle: "Join the table", pairText: "Type the pairing code the computer shows for your seat.",
    pairGo: "Join", pairBad: "That code is not right. Check it on the computer.",
    pairWait: "Too many wrong codes: wait a minute, then try again.",
    expiredTitle: "This link has ended",
    expiredText: "It belongs to a game that is over, or the host made new codes. Scan the code the computer shows now."
  },
  es: {
    connecting: "Conectando…", connected: "Conectado", reconnecting: "Reconectando…",
    round: "Ronda {n} de {of}", roundOnly: "Ronda {n}",
    turn: "turno {n}", lap: "Vuelta {done}/{size}", lapDone: "Vuelta completa", closed: "Mesa cerrada",
    yourTurn: "Tu turno", waitingFor: "Esperando a {names}", waiting: "Esperando…",
    thinking: "{names} pensando…", gameOver: "La partida ha terminado",
    chooseStart: "Elige tu arco de salida", chooseCard: "Elige tu tarjeta de acción, en secreto",
    chosen: "Elegida", notChosen: "Eligiendo", youChose: "Elegiste: {card}",
    points: "puntos", archway: "Arco {n}", noArchway: "Aún sin arco",
    yourGems: "Tus gemas", carpets: "En las alfombras",
    barterWith: "Haces trueque con {other} por la tarjeta {card}",
    youOpen: "Ofreces primero: gemas para quedarte la acción, o nada para cederla.",
    onTable: "En la mesa: {gems}", offer: "Ofrecer", raise: "Subir", accept: "Aceptar",
    nothing: "No ofrecer nada", cheapest: "La más barata", clear: "Borrar", ofHeld: "{n} de {held}",
    mustAccept: "No puedes superar esta oferta con tus gemas: acéptala.",
    barterNow: "Trueque por la tarjeta {card}: {between}", offerBy: "{name} ofrece {gems}",
    yourHand: "Tu mano", total: "Total", direction: "Sentido",
    clockwise: "horario ↻", counter: "antihorario ↺", play: "Jugar {card}",
    playCard: "Juega una carta", cardOf: "Carta {n} de {of}", tapCard: "Toca una carta para elegirla.",
    layBefore: "Poner el Doble ante…", chooseExchange: "Intercambiar la mano con…",
    chooseReceiver: "¿Quién recibe el Doble?", chips: "fichas", cards: "cartas",
    doubles: "Dobles ante ti: {n}", stack: "Montón",
    money: "Dinero", jewels: "Joyas", price: "Precio", stock: "Reserva", youHold: "Tienes",
    sell: "Vender", buy: "Comprar", trade: "Comerciar", pass: "Pasar",
    moneyAfter: "Dinero después: {money}", mustBuy: "Debes comprar si puedes.",
    undo: "Deshacer mi última elección", hint: "Pista", hintFor: "El consejero sugiere",
    log: "Qué pasó", players: "En la mesa", you: "tú", bot: "bot",
    results: "Resultados", place: "{n}.",
    goneTitle: "Desconectado", retry: "Reintentar",
    held: "Otro dispositivo ocupa este asiento. Quien aloja la partida puede liberarlo en el ordenador (Partida > Invitar móviles).",
    released: "Quien aloja la partida liberó este asiento. Abre el enlace de nuevo para recuperarlo.",
    badLink: "Este enlace ya no es válido (una partida nueva o códigos nuevos). Escanea el código nuevo.",
    replaced: "Este asiento se abrió de nuevo en este dispositivo, en otra pestaña o ventana.",
    ended: "La partida en el ordenador ha terminado. ¡Gracias por jugar!",
    refusedMsg: "El ordenador rechazó un mensaje de esta página: {why}",
    pairTitle: "Únete a la mesa", pairText: "Escribe el código de emparejamiento que el ordenador muestra para tu asiento.",
    pairGo: "Unirme", pairBad: "Ese código no es correcto. Compruébalo en el ordenador.",
    pairWait: "Demasiados códigos erróneos: espera un minuto y vuelve a intentarlo.",
    expiredTitle: "Este enlace ha caducado",
    expiredText: "Pertenece a una partida terminada, o se crearon códigos nuevos. Escanea el código que muestra ahora el ordenador."
  },
  de: {
    connecting: "Verbinde…", connected: "Verbunden", reconnecting: "Verbinde neu…",
    round: "Runde {n} von {of}", roundOnly: "Runde {n}",
    turn: "Zug {n}", lap: "Runde {done}/{size}", lapDone: "Runde geschafft", closed: "Tisch geschlossen",
    yourTurn: "Du bist dran", waitingFor: "Warte auf {names}", waiting: "Warte…",
    thinking: "{names} denkt nach…", gameOver: "Das Spiel ist vorbei",
    chooseStart: "Wähle deinen Start-Torbogen", chooseCard: "Wähle geheim deine Aktionskarte",
    chosen: "Gewählt", notChosen: "Wählt", youChose: "Du hast gewählt: {card}",
    points: "Punkte", archway: "Torbogen {n}", noArchway: "Noch kein Torbogen",
    yourGems: "Deine Edelsteine", carpets: "Auf den Teppichen",
    barterWith: "Du feilschst mit {other} um die Karte {card}",
    youOpen: "Du bietest zuerst: Edelsteine, um die Aktion zu behalten, oder nichts, um sie abzugeben.",
    onTable: "Auf dem Tisch: {gems}", offer: "Bieten", raise: "Erhöhen", accept: "Annehmen",
    nothing: "Nichts bieten", cheapest: "Billigstes", clear: "Leeren", ofHeld: "{n} von {held}",
    mustAccept: "Du kannst dieses Angebot mit deinen Edelsteinen nicht überbieten: nimm es an.",
    barterNow: "Feilschen um die Karte {card}: {between}", offerBy: "{name} bietet {gems}",
    yourHand: "Deine Hand", total: "Summe", direction: "Richtung",
    clockwise: "im Uhrzeigersinn ↻", counter: "gegen den Uhrzeigersinn ↺", play: "{card} spielen",
    playCard: "Spiele eine Karte", cardOf: "Karte {n} von {of}", tapCard: "Tippe eine Karte an, um sie zu wählen.",
    layBefore: "Die Doppelte legen vor…", chooseExchange: "Hand tauschen mit…",
    chooseReceiver: "Wer bekommt die Doppelte?", chips: "Chips", cards: "Karten",
    doubles: "Doppelte vor dir: {n}", stack: "Stapel",
    money: "Geld", jewels: "Juwelen", price: "Preis", stock: "Vorrat", youHold: "Du hast",
    sell: "Verkaufen", buy: "Kaufen", trade: "Handeln", pass: "Passen",
    moneyAfter: "Geld danach: {money}", mustBuy: "Du musst kaufen, wenn du kannst.",
    undo: "Letzte Wahl zurücknehmen", hint: "Tipp", hintFor: "Der Coach rät",
    log: "Was geschah", players: "Am Tisch", you: "du", bot: "Bot",
    results: "Ergebnis", place: "{n}.",
    goneTitle: "Getrennt", retry: "Nochmal versuchen",
    held: "Dieser Platz gehört einem anderen Gerät. Wer das Spiel leitet, kann ihn am Computer freigeben (Spiel > Handys einladen).",
    released: "Der Platz wurde am Computer freigegeben. Öffne den Link erneut, um ihn wieder zu nehmen.",
    badLink: "Dieser Link gilt nicht mehr (ein neues Spiel oder neue Codes). Scanne den neuen Code.",
    replaced: "Dieser Platz wurde auf diesem Gerät erneut geöffnet, in einem anderen Tab oder Fenster.",
    ended: "Das Spiel am Computer ist zu Ende. Danke fürs Spielen!",
    refusedMsg: "Der Computer hat eine Nachricht dieser Seite abgelehnt: {why}",
    pairTitle: "Am Tisch Platz nehmen", pairText: "Gib den Kopplungscode ein, den der Computer für deinen Platz zeigt.",
    pairGo: "Beitreten", pairBad: "Der Code stimmt nicht. Prüfe ihn am Computer.",
    pairWait: "Zu viele falsche Codes: warte eine Minute und versuche es dann noch einmal.",
    expiredTitle: "Dieser Link ist abgelaufen",
    expiredText: "Er gehört zu einem beendeten Spiel, oder es gibt neue Codes. Scanne den Code, den der Computer jetzt zeigt."
  }
};

function pickLanguage(fallback) {
  var wanted = (navigator.languages && navigator.languages.length) ? navigator.languages : [navigator.language || ""];
  for (var i = 0; i < wanted.length; i++) {
    var code = String(wanted[i]).slice(0, 2).toLowerCase();
    if (WORDS[code]) return code;
  }
  return WORDS[fallback] ? fallback : "en";
}

var LANG = pickLanguage(window.BAZAAR_DESKTOP_LANG || "en");
function t(key, values) {
  var text = (WORDS[LANG] && WORDS[LANG][key]) || WORDS.en[key] || key;
  if (values) {
    Object.keys(values).forEach(function (name) { text = text.split("{" + name + "}").join(values[name]); });
  }
  return text;
}
function setText(id, key) { var el = document.getElementById(id); if (el) el.textContent = t(key); }
