<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Bazaar</source>
        <translation>Über Bazaar</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Bazaar {version}&lt;/h3&gt;&lt;p&gt;Three bazaar trading games at one table: &lt;b&gt;Basari&lt;/b&gt;, &lt;b&gt;Jewel Bazaar&lt;/b&gt; and &lt;b&gt;Basta!&lt;/b&gt; — against bots that see only what a player may see, or pass and play with friends.&lt;/p&gt;&lt;p&gt;Gems differ by shape as well as colour: ◆ red, ● yellow, ▲ green, ■ blue.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Text in DejaVu Sans.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Bazaar {version}&lt;/h3&gt;&lt;p&gt;Drei Handelsspiele vom Basar an einem Tisch: &lt;b&gt;Basari&lt;/b&gt;, &lt;b&gt;Jewel Bazaar&lt;/b&gt; und &lt;b&gt;Basta!&lt;/b&gt; – gegen Bots, die nur sehen, was ein Spieler sehen darf, oder reihum mit Freunden an einem Gerät.&lt;/p&gt;&lt;p&gt;Die Edelsteine unterscheiden sich in der Form wie in der Farbe: ◆ rot, ● gelb, ▲ grün, ■ blau.&lt;/p&gt;&lt;p&gt;Freie Software unter der MIT-Lizenz. Schrift: DejaVu Sans.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
</context>
<context>
    <name>BarterPanel</name>
    <message>
        <source>One {colour} gem fewer (Shift+{key})</source>
        <translation>{colour}: ein Edelstein weniger (Umschalt+{key})</translation>
    </message>
    <message>
        <source>One {colour} gem more ({key})</source>
        <translation>{colour}: ein Edelstein mehr ({key})</translation>
    </message>
    <message>
        <source>Fewer {colour}</source>
        <translation>Weniger {colour}</translation>
    </message>
    <message>
        <source>More {colour}</source>
        <translation>Mehr {colour}</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Annehmen</translation>
    </message>
    <message>
        <source>Offer nothing (give up)</source>
        <translation>Nichts anbieten (aufgeben)</translation>
    </message>
    <message>
        <source>Offering nothing gives the action to the other player; no gems move.</source>
        <translation>Wer nichts anbietet, überlässt dem anderen Spieler die Aktion; keine Edelsteine wechseln den Besitzer.</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>Günstigstes</translation>
    </message>
    <message>
        <source>Fill in the cheapest offer that is allowed (C)</source>
        <translation>Das günstigste erlaubte Angebot eintragen (C)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Offer no gems (Backspace)</source>
        <translation>Keine Edelsteine anbieten (Rücktaste)</translation>
    </message>
    <message>
        <source>You barter with {other} for {card}</source>
        <translation>Du feilschst mit {other} um {card}</translation>
    </message>
    <message>
        <source>{name} barters with {other} for {card}</source>
        <translation>{name} feilscht mit {other} um {card}</translation>
    </message>
    <message>
        <source>You offer first. Offer gems to keep the action, or nothing to give it up.</source>
        <translation>Du bietest zuerst. Biete Edelsteine, um die Aktion zu behalten, oder nichts, um sie abzugeben.</translation>
    </message>
    <message>
        <source>On the table: {gems} from {other}.</source>
        <translation>Auf dem Tisch: {gems} von {other}.</translation>
    </message>
    <message>
        <source>Offer (Enter)</source>
        <translation>Anbieten (Eingabe)</translation>
    </message>
    <message>
        <source>Raise (Enter)</source>
        <translation>Erhöhen (Eingabe)</translation>
    </message>
    <message>
        <source>Accept (A): take the gems on the table; {other} carries out the {card} action</source>
        <translation>Annehmen (A): Du nimmst die Edelsteine auf dem Tisch; {other} führt die Aktion {card} aus</translation>
    </message>
    <message>
        <source>Offer these gems (Enter): {other} may accept them, or raise</source>
        <translation>Diese Edelsteine bieten (Eingabetaste): {other} kann sie annehmen oder überbieten</translation>
    </message>
    <message>
        <source>Raise (Enter): offer these gems instead; {other} may accept them, or raise again. Whoever is accepted carries out the action and pays the gems</source>
        <translation>Überbieten (Eingabetaste): Biete stattdessen diese Edelsteine; {other} kann sie annehmen oder erneut überbieten. Wessen Angebot angenommen wird, führt die Aktion aus und zahlt die Edelsteine</translation>
    </message>
    <message>
        <source>{offered} of {held}</source>
        <translation>{offered} von {held}</translation>
    </message>
    <message>
        <source>You cannot raise: accept the offer.</source>
        <translation>Du kannst nicht erhöhen: Nimm das Angebot an.</translation>
    </message>
    <message>
        <source>You have no more {colour} gems to offer.</source>
        <translation>Du hast keine weiteren Edelsteine in {colour} zum Anbieten.</translation>
    </message>
    <message>
        <source>You cannot beat this offer with your gems, so you must accept it.</source>
        <translation>Mit deinen Edelsteinen kannst du dieses Angebot nicht überbieten, also musst du es annehmen.</translation>
    </message>
    <message>
        <source>✓ You may offer {gems}.</source>
        <translation>✓ Du darfst {gems} anbieten.</translation>
    </message>
    <message>
        <source>✓ {gems} beats {table}.</source>
        <translation>✓ {gems} schlägt {table}.</translation>
    </message>
    <message>
        <source>✗ {why}</source>
        <translation>✗ {why}</translation>
    </message>
</context>
<context>
    <name>Basari</name>
    <message>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Gems</source>
        <translation>Edelsteine</translation>
    </message>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>{count} {colour}</source>
        <translation>{count}× {colour}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>Roll the die, move that far and gain 6 minus the roll.</source>
        <translation>Würfle, zieh so viele Torbögen weiter und erhalte 6 minus die Augenzahl.</translation>
    </message>
    <message>
        <source>Take {gems} from the carpets.</source>
        <translation>Nimm {gems} von den Teppichen.</translation>
    </message>
    <message>
        <source>Round {round} scoring</source>
        <translation>Wertung der Spielrunde {round}</translation>
    </message>
    <message>
        <source>Lap bonus +{bonus}: {names}</source>
        <translation>Rundenbonus +{bonus}: {names}</translation>
    </message>
    <message>
        <source>Lap bonus: nobody</source>
        <translation>Rundenbonus: niemand</translation>
    </message>
    <message>
        <source>{colour} (chart {value}): nobody holds any, nobody scores</source>
        <translation>{colour} (Tabelle {value}): niemand besitzt welche, niemand punktet</translation>
    </message>
    <message>
        <source>{colour} (chart {value}): {name} has the most ({most}), +{points}, returns {back}</source>
        <translation>{colour} (Tabelle {value}): {name} hat die meisten ({most}), +{points}, gibt {back} zurück</translation>
    </message>
    <message>
        <source>{colour} (chart {value}): {name} tie with {most} each, +{points} each, return {back} each</source>
        <translation>{colour} (Tabelle {value}): {name} liegen mit je {most} gleichauf, je +{points}, geben je {back} zurück</translation>
    </message>
    <message>
        <source>You roll {value} for the Die action: on to archway {archway}.</source>
        <translation>Du würfelst eine {value} für die Würfel-Aktion: weiter zu Torbogen {archway}.</translation>
    </message>
    <message>
        <source>{name} rolls {value} for the Die action: on to archway {archway}.</source>
        <translation>{name} würfelt eine {value} für die Würfel-Aktion: weiter zu Torbogen {archway}.</translation>
    </message>
    <message>
        <source>You roll {value}: on to archway {archway}.</source>
        <translation>Du würfelst eine {value}: weiter zu Torbogen {archway}.</translation>
    </message>
    <message>
        <source>{name} rolls {value}: on to archway {archway}.</source>
        <translation>{name} würfelt eine {value}: weiter zu Torbogen {archway}.</translation>
    </message>
    <message>
        <source>Barter for {card}: you offer first, {b} answers.</source>
        <translation>Feilschen um {card}: Du bietest zuerst, {b} antwortet.</translation>
    </message>
    <message>
        <source>Barter for {card}: {a} offers first, you answer.</source>
        <translation>Feilschen um {card}: {a} bietet zuerst, du antwortest.</translation>
    </message>
    <message>
        <source>You start at archway {archway}.</source>
        <translation>Du beginnst an Torbogen {archway}.</translation>
    </message>
    <message>
        <source>You start at archway {archway} (drawn at random).</source>
        <translation>Du beginnst an Torbogen {archway} (ausgelost).</translation>
    </message>
    <message>
        <source>You roll {value}.</source>
        <translation>Du würfelst eine {value}.</translation>
    </message>
    <message>
        <source>You roll {value} for the Die action.</source>
        <translation>Du würfelst eine {value} für die Würfel-Aktion.</translation>
    </message>
    <message>
        <source>You move {steps} to archway {archway}.</source>
        <translation>Du ziehst {steps} weiter bis Torbogen {archway}.</translation>
    </message>
    <message>
        <source>You complete a lap: the round ends after this turn.</source>
        <translation>Du schaffst eine Runde um das Spielbrett: Die Spielrunde endet nach diesem Zug.</translation>
    </message>
    <message>
        <source>You have chosen a card.</source>
        <translation>Du hast eine Karte gewählt.</translation>
    </message>
    <message>
        <source>You carry out the {card} action.</source>
        <translation>Du führst die Aktion {card} aus.</translation>
    </message>
    <message>
        <source>You take {gems}.</source>
        <translation>Du nimmst {gems}.</translation>
    </message>
    <message>
        <source>You take {gems} (a carpet ran short).</source>
        <translation>Du nimmst {gems} (ein Teppich reichte nicht aus).</translation>
    </message>
    <message>
        <source>You offer {gems} to {other}.</source>
        <translation>Du bietest {other} {gems} an.</translation>
    </message>
    <message>
        <source>You raise: {gems} to {other}.</source>
        <translation>Du erhöhst: {gems} an {other}.</translation>
    </message>
    <message>
        <source>You accept {gems} from {other}.</source>
        <translation>Du nimmst {gems} von {other} an.</translation>
    </message>
    <message>
        <source>You have no gems and give {card} up to {other}.</source>
        <translation>Du hast keine Edelsteine und überlässt {other} die Aktion {card}.</translation>
    </message>
    <message>
        <source>You offer nothing and give {card} up to {other}.</source>
        <translation>Du bietest nichts und überlässt {other} die Aktion {card}.</translation>
    </message>
    <message numerus="yes">
        <source>You gain %n point(s) ({total} in all).</source>
        <translation>
            <numerusform>Du erhältst %n Punkt (insgesamt {total}).</numerusform>
            <numerusform>Du erhältst %n Punkte (insgesamt {total}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} starts at archway {archway} (drawn at random).</source>
        <translation>{name} beginnt an Torbogen {archway} (ausgelost).</translation>
    </message>
    <message>
        <source>{name} starts at archway {archway}.</source>
        <translation>{name} beginnt an Torbogen {archway}.</translation>
    </message>
    <message>
        <source>Round {round}, turn {turn}</source>
        <translation>Spielrunde {round}, Zug {turn}</translation>
    </message>
    <message>
        <source>{name} rolls {value} for the Die action.</source>
        <translation>{name} würfelt eine {value} für die Würfel-Aktion.</translation>
    </message>
    <message>
        <source>{name} rolls {value}.</source>
        <translation>{name} würfelt eine {value}.</translation>
    </message>
    <message>
        <source>{name} moves {steps} to archway {archway}.</source>
        <translation>{name} zieht {steps} weiter bis Torbogen {archway}.</translation>
    </message>
    <message>
        <source>{name} completes a lap: the round ends after this turn.</source>
        <translation>{name} schafft eine Runde um das Spielbrett: Die Spielrunde endet nach diesem Zug.</translation>
    </message>
    <message>
        <source>{name} has chosen a card.</source>
        <translation>{name} hat eine Karte gewählt.</translation>
    </message>
    <message>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <source>Cards revealed — {cards}.</source>
        <translation>Karten aufgedeckt – {cards}.</translation>
    </message>
    <message>
        <source>{card} is cancelled: {names} all chose it.</source>
        <translation>{card} entfällt: {names} haben alle diese Karte gewählt.</translation>
    </message>
    <message>
        <source>{name} carries out the {card} action.</source>
        <translation>{name} führt die Aktion {card} aus.</translation>
    </message>
    <message numerus="yes">
        <source>{name} gains %n point(s) ({total} in all).</source>
        <translation>
            <numerusform>{name} erhält %n Punkt (insgesamt {total}).</numerusform>
            <numerusform>{name} erhält %n Punkte (insgesamt {total}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} takes {gems} (a carpet ran short).</source>
        <translation>{name} nimmt {gems} (ein Teppich reichte nicht aus).</translation>
    </message>
    <message>
        <source>{name} takes {gems}.</source>
        <translation>{name} nimmt {gems}.</translation>
    </message>
    <message>
        <source>{names} both chose {card} and are tied on points: a roll-off.</source>
        <translation>{names} haben beide {card} gewählt und sind punktgleich: Stechen mit dem Würfel.</translation>
    </message>
    <message>
        <source>You win the roll-off.</source>
        <translation>Du gewinnst das Stechen.</translation>
    </message>
    <message>
        <source>{name} wins the roll-off.</source>
        <translation>{name} gewinnt das Stechen.</translation>
    </message>
    <message>
        <source>Barter for {card}: {a} offers first, {b} answers.</source>
        <translation>Feilschen um {card}: {a} bietet zuerst, {b} antwortet.</translation>
    </message>
    <message>
        <source>{name} gives {card} up to you.</source>
        <translation>{name} überlässt dir die Aktion {card}.</translation>
    </message>
    <message>
        <source>{name} has no gems and gives {card} up to {other}.</source>
        <translation>{name} hat keine Edelsteine und überlässt {other} die Aktion {card}.</translation>
    </message>
    <message>
        <source>{name} offers nothing and gives {card} up to {other}.</source>
        <translation>{name} bietet nichts und überlässt {other} die Aktion {card}.</translation>
    </message>
    <message>
        <source>{name} offers {gems} to you.</source>
        <translation>{name} bietet dir {gems} an.</translation>
    </message>
    <message>
        <source>{name} offers {gems} to {other}.</source>
        <translation>{name} bietet {other} {gems} an.</translation>
    </message>
    <message>
        <source>{name} raises: {gems} to {other}.</source>
        <translation>{name} erhöht: {gems} an {other}.</translation>
    </message>
    <message>
        <source>{name} accepts {gems} from you.</source>
        <translation>{name} nimmt {gems} von dir an.</translation>
    </message>
    <message>
        <source>{name} accepts {gems} from {other}.</source>
        <translation>{name} nimmt {gems} von {other} an.</translation>
    </message>
    <message>
        <source>Round {round} begins: start disks move to the merchants.</source>
        <translation>Spielrunde {round} beginnt: Die Startscheiben rücken zu den Händlerfiguren.</translation>
    </message>
    <message>
        <source>The game is over: {names} won.</source>
        <translation>Das Spiel ist vorbei. Sieg für {names}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>{name}: click the archway where your merchant starts (or Random).</source>
        <translation>{name}: Klicke auf den Torbogen, an dem deine Händlerfigur beginnt (oder auf Zufällig).</translation>
    </message>
    <message numerus="yes">
        <source>Gain %n point(s) here.</source>
        <translation>
            <numerusform>Hier %n Punkt erhalten.</numerusform>
            <numerusform>Hier %n Punkte erhalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: choose your secret action card — 1 Die, 2 Points, 3 Gems.</source>
        <translation>{name}: Wähle deine geheime Aktionskarte – 1 Würfel, 2 Punkte, 3 Edelsteine.</translation>
    </message>
    <message>
        <source>{name}: make the opening offer to {other} for the {card} action.</source>
        <translation>{name}: Mach {other} das Eröffnungsangebot um die Aktion {card}.</translation>
    </message>
    <message>
        <source>{name}: you cannot raise, so you must accept {gems}.</source>
        <translation>{name}: Du kannst nicht erhöhen, also musst du {gems} annehmen.</translation>
    </message>
    <message>
        <source>{name}: accept {gems} from {other}, or raise.</source>
        <translation>{name}: Nimm {gems} von {other} an oder erhöhe.</translation>
    </message>
    <message>
        <source>{names} thinking…</source>
        <translation>{names} denkt nach…</translation>
    </message>
    <message>
        <source>{first} and {second} roll off for the barter…</source>
        <translation>{first} und {second} würfeln das Stechen fürs Feilschen aus…</translation>
    </message>
    <message>
        <source>{name} rolls the die…</source>
        <translation>{name} würfelt…</translation>
    </message>
    <message>
        <source>You roll the die…</source>
        <translation>Du würfelst…</translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation>Warten auf {names}.</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
</context>
<context>
    <name>BasariScene</name>
    <message>
        <source>Click or press Esc to close</source>
        <translation>Zum Schließen klicken oder Esc drücken</translation>
    </message>
</context>
<context>
    <name>BasariTable</name>
    <message>
        <source>Round {n}</source>
        <translation>Spielrunde {n}</translation>
    </message>
    <message>
        <source>Card chosen</source>
        <translation>Karte gewählt</translation>
    </message>
    <message>
        <source>Waiting for the others to choose.</source>
        <translation>Warten, bis die anderen gewählt haben.</translation>
    </message>
    <message>
        <source>Basari</source>
        <translation>Basari</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · turn {turn} · lap bonus {bonus}</source>
        <translation>Spielrunde {round} von {rounds} · Zug {turn} · Rundenbonus {bonus}</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Archway {number}: {points} points; gems {gems}</source>
        <translation>Torbogen {number}: {points} Punkte; Edelsteine: {gems}</translation>
    </message>
    <message>
        <source>Merchants here: {names}</source>
        <translation>Händler hier: {names}</translation>
    </message>
    <message>
        <source>majority {value}</source>
        <translation>Mehrheit {value}</translation>
    </message>
    <message>
        <source>{colour} carpet: {count} gems left. This round, the most {colour} gems scores {value}.</source>
        <translation>Teppich für {colour}: noch {count} Edelsteine. In dieser Spielrunde bringt die Mehrheit in {colour} {value} Punkte.</translation>
    </message>
    <message>
        <source>lap complete</source>
        <translation>Runde geschafft</translation>
    </message>
    <message>
        <source>lap {done}/{size}</source>
        <translation>Runde {done}/{size}</translation>
    </message>
    <message>
        <source>{name} ({kind}): {points} points; gems {gems}</source>
        <translation>{name} ({kind}): {points} Punkte; Edelsteine: {gems}</translation>
    </message>
    <message>
        <source>secret</source>
        <translation>geheim</translation>
    </message>
    <message>
        <source>Die</source>
        <comment>card, in the players table</comment>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Points</source>
        <comment>card, in the players table</comment>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Gems</source>
        <comment>card, in the players table</comment>
        <translation>Edelsteine</translation>
    </message>
    <message>
        <source>Your secret choice: nobody else sees it until the reveal.</source>
        <translation>Deine geheime Wahl: Niemand sonst sieht sie vor dem Aufdecken.</translation>
    </message>
    <message>
        <source>{name} has chosen {card}: still secret at this moment, until the reveal.</source>
        <translation>{name} hat {card} gewählt: in diesem Moment noch geheim, bis zum Aufdecken.</translation>
    </message>
    <message>
        <source>{name} has chosen a card.</source>
        <translation>{name} hat eine Karte gewählt.</translation>
    </message>
    <message>
        <source>{name} played {card}.</source>
        <translation>{name} hat {card} gespielt.</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>wählt…</translation>
    </message>
    <message>
        <source>bartering</source>
        <translation>feilscht</translation>
    </message>
    <message>
        <source>placing…</source>
        <translation>setzt…</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>hat gewählt</translation>
    </message>
    <message>
        <source>Barter for {card}</source>
        <translation>Feilschen um {card}</translation>
    </message>
    <message>
        <source>Waiting for your opening offer</source>
        <translation>Warten auf dein Eröffnungsangebot</translation>
    </message>
    <message>
        <source>On the table, from you:</source>
        <translation>Auf dem Tisch, von dir:</translation>
    </message>
    <message>
        <source>You and {other} are tied on points: a roll-off decides who offers first.</source>
        <translation>Du und {other} seid punktgleich: Ein Stechen mit dem Würfel entscheidet, wer zuerst bietet.</translation>
    </message>
    <message>
        <source>{first} and {second} are tied on points: a roll-off decides who offers first.</source>
        <translation>{first} und {second} sind punktgleich: Ein Stechen mit dem Würfel entscheidet, wer zuerst bietet.</translation>
    </message>
    <message>
        <source>You won the roll-off and offer first; {b} answers.</source>
        <translation>Du hast das Stechen gewonnen und bietest zuerst; {b} antwortet.</translation>
    </message>
    <message>
        <source>You have more points and offer first; {b} answers.</source>
        <translation>Du hast mehr Punkte und bietest zuerst; {b} antwortet.</translation>
    </message>
    <message>
        <source>won the roll-off</source>
        <translation>hat das Stechen gewonnen</translation>
    </message>
    <message>
        <source>has more points</source>
        <translation>hat mehr Punkte</translation>
    </message>
    <message>
        <source>{a} {why} and offers first; {b} answers.</source>
        <translation>{a} {why} und bietet zuerst; {b} antwortet.</translation>
    </message>
    <message>
        <source>Waiting for {a}&apos;s opening offer</source>
        <translation>Warten auf das Eröffnungsangebot von {a}</translation>
    </message>
    <message>
        <source>On the table, from {name}:</source>
        <translation>Auf dem Tisch, von {name}:</translation>
    </message>
    <message>
        <source>{a} {why} and offers first; you answer.</source>
        <translation>{a} {why} und bietet zuerst; du antwortest.</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>{colour} gems</source>
        <translation>{colour}e Edelsteine</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Action card this turn</source>
        <translation>Aktionskarte in diesem Zug</translation>
    </message>
    <message>
        <source>{count} {colour}</source>
        <translation>{count}× {colour}</translation>
    </message>
    <message>
        <source>Gems</source>
        <translation>Edelsteine</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>more points</source>
        <translation>mehr Punkte</translation>
    </message>
    <message>
        <source>more gems in total</source>
        <translation>mehr Edelsteine insgesamt</translation>
    </message>
    <message>
        <source>more red gems</source>
        <translation>mehr rote Edelsteine</translation>
    </message>
    <message>
        <source>more yellow gems</source>
        <translation>mehr gelbe Edelsteine</translation>
    </message>
    <message>
        <source>more green gems</source>
        <translation>mehr grüne Edelsteine</translation>
    </message>
    <message>
        <source>more blue gems</source>
        <translation>mehr blaue Edelsteine</translation>
    </message>
    <message>
        <source>You have the most points ({points}).</source>
        <translation>Du hast die meisten Punkte ({points}).</translation>
    </message>
    <message>
        <source>{name} has the most points ({points}).</source>
        <translation>{name} hat die meisten Punkte ({points}).</translation>
    </message>
    <message>
        <source>{names} are tied on points and on every gem count, so they share the win.</source>
        <translation>{names} liegen bei den Punkten und bei allen Edelsteinzahlen gleichauf und teilen sich daher den Sieg.</translation>
    </message>
    <message>
        <source>{names} are tied on {points} points; {winner} wins by the tie-break: {criterion}.</source>
        <translation>{names} liegen mit {points} Punkten gleichauf; {winner} gewinnt durch die Gleichstandsregel: {criterion}.</translation>
    </message>
    <message>
        <source>Ties are broken by most gems in total, then most red, yellow, green, blue.</source>
        <translation>Bei Gleichstand entscheiden die meisten Edelsteine insgesamt, dann die meisten roten, gelben, grünen, blauen.</translation>
    </message>
    <message>
        <source>Players choose where their merchants start, or chance places them.</source>
        <translation>Die Spieler wählen, wo ihre Händlerfiguren beginnen, oder der Zufall setzt sie.</translation>
    </message>
    <message>
        <source>{a} and {b} are level on points and every gem count.</source>
        <translation>{a} und {b} sind bei den Punkten und allen Edelsteinzahlen gleichauf.</translation>
    </message>
    <message>
        <source>{a} ranks above {b}: same points, {criterion}.</source>
        <translation>{a} steht vor {b}: gleiche Punkte, {criterion}.</translation>
    </message>
    <message>
        <source>Start archways</source>
        <translation>Start-Torbögen</translation>
    </message>
    <message>
        <source>Each player chooses</source>
        <translation>Jeder Spieler wählt</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Board file</source>
        <translation>Spielplan-Datei</translation>
    </message>
    <message>
        <source>A board layout in resources (JSON).</source>
        <translation>Ein Spielplan in resources (JSON).</translation>
    </message>
    <message>
        <source>Bonus chart file</source>
        <translation>Bonustabellen-Datei</translation>
    </message>
    <message>
        <source>The majority values per round, in resources (JSON).</source>
        <translation>Die Mehrheitswerte je Spielrunde, in resources (JSON).</translation>
    </message>
    <message>
        <source>First to place</source>
        <translation>Setzt zuerst</translation>
    </message>
    <message>
        <source>Who chooses a start archway first; Play again moves it on.</source>
        <translation>Wer zuerst einen Startbogen wählt; „Noch einmal spielen“ reicht es weiter.</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>Basari: choose the Die, Points or Gems card</source>
        <translation>Basari: die Karte Würfel, Punkte oder Edelsteine wählen</translation>
    </message>
    <message>
        <source>Basari, start: random start archway</source>
        <translation>Basari, Start: zufälliger Start-Torbogen</translation>
    </message>
    <message>
        <source>Basari, start: pick an archway number and start there</source>
        <translation>Basari, Start: eine Torbogennummer wählen und dort beginnen</translation>
    </message>
    <message>
        <source>Basari, barter: one more red, yellow, green or blue gem</source>
        <translation>Basari, Feilschen: ein roter, gelber, grüner oder blauer Edelstein mehr</translation>
    </message>
    <message>
        <source>Basari, barter: one gem fewer of that colour</source>
        <translation>Basari, Feilschen: ein Edelstein dieser Farbe weniger</translation>
    </message>
    <message>
        <source>Basari, barter: fill in the cheapest allowed offer</source>
        <translation>Basari, Feilschen: das günstigste erlaubte Angebot eintragen</translation>
    </message>
    <message>
        <source>Basari, barter: clear the offer</source>
        <translation>Basari, Feilschen: das Angebot leeren</translation>
    </message>
    <message>
        <source>Basari, barter: make the offer or raise</source>
        <translation>Basari, Feilschen: anbieten oder erhöhen</translation>
    </message>
    <message>
        <source>Basari, barter: accept the offer on the table</source>
        <translation>Basari, Feilschen: das Angebot auf dem Tisch annehmen</translation>
    </message>
</context>
<context>
    <name>Basta</name>
    <message>
        <source>Zero</source>
        <translation>Null</translation>
    </message>
    <message>
        <source>Direction change</source>
        <translation>Richtungswechsel</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Tausch</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppel</translation>
    </message>
    <message>
        <source>Basta!</source>
        <translation>Basta!</translation>
    </message>
    <message>
        <source>Minus 5</source>
        <translation>Minus 5</translation>
    </message>
    <message>
        <source>a Zero</source>
        <translation>eine Null</translation>
    </message>
    <message>
        <source>a Direction change</source>
        <translation>einen Richtungswechsel</translation>
    </message>
    <message>
        <source>an Exchange</source>
        <translation>einen Tausch</translation>
    </message>
    <message>
        <source>a Double</source>
        <translation>ein Doppel</translation>
    </message>
    <message>
        <source>a Basta!</source>
        <translation>ein Basta!</translation>
    </message>
    <message>
        <source>a Minus 5</source>
        <translation>ein Minus 5</translation>
    </message>
    <message>
        <source>an 8</source>
        <translation>eine 8</translation>
    </message>
    <message>
        <source>a {value}</source>
        <translation>eine {value}</translation>
    </message>
    <message>
        <source>It cannot be played now.</source>
        <translation>Sie kann jetzt nicht gespielt werden.</translation>
    </message>
    <message>
        <source>Lay it before another player: on their next turn they must play two cards.</source>
        <translation>Leg es vor einen anderen Spieler: In seinem nächsten Zug muss er zwei Karten spielen.</translation>
    </message>
    <message>
        <source>The total would be {total}: over {limit}, you would take a chip!</source>
        <translation>Die Summe wäre {total}: über {limit}, du bekämst einen Chip!</translation>
    </message>
    <message>
        <source>Adds nothing: the total stays {total}.</source>
        <translation>Zählt nichts hinzu: Die Summe bleibt {total}.</translation>
    </message>
    <message>
        <source>Adds {value}: the total becomes {total}.</source>
        <translation>Zählt {value} hinzu: Die Summe wird {total}.</translation>
    </message>
    <message>
        <source>Play reverses: the player before you goes next.</source>
        <translation>Die Spielrichtung kehrt sich um: Der Spieler vor dir ist als Nächster dran.</translation>
    </message>
    <message>
        <source>Draw your replacement card, then swap hands with a player you choose.</source>
        <translation>Zieh deine Ersatzkarte und tausche dann deine Handkarten mit einem Spieler deiner Wahl.</translation>
    </message>
    <message>
        <source>The total becomes {total} at once.</source>
        <translation>Die Summe springt sofort auf {total}.</translation>
    </message>
    <message>
        <source>The total goes down to {total}; then the top card of the pile is played at once.</source>
        <translation>Die Summe sinkt auf {total}; dann wird sofort die oberste Karte des Nachziehstapels gespielt.</translation>
    </message>
    <message>
        <source>Nobody can receive it: it goes onto the stack.</source>
        <translation>Niemand kann es bekommen: Es kommt auf den Ablagestapel.</translation>
    </message>
    <message>
        <source>{name} is drawn to begin.</source>
        <translation>{name} wird als Startspieler ausgelost.</translation>
    </message>
    <message>
        <source>Round {round}: you begin at 0</source>
        <translation>Runde {round}: Du beginnst bei 0</translation>
    </message>
    <message>
        <source>Round {round}: {name} begins at 0</source>
        <translation>Runde {round}: {name} beginnt bei 0</translation>
    </message>
    <message>
        <source>{name}&apos;s Double goes onto the stack: nobody can receive it.</source>
        <translation>Das Doppel von {name} kommt auf den Ablagestapel: Niemand kann es bekommen.</translation>
    </message>
    <message>
        <source>… the pile gives {card}: total {total}.</source>
        <translation>… der Nachziehstapel liefert {card}: Summe {total}.</translation>
    </message>
    <message>
        <source>You play {card}: total {total}.</source>
        <translation>Du spielst {card}: Summe {total}.</translation>
    </message>
    <message>
        <source>{name} plays {card}: total {total}.</source>
        <translation>{name} spielt {card}: Summe {total}.</translation>
    </message>
    <message>
        <source>Play now goes clockwise.</source>
        <translation>Jetzt wird im Uhrzeigersinn gespielt.</translation>
    </message>
    <message>
        <source>Play now goes counter-clockwise.</source>
        <translation>Jetzt wird gegen den Uhrzeigersinn gespielt.</translation>
    </message>
    <message>
        <source>You go over 50 ({total}) and take a chip ({chips} in all).</source>
        <translation>Du gehst über 50 ({total}) und bekommst einen Chip (insgesamt {chips}).</translation>
    </message>
    <message>
        <source>You swap hands with {other}.</source>
        <translation>Du tauschst die Handkarten mit {other}.</translation>
    </message>
    <message>
        <source>{name} swaps hands with you.</source>
        <translation>{name} tauscht die Handkarten mit dir.</translation>
    </message>
    <message>
        <source>{name} swaps hands with {other}.</source>
        <translation>{name} tauscht die Handkarten mit {other}.</translation>
    </message>
    <message>
        <source>… the pile gives a Double: you lay it before {other}.</source>
        <translation>… der Nachziehstapel liefert ein Doppel: Du legst es vor {other}.</translation>
    </message>
    <message>
        <source>You lay a Double before {other}.</source>
        <translation>Du legst ein Doppel vor {other}.</translation>
    </message>
    <message>
        <source>… the pile gives a Double: {name} lays it before you.</source>
        <translation>… der Nachziehstapel liefert ein Doppel: {name} legt es vor dich.</translation>
    </message>
    <message>
        <source>{name} lays a Double before you.</source>
        <translation>{name} legt ein Doppel vor dich.</translation>
    </message>
    <message>
        <source>… the pile gives a Double: {name} lays it before {other}.</source>
        <translation>… der Nachziehstapel liefert ein Doppel: {name} legt es vor {other}.</translation>
    </message>
    <message>
        <source>{name} lays a Double before {other}.</source>
        <translation>{name} legt ein Doppel vor {other}.</translation>
    </message>
    <message>
        <source>{name} goes over 50 ({total}) and takes a chip ({chips} in all).</source>
        <translation>{name} geht über 50 ({total}) und bekommt einen Chip (insgesamt {chips}).</translation>
    </message>
    <message>
        <source>You are drawn to begin.</source>
        <translation>Du wirst als Startspieler ausgelost.</translation>
    </message>
    <message>
        <source>The rest of {name}&apos;s Double is void.</source>
        <translation>Der Rest des Doppels von {name} verfällt.</translation>
    </message>
    <message>
        <source>The stack is shuffled into a new draw pile ({count} cards).</source>
        <translation>Der Ablagestapel wird zu einem neuen Nachziehstapel gemischt ({count} Karten).</translation>
    </message>
    <message>
        <source>The game is over: {names} won.</source>
        <translation>Das Spiel ist vorbei. Sieg für {names}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>{name}: play card {number} of {count} (a Double lies before you) — ←/→ choose, Enter plays. Total {total}.</source>
        <translation>{name}: Spiel Karte {number} von {count} (vor dir liegt ein Doppel) – ←/→ wählen, Eingabe spielt. Summe {total}.</translation>
    </message>
    <message>
        <source>{name}: play a card — ←/→ choose, Enter plays. Total {total}.</source>
        <translation>{name}: Spiel eine Karte – ←/→ wählen, Eingabe spielt. Summe {total}.</translation>
    </message>
    <message>
        <source>{name}: choose whom to swap hands with — click a player or press their number.</source>
        <translation>{name}: Wähle, mit wem du die Handkarten tauschst – klicke einen Spieler an oder drücke seine Nummer.</translation>
    </message>
    <message>
        <source>{name}: the pile gave a Double — choose who receives it (click or press a number).</source>
        <translation>{name}: Der Nachziehstapel hat ein Doppel geliefert – wähle, wer es bekommt (klicken oder Nummer drücken).</translation>
    </message>
    <message>
        <source>{names} thinking…</source>
        <translation>{names} denkt nach…</translation>
    </message>
    <message>
        <source>Minus 5: the top card of the pile is played at once…</source>
        <translation>Minus 5: Die oberste Karte des Nachziehstapels wird sofort gespielt…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Karten werden ausgeteilt…</translation>
    </message>
    <message>
        <source>Drawing back up to five…</source>
        <translation>Auf fünf Karten nachziehen…</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>Warten auf {name}.</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
</context>
<context>
    <name>BastaDecisionPanel</name>
    <message>
        <source>Swap hands with whom?</source>
        <translation>Mit wem tauschst du die Handkarten?</translation>
    </message>
    <message>
        <source>{name}, swap hands with whom?</source>
        <translation>{name}, mit wem tauschst du die Handkarten?</translation>
    </message>
    <message>
        <source>Press a player&apos;s number, or click them on the table.</source>
        <translation>Drück die Nummer eines Spielers oder klicke ihn auf dem Tisch an.</translation>
    </message>
    <message>
        <source>The pile gave you a Double: who receives it?</source>
        <translation>Der Nachziehstapel hat dir ein Doppel geliefert: Wer bekommt es?</translation>
    </message>
    <message>
        <source>{name}, the pile gave a Double: who receives it?</source>
        <translation>{name}, der Nachziehstapel hat ein Doppel geliefert: Wer bekommt es?</translation>
    </message>
    <message>
        <source>They must play two cards on their next turn. Press a number or click them.</source>
        <translation>Er muss in seinem nächsten Zug zwei Karten spielen. Drück eine Nummer oder klicke ihn an.</translation>
    </message>
    <message>
        <source>Swap hands with {name}: you take their cards, they take yours</source>
        <translation>Handkarten mit {name} tauschen: Du bekommst deren Karten, sie bekommen deine</translation>
    </message>
    <message>
        <source>{name} receives the Double and must play two cards next turn</source>
        <translation>{name} bekommt das Doppel und muss im nächsten Zug zwei Karten spielen</translation>
    </message>
    <message>
        <source>Lay the Double before whom?</source>
        <translation>Vor wen legst du das Doppel?</translation>
    </message>
    <message>
        <source>{name}, lay the Double before whom?</source>
        <translation>{name}, vor wen legst du das Doppel?</translation>
    </message>
    <message>
        <source>They must play two cards on their next turn. Press a number or click them; Esc goes back.</source>
        <translation>Er muss in seinem nächsten Zug zwei Karten spielen. Drück eine Nummer oder klicke ihn an; Esc geht zurück.</translation>
    </message>
</context>
<context>
    <name>BastaScene</name>
    <message>
        <source>Basta!</source>
        <translation>Basta!</translation>
    </message>
    <message>
        <source>Game over after {rounds} rounds</source>
        <translation>Spielende nach {rounds} Runden</translation>
    </message>
    <message>
        <source>Round {round} · turn {turn} · the 4th chip ends the game</source>
        <translation>Runde {round} · Zug {turn} · der 4. Chip beendet das Spiel</translation>
    </message>
    <message>
        <source>{name}&apos;s hand: {cards}</source>
        <translation>Hand von {name}: {cards}</translation>
    </message>
    <message>
        <source>of {limit}</source>
        <translation>von {limit}</translation>
    </message>
    <message>
        <source>The running total is {total}. A card that takes it over {limit} costs a chip.</source>
        <translation>Die laufende Summe ist {total}. Eine Karte, die sie über {limit} treibt, kostet einen Chip.</translation>
    </message>
    <message>
        <source>↻ clockwise</source>
        <translation>↻ im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>↺ counter-clockwise</source>
        <translation>↺ gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Play goes clockwise (seat order).</source>
        <translation>Gespielt wird im Uhrzeigersinn (Reihenfolge der Plätze).</translation>
    </message>
    <message>
        <source>Play goes counter-clockwise.</source>
        <translation>Gespielt wird gegen den Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>{count} to draw</source>
        <translation>{count} zum Ziehen</translation>
    </message>
    <message>
        <source>The draw pile: {count} cards.</source>
        <translation>Der Nachziehstapel: {count} Karten.</translation>
    </message>
    <message>
        <source>{count} on the stack</source>
        <translation>{count} abgelegt</translation>
    </message>
    <message>
        <source>The face-up stack ({count} cards); on top: {card}.</source>
        <translation>Der offene Ablagestapel ({count} Karten); oben liegt: {card}.</translation>
    </message>
    <message>
        <source>Minus 5 chain:</source>
        <translation>Minus-5-Kette:</translation>
    </message>
    <message>
        <source>{count}</source>
        <translation>{count}</translation>
    </message>
    <message>
        <source>{name}: {cards} cards in hand, {chips} of {limit} chips.</source>
        <translation>{name}: {cards} Karten auf der Hand, {chips} von {limit} Chips.</translation>
    </message>
    <message>
        <source>A Double lies before them: two cards on their next turn.</source>
        <translation>Vor diesem Spieler liegt ein Doppel: zwei Karten im nächsten Zug.</translation>
    </message>
    <message>
        <source>Click to choose (or press {key}).</source>
        <translation>Zum Wählen klicken (oder {key} drücken).</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
    <message>
        <source>drawing up</source>
        <translation>zieht nach</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>Hand von {name}</translation>
    </message>
    <message>
        <source>←/→ choose
Enter plays</source>
        <translation>←/→ wählen
Eingabe spielt</translation>
    </message>
    <message>
        <source>Face up for you only</source>
        <translation>Nur für dich offen</translation>
    </message>
    <message>
        <source>Every hand face up:
the game is over</source>
        <translation>Alle Hände offen:
das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Hidden: face up only
when it is {name}&apos;s turn</source>
        <translation>Verdeckt: nur offen,
wenn {name} am Zug ist</translation>
    </message>
    <message>
        <source>Hidden: face up only
when it is your turn</source>
        <translation>Verdeckt: nur offen,
wenn du am Zug bist</translation>
    </message>
    <message>
        <source>Every hand
stays hidden</source>
        <translation>Alle Hände
bleiben verdeckt</translation>
    </message>
</context>
<context>
    <name>BastaTable</name>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>Penalty chips (the 4th ends the game)</source>
        <translation>Strafchips (der 4. beendet das Spiel)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doppel</translation>
    </message>
    <message>
        <source>Doubles lying before the player</source>
        <translation>Doppel vor dem Spieler</translation>
    </message>
    <message>
        <source>{chips} of {limit} chips</source>
        <translation>{chips} von {limit} Chips</translation>
    </message>
    <message>
        <source>{count} cards in hand</source>
        <translation>{count} Karten auf der Hand</translation>
    </message>
    <message>
        <source>Must play two cards next turn</source>
        <translation>Muss im nächsten Zug zwei Karten spielen</translation>
    </message>
    <message>
        <source>{name} took a 4th chip, which ends the game at once.</source>
        <translation>{name} hat einen 4. Chip bekommen, was das Spiel sofort beendet.</translation>
    </message>
    <message>
        <source>You have the fewest chips ({chips}).</source>
        <translation>Du hast die wenigsten Chips ({chips}).</translation>
    </message>
    <message>
        <source>{names} are tied on {chips} chips and share the win.</source>
        <translation>{names} liegen mit {chips} Chips gleichauf und teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>Fewest chips wins; tied players share the win.</source>
        <translation>Die wenigsten Chips gewinnen; Spieler, die gleichauf liegen, teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>The make-up of the deck, in resources (JSON).</source>
        <translation>Die Zusammensetzung des Kartenspiels, in resources (JSON).</translation>
    </message>
    <message>
        <source>Variant: more than one Double may lie before a player; each adds a card to play.</source>
        <translation>Variante: Vor einem Spieler dürfen mehrere Doppel liegen; jedes erhöht die Zahl der zu spielenden Karten um eine.</translation>
    </message>
    <message>
        <source>Who plays first.</source>
        <translation>Wer zuerst spielt.</translation>
    </message>
    <message>
        <source>{name} has the fewest chips ({chips}).</source>
        <translation>{name} hat die wenigsten Chips ({chips}).</translation>
    </message>
    <message>
        <source>Lay the Double before whom? Press a player&apos;s number or click them; Esc goes back to the hand.</source>
        <translation>Vor wen legst du das Doppel? Drück die Nummer eines Spielers oder klick ihn an; Esc führt zurück zur Hand.</translation>
    </message>
    <message>
        <source>{name}: lay the Double before whom? Press a player&apos;s number or click them; Esc goes back to the hand.</source>
        <translation>{name}: Vor wen legst du das Doppel? Drück die Nummer eines Spielers oder klick ihn an; Esc führt zurück zur Hand.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Deck file</source>
        <translation>Kartenspiel-Datei</translation>
    </message>
    <message>
        <source>Several Doubles per player</source>
        <translation>Mehrere Doppel pro Spieler</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>The first seat</source>
        <translation>Der erste Platz</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Ausgelost</translation>
    </message>
    <message>
        <source>Basta!: pick a card in your hand</source>
        <translation>Basta!: eine Karte auf der Hand auswählen</translation>
    </message>
    <message>
        <source>Basta!: pick the card at that place in your hand</source>
        <translation>Basta!: die Karte an dieser Stelle der Hand auswählen</translation>
    </message>
    <message>
        <source>Basta!: play the picked card</source>
        <translation>Basta!: die ausgewählte Karte spielen</translation>
    </message>
    <message>
        <source>Basta!, choosing a player: that player (Exchange, Double)</source>
        <translation>Basta!, Spieler wählen: diesen Spieler (Tausch, Doppel)</translation>
    </message>
    <message>
        <source>Basta!: back from laying a Double</source>
        <translation>Basta!: vom Legen eines Doppels zurück</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Game board</source>
        <translation>Spielbrett</translation>
    </message>
</context>
<context>
    <name>BotWatch</name>
    <message>
        <source>{names} thinking{dots}</source>
        <translation>{names} denkt nach{dots}</translation>
    </message>
    <message>
        <source>Press Space or click the board to continue.</source>
        <translation>Drück die Leertaste oder klicke auf das Spielbrett, um weiterzuspielen.</translation>
    </message>
</context>
<context>
    <name>CardChoicePanel</name>
    <message>
        <source>Nobody sees it until every card is chosen. Keys: 1, 2, 3.</source>
        <translation>Niemand sieht sie, bis alle gewählt haben. Tasten: 1, 2, 3.</translation>
    </message>
    <message>
        <source>Undo (Backspace)</source>
        <translation>Rückgängig (Rücktaste)</translation>
    </message>
    <message>
        <source>Pass the device (Enter)</source>
        <translation>Gerät weitergeben (Eingabe)</translation>
    </message>
    <message>
        <source>{name}, choose your secret action card</source>
        <translation>{name}, wähle deine geheime Aktionskarte</translation>
    </message>
    <message>
        <source>{card} chosen.</source>
        <translation>Gewählt: {card}.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Archway {archway_number} shows {points} points and a good run ahead.</source>
        <translation>Torbogen {archway_number} zeigt {points} Punkte und einen guten Weg voraus.</translation>
    </message>
    <message>
        <source>Points: {points} points on your archway now.</source>
        <translation>Punkte: jetzt {points} Punkte auf deinem Torbogen.</translation>
    </message>
    <message>
        <source>Gems: you would lead {colour} by {lead} before round scoring.</source>
        <translation>Edelsteine: Du würdest vor der Rundenwertung bei {colour} mit {lead} führen.</translation>
    </message>
    <message>
        <source>Gems: you would draw level in {colour}.</source>
        <translation>Edelsteine: Du würdest bei {colour} gleichziehen.</translation>
    </message>
    <message>
        <source>Gems: {count} {colour}, still {behind} behind the most {colour}.</source>
        <translation>Edelsteine: {count} {colour}, noch {behind} hinter den meisten {colour}.</translation>
    </message>
    <message>
        <source>Gems: the carpets have none of your archway&apos;s gems left.</source>
        <translation>Edelsteine: Auf den Teppichen liegt keiner der Steine deines Torbogens mehr.</translation>
    </message>
    <message>
        <source>Die: a low roll scores, and you move on to better archways.</source>
        <translation>Würfel: Ein niedriger Wurf bringt Punkte, und du ziehst zu besseren Torbögen.</translation>
    </message>
    <message>
        <source>Die: the roll may complete your lap (bonus {bonus}).</source>
        <translation>Würfel: Der Wurf kann deine Runde vollenden (Bonus {bonus}).</translation>
    </message>
    <message>
        <source>Others are likely to pick it too ({percent}%): expect a barter.</source>
        <translation>Andere wählen sie wohl auch ({percent} %): Rechne mit einem Handel.</translation>
    </message>
    <message>
        <source>Few others are likely to pick it ({percent}%).</source>
        <translation>Kaum jemand wählt sie sonst ({percent} %).</translation>
    </message>
    <message>
        <source>Other moves here win about as often; this one leaves you further ahead in points and bonuses.</source>
        <translation>Andere Züge gewinnen hier etwa genauso oft; dieser bringt dich bei Punkten und Boni weiter nach vorn.</translation>
    </message>
    <message numerus="yes">
        <source>Take the gems: worth about %n point(s) to you.</source>
        <translation>
            <numerusform>Nimm die Edelsteine: Sie sind dir etwa %n Punkt wert.</numerusform>
            <numerusform>Nimm die Edelsteine: Sie sind dir etwa %n Punkte wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The action is worth only about %n point(s) to you: let it go.</source>
        <translation>
            <numerusform>Die Aktion ist dir nur etwa %n Punkt wert: Lass sie los.</numerusform>
            <numerusform>Die Aktion ist dir nur etwa %n Punkte wert: Lass sie los.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gem(s) cost you about {cost_points}; the action is worth about {worth_points}.</source>
        <translation>
            <numerusform>%n Edelstein kostet dich etwa {cost_points}; die Aktion ist etwa {worth_points} wert.</numerusform>
            <numerusform>%n Edelsteine kosten dich etwa {cost_points}; die Aktion ist etwa {worth_points} wert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy {count} {kind}: the cards to come move its price {change} by the end.</source>
        <translation>Kaufe {count} {kind}: Die kommenden Karten ändern den Preis bis zum Ende um {change}.</translation>
    </message>
    <message>
        <source>Sell {count} {kind}: the cards to come move its price {change} by the end.</source>
        <translation>Verkaufe {count} {kind}: Die kommenden Karten ändern den Preis bis zum Ende um {change}.</translation>
    </message>
    <message>
        <source>Keep what you hold this round.</source>
        <translation>Behalte diese Runde, was du hast.</translation>
    </message>
    <message>
        <source>You lead by {lead}: holding what the richest rival holds keeps the gap.</source>
        <translation>Du führst mit {lead}: Dasselbe wie der reichste Rivale zu halten, wahrt den Abstand.</translation>
    </message>
    <message>
        <source>You are {lead} ahead of the richest rival.</source>
        <translation>Du liegst {lead} vor dem reichsten Rivalen.</translation>
    </message>
    <message>
        <source>You are {behind} behind the richest rival: take a chance.</source>
        <translation>Du liegst {behind} hinter dem reichsten Rivalen: Geh ein Risiko ein.</translation>
    </message>
    <message>
        <source>The total goes to {total}; the next player is stuck {percent}% of the time.</source>
        <translation>Die Summe steigt auf {total}; der nächste Spieler steckt in {percent} % der Fälle fest.</translation>
    </message>
    <message>
        <source>The total would go to {total}: over 50 costs a chip.</source>
        <translation>Die Summe stiege auf {total}: Über 50 kostet einen Chip.</translation>
    </message>
    <message>
        <source>Basta! sets 50; the next player is stuck {percent}% of the time.</source>
        <translation>Basta! setzt 50; der nächste Spieler steckt in {percent} % der Fälle fest.</translation>
    </message>
    <message>
        <source>Minus 5 draws a card: {percent}% that it takes you over 50.</source>
        <translation>Minus 5 zieht eine Karte: zu {percent} % bringt sie dich über 50.</translation>
    </message>
    <message>
        <source>Exchange: you give your hand away and take another.</source>
        <translation>Tausch: Du gibst deine Hand ab und bekommst eine andere.</translation>
    </message>
    <message>
        <source>Swap hands with {name}.</source>
        <translation>Tausche die Hand mit {name}.</translation>
    </message>
    <message>
        <source>{name} must then play two cards.</source>
        <translation>{name} muss dann zwei Karten spielen.</translation>
    </message>
    <message>
        <source>The total stays at {total} or falls: a safe card.</source>
        <translation>Die Summe bleibt bei {total} oder sinkt: eine sichere Karte.</translation>
    </message>
    <message numerus="yes">
        <source>You keep %n escape card(s) for later.</source>
        <translation>
            <numerusform>Du behältst %n Fluchtkarte für später.</numerusform>
            <numerusform>Du behältst %n Fluchtkarten für später.</numerusform>
        </translation>
    </message>
    <message>
        <source>Other moves here win as often; this one leaves you a better hand for the next round.</source>
        <translation>Andere Züge gewinnen hier genauso oft; dieser lässt dir eine bessere Hand für die nächste Runde.</translation>
    </message>
    <message>
        <source>A legal move.</source>
        <translation>Ein erlaubter Zug.</translation>
    </message>
    <message>
        <source>Choose the {card} card</source>
        <translation>Wähle die Karte {card}</translation>
    </message>
    <message>
        <source>Start at archway {number}</source>
        <translation>Beginne bei Torbogen {number}</translation>
    </message>
    <message>
        <source>Offer nothing (give the action up)</source>
        <translation>Nichts bieten (Aktion aufgeben)</translation>
    </message>
    <message>
        <source>Offer {gems}</source>
        <translation>Biete {gems}</translation>
    </message>
    <message>
        <source>Accept the offer</source>
        <translation>Nimm das Angebot an</translation>
    </message>
    <message>
        <source>Pass (no trade)</source>
        <translation>Passen (kein Handel)</translation>
    </message>
    <message>
        <source>Sell {sold}</source>
        <translation>Verkaufe {sold}</translation>
    </message>
    <message>
        <source>Buy {bought}</source>
        <translation>Kaufe {bought}</translation>
    </message>
    <message>
        <source>Sell {sold}, buy {bought}</source>
        <translation>Verkaufe {sold}, kaufe {bought}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Spiele {card}</translation>
    </message>
    <message>
        <source>Lay a Double before {name}</source>
        <translation>Lege {name} ein Doppel vor</translation>
    </message>
    <message>
        <source>Exchange hands with {name}</source>
        <translation>Tausche die Hand mit {name}</translation>
    </message>
    <message>
        <source>{moves} or {last}</source>
        <translation>{moves} oder {last}</translation>
    </message>
    <message>
        <source>{moves}: about equal here</source>
        <translation>{moves}: hier etwa gleich gut</translation>
    </message>
    <message>
        <source>{percent}% to win</source>
        <translation>{percent} % Siegchance</translation>
    </message>
    <message>
        <source>−{points} points of win chance</source>
        <translation>−{points} Prozentpunkte Siegchance</translation>
    </message>
</context>
<context>
    <name>Companion</name>
    <message>
        <source>No phone has connected yet. Usually the phones are on another network: a guest Wi-Fi that keeps devices apart, or mobile data instead of Wi-Fi. Put every phone on the same Wi-Fi as this computer, and let Bazaar through this computer&apos;s firewall. To check, type the address into the phone&apos;s browser: the Bazaar page should open.</source>
        <translation>Noch hat sich kein Handy verbunden. Meist sind die Handys in einem anderen Netz: einem Gäste-WLAN, das Geräte voneinander trennt, oder mobilen Daten statt WLAN. Bring alle Handys ins selbe WLAN wie diesen Computer und lass Bazaar durch die Firewall dieses Computers. Zum Prüfen gib die Adresse im Browser des Handys ein: die Bazaar-Seite sollte sich öffnen.</translation>
    </message>
    <message>
        <source>A new game began: the phones&apos; links of the last game no longer work. Use Game &gt; Invite phones for new codes.</source>
        <translation>Ein neues Spiel hat begonnen: die Links der Handys aus dem letzten Spiel gelten nicht mehr. Neue Codes gibt es unter Spiel &gt; Handys einladen.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>Diese Karte gibt es nicht.</translation>
    </message>
    <message>
        <source>There is nothing for you to decide now.</source>
        <translation>Gerade hast du nichts zu entscheiden.</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>The others look away: the next choice is secret.</source>
        <translation>Die anderen schauen weg: Die nächste Entscheidung ist geheim.</translation>
    </message>
    <message>
        <source>What happened — for everyone to see:</source>
        <translation>Was passiert ist – für alle sichtbar:</translation>
    </message>
    <message>
        <source>Pass the device to {name}</source>
        <translation>Gib das Gerät an {name} weiter</translation>
    </message>
    <message>
        <source>I am {name} — show my table (Enter)</source>
        <translation>Ich bin {name} – meinen Tisch zeigen (Eingabe)</translation>
    </message>
    <message numerus="yes">
        <source>… %n earlier line(s) in the game log</source>
        <translation>
            <numerusform>… %n frühere Zeile steht im Spielprotokoll</numerusform>
            <numerusform>… %n frühere Zeilen stehen im Spielprotokoll</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>you cannot trade a negative number of jewels</source>
        <translation>du kannst nicht mit einer negativen Zahl von Juwelen handeln</translation>
    </message>
    <message>
        <source>you have no {kinds} to sell</source>
        <translation>du hast keine {kinds} zum Verkaufen</translation>
    </message>
    <message>
        <source>you only have {jewels} to sell</source>
        <translation>du hast nur {jewels} zum Verkaufen</translation>
    </message>
    <message>
        <source>you cannot sell and buy {kinds} in the same round</source>
        <translation>du kannst {kinds} nicht in derselben Runde verkaufen und kaufen</translation>
    </message>
    <message>
        <source>no {kinds} are left</source>
        <translation>es sind keine {kinds} mehr übrig</translation>
    </message>
    <message>
        <source>only {jewels} left</source>
        <translation>im Vorrat gibt es nur noch {jewels}</translation>
    </message>
    <message>
        <source>you cannot afford it: it costs {cost} Grand and you would have {money} after your sales</source>
        <translation>das kannst du dir nicht leisten: Es kostet {cost} Grand, und nach deinen Verkäufen hättest du {money}</translation>
    </message>
    <message>
        <source>you cannot afford it: it costs {cost} Grand and you have {money}</source>
        <translation>das kannst du dir nicht leisten: Es kostet {cost} Grand, und du hast {money}</translation>
    </message>
    <message>
        <source>that would give you {after} jewels; you may hold at most {most}, so sell some first</source>
        <translation>damit hättest du {after} Juwelen; du darfst höchstens {most} haben, verkaufe also zuerst welche</translation>
    </message>
    <message>
        <source>that would give you {after} jewels; you may hold at most {most}</source>
        <translation>damit hättest du {after} Juwelen; du darfst höchstens {most} haben</translation>
    </message>
    <message>
        <source>on your turn you trade: sell and then buy jewels</source>
        <translation>in deinem Zug handelst du: erst verkaufen, dann Juwelen kaufen</translation>
    </message>
    <message>
        <source>a trade names how many of each of the three kinds</source>
        <translation>ein Handel nennt, wie viele von jeder der drei Sorten</translation>
    </message>
    <message>
        <source>a price card must be revealed now</source>
        <translation>jetzt muss eine Preiskarte aufgedeckt werden</translation>
    </message>
    <message>
        <source>there is no price card {value}</source>
        <translation>es gibt keine Preiskarte {value}</translation>
    </message>
    <message>
        <source>price card {price_card} has already been revealed</source>
        <translation>die Preiskarte {price_card} ist schon aufgedeckt</translation>
    </message>
    <message>
        <source>you must buy at least one jewel</source>
        <translation>du musst mindestens ein Juwel kaufen</translation>
    </message>
    <message>
        <source>you must buy at least one jewel, so you must sell to make room and raise money for a purchase</source>
        <translation>du musst mindestens ein Juwel kaufen, also musst du verkaufen, um Platz und Geld für einen Kauf zu haben</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>{others} and {last}</source>
        <translation>{others} und {last}</translation>
    </message>
    <message>
        <source>you must buy at least one jewel, so you must sell to make room for a purchase</source>
        <translation>du musst mindestens ein Juwel kaufen, also musst du verkaufen, um Platz für einen Kauf zu schaffen</translation>
    </message>
    <message>
        <source>you must buy at least one jewel, so you must sell to raise money for a purchase</source>
        <translation>du musst mindestens ein Juwel kaufen, also musst du verkaufen, um Geld für einen Kauf zu bekommen</translation>
    </message>
    <message>
        <source>it is not your decision now: waiting for {players}</source>
        <translation>du bist jetzt nicht am Zug: wir warten auf {players}</translation>
    </message>
    <message>
        <source>it is not your decision: waiting for a die roll or other chance outcome</source>
        <translation>du bist nicht am Zug: es fehlt noch ein Würfelwurf oder ein anderes Zufallsergebnis</translation>
    </message>
    <message>
        <source>this is not a chance decision</source>
        <translation>dies ist keine Entscheidung des Zufalls</translation>
    </message>
    <message>
        <source>there is no player {number} in this game</source>
        <translation>in diesem Spiel gibt es keinen Spieler {number}</translation>
    </message>
    <message>
        <source>there is no seat {value} in this game</source>
        <translation>in diesem Spiel gibt es keinen Platz {value}</translation>
    </message>
    <message>
        <source>a player&apos;s view cannot be played on; use the real game</source>
        <translation>auf der Sicht eines Spielers kann nicht gespielt werden; nimm das echte Spiel</translation>
    </message>
    <message>
        <source>that is not a decision of this game</source>
        <translation>das ist keine Entscheidung dieses Spiels</translation>
    </message>
    <message>
        <source>that chance outcome cannot happen now</source>
        <translation>dieses Zufallsergebnis kann jetzt nicht eintreten</translation>
    </message>
    <message>
        <source>the first player must be drawn now</source>
        <translation>jetzt muss ausgelost werden, wer beginnt</translation>
    </message>
    <message>
        <source>choose the archway where your merchant starts</source>
        <translation>wähle den Torbogen, an dem deine Händlerfigur beginnt</translation>
    </message>
    <message>
        <source>there is no archway {archway_number}: archways are numbered 1 to {last_number}</source>
        <translation>es gibt keinen Torbogen {archway_number}: die Torbögen sind von 1 bis {last_number} nummeriert</translation>
    </message>
    <message>
        <source>choose one of your action cards: die, points or gems</source>
        <translation>wähle eine deiner Aktionskarten: Würfel, Punkte oder Edelsteine</translation>
    </message>
    <message>
        <source>there is no card called {card}: choose die, points or gems</source>
        <translation>es gibt keine Karte namens {card}: wähle Würfel, Punkte oder Edelsteine</translation>
    </message>
    <message>
        <source>you have already chosen your card this turn</source>
        <translation>du hast deine Karte in diesem Zug schon gewählt</translation>
    </message>
    <message>
        <source>the roll-off is between {players}</source>
        <translation>das Stechen findet zwischen {players} statt</translation>
    </message>
    <message>
        <source>a die roll shows 1 to 6</source>
        <translation>ein Würfelwurf zeigt 1 bis 6</translation>
    </message>
    <message>
        <source>there is no offer to accept yet: make an opening offer (offer nothing to give up the action)</source>
        <translation>es gibt noch kein Angebot zum Annehmen: Mach das Eröffnungsangebot (nichts anzubieten heißt, auf die Aktion zu verzichten)</translation>
    </message>
    <message>
        <source>you open the barter: make an offer (nothing gives up the action)</source>
        <translation>du eröffnest das Feilschen: Mach ein Angebot (nichts anzubieten heißt, auf die Aktion zu verzichten)</translation>
    </message>
    <message>
        <source>you are bartering: accept the offer or raise it</source>
        <translation>du feilschst gerade: Nimm das Angebot an oder erhöhe es</translation>
    </message>
    <message>
        <source>you cannot raise {gems} with your gems: accept the offer</source>
        <translation>mit deinen Edelsteinen kannst du {gems} nicht überbieten: Nimm das Angebot an</translation>
    </message>
    <message>
        <source>an offer cannot hold a negative number of gems</source>
        <translation>ein Angebot kann keine negative Zahl von Edelsteinen enthalten</translation>
    </message>
    <message>
        <source>you have no {colour} gems to offer</source>
        <translation>du hast keine Edelsteine in {colour} zum Anbieten</translation>
    </message>
    <message>
        <source>you only have {gems}</source>
        <translation>du hast nur {gems}</translation>
    </message>
    <message>
        <source>{beat}: offer more than {total} gems</source>
        <translation>{beat}: Biete mehr als {total} Edelsteine</translation>
    </message>
    <message>
        <source>{beat}: offer more gems, or as many ({total}) with more red; with as many red, more yellow; then green, then blue decide</source>
        <translation>{beat}: Biete mehr Edelsteine oder gleich viele ({total}) mit mehr roten; bei gleich vielen roten mehr gelbe; dann entscheiden Grün, dann Blau</translation>
    </message>
    <message>
        <source>cards are drawn by the shuffle, not chosen</source>
        <translation>Karten werden aus dem gemischten Stapel gezogen, nicht gewählt</translation>
    </message>
    <message>
        <source>a card must be drawn now</source>
        <translation>jetzt muss eine Karte gezogen werden</translation>
    </message>
    <message>
        <source>the draw pile holds no {card} card</source>
        <translation>im Nachziehstapel ist keine {card}-Karte</translation>
    </message>
    <message>
        <source>first choose the player to exchange hands with</source>
        <translation>wähle zuerst den Spieler, mit dem du die Hand tauschst</translation>
    </message>
    <message>
        <source>choose another player to exchange with</source>
        <translation>wähle einen anderen Spieler zum Tauschen</translation>
    </message>
    <message>
        <source>you can exchange hands only right after playing an Exchange</source>
        <translation>du kannst die Hand nur direkt nach einem ausgespielten Tausch tauschen</translation>
    </message>
    <message>
        <source>first choose the player who receives the drawn Double</source>
        <translation>wähle zuerst den Spieler, der das gezogene Doppel bekommt</translation>
    </message>
    <message>
        <source>a Double is laid before another player: choose who</source>
        <translation>ein Doppel wird vor einen anderen Spieler gelegt: Wähle, vor wen</translation>
    </message>
    <message>
        <source>nobody can receive a Double now: play another card</source>
        <translation>jetzt kann niemand ein Doppel bekommen: Spiel eine andere Karte</translation>
    </message>
    <message>
        <source>you hold no {card} card</source>
        <translation>du hast keine {card}-Karte auf der Hand</translation>
    </message>
    <message>
        <source>you cannot lay a Double before yourself</source>
        <translation>du kannst kein Doppel vor dich selbst legen</translation>
    </message>
    <message>
        <source>{player} already has a Double in front of them</source>
        <translation>{player} hat schon ein Doppel vor sich liegen</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>it is not player {number}&apos;s decision now</source>
        <translation>Spieler {number} ist jetzt nicht am Zug</translation>
    </message>
    <message>
        <source>that move is not allowed now</source>
        <translation>dieser Zug ist jetzt nicht erlaubt</translation>
    </message>
    <message>
        <source>your offer must beat {gems} (offering the same gems is not a raise)</source>
        <translation>dein Angebot muss {gems} überbieten (dieselben Edelsteine anzubieten ist keine Erhöhung)</translation>
    </message>
    <message>
        <source>your offer must beat {gems}</source>
        <translation>dein Angebot muss {gems} überbieten</translation>
    </message>
</context>
<context>
    <name>GameAdapter</name>
    <message>
        <source>There is no game to save.</source>
        <translation>Es gibt kein Spiel zum Speichern.</translation>
    </message>
    <message>
        <source>An online game is kept by its server.</source>
        <translation>Ein Online-Spiel bewahrt sein Server auf.</translation>
    </message>
    <message>
        <source>{level} bots are not available yet; {name} plays random moves.</source>
        <translation>Bots der Stufe {level} gibt es noch nicht; {name} macht Zufallszüge.</translation>
    </message>
    <message>
        <source>Pass the device first.</source>
        <translation>Gib zuerst das Gerät weiter.</translation>
    </message>
    <message>
        <source>That seat is not played by a person.</source>
        <translation>Dieser Platz wird nicht von einem Menschen gespielt.</translation>
    </message>
    <message>
        <source>A die roll, a draw or a reveal came after that choice: it stands.</source>
        <translation>Nach dieser Entscheidung gab es einen Wurf, eine gezogene Karte oder eine Aufdeckung: Sie bleibt bestehen.</translation>
    </message>
    <message>
        <source>Only the person who made a choice may take it back, before passing the device on.</source>
        <translation>Nur wer eine Entscheidung getroffen hat, kann sie zurücknehmen, bevor das Gerät weitergegeben wird.</translation>
    </message>
    <message>
        <source>There is no choice of yours to take back.</source>
        <translation>Es gibt keine Entscheidung von dir, die sich zurücknehmen ließe.</translation>
    </message>
    <message>
        <source>{name}&apos;s bot made a mistake ({why}); a random move was played.</source>
        <translation>Der Bot von {name} hat einen Fehler gemacht ({why}); es wurde ein Zufallszug gespielt.</translation>
    </message>
    <message>
        <source>{name} is away: the table waits.</source>
        <translation>{name} ist weg: der Tisch wartet.</translation>
    </message>
    <message>
        <source>{name} is away: the turn clock decides for them when their time runs out.</source>
        <translation>{name} ist weg: läuft die Zeit ab, entscheidet die Zuguhr.</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name} ist zurück.</translation>
    </message>
    <message>
        <source>The host lets a bot play for {name}.</source>
        <translation>Der Gastgeber lässt einen Bot für {name} spielen.</translation>
    </message>
    <message>
        <source>A bot plays your seat ({name}) while you were away; the host can give it back to you.</source>
        <translation>Ein Bot spielt deinen Platz ({name}), weil du weg warst; der Gastgeber kann ihn dir zurückgeben.</translation>
    </message>
    <message>
        <source>The host gives {name}&apos;s seat back.</source>
        <translation>Der Gastgeber gibt {name} den Platz zurück.</translation>
    </message>
    <message>
        <source>Last choice taken back.</source>
        <translation>Letzte Entscheidung zurückgenommen.</translation>
    </message>
    <message>
        <source>{name} took back their last choice.</source>
        <translation>{name} hat die letzte Entscheidung zurückgenommen.</translation>
    </message>
    <message>
        <source>A choice was taken back.</source>
        <translation>Eine Entscheidung wurde zurückgenommen.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Watching an online game: {names}. Room {room}.</source>
        <translation>Zuschauen bei einem Online-Spiel: {names}. Raum {room}.</translation>
    </message>
    <message>
        <source>Online game: {names}. Room {room}.</source>
        <translation>Online-Spiel: {names}. Raum {room}.</translation>
    </message>
    <message>
        <source>New game: {names}. Seed {seed}.</source>
        <translation>Neues Spiel: {names}. Startwert {seed}.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>bot, {level}</source>
        <translation>Bot, {level}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>{name}&apos;s move</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>See the results, or start a new game.</source>
        <translation>Sieh dir das Ergebnis an oder beginne ein neues Spiel.</translation>
    </message>
    <message>
        <source>Please wait</source>
        <translation>Bitte warten</translation>
    </message>
    <message>
        <source>{names} thinking…</source>
        <translation>{names} denkt nach…</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Du gewinnst!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>{names} teilen sich den Sieg!</translation>
    </message>
</context>
<context>
    <name>GamesInProgressDialog</name>
    <message>
        <source>Games in progress</source>
        <translation>Laufende Spiele</translation>
    </message>
    <message>
        <source>No game is in progress: every game was finished.</source>
        <translation>Kein Spiel läuft: Alle Spiele wurden beendet.</translation>
    </message>
</context>
<context>
    <name>GamesInProgressView</name>
    <message>
        <source>Games in progress</source>
        <translation>Laufende Spiele</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Zuletzt gespielt</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>open in another window</source>
        <translation>in einem anderen Fenster offen</translation>
    </message>
    <message>
        <source>{game} (online)</source>
        <translation>{game} (online)</translation>
    </message>
    <message>
        <source>This game is being played in another window.</source>
        <translation>Dieses Spiel wird in einem anderen Fenster gespielt.</translation>
    </message>
    <message>
        <source>today {time}</source>
        <translation>heute {time}</translation>
    </message>
    <message>
        <source>yesterday {time}</source>
        <translation>gestern {time}</translation>
    </message>
</context>
<context>
    <name>HintCard</name>
    <message>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <source>Hint for {name}</source>
        <translation>Tipp für {name}</translation>
    </message>
    <message>
        <source>Thinking about your move…</source>
        <translation>Denke über deinen Zug nach…</translation>
    </message>
    <message>
        <source>This is your only sensible move. {why}</source>
        <translation>Das ist dein einziger sinnvoller Zug. {why}</translation>
    </message>
    <message>
        <source>{why} Estimate: {chance}.</source>
        <translation>{why} Schätzung: {chance}.</translation>
    </message>
    <message>
        <source>• {move}: {chance}</source>
        <translation>• {move}: {chance}</translation>
    </message>
    <message>
        <source>Alternatives:</source>
        <translation>Alternativen:</translation>
    </message>
    <message>
        <source>These moves are worth the same, within a point of win chance:</source>
        <translation>Diese Züge sind gleich viel wert, bis auf einen Punkt Siegchance:</translation>
    </message>
    <message>
        <source>• {move} ({chance}): {why}</source>
        <translation>• {move} ({chance}): {why}</translation>
    </message>
</context>
<context>
    <name>HintController</name>
    <message>
        <source>the helper that works out the moves stopped; it starts again when you ask for another hint</source>
        <translation>der Helfer, der die Züge berechnet, wurde beendet; er startet neu, wenn du um einen weiteren Tipp bittest</translation>
    </message>
    <message>
        <source>the coach could not work this position out</source>
        <translation>der Trainer konnte diese Stellung nicht durchrechnen</translation>
    </message>
</context>
<context>
    <name>HostedServer</name>
    <message>
        <source>The table server stopped</source>
        <translation>Der Tischserver wurde beendet</translation>
    </message>
    <message>
        <source>The table server on this computer stopped. Everyone at its tables waits for it; nothing played is lost. Start it again?</source>
        <translation>Der Tischserver auf diesem Computer wurde beendet. Alle an seinen Tischen warten auf ihn; nichts Gespieltes geht verloren. Wieder starten?</translation>
    </message>
    <message>
        <source>&amp;Start it again</source>
        <translation>Wieder &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <source>Port {port} is taken by another program.</source>
        <translation>Port {port} ist von einem anderen Programm belegt.</translation>
    </message>
    <message>
        <source>The table server did not start: {why}</source>
        <translation>Der Tischserver ist nicht gestartet: {why}</translation>
    </message>
    <message>
        <source>The table server is running again.</source>
        <translation>Der Tischserver läuft wieder.</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite phones</source>
        <translation>Handys einladen</translation>
    </message>
    <message>
        <source>Each person scans their seat&apos;s code with the phone&apos;s camera, or types the address into the phone&apos;s browser and then the pairing code. The phone becomes that person&apos;s private hand: no curtain for them, and this screen shows only what everybody may see. Phones must be on the same Wi-Fi as this computer.</source>
        <translation>Jede Person scannt den Code ihres Platzes mit der Kamera des Handys oder gibt die Adresse im Browser des Handys ein und dann den Kopplungscode. Das Handy wird zur privaten Hand dieser Person: kein Vorhang für sie, und dieser Bildschirm zeigt nur, was alle sehen dürfen. Die Handys müssen im selben WLAN sein wie dieser Computer.</translation>
    </message>
    <message>
        <source>The codes are new for every game and every start of Bazaar: after resuming a game from its autosave, scan again.</source>
        <translation>Die Codes sind für jedes Spiel und jeden Start von Bazaar neu: nach dem Fortsetzen eines Spiels aus der automatischen Sicherung neu scannen.</translation>
    </message>
    <message>
        <source>The address of this computer that the phones are given (its network)</source>
        <translation>Die Adresse dieses Computers, die die Handys bekommen (sein Netz)</translation>
    </message>
    <message>
        <source>Use this address</source>
        <translation>Diese Adresse nehmen</translation>
    </message>
    <message>
        <source>Network address:</source>
        <translation>Netzwerkadresse:</translation>
    </message>
    <message>
        <source>Bazaar cannot listen on {address}: {why}</source>
        <translation>Bazaar kann nicht auf {address} lauschen: {why}</translation>
    </message>
    <message>
        <source>Port {wanted} is taken by another program (or another Bazaar), so the phones use port {port} this time: open the address shown. To keep one address, choose a free port in Settings.</source>
        <translation>Port {wanted} ist von einem anderen Programm (oder einem anderen Bazaar) belegt, deshalb nutzen die Handys diesmal Port {port}: öffne die angezeigte Adresse. Für eine feste Adresse wähle in den Einstellungen einen freien Port.</translation>
    </message>
    <message>
        <source>New codes for {address}: the old links no longer work.</source>
        <translation>Neue Codes für {address}: die alten Links gelten nicht mehr.</translation>
    </message>
    <message>
        <source>Phones connected: {names}.</source>
        <translation>Verbundene Handys: {names}.</translation>
    </message>
    <message>
        <source>Start a game with people at the table first: then invite phones.</source>
        <translation>Starte zuerst ein Spiel mit Menschen am Tisch, dann lade Handys ein.</translation>
    </message>
</context>
<context>
    <name>Jewels</name>
    <message>
        <source>sapphire</source>
        <translation>Saphir</translation>
    </message>
    <message>
        <source>ruby</source>
        <translation>Rubin</translation>
    </message>
    <message>
        <source>emerald</source>
        <translation>Smaragd</translation>
    </message>
    <message>
        <source>sapphires</source>
        <translation>Saphire</translation>
    </message>
    <message>
        <source>rubies</source>
        <translation>Rubine</translation>
    </message>
    <message>
        <source>emeralds</source>
        <translation>Smaragde</translation>
    </message>
    <message>
        <source>{count} {jewels}</source>
        <translation>{count} {jewels}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>+{n}</source>
        <translation>+{n}</translation>
    </message>
    <message>
        <source>−{n}</source>
        <translation>−{n}</translation>
    </message>
    <message>
        <source>±0</source>
        <translation>±0</translation>
    </message>
    <message>
        <source>{kind} {change}</source>
        <translation>{kind} {change}</translation>
    </message>
    <message>
        <source>{name} is drawn to trade first.</source>
        <translation>{name} wird ausgelost und handelt zuerst.</translation>
    </message>
    <message>
        <source>You are drawn to trade first.</source>
        <translation>Das Los fällt auf dich: Du handelst zuerst.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}: {name} trades first</source>
        <translation>Runde {round} von {rounds}: {name} handelt zuerst</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}: you trade first</source>
        <translation>Runde {round} von {rounds}: Du handelst zuerst</translation>
    </message>
    <message>
        <source>Price card: {card}. Prices now {a} / {b} / {c}.</source>
        <translation>Preiskarte: {card}. Preise jetzt {a} / {b} / {c}.</translation>
    </message>
    <message>
        <source>{name} sells {jewels} at {price} for {received} Grand.</source>
        <translation>{name} verkauft {jewels} zu {price} für {received} Grand.</translation>
    </message>
    <message>
        <source>The game is over: {names} won.</source>
        <translation>Das Spiel ist vorbei. Sieg für {names}.</translation>
    </message>
    <message>
        <source>{name} sells {sold} (+{received}) and buys {bought} (−{paid}): {money} Grand.</source>
        <translation>{name} verkauft {sold} (+{received}) und kauft {bought} (−{paid}): {money} Grand.</translation>
    </message>
    <message>
        <source>{name} buys {bought} (−{paid}): {money} Grand.</source>
        <translation>{name} kauft {bought} (−{paid}): {money} Grand.</translation>
    </message>
    <message>
        <source>{name} only sells {sold} (+{received}): {money} Grand.</source>
        <translation>{name} verkauft nur {sold} (+{received}): {money} Grand.</translation>
    </message>
    <message>
        <source>{name} cannot buy and passes.</source>
        <translation>{name} kann nicht kaufen und passt.</translation>
    </message>
    <message>
        <source>You sell {sold} (+{received}) and buy {bought} (−{paid}): {money} Grand.</source>
        <translation>Du verkaufst {sold} (+{received}) und kaufst {bought} (−{paid}): {money} Grand.</translation>
    </message>
    <message>
        <source>You buy {bought} (−{paid}): {money} Grand.</source>
        <translation>Du kaufst {bought} (−{paid}): {money} Grand.</translation>
    </message>
    <message>
        <source>You only sell {sold} (+{received}): {money} Grand.</source>
        <translation>Du verkaufst nur {sold} (+{received}): {money} Grand.</translation>
    </message>
    <message>
        <source>You cannot buy and pass.</source>
        <translation>Du kannst nicht kaufen und passt.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>{name}: sell if you like, then buy at least one jewel — Enter confirms.</source>
        <translation>{name}: Verkaufe, wenn du willst, dann kaufe mindestens ein Juwel – Eingabe bestätigt.</translation>
    </message>
    <message>
        <source>{name}: no purchase is possible this round — sell or pass, Enter confirms.</source>
        <translation>{name}: In dieser Runde ist kein Kauf möglich – verkaufe oder passe, Eingabe bestätigt.</translation>
    </message>
    <message>
        <source>{names} thinking…</source>
        <translation>{names} denkt nach…</translation>
    </message>
    <message>
        <source>Turning up the price card for round {round}…</source>
        <translation>Die Preiskarte für Runde {round} wird aufgedeckt…</translation>
    </message>
    <message>
        <source>Drawing the first player…</source>
        <translation>Der Startspieler wird ausgelost…</translation>
    </message>
    <message>
        <source>Waiting for {name} to trade.</source>
        <translation>Warten, bis {name} gehandelt hat.</translation>
    </message>
    <message>
        <source>…</source>
        <translation>…</translation>
    </message>
</context>
<context>
    <name>JewelsScene</name>
    <message>
        <source>Price board</source>
        <translation>Preistafel</translation>
    </message>
    <message>
        <source>Price card</source>
        <translation>Preiskarte</translation>
    </message>
    <message>
        <source>Jewel Bazaar</source>
        <translation>Jewel Bazaar</translation>
    </message>
    <message>
        <source>After {rounds} rounds every jewel was sold at {price}.</source>
        <translation>Nach {rounds} Runden wurde jedes Juwel zu {price} verkauft.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Runde {round} von {rounds}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · you trade first</source>
        <translation>Runde {round} von {rounds} · Du handelst zuerst</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · {name} trades first</source>
        <translation>Runde {round} von {rounds} · {name} handelt zuerst</translation>
    </message>
    <message>
        <source>{kind}: {price} Grand this round. Start and final price: {start}.</source>
        <translation>{kind}: {price} Grand in dieser Runde. Start- und Schlusspreis: {start}.</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation>noch {count}</translation>
    </message>
    <message>
        <source>This round&apos;s price card: {card}.</source>
        <translation>Preiskarte dieser Runde: {card}.</translation>
    </message>
    <message>
        <source>{count} cards to come</source>
        <translation>noch {count} Karten</translation>
    </message>
    <message>
        <source>Which price cards are still to come is public; their order is not. Each column counts the cards that move that jewel&apos;s price up, not at all, or down.</source>
        <translation>Welche Preiskarten noch kommen, ist öffentlich, ihre Reihenfolge nicht. Jede Spalte zählt die Karten, die den Preis dieses Juwels erhöhen, gleich lassen oder senken.</translation>
    </message>
    <message>
        <source>All {rounds} cards have been played.</source>
        <translation>Alle {rounds} Karten sind gespielt.</translation>
    </message>
    <message>
        <source>The first card is about to be turned up.</source>
        <translation>Gleich wird die erste Karte aufgedeckt.</translation>
    </message>
    <message>
        <source>Prices hold until the round ends.</source>
        <translation>Die Preise gelten bis zum Ende der Runde.</translation>
    </message>
    <message>
        <source>Bazaar stock</source>
        <translation>Basarvorrat</translation>
    </message>
    <message>
        <source>{count} of each kind
at the start</source>
        <translation>{count} von jeder Art
zu Beginn</translation>
    </message>
    <message>
        <source>{kinds} left</source>
        <translation>{kinds} übrig</translation>
    </message>
    <message>
        <source>{price} Grand each</source>
        <translation>je {price} Grand</translation>
    </message>
    <message>
        <source>{count} {kinds} in the bazaar.</source>
        <translation>{count} {kinds} im Basar.</translation>
    </message>
    <message>
        <source>Click to add one to your purchase.</source>
        <translation>Klicke, um eins zu deinem Kauf hinzuzufügen.</translation>
    </message>
    <message>
        <source>Grand</source>
        <translation>Grand</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.</translation>
    </message>
    <message>
        <source>{name}: {money} Grand; jewels: {jewels}.</source>
        <translation>{name}: {money} Grand; Juwelen: {jewels}.</translation>
    </message>
    <message>
        <source>Trades first this round.</source>
        <translation>Handelt in dieser Runde zuerst.</translation>
    </message>
    <message>
        <source>Click one of your jewels to add it to your sale.</source>
        <translation>Klicke eines deiner Juwelen an, um es zu deinem Verkauf hinzuzufügen.</translation>
    </message>
    <message>
        <source>−{count} {kind}</source>
        <translation>−{count} {kind}</translation>
    </message>
    <message>
        <source>+{count} {kind}</source>
        <translation>+{count} {kind}</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt nach…</translation>
    </message>
    <message>
        <source>trading…</source>
        <translation>handelt…</translation>
    </message>
    <message>
        <source>✓ traded</source>
        <translation>✓ gehandelt</translation>
    </message>
</context>
<context>
    <name>JewelsTable</name>
    <message>
        <source>Grand</source>
        <translation>Grand</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>{money} Grand</source>
        <translation>{money} Grand</translation>
    </message>
    <message>
        <source>{name} has the most money ({money} Grand).</source>
        <translation>{name} hat das meiste Geld ({money} Grand).</translation>
    </message>
    <message>
        <source>Final sale</source>
        <translation>Schlussverkauf</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Jewels of each kind in the bazaar</source>
        <translation>Juwelen jeder Art im Basar</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>{names} are tied with {money} Grand each and share the win.</source>
        <translation>{names} liegen mit je {money} Grand gleichauf und teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>You have the most money ({money} Grand).</source>
        <translation>Du hast das meiste Geld ({money} Grand).</translation>
    </message>
    <message>
        <source>At the end every jewel was worth 10 again and was sold; the last column shows what that final sale brought in.</source>
        <translation>Am Ende war jedes Juwel wieder 10 wert und wurde verkauft; die letzte Spalte zeigt, was dieser Schlussverkauf einbrachte.</translation>
    </message>
    <message>
        <source>Most money wins; tied players share the win.</source>
        <translation>Das meiste Geld gewinnt; Spieler, die gleichauf liegen, teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>Worth in Grand (money and jewels at the round&apos;s prices)</source>
        <translation>Wert in Grand (Geld und Juwelen zu den Preisen der Runde)</translation>
    </message>
    <message>
        <source>The bazaar&apos;s stock of each kind at the start.</source>
        <translation>Der Vorrat des Basars an jeder Art zu Beginn.</translation>
    </message>
    <message>
        <source>Who trades first in round 1.</source>
        <translation>Wer in Runde 1 zuerst handelt.</translation>
    </message>
    <message>
        <source>The first seat</source>
        <translation>Der erste Platz</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Ausgelost</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Umschalt+Tab</translation>
    </message>
    <message>
        <source>Jewel Bazaar: move between the Sell and Buy numbers</source>
        <translation>Jewel Bazaar: zwischen den Zahlen für Verkaufen und Kaufen wechseln</translation>
    </message>
    <message>
        <source>0–4, ↑ / ↓</source>
        <translation>0–4, ↑ / ↓</translation>
    </message>
    <message>
        <source>Jewel Bazaar: set how many jewels to sell or buy</source>
        <translation>Jewel Bazaar: festlegen, wie viele Juwelen verkauft oder gekauft werden</translation>
    </message>
    <message>
        <source>Jewel Bazaar: make the trade (or pass)</source>
        <translation>Jewel Bazaar: das Geschäft abschließen (oder passen)</translation>
    </message>
</context>
<context>
    <name>KeptGames</name>
    <message>
        <source>{file} was not a game Bazaar can continue; it was kept as {kept}.</source>
        <translation>{file} war kein Spiel, das Bazaar fortsetzen kann; es wurde als {kept} aufbewahrt.</translation>
    </message>
    <message>
        <source>That game is open in another window of Bazaar.</source>
        <translation>Dieses Spiel ist in einem anderen Bazaar-Fenster offen.</translation>
    </message>
    <message>
        <source>Continued a game in progress.</source>
        <translation>Ein laufendes Spiel wurde fortgesetzt.</translation>
    </message>
    <message>
        <source>That game could not be loaded ({why}).</source>
        <translation>Dieses Spiel konnte nicht geladen werden ({why}).</translation>
    </message>
    <message>
        <source>That game could not be loaded ({why}); it was kept as {file}.</source>
        <translation>Dieses Spiel konnte nicht geladen werden ({why}); es wurde als {file} aufbewahrt.</translation>
    </message>
    <message>
        <source>Delete the game in progress?</source>
        <translation>Das laufende Spiel löschen?</translation>
    </message>
    <message>
        <source>The game of {game} with {names} will be gone for good.</source>
        <translation>Das Spiel {game} mit {names} ist dann endgültig weg.</translation>
    </message>
    <message>
        <source>&amp;Delete it</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>The game in progress was deleted.</source>
        <translation>Das laufende Spiel wurde gelöscht.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Game log</source>
        <translation>Protokoll</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>it could not be read ({error})</source>
        <translation>sie konnte nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>The settings file could not be read ({why}); the defaults are used.</source>
        <translation>Die Einstellungsdatei konnte nicht gelesen werden ({why}); es gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>The settings file could not be read ({why}); the settings were reset and the old file was kept as {file}.</source>
        <translation>Die Einstellungsdatei konnte nicht gelesen werden ({why}); die Einstellungen wurden zurückgesetzt und die alte Datei als {file} aufbewahrt.</translation>
    </message>
    <message>
        <source>Bazaar</source>
        <translation>Bazaar</translation>
    </message>
    <message>
        <source>Take back your last decision (Ctrl+Z)</source>
        <translation>Deine letzte Entscheidung zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Last choice taken back.</source>
        <translation>Letzte Entscheidung zurückgenommen.</translation>
    </message>
    <message>
        <source>Seed {seed}</source>
        <translation>Startwert {seed}</translation>
    </message>
    <message>
        <source>Pass the device to {name}.</source>
        <translation>Gib das Gerät an {name} weiter.</translation>
    </message>
    <message>
        <source>Watching · Room {room}</source>
        <translation>Zuschauen · Raum {room}</translation>
    </message>
    <message>
        <source>Room {room}</source>
        <translation>Raum {room}</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <source>Watching: no seat of yours</source>
        <translation>Zuschauen: kein eigener Platz</translation>
    </message>
    <message>
        <source>Not allowed: {why}</source>
        <translation>Nicht erlaubt: {why}</translation>
    </message>
    <message>
        <source>Walkthrough complete: play on!</source>
        <translation>Einführung abgeschlossen: Spiel weiter!</translation>
    </message>
    <message>
        <source>You left the walkthrough; the game goes on.</source>
        <translation>Du hast die Einführung verlassen; das Spiel geht weiter.</translation>
    </message>
    <message>
        <source>No hint this time: {why}</source>
        <translation>Diesmal kein Tipp: {why}</translation>
    </message>
    <message>
        <source>There is no decision of yours to hint at.</source>
        <translation>Du hast gerade keine Entscheidung, für die es einen Tipp gäbe.</translation>
    </message>
    <message>
        <source>{file} was a link to another file; it was renamed {aside}, and nothing was written through it.</source>
        <translation>{file} war ein Verweis auf eine andere Datei; er wurde in {aside} umbenannt, und nichts wurde darüber geschrieben.</translation>
    </message>
    <message>
        <source>it is not a settings file</source>
        <translation>sie ist keine Einstellungsdatei</translation>
    </message>
    <message>
        <source>The setting {keys} held a value stored as a program object, which Bazaar never reads; it was ignored and the other settings were kept.</source>
        <translation>Die Einstellung {keys} enthielt einen als Programmobjekt gespeicherten Wert, den Bazaar nie liest; sie wurde übergangen, die übrigen Einstellungen bleiben erhalten.</translation>
    </message>
    <message>
        <source>The settings could not be written ({why}).</source>
        <translation>Die Einstellungen konnten nicht gespeichert werden ({why}).</translation>
    </message>
    <message>
        <source>Another program holds the lock of the settings file ({file}); the settings were written without waiting for it.</source>
        <translation>Ein anderes Programm hält die Sperre der Einstellungsdatei ({file}); die Einstellungen wurden gespeichert, ohne darauf zu warten.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Spi&amp;el:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Zahl der Spieler:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Seat &amp;{number}:</source>
        <translation>Platz &amp;{number}:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>&amp;Invite phones: each person plays on their phone</source>
        <translation>Handys e&amp;inladen: jede Person spielt auf ihrem Handy</translation>
    </message>
    <message>
        <source>&amp;Advanced</source>
        <translation>&amp;Erweitert</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <source>The same seed and the same choices replay the same game.</source>
        <translation>Derselbe Startwert und dieselben Entscheidungen ergeben dasselbe Spiel.</translation>
    </message>
    <message>
        <source>&amp;Seed (optional):</source>
        <translation>Start&amp;wert (optional):</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Zufallszüge</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>{level} (not available yet)</source>
        <translation>{level} (noch nicht verfügbar)</translation>
    </message>
    <message>
        <source>This bot level has not been built for this game yet.</source>
        <translation>Diese Bot-Stufe gibt es für dieses Spiel noch nicht.</translation>
    </message>
    <message>
        <source>Pass and play: {n} people share this device. Secret choices are made behind a curtain, one person at a time.</source>
        <translation>Reihum an einem Gerät: {n} Personen teilen sich dieses Gerät. Geheime Entscheidungen fallen hinter einem Vorhang, eine Person nach der anderen.</translation>
    </message>
    <message>
        <source>Bots only: you watch the game.</source>
        <translation>Nur Bots: Du schaust dem Spiel zu.</translation>
    </message>
    <message>
        <source>One person against the bots.</source>
        <translation>Eine Person gegen die Bots.</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Port {old} is taken by another program: the table server uses port {new} from now on.</source>
        <translation>Port {old} ist von einem anderen Programm belegt: Der Tischserver nutzt ab jetzt Port {new}.</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>Your choice is sent when the table is back.</source>
        <translation>Deine Wahl wird gesendet, sobald der Tisch wieder da ist.</translation>
    </message>
    <message>
        <source>The table server on this computer stopped: the table waits for it.</source>
        <translation>Der Tischserver auf diesem Computer wurde beendet: Der Tisch wartet auf ihn.</translation>
    </message>
    <message>
        <source>Waiting for {names} to join…</source>
        <translation>Warten, bis {names} beitritt…</translation>
    </message>
    <message>
        <source>Everyone is here: the game starts.</source>
        <translation>Alle sind da: das Spiel beginnt.</translation>
    </message>
    <message>
        <source>A bot plays your seat ({name}); the host can give it back to you.</source>
        <translation>Ein Bot spielt deinen Platz ({name}); der Gastgeber kann ihn dir zurückgeben.</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Verbinde neu…</translation>
    </message>
    <message>
        <source>The table&apos;s server does not answer: the host&apos;s Bazaar or its server has stopped. The table waits and comes back by itself when the server does.</source>
        <translation>Der Server des Tisches antwortet nicht: Bazaar beim Gastgeber oder sein Server wurde beendet. Der Tisch wartet und kommt von selbst zurück, sobald der Server wieder da ist.</translation>
    </message>
    <message>
        <source>Connected to the table.</source>
        <translation>Mit dem Tisch verbunden.</translation>
    </message>
    <message>
        <source>The server closed the connection.</source>
        <translation>Der Server hat die Verbindung beendet.</translation>
    </message>
    <message>
        <source>Check that the address is the host&apos;s, that both computers are on the same network, that the host&apos;s firewall lets Bazaar in, and that the host&apos;s Bazaar is running with its table open.</source>
        <translation>Prüfe, ob die Adresse die des Gastgebers ist, ob beide Computer im selben Netzwerk sind, ob die Firewall des Gastgebers Bazaar durchlässt und ob Bazaar beim Gastgeber mit offenem Tisch läuft.</translation>
    </message>
    <message>
        <source>Nothing answered at {address}.</source>
        <translation>Unter {address} hat nichts geantwortet.</translation>
    </message>
    <message>
        <source>No table server runs at {address}: the connection was refused.</source>
        <translation>Unter {address} läuft kein Tischserver: Die Verbindung wurde abgelehnt.</translation>
    </message>
    <message>
        <source>No computer has the address {address}.</source>
        <translation>Kein Computer hat die Adresse {address}.</translation>
    </message>
    <message>
        <source>The secure connection to {address} failed (its certificate, or a link for a secure server to one that is not).</source>
        <translation>Die sichere Verbindung zu {address} ist fehlgeschlagen (das Zertifikat, oder ein Link für einen sicheren Server zu einem, der es nicht ist).</translation>
    </message>
    <message>
        <source>The table server could not start on {address}.</source>
        <translation>Der Tischserver konnte unter {address} nicht starten.</translation>
    </message>
    <message>
        <source>Something answered at {address}, but not a Bazaar table server.</source>
        <translation>Unter {address} hat etwas geantwortet, aber kein Bazaar-Tischserver.</translation>
    </message>
    <message>
        <source>No table at {address} has that room code.</source>
        <translation>Kein Tisch unter {address} hat diesen Raumcode.</translation>
    </message>
    <message>
        <source>That table is over, or the server at {address} does not have it.</source>
        <translation>Dieser Tisch ist beendet, oder der Server unter {address} hat ihn nicht.</translation>
    </message>
    <message>
        <source>That table does not allow spectators: only its players see it.</source>
        <translation>Dieser Tisch lässt keine Zuschauer zu: nur seine Spieler sehen ihn.</translation>
    </message>
    <message>
        <source>The server at {address} plays with Bazaar {theirs}; this is Bazaar {ours}.</source>
        <translation>Der Server unter {address} spielt mit Bazaar {theirs}; dies ist Bazaar {ours}.</translation>
    </message>
    <message>
        <source>Install the same version of Bazaar as the host&apos;s.</source>
        <translation>Installiere dieselbe Bazaar-Version wie der Gastgeber.</translation>
    </message>
    <message>
        <source>The server refused.</source>
        <translation>Der Server hat abgelehnt.</translation>
    </message>
    <message>
        <source>Check the code with the host (letters and digits, any case).</source>
        <translation>Prüfe den Code mit dem Gastgeber (Buchstaben und Ziffern, Groß- oder Kleinschreibung egal).</translation>
    </message>
    <message>
        <source>Could not reach the table</source>
        <translation>Der Tisch ist nicht erreichbar</translation>
    </message>
    <message>
        <source>The server closed the link.</source>
        <translation>Der Server hat die Verbindung geschlossen.</translation>
    </message>
    <message>
        <source>A message from the server could not be read: {why}</source>
        <translation>Eine Nachricht des Servers war nicht lesbar: {why}</translation>
    </message>
    <message>
        <source>(for the host of an online game)</source>
        <translation>(für den Gastgeber eines Online-Spiels)</translation>
    </message>
    <message>
        <source>Give {name}&apos;s seat back</source>
        <translation>{name} den Platz zurückgeben</translation>
    </message>
    <message>
        <source>Let a bot play for {name}</source>
        <translation>Einen Bot für {name} spielen lassen</translation>
    </message>
    <message>
        <source>(nobody is away)</source>
        <translation>(niemand ist weg)</translation>
    </message>
    <message>
        <source>The table is busy. Try again.</source>
        <translation>Der Tisch ist gerade beschäftigt. Versuche es noch einmal.</translation>
    </message>
    <message>
        <source>The server could not record that decision. Try again.</source>
        <translation>Der Server konnte diese Entscheidung nicht festhalten. Versuche es noch einmal.</translation>
    </message>
    <message>
        <source>Too many messages at once: slow down.</source>
        <translation>Zu viele Nachrichten auf einmal: etwas langsamer, bitte.</translation>
    </message>
    <message>
        <source>No table has that room code.</source>
        <translation>Kein Tisch hat diesen Raumcode.</translation>
    </message>
    <message>
        <source>That seat link is not of a table on this server.</source>
        <translation>Dieser Platz-Link gehört zu keinem Tisch auf diesem Server.</translation>
    </message>
    <message>
        <source>Every seat at that table is taken.</source>
        <translation>Alle Plätze an diesem Tisch sind besetzt.</translation>
    </message>
    <message>
        <source>This table does not allow spectators.</source>
        <translation>An diesem Tisch sind keine Zuschauer erlaubt.</translation>
    </message>
    <message>
        <source>Take a seat first.</source>
        <translation>Nimm zuerst einen Platz ein.</translation>
    </message>
    <message>
        <source>A bot plays this seat now.</source>
        <translation>Diesen Platz spielt jetzt ein Bot.</translation>
    </message>
    <message>
        <source>The game is not over yet.</source>
        <translation>Das Spiel ist noch nicht zu Ende.</translation>
    </message>
    <message>
        <source>The game&apos;s history is given when the game is over.</source>
        <translation>Den Verlauf des Spiels gibt es, wenn das Spiel zu Ende ist.</translation>
    </message>
    <message>
        <source>The table waits for every seat to be taken.</source>
        <translation>Der Tisch wartet, bis alle Plätze besetzt sind.</translation>
    </message>
    <message>
        <source>Only the table&apos;s host may do that.</source>
        <translation>Das darf nur der Gastgeber des Tisches.</translation>
    </message>
    <message>
        <source>That is not a person&apos;s seat.</source>
        <translation>Das ist kein Platz einer Person.</translation>
    </message>
    <message>
        <source>That seat&apos;s player is here.</source>
        <translation>Wer an diesem Platz spielt, ist da.</translation>
    </message>
    <message>
        <source>The server has as many tables as it can hold. Try again later.</source>
        <translation>Der Server hat so viele Tische, wie er tragen kann. Versuche es später noch einmal.</translation>
    </message>
    <message>
        <source>Too many tables from your address.</source>
        <translation>Zu viele Tische von deiner Adresse.</translation>
    </message>
    <message>
        <source>That seat was not handed to a bot.</source>
        <translation>Dieser Platz wurde keinem Bot übergeben.</translation>
    </message>
    <message>
        <source>The game has moved on: decision %1 is now to be made.</source>
        <translation>Das Spiel ist weitergegangen: jetzt ist Entscheidung %1 dran.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>Another player asks to play again at this table.</source>
        <translation>Ein anderer Spieler möchte an diesem Tisch noch einmal spielen.</translation>
    </message>
    <message>
        <source>The same seats; the next player starts. Join now, or later through Game &gt; Play again.</source>
        <translation>Dieselben Plätze; der nächste Spieler beginnt. Jetzt beitreten oder später über Spiel &gt; Noch einmal spielen.</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <source>Join my table of {game} in Bazaar: Game &gt; Play online… &gt; Join, then give the server {server} and the room code {room}.</source>
        <translation>Komm an meinen Tisch, {game} in Bazaar: Spiel &gt; Online spielen… &gt; Beitreten, dann den Server {server} und den Raumcode {room} eingeben.</translation>
    </message>
    <message>
        <source>Without Bazaar: open {address} in any browser and type the room code {room}.</source>
        <translation>Ohne Bazaar: {address} in einem Browser öffnen und den Raumcode {room} eingeben.</translation>
    </message>
    <message>
        <source>{name}, your seat at my table of {game}: open this link in any browser, nothing to install: {link}</source>
        <translation>{name}, dein Platz an meinem Tisch, {game}: öffne diesen Link in einem Browser, ohne etwas zu installieren: {link}</translation>
    </message>
    <message>
        <source>{name}, your seat at my table of {game} in Bazaar: Game &gt; Play online… &gt; Join, and paste this link: {link}</source>
        <translation>{name}, dein Platz an meinem Tisch, {game} in Bazaar: Spiel &gt; Online spielen… &gt; Beitreten, und diesen Link einfügen: {link}</translation>
    </message>
    <message>
        <source>Copied: paste it in a message to your friends.</source>
        <translation>Kopiert: füge es in eine Nachricht an deine Freunde ein.</translation>
    </message>
    <message>
        <source>Room code: {room}</source>
        <translation>Raumcode: {room}</translation>
    </message>
    <message>
        <source>Server: {server}</source>
        <translation>Server: {server}</translation>
    </message>
    <message>
        <source>Friends join in Bazaar with Game &gt; Play online… &gt; Join: the server and the room code (the first free seat), or their seat&apos;s own link below.</source>
        <translation>Freunde treten in Bazaar mit Spiel &gt; Online spielen… &gt; Beitreten bei: mit Server und Raumcode (der erste freie Platz) oder mit dem Link ihres Platzes unten.</translation>
    </message>
    <message>
        <source>In any browser: {address} with the room code</source>
        <translation>In jedem Browser: {address} mit dem Raumcode</translation>
    </message>
    <message>
        <source>&amp;Copy the invitation</source>
        <translation>Einladung &amp;kopieren</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&apos;s seat</source>
        <translation>Platz von &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Open in Bazaar</source>
        <translation>In Bazaar öffnen</translation>
    </message>
    <message>
        <source>Open in a browser</source>
        <translation>Im Browser öffnen</translation>
    </message>
    <message>
        <source>Copy this seat&apos;s invitation</source>
        <translation>Einladung dieses Platzes kopieren</translation>
    </message>
    <message>
        <source>Copy this seat&apos;s browser invitation</source>
        <translation>Browser-Einladung dieses Platzes kopieren</translation>
    </message>
    <message>
        <source>{name}&apos;s time ran out: the turn clock decided for them.</source>
        <translation>Die Zeit von {name} ist abgelaufen: die Zuguhr hat entschieden.</translation>
    </message>
    <message>
        <source>Decisions the turn clock made: {who}.</source>
        <translation>Entscheidungen der Zuguhr: {who}.</translation>
    </message>
    <message>
        <source>Turn clock: {minutes}:{seconds:02d} left for {names}</source>
        <translation>Zuguhr: noch {minutes}:{seconds:02d} für {names}</translation>
    </message>
    <message>
        <source>The turn clock: {seconds} s a decision; then an Easy bot decides.</source>
        <translation>Die Zuguhr: {seconds} s je Entscheidung; danach entscheidet ein leichter Bot.</translation>
    </message>
    <message>
        <source>The table&apos;s port is taken</source>
        <translation>Der Port des Tisches ist belegt</translation>
    </message>
    <message>
        <source>Port {old}, which this table&apos;s links use, is taken by another program. Start the table server on port {new} instead? The invited people then need new links (shown next).</source>
        <translation>Port {old}, den die Links dieses Tisches nutzen, ist von einem anderen Programm belegt. Den Tischserver stattdessen auf Port {new} starten? Die Eingeladenen brauchen dann neue Links (gleich angezeigt).</translation>
    </message>
    <message>
        <source>&amp;Use port {new}</source>
        <translation>Port {new} &amp;nutzen</translation>
    </message>
    <message>
        <source>New links for the others</source>
        <translation>Neue Links für die anderen</translation>
    </message>
    <message>
        <source>Room code: {room} (server {address}). The invited people&apos;s new links:</source>
        <translation>Raumcode: {room} (Server {address}). Die neuen Links der Eingeladenen:</translation>
    </message>
    <message>
        <source>You host this table: quitting stops its server, and the others wait until you start Bazaar again and continue it from Games in progress. Or keep the server running: the table stays open for the others, and your seat waits for you.</source>
        <translation>Du bist Gastgeber dieses Tisches: Beenden stoppt seinen Server, und die anderen warten, bis du Bazaar wieder startest und ihn unter Laufende Spiele fortsetzt. Oder lass den Server laufen: Der Tisch bleibt für die anderen offen, und dein Platz wartet auf dich.</translation>
    </message>
    <message>
        <source>Your seat at the table waits for you (the host may let a bot play it meanwhile), and Games in progress takes you back to it. Quit now?</source>
        <translation>Dein Platz am Tisch wartet auf dich (der Gastgeber kann so lange einen Bot spielen lassen), und Laufende Spiele bringt dich zurück. Jetzt beenden?</translation>
    </message>
    <message>
        <source>Quit Bazaar</source>
        <translation>Bazaar beenden</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Quit, &amp;keep the server running</source>
        <translation>Beenden, Server &amp;laufen lassen</translation>
    </message>
    <message>
        <source>K&amp;eep playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <source>Play online</source>
        <translation>Online spielen</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Neuer Tisch</translation>
    </message>
    <message>
        <source>Host on this computer</source>
        <translation>Auf diesem Computer anbieten</translation>
    </message>
    <message>
        <source>Use a server</source>
        <translation>Einen Server nutzen</translation>
    </message>
    <message>
        <source>host:port</source>
        <translation>Rechner:Port</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>Tisch ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Invitations</source>
        <translation>Einladungen</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Ohne Zuguhr</translation>
    </message>
    <message>
        <source>{seconds} s a decision</source>
        <translation>{seconds} s je Entscheidung</translation>
    </message>
    <message>
        <source>{minutes} min a decision</source>
        <translation>{minutes} min je Entscheidung</translation>
    </message>
    <message>
        <source>Person at this computer</source>
        <translation>Person an diesem Computer</translation>
    </message>
    <message>
        <source>Person elsewhere (invited)</source>
        <translation>Person anderswo (eingeladen)</translation>
    </message>
    <message>
        <source>Bot: {level}</source>
        <translation>Bot: {level}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Platz {number}</translation>
    </message>
    <message>
        <source>Take at least one seat at this computer.</source>
        <translation>Nimm mindestens einen Platz an diesem Computer.</translation>
    </message>
    <message>
        <source>Could not open the table: {why}</source>
        <translation>Der Tisch ließ sich nicht öffnen: {why}</translation>
    </message>
    <message>
        <source>Join or watch</source>
        <translation>Beitreten oder zuschauen</translation>
    </message>
    <message>
        <source>The address the others reach this computer at (choose one, or type it)</source>
        <translation>Die Adresse, unter der die anderen diesen Computer erreichen (wählen oder eintippen)</translation>
    </message>
    <message>
        <source>Turn clock</source>
        <translation>Zuguhr</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>Zuschauer</translation>
    </message>
    <message>
        <source>When a person&apos;s time runs out, the clock decides for them (an Easy bot)</source>
        <translation>Läuft einer Person die Zeit ab, entscheidet die Uhr für sie (ein leichter Bot)</translation>
    </message>
    <message>
        <source>Others may watch by the room code</source>
        <translation>Andere dürfen mit dem Raumcode zuschauen</translation>
    </message>
    <message>
        <source>bazaar://… seat link, or host:port</source>
        <translation>Platz-Link bazaar://… oder Rechner:Port</translation>
    </message>
    <message>
        <source>6 characters (not needed with a seat link)</source>
        <translation>6 Zeichen (mit einem Platz-Link nicht nötig)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Zuschauen</translation>
    </message>
    <message>
        <source>Watch the table by its room code: the board as everyone sees it, no hand</source>
        <translation>Dem Tisch mit seinem Raumcode zuschauen: das Brett, wie alle es sehen, keine Hand</translation>
    </message>
    <message>
        <source>Link or server</source>
        <translation>Link oder Server</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Raumcode</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <source>Paste a seat link, or give the room code.</source>
        <translation>Füge einen Platz-Link ein oder gib den Raumcode an.</translation>
    </message>
    <message>
        <source>That is not a server&apos;s address or a seat link.</source>
        <translation>Das ist weder die Adresse eines Servers noch ein Platz-Link.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbinde…</translation>
    </message>
    <message>
        <source>To watch, give the server (host:port) and the room code.</source>
        <translation>Zum Zuschauen den Server (host:port) und den Raumcode angeben.</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Pick a card in your hand with ←/→ (or 1–5, or a click) and press Enter.</source>
        <translation>Wähle eine Karte auf deiner Hand mit ←/→ (oder 1–5 oder per Klick) und drück die Eingabetaste.</translation>
    </message>
    <message>
        <source>◀</source>
        <translation>◀</translation>
    </message>
    <message>
        <source>The card to the left (←)</source>
        <translation>Die Karte links davon (←)</translation>
    </message>
    <message>
        <source>Previous card</source>
        <translation>Vorige Karte</translation>
    </message>
    <message>
        <source>▶</source>
        <translation>▶</translation>
    </message>
    <message>
        <source>The card to the right (→)</source>
        <translation>Die Karte rechts davon (→)</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Nächste Karte</translation>
    </message>
    <message>
        <source>Play card {number} of {count}</source>
        <translation>Spiel Karte {number} von {count}</translation>
    </message>
    <message>
        <source>{name}, play card {number} of {count}</source>
        <translation>{name}, spiel Karte {number} von {count}</translation>
    </message>
    <message>
        <source>{name}, play a card</source>
        <translation>{name}, spiel eine Karte</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>Du bist dran: Spiel eine Karte</translation>
    </message>
    <message>
        <source>Play (Enter)</source>
        <translation>Spielen (Eingabe)</translation>
    </message>
    <message>
        <source>Picked: {card}</source>
        <translation>Du wählst {card}</translation>
    </message>
    <message>
        <source>Lay the Double… (Enter)</source>
        <translation>Doppel legen… (Eingabe)</translation>
    </message>
    <message>
        <source>Choose next who receives the Double: they must play two cards</source>
        <translation>Wähle als Nächstes, wer das Doppel bekommt: Diese Person muss zwei Karten spielen</translation>
    </message>
    <message>
        <source>Play {card} (Enter)</source>
        <translation>{card} spielen (Eingabe)</translation>
    </message>
    <message>
        <source>Play the picked card: {effect}</source>
        <translation>Die gewählte Karte spielen: {effect}</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>{name} (bot thinking)</source>
        <translation>{name} (Bot denkt nach)</translation>
    </message>
    <message>
        <source>{name} (bot playing)</source>
        <translation>{name} (Bot spielt)</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name} (weg)</translation>
    </message>
    <message>
        <source>{name} (thinking)</source>
        <translation>{name} (denkt nach)</translation>
    </message>
    <message>
        <source>{name} ★</source>
        <translation>{name} ★</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message>
        <source>Players and scores</source>
        <translation>Spieler und Punktestand</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Dateien des &amp;Typs:</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay: {game} — {source}</source>
        <translation>Wiedergabe: {game} – {source}</translation>
    </message>
    <message>
        <source>Replay: {game}</source>
        <translation>Wiedergabe: {game}</translation>
    </message>
    <message>
        <source>{game}: {names}</source>
        <translation>{game}: {names}</translation>
    </message>
    <message>
        <source>Whose view to show</source>
        <translation>Wessen Sicht gezeigt wird</translation>
    </message>
    <message>
        <source>The table shows what everyone saw; a player&apos;s view shows only what that player knew; everything reveals every secret.</source>
        <translation>Der Tisch zeigt, was alle gesehen haben; die Sicht eines Spielers nur, was dieser wusste; „Alles“ deckt jedes Geheimnis auf.</translation>
    </message>
    <message>
        <source>This game is not over: only what everyone at the table sees is shown. Players&apos; views and everything unlock when the game is over.</source>
        <translation>Dieses Spiel ist nicht vorbei: Gezeigt wird nur, was alle am Tisch sehen. Die Sichten der Spieler und „Alles“ werden am Spielende freigegeben.</translation>
    </message>
    <message>
        <source>{name}&apos;s view</source>
        <translation>Sicht von {name}</translation>
    </message>
    <message>
        <source>Everything (the game is over)</source>
        <translation>Alles (das Spiel ist vorbei)</translation>
    </message>
    <message>
        <source>&amp;View as:</source>
        <translation>Sicht &amp;von:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
    <message>
        <source>Go to the start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Pos1</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Einen Schritt zurück</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Links</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>Einen Schritt vor</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Rechts</translation>
    </message>
    <message>
        <source>Go to the end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>Play the game step by step (P)</source>
        <translation>Das Spiel Schritt für Schritt abspielen (P)</translation>
    </message>
    <message>
        <source>Step in the game</source>
        <translation>Schritt im Spiel</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>The table (what everyone sees)</source>
        <translation>Der Tisch (was alle sehen)</translation>
    </message>
    <message>
        <source>Start of the game: {names}.</source>
        <translation>Spielbeginn: {names}.</translation>
    </message>
    <message>
        <source>{step} / {total}</source>
        <translation>{step} / {total}</translation>
    </message>
    <message>
        <source>The start of the game, before any decision.</source>
        <translation>Der Spielbeginn, vor jeder Entscheidung.</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>der Zufall</translation>
    </message>
    <message>
        <source>Step {step} of {total}: {what}</source>
        <translation>Schritt {step} von {total}: {what}</translation>
    </message>
    <message>
        <source>Step {step} of {total}: a decision by {who}.</source>
        <translation>Schritt {step} von {total}: eine Entscheidung von {who}.</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Results</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Scores across the game: {what}</source>
        <translation>Punktestand im Spielverlauf: {what}</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>ResultsFlow</name>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Wiedergabe ansehen</translation>
    </message>
    <message>
        <source>Step through every decision of this game</source>
        <translation>Jede Entscheidung dieses Spiels Schritt für Schritt ansehen</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>Spiel s&amp;peichern…</translation>
    </message>
    <message>
        <source>Keep the whole game in a file, as a saved game</source>
        <translation>Das ganze Spiel in einer Datei behalten, als gespeichertes Spiel</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Noch einmal spielen</translation>
    </message>
    <message>
        <source>A new game with the same players and bots; the next player starts</source>
        <translation>Eine neue Partie mit denselben Spielern und Bots; der nächste Spieler beginnt</translation>
    </message>
    <message>
        <source>{name} won with 1 hint.</source>
        <translation>{name} hat mit 1 Tipp gewonnen.</translation>
    </message>
    <message>
        <source>{name} used 1 hint.</source>
        <translation>{name} hat 1 Tipp genutzt.</translation>
    </message>
    <message>
        <source>{name} won with {count} hints.</source>
        <translation>{name} hat mit {count} Tipps gewonnen.</translation>
    </message>
    <message>
        <source>{name} used {count} hints.</source>
        <translation>{name} hat {count} Tipps genutzt.</translation>
    </message>
    <message>
        <source>Re&amp;view my game</source>
        <translation>Mein Spiel &amp;auswerten</translation>
    </message>
    <message>
        <source>Your decisions beside the Hard bot&apos;s, largest losses first</source>
        <translation>Deine Entscheidungen neben denen des schweren Bots, die größten Verluste zuerst</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>dieses Spiel</translation>
    </message>
    <message>
        <source>Watch replay</source>
        <translation>Wiederholung ansehen</translation>
    </message>
    <message>
        <source>Watch the replay of this game, or of a saved game?</source>
        <translation>Die Wiederholung dieser Partie ansehen oder die einer gespeicherten?</translation>
    </message>
    <message>
        <source>&amp;This game</source>
        <translation>&amp;Diese Partie</translation>
    </message>
    <message>
        <source>A &amp;saved game…</source>
        <translation>Eine ge&amp;speicherte Partie…</translation>
    </message>
    <message>
        <source>Watch the replay of a saved game</source>
        <translation>Wiedergabe eines gespeicherten Spiels ansehen</translation>
    </message>
    <message>
        <source>Bazaar saves (*.bazaar.json *.json)</source>
        <translation>Bazaar-Spielstände (*.bazaar.json *.json)</translation>
    </message>
    <message>
        <source>Cannot show the replay</source>
        <translation>Die Wiedergabe kann nicht gezeigt werden</translation>
    </message>
</context>
<context>
    <name>ResultsKeeper</name>
    <message>
        <source>The statistics cannot be written now ({why}); the result is kept and will be counted as soon as they can.</source>
        <translation>Die Statistik kann gerade nicht geschrieben werden ({why}); das Ergebnis wird aufbewahrt und gezählt, sobald es geht.</translation>
    </message>
</context>
<context>
    <name>ResumeFlow</name>
    <message>
        <source>This game is saved automatically again.</source>
        <translation>Dieses Spiel wird wieder automatisch gespeichert.</translation>
    </message>
    <message>
        <source>Its last saved position is kept, and it is saved again as soon as it can be.</source>
        <translation>Der zuletzt gespeicherte Stand bleibt erhalten, und es wird wieder gespeichert, sobald es geht.</translation>
    </message>
    <message>
        <source>It is saved as soon as it can be.</source>
        <translation>Es wird gespeichert, sobald es geht.</translation>
    </message>
    <message>
        <source>This game cannot be saved automatically: {why}</source>
        <translation>Dieses Spiel kann nicht automatisch gespeichert werden: {why}</translation>
    </message>
    <message>
        <source>Games cannot be kept on this computer now: {why}</source>
        <translation>Auf diesem Computer können gerade keine Spiele aufbewahrt werden: {why}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review my game</source>
        <translation>Mein Spiel auswerten</translation>
    </message>
    <message>
        <source>Whose decisions to review</source>
        <translation>Wessen Entscheidungen ausgewertet werden</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Fortschritt der Auswertung</translation>
    </message>
    <message>
        <source>&amp;Cancel the review</source>
        <translation>Auswertung &amp;abbrechen</translation>
    </message>
    <message>
        <source>Comparing {name}&apos;s {count} decisions with the Hard bot&apos;s choices…</source>
        <translation>Vergleiche die {count} Entscheidungen von {name} mit denen des schweren Bots…</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>Die Auswertung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The review could not be made: {why}</source>
        <translation>Die Auswertung war nicht möglich: {why}</translation>
    </message>
    <message>
        <source>{name} had no decision with a real choice.</source>
        <translation>{name} hatte keine Entscheidung mit echter Wahl.</translation>
    </message>
    <message>
        <source>{name} played as the Hard bot would at every decision. Well done!</source>
        <translation>{name} hat bei jeder Entscheidung wie der schwere Bot gespielt. Gut gemacht!</translation>
    </message>
    <message>
        <source>{name}&apos;s decisions where the Hard bot expected the most from another move, largest first:</source>
        <translation>Entscheidungen von {name}, bei denen der schwere Bot von einem anderen Zug am meisten erwartete, die größten zuerst:</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <source>Round {round}, the start</source>
        <translation>Spielrunde {round}, der Start</translation>
    </message>
    <message>
        <source>Round {round}, turn {turn}</source>
        <translation>Spielrunde {round}, Zug {turn}</translation>
    </message>
    <message>
        <source>{when}: {loss}</source>
        <translation>{when}: {loss}</translation>
    </message>
    <message>
        <source>You: {move} ({chance})</source>
        <translation>Du: {move} ({chance})</translation>
    </message>
    <message>
        <source>Hard: {move} ({chance}). {why}</source>
        <translation>Schwer: {move} ({chance}). {why}</translation>
    </message>
    <message>
        <source>Show the position</source>
        <translation>Stellung zeigen</translation>
    </message>
    <message>
        <source>Open the replay at this decision, as {name} saw it</source>
        <translation>Die Wiederholung bei dieser Entscheidung öffnen, so wie {name} sie sah</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>This text is not installed with this copy of Bazaar (resources/rules).</source>
        <translation>Dieser Text ist in dieser Kopie von Bazaar nicht installiert (resources/rules).</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Scores across the game</source>
        <translation>Punktestand im Spielverlauf</translation>
    </message>
</context>
<context>
    <name>SeatBox</name>
    <message>
        <source>Or type {address} and the code {code}</source>
        <translation>Oder gib {address} und den Code {code} ein</translation>
    </message>
    <message>
        <source>Release seat</source>
        <translation>Platz freigeben</translation>
    </message>
    <message>
        <source>Disconnect this seat&apos;s phone; another device may then take the seat</source>
        <translation>Trennt das Handy dieses Platzes; dann darf ein anderes Gerät den Platz nehmen</translation>
    </message>
    <message>
        <source>Connected: {device}</source>
        <translation>Verbunden: {device}</translation>
    </message>
    <message>
        <source>Held by a phone, not connected now (asleep?)</source>
        <translation>Von einem Handy belegt, gerade nicht verbunden (im Ruhezustand?)</translation>
    </message>
    <message>
        <source>Waiting for a phone…</source>
        <translation>Warte auf ein Handy…</translation>
    </message>
</context>
<context>
    <name>Session</name>
    <message>
        <source>Bazaar</source>
        <translation>Bazaar</translation>
    </message>
    <message>
        <source>No game table is ready yet.</source>
        <translation>Noch ist kein Spieltisch bereit.</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Das Spiel kann nicht beginnen</translation>
    </message>
    <message>
        <source>The game you were playing is kept in Game &gt; Games in progress.</source>
        <translation>Das Spiel, das du gespielt hast, ist unter Spiel &gt; Laufende Spiele aufbewahrt.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <source>Bazaar saves (*.bazaar.json *.json)</source>
        <translation>Bazaar-Spielstände (*.bazaar.json *.json)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Game loaded from {file}.</source>
        <translation>Spiel aus {file} geladen.</translation>
    </message>
    <message>
        <source>Opening {file}…</source>
        <translation>{file} wird geöffnet …</translation>
    </message>
    <message>
        <source>this version has no table for that game</source>
        <translation>diese Version hat keinen Tisch für dieses Spiel</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>{file} was not made by Bazaar on this computer, or changed since: this game will not be counted in the statistics.</source>
        <translation>{file} wurde nicht von Bazaar auf diesem Computer erstellt oder seitdem verändert: Dieses Spiel wird nicht in der Statistik gezählt.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Bazaar saves (*.bazaar.json)</source>
        <translation>Bazaar-Spielstände (*.bazaar.json)</translation>
    </message>
    <message>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} gibt es schon. Ersetzen?</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Das Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>In {file} gespeichert.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Quit Bazaar</source>
        <translation>Bazaar beenden</translation>
    </message>
    <message>
        <source>The lesson is not kept: Help &gt; Learn to play starts it again. Quit now?</source>
        <translation>Die Lektion wird nicht aufbewahrt: Hilfe &gt; Spielen lernen beginnt sie von vorn. Jetzt beenden?</translation>
    </message>
    <message>
        <source>The game in progress is kept: the next time Bazaar starts, it offers to resume it. Quit now?</source>
        <translation>Die laufende Partie bleibt erhalten: Beim nächsten Start bietet Bazaar an, sie fortzusetzen. Jetzt beenden?</translation>
    </message>
    <message>
        <source>The game in progress cannot be kept (its autosave failed). Quit anyway?</source>
        <translation>Die laufende Partie kann nicht erhalten werden (ihre automatische Sicherung ist fehlgeschlagen). Trotzdem beenden?</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Restore defaults</source>
        <translation>Standard&amp;werte wiederherstellen</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <source>The computer&apos;s language</source>
        <translation>Die Sprache des Computers</translation>
    </message>
    <message>
        <source>The window and the rules switch at once; a game in play goes on.</source>
        <translation>Fenster und Regeln wechseln sofort; ein laufendes Spiel geht weiter.</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <source>Off (no animation)</source>
        <translation>Aus (keine Animation)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Ask before &amp;quitting a game in progress</source>
        <translation>Vor dem &amp;Beenden eines laufenden Spiels nachfragen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Design:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>&amp;Animationsgeschwindigkeit:</translation>
    </message>
    <message>
        <source>&amp;Pause after each bot&apos;s move</source>
        <translation>Nach jedem Zug eines Bots &amp;anhalten</translation>
    </message>
    <message>
        <source>The game waits until you press Space or click the board, so you can follow it</source>
        <translation>Die Partie wartet, bis du die Leertaste drückst oder auf das Spielbrett klickst, damit du ihr folgen kannst</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>The loudness of the game&apos;s sounds, 0 to 100</source>
        <translation>Die Lautstärke der Spielgeräusche, 0 bis 100</translation>
    </message>
    <message>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source>&amp;Mute sounds (M in the window)</source>
        <translation>Töne &amp;stumm (M im Fenster)</translation>
    </message>
    <message>
        <source>The port of the address the phones open (Game &gt; Invite phones). Change it when another program uses it; while it is taken, Bazaar takes another.</source>
        <translation>Der Port der Adresse, die die Handys öffnen (Spiel &gt; Handys einladen). Ändere ihn, wenn ein anderes Programm ihn nutzt; solange er belegt ist, nimmt Bazaar einen anderen.</translation>
    </message>
    <message>
        <source>P&amp;hones&apos; port:</source>
        <translation>&amp;Port für Handys:</translation>
    </message>
    <message>
        <source>Players at a new table</source>
        <translation>Spieler an einem neuen Tisch</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Spi&amp;el:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Zahl der Spieler:</translation>
    </message>
    <message>
        <source>Seat &amp;{number}:</source>
        <translation>Platz &amp;{number}:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>You can still change the seats when you start a game.</source>
        <translation>Beim Start eines Spiels kannst du die Plätze noch ändern.</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Zufallszüge</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>{level} (not available yet)</source>
        <translation>{level} (noch nicht verfügbar)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Was sie tun</translation>
    </message>
</context>
<context>
    <name>SideColumn</name>
    <message>
        <source>Undo my last choice</source>
        <translation>Letzte Entscheidung zurücknehmen</translation>
    </message>
    <message>
        <source>Take back your last decision (Ctrl+Z)</source>
        <translation>Deine letzte Entscheidung zurücknehmen (Strg+Z)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>Deine Entscheidung</translation>
    </message>
</context>
<context>
    <name>StartChoicePanel</name>
    <message>
        <source>Click an archway on the board, or pick its number here and press Enter.</source>
        <translation>Klicke einen Torbogen auf dem Spielbrett an oder wähle hier seine Nummer und drück die Eingabetaste.</translation>
    </message>
    <message>
        <source>Start archway number</source>
        <translation>Nummer des Start-Torbogens</translation>
    </message>
    <message>
        <source>The archway where your merchant starts: up and down arrows, then Enter</source>
        <translation>Der Torbogen, an dem dein Händler beginnt: Pfeiltasten hoch und runter, dann Eingabe</translation>
    </message>
    <message>
        <source>Archway </source>
        <translation>Torbogen </translation>
    </message>
    <message>
        <source>Start here</source>
        <translation>Hier beginnen</translation>
    </message>
    <message>
        <source>Place your start disk and merchant on the archway with this number (Enter)</source>
        <translation>Setze Startscheibe und Händler auf den Torbogen mit dieser Nummer (Eingabetaste)</translation>
    </message>
    <message>
        <source>&amp;Random start</source>
        <translation>&amp;Zufälliger Start</translation>
    </message>
    <message>
        <source>Let chance pick the archway (R)</source>
        <translation>Den Torbogen auslosen lassen (R)</translation>
    </message>
    <message>
        <source>{name}, where does your merchant start?</source>
        <translation>{name}, wo beginnt deine Händlerfigur?</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>The statistics file was made by a newer Bazaar: it is shown but not changed, and games are not counted until Bazaar is updated.</source>
        <translation>Die Statistikdatei stammt von einem neueren Bazaar: Sie wird angezeigt, aber nicht verändert, und Partien werden erst nach einem Update von Bazaar gezählt.</translation>
    </message>
    <message>
        <source>Statistics are not being kept: {reason}.</source>
        <translation>Es wird keine Statistik geführt: {reason}.</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({reason}); a new one was started.</source>
        <translation>Die Statistikdatei konnte nicht gelesen werden ({reason}); eine neue wurde angelegt.</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({reason}); it was kept as {backup} and a new one was started.</source>
        <translation>Die Statistikdatei konnte nicht gelesen werden ({reason}); sie wurde als {backup} aufbewahrt und eine neue angelegt.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>Statistik &amp;zurücksetzen…</translation>
    </message>
    <message>
        <source>Finished games in all: {games}. People against bots: current winning streak {current}, best {best}.</source>
        <translation>Beendete Spiele insgesamt: {games}. Menschen gegen Bots: aktuelle Siegesserie {current}, beste {best}.</translation>
    </message>
    <message>
        <source>The statistics are busy: another program is using their file. They are shown as soon as it lets go.</source>
        <translation>Die Statistik ist belegt: Ein anderes Programm verwendet ihre Datei. Sie wird angezeigt, sobald es sie freigibt.</translation>
    </message>
    <message>
        <source>Games played: {games}. People against bots: current winning streak {current}, best {best}.</source>
        <translation>Gespielte Spiele: {games}. Menschen gegen Bots: aktuelle Siegesserie {current}, beste {best}.</translation>
    </message>
    <message>
        <source>Played online: {games}.</source>
        <translation>Online gespielt: {games}.</translation>
    </message>
    <message>
        <source>Games with the coach&apos;s hints: {seats} ({hints}, {wins}).</source>
        <translation>Spiele mit Tipps des Trainers: {seats} ({hints}, {wins}).</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n Tipp</numerusform>
            <numerusform>%n Tipps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n gewonnen</numerusform>
            <numerusform>%n gewonnen</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Spiele.</translation>
    </message>
    <message>
        <source>Wins by seat</source>
        <translation>Siege nach Platz</translation>
    </message>
    <message>
        <source>People against the bots</source>
        <translation>Menschen gegen Bots</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Beste Ergebnisse</translation>
    </message>
    <message>
        <source>Random bots</source>
        <translation>Zufallsbots</translation>
    </message>
    <message>
        <source>Easy bots</source>
        <translation>Leichte Bots</translation>
    </message>
    <message>
        <source>Medium bots</source>
        <translation>Mittlere Bots</translation>
    </message>
    <message>
        <source>Hard bots</source>
        <translation>Schwere Bots</translation>
    </message>
    <message>
        <source>{level} bots</source>
        <translation>Bots der Stufe {level}</translation>
    </message>
    <message>
        <source>Against random bots</source>
        <translation>Gegen Zufallsbots</translation>
    </message>
    <message>
        <source>Against easy bots</source>
        <translation>Gegen leichte Bots</translation>
    </message>
    <message>
        <source>Against medium bots</source>
        <translation>Gegen mittlere Bots</translation>
    </message>
    <message>
        <source>Against hard bots</source>
        <translation>Gegen schwere Bots</translation>
    </message>
    <message>
        <source>Against {level} bots</source>
        <translation>Gegen Bots der Stufe {level}</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Menschen</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Seats played</source>
        <translation>Gespielte Plätze</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Win share</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>No games of people against bots yet</source>
        <translation>Noch keine Spiele von Menschen gegen Bots</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>A person won</source>
        <translation>Ein Mensch gewann</translation>
    </message>
    <message>
        <source>A bot won</source>
        <translation>Ein Bot gewann</translation>
    </message>
    <message>
        <source>People&apos;s share</source>
        <translation>Anteil der Menschen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>Chips (fewest)</source>
        <translation>Chips (wenigste)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>random bot</source>
        <translation>Zufallsbot</translation>
    </message>
    <message>
        <source>easy bot</source>
        <translation>leichter Bot</translation>
    </message>
    <message>
        <source>medium bot</source>
        <translation>mittlerer Bot</translation>
    </message>
    <message>
        <source>hard bot</source>
        <translation>schwerer Bot</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Forget every recorded game? This cannot be undone.</source>
        <translation>Alle aufgezeichneten Spiele vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
</context>
<context>
    <name>TableReader</name>
    <message>
        <source>Game table</source>
        <translation>Spieltisch</translation>
    </message>
</context>
<context>
    <name>TargetPanel</name>
    <message>
        <source>Back (Esc)</source>
        <translation>Zurück (Esc)</translation>
    </message>
    <message>
        <source>Back to your hand; no card is played</source>
        <translation>Zurück zu deinen Handkarten; es wird keine Karte gespielt</translation>
    </message>
    <message>
        <source>{number}  {name} ({count} cards)</source>
        <translation>{number}  {name} ({count} Karten)</translation>
    </message>
</context>
<context>
    <name>TradePanel</name>
    <message>
        <source>Sales come first and can pay for purchases.</source>
        <translation>Verkäufe kommen zuerst und können Käufe bezahlen.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Set every number back to 0 (Esc)</source>
        <translation>Alle Zahlen auf 0 zurücksetzen (Esc)</translation>
    </message>
    <message>
        <source>Jewel</source>
        <translation>Juwel</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>Besitz</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Verkauf</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Kauf</translation>
    </message>
    <message>
        <source>Sell {kinds}</source>
        <translation>{kinds} verkaufen</translation>
    </message>
    <message>
        <source>How many {kinds} to sell to the bazaar</source>
        <translation>Wie viele {kinds} an den Basar verkauft werden</translation>
    </message>
    <message>
        <source>Buy {kinds}</source>
        <translation>{kinds} kaufen</translation>
    </message>
    <message>
        <source>How many {kinds} to buy from the bazaar</source>
        <translation>Wie viele {kinds} vom Basar gekauft werden</translation>
    </message>
    <message>
        <source>{name}, your trade for round {round}</source>
        <translation>{name}, dein Geschäft in Runde {round}</translation>
    </message>
    <message>
        <source>Sales +{income} · purchases −{cost} Grand
Afterwards: {money} Grand and {jewels} of {limit} jewels</source>
        <translation>Verkäufe +{income} · Käufe −{cost} Grand
Danach: {money} Grand und {jewels} von {limit} Juwelen</translation>
    </message>
    <message>
        <source>✓ You cannot buy this round, so you may pass.</source>
        <translation>✓ Du kannst in dieser Runde nicht kaufen, also darfst du passen.</translation>
    </message>
    <message>
        <source>✓ Sell {sold}, buy {bought}.</source>
        <translation>✓ Du verkaufst {sold} und kaufst {bought}.</translation>
    </message>
    <message>
        <source>Pass (Enter): no trade this round</source>
        <translation>Passen (Eingabetaste): kein Handel in dieser Runde</translation>
    </message>
    <message>
        <source>Trade (Enter): sell first, then buy, at this round&apos;s prices</source>
        <translation>Handeln (Eingabetaste): erst verkaufen, dann kaufen, zu den Preisen dieser Runde</translation>
    </message>
    <message>
        <source>✗ {why}</source>
        <translation>✗ {why}</translation>
    </message>
    <message>
        <source>Pass (Enter)</source>
        <translation>Passen (Eingabe)</translation>
    </message>
    <message>
        <source>Trade (Enter)</source>
        <translation>Handeln (Eingabe)</translation>
    </message>
</context>
<context>
    <name>Walkthrough</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>You know the first round</source>
        <translation>Du kennst die erste Runde</translation>
    </message>
    <message>
        <source>Play on to the end: the log on the right tells what happened, H gives a hint, and the results offer a review of your decisions. Press N to close this card.</source>
        <translation>Spiel bis zum Ende: Das Protokoll rechts erzählt, was geschah, H gibt einen Tipp, und die Ergebnisse bieten eine Auswertung deiner Entscheidungen. Drücke N, um diese Karte zu schließen.</translation>
    </message>
    <message>
        <source>Welcome to Basari</source>
        <translation>Willkommen bei Basari</translation>
    </message>
    <message>
        <source>Three rounds at the market. Score points, collect gems for the majority bonuses, and finish laps. The most points after round 3 wins. Press N.</source>
        <translation>Drei Runden auf dem Markt. Sammle Punkte, Edelsteine für die Mehrheitsboni und vollende Runden. Wer nach Runde 3 die meisten Punkte hat, gewinnt. Drücke N.</translation>
    </message>
    <message>
        <source>Choose where to start</source>
        <translation>Wähle deinen Start</translation>
    </message>
    <message>
        <source>Look at the archways on the board: each shows points and gems. Pick a number with the arrow keys (the archway lights up) and press Enter, or R for a random start.</source>
        <translation>Sieh dir die Torbögen auf dem Brett an: Jeder zeigt Punkte und Edelsteine. Wähle eine Nummer mit den Pfeiltasten (der Torbogen leuchtet auf) und drücke Enter, oder R für einen zufälligen Start.</translation>
    </message>
    <message>
        <source>Your secret action card</source>
        <translation>Deine geheime Aktionskarte</translation>
    </message>
    <message>
        <source>Each turn everyone secretly picks Die, Points or Gems: keys 1, 2 and 3. Points scores the archway&apos;s points, Gems takes its gems, the Die moves you and scores 6 minus the roll. Choose one now.</source>
        <translation>Jeden Zug wählen alle geheim Würfel, Punkte oder Edelsteine: Tasten 1, 2 und 3. Punkte bringt die Punkte des Torbogens, Edelsteine nimmt seine Steine, der Würfel bewegt dich und bringt 6 minus den Wurf. Wähle jetzt eine.</translation>
    </message>
    <message>
        <source>Barter for a card</source>
        <translation>Um eine Karte feilschen</translation>
    </message>
    <message>
        <source>When you and one other pick the same card, you barter for it: R, Y, G and B add a gem to your offer (with Shift, one fewer), C fills in the cheapest offer, Enter offers, A accepts the offer on the table. Pick the card another is likely to pick, and barter. If all three of you pick the same card, nobody gets it: try again next turn.</source>
        <translation>Wählst du dieselbe Karte wie ein anderer, feilscht ihr um sie: R, Y, G und B legen einen Edelstein zu deinem Angebot (mit Umschalt einen weniger), C setzt das günstigste Angebot ein, Eingabe bietet, A nimmt das Angebot auf dem Tisch an. Wähle die Karte, die ein anderer wahrscheinlich wählt, und feilsche. Wählt ihr alle drei dieselbe Karte, bekommt sie niemand: versuch es im nächsten Zug wieder.</translation>
    </message>
    <message>
        <source>The round ends with a lap</source>
        <translation>Die Spielrunde endet mit einer Runde um das Spielbrett</translation>
    </message>
    <message>
        <source>The four carpets show how many gems are left and what the most gems of each colour score this round. The round ends when someone completes a lap: play on until it is scored.</source>
        <translation>Die vier Teppiche zeigen, wie viele Edelsteine übrig sind und was die meisten Edelsteine jeder Farbe in dieser Spielrunde bringen. Die Spielrunde endet, wenn jemand eine Runde um das Spielbrett schafft: Spiel weiter, bis sie gewertet ist.</translation>
    </message>
    <message>
        <source>The round is scored</source>
        <translation>Die Spielrunde wird gewertet</translation>
    </message>
    <message>
        <source>The scroll tells the scoring: the lap bonus, then each colour&apos;s majority, whose most gems score the chart&apos;s value and go back to the carpets. Esc or a click closes it; the log keeps it.</source>
        <translation>Die Schriftrolle erzählt die Wertung: den Rundenbonus, dann die Mehrheit jeder Farbe: Wer die meisten Edelsteine hat, erhält den Wert der Tabelle und gibt sie an die Teppiche zurück. Esc oder ein Klick schließt sie; das Protokoll behält sie.</translation>
    </message>
    <message>
        <source>{name} will likely pick {card} and {other} will not: pick {card} to barter with {name}.</source>
        <translation>{name} wählt wahrscheinlich {card}, {other} nicht: Wähl {card}, um mit {name} zu feilschen.</translation>
    </message>
    <message>
        <source>{name} and {other} may well pick the same card; {card} is your best chance to barter with one of them ({name}).</source>
        <translation>{name} und {other} wählen womöglich dieselbe Karte; mit {card} hast du die beste Chance, mit einem von beiden zu feilschen ({name}).</translation>
    </message>
    <message>
        <source>Four jewels at most</source>
        <translation>Höchstens vier Juwelen</translation>
    </message>
    <message>
        <source>Nobody holds more than four jewels: the line under the fields counts yours after the trade (&quot;… of 4 jewels&quot;), and no field goes past four. Tab moves between the Sell and Buy fields; type a number or use the arrow keys. When the line allows the trade, press Enter.</source>
        <translation>Niemand hält mehr als vier Juwelen: Die Zeile unter den Feldern zählt deine nach dem Handel („… von 4 Juwelen“), und kein Feld geht über vier. Tab wechselt zwischen den Feldern Verkaufen und Kaufen; tippe eine Zahl oder nimm die Pfeiltasten. Erlaubt die Zeile den Handel, drück die Eingabetaste.</translation>
    </message>
    <message>
        <source>Omar and Zeynep trade after you, against the same stock; then the next price card comes. The log on the right shows every trade and every new price.</source>
        <translation>Omar und Zeynep handeln nach dir, mit demselben Vorrat; dann kommt die nächste Preiskarte. Das Protokoll rechts zeigt jeden Handel und jeden neuen Preis.</translation>
    </message>
    <message>
        <source>Buy or sell a kind, not both</source>
        <translation>Eine Sorte kaufen oder verkaufen, nicht beides</translation>
    </message>
    <message>
        <source>Filled in now: selling one of your jewels and buying one of the same kind. The line says no: in one trade you may buy or sell a kind, not both. Make your trade for this round, then press Enter.</source>
        <translation>Schon eingetragen: eines deiner Juwelen verkaufen und eines derselben Sorte kaufen. Die Zeile sagt nein: In einem Handel darfst du eine Sorte kaufen oder verkaufen, nicht beides. Mach deinen Handel für diese Runde und drück die Eingabetaste.</translation>
    </message>
    <message>
        <source>Your cards lie face up for you only. Pick one with the left and right arrow keys (or 1 to 5): the panel says what it would do. Enter plays it.</source>
        <translation>Deine Karten liegen nur für dich offen. Wähle eine mit den Pfeiltasten links und rechts (oder 1 bis 5): Das Feld sagt, was sie bewirken würde. Eingabe spielt sie.</translation>
    </message>
    <message>
        <source>The Double</source>
        <translation>Das Doppel</translation>
    </message>
    <message>
        <source>You hold a Double. Pick it and press Enter, then choose whom to lay it before (their number): that player must play two cards on their next turn.</source>
        <translation>Du hast ein Doppel. Wähle es und drück die Eingabetaste, dann wähle, vor wen du es legst (seine Nummer): Dieser Spieler muss in seinem nächsten Zug zwei Karten spielen.</translation>
    </message>
    <message>
        <source>The Exchange</source>
        <translation>Der Tausch</translation>
    </message>
    <message>
        <source>Now the Exchange: play it and choose a player; you swap hands with them. Take a hand with low cards or escapes.</source>
        <translation>Jetzt der Tausch: Spiel ihn und wähle einen Spieler; du tauschst die Handkarten mit ihm. Nimm eine Hand mit niedrigen Karten oder Rettungskarten.</translation>
    </message>
    <message>
        <source>Over 50</source>
        <translation>Über 50</translation>
    </message>
    <message>
        <source>Zero, Direction change, Exchange, Double and Basta! never push the total up: keep them for when it is high. Minus 5 helps, but draws a card that counts. Play on: whoever takes the total over 50 takes a chip, and the round ends.</source>
        <translation>Null, Richtungswechsel, Tausch, Doppel und Basta! erhöhen die Summe nie: Heb sie auf, bis sie hoch ist. Minus 5 hilft, zieht aber eine Karte, die zählt. Spiel weiter: Wer die Summe über 50 bringt, bekommt einen Chip, und die Runde endet.</translation>
    </message>
    <message>
        <source>Welcome to Jewel Bazaar</source>
        <translation>Willkommen bei Jewel Bazaar</translation>
    </message>
    <message>
        <source>Buy sapphires, rubies and emeralds cheap and hold them while their prices rise. After 27 rounds every jewel is sold at 10; the most money wins. Press N.</source>
        <translation>Kaufe Saphire, Rubine und Smaragde billig und halte sie, während ihre Preise steigen. Nach 27 Runden wird jedes Juwel für 10 verkauft; das meiste Geld gewinnt. Drücke N.</translation>
    </message>
    <message>
        <source>The prices</source>
        <translation>Die Preise</translation>
    </message>
    <message>
        <source>The board shows each jewel&apos;s price. Every round a price card moves them; the cards still to come are known to all, so count them.</source>
        <translation>Das Brett zeigt den Preis jedes Juwels. Jede Runde verschiebt eine Preiskarte sie; die noch kommenden Karten kennen alle, also zähle sie.</translation>
    </message>
    <message>
        <source>The others trade</source>
        <translation>Die anderen handeln</translation>
    </message>
    <message>
        <source>Welcome to Basta!</source>
        <translation>Willkommen bei Basta!</translation>
    </message>
    <message>
        <source>Play cards onto a running total. Whoever cannot keep it at 50 or under takes a chip; when someone has 4 chips, the fewest chips wins. Press N.</source>
        <translation>Spiele Karten auf eine laufende Summe. Wer sie nicht bei 50 oder darunter halten kann, nimmt einen Chip; hat jemand 4 Chips, gewinnt, wer die wenigsten hat. Drücke N.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
</context>
<context>
    <name>WalkthroughCard</name>
    <message>
        <source>Back (P)</source>
        <translation>Zurück (P)</translation>
    </message>
    <message>
        <source>Next (N)</source>
        <translation>Weiter (N)</translation>
    </message>
    <message>
        <source>Leave (X)</source>
        <translation>Verlassen (X)</translation>
    </message>
    <message>
        <source>Learning step {number} of {count}</source>
        <translation>Schritt {number} von {count}</translation>
    </message>
    <message>
        <source>Do it on the table to go on.</source>
        <translation>Tu es am Tisch, um weiterzumachen.</translation>
    </message>
    <message>
        <source>Watch the table: this step goes on by itself.</source>
        <translation>Schau auf den Tisch: Dieser Schritt geht von selbst weiter.</translation>
    </message>
</context>
<context>
    <name>WelcomePage</name>
    <message>
        <source>Bazaar</source>
        <translation>Bazaar</translation>
    </message>
    <message>
        <source>Trade, barter and bluff at the market.</source>
        <translation>Handeln, feilschen und bluffen auf dem Markt.</translation>
    </message>
    <message>
        <source>New game of {game}</source>
        <translation>Neues Spiel: {game}</translation>
    </message>
    <message>
        <source>&amp;Open a saved game…</source>
        <translation>Gespeicherte Partie ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Play online…</source>
        <translation>&amp;Online spielen…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>&amp;Spielen lernen</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>Saving and loading are not available yet.</source>
        <translation>Speichern und Laden sind noch nicht verfügbar.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Games in progress…</source>
        <translation>&amp;Laufende Spiele…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Watch replay…</source>
        <translation>&amp;Wiedergabe ansehen…</translation>
    </message>
    <message>
        <source>&amp;Undo my last choice</source>
        <translation>Letzte Entscheidung zu&amp;rücknehmen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>What would the Hard bot do in your place, and why?</source>
        <translation>Was würde der schwere Bot an deiner Stelle tun, und warum?</translation>
    </message>
    <message>
        <source>Invite &amp;phones…</source>
        <translation>&amp;Handys einladen…</translation>
    </message>
    <message>
        <source>Each person plays their own hand on their phone; this screen shows the table</source>
        <translation>Jede Person spielt ihre Hand auf ihrem Handy; dieser Bildschirm zeigt den Tisch</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Show the results</source>
        <translation>Ergebnisse zeigen</translation>
    </message>
    <message>
        <source>Pla&amp;y again</source>
        <translation>Noch einmal &amp;spielen</translation>
    </message>
    <message>
        <source>Play on&amp;line…</source>
        <translation>O&amp;nline spielen…</translation>
    </message>
    <message>
        <source>Watch a ta&amp;ble…</source>
        <translation>Einem T&amp;isch zuschauen…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>An &amp;Fenster anpassen</translation>
    </message>
    <message>
        <source>Show the game &amp;log</source>
        <translation>&amp;Protokoll anzeigen</translation>
    </message>
    <message>
        <source>&amp;Go to my decision</source>
        <translation>Zu meiner &amp;Entscheidung</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Töne &amp;stumm</translation>
    </message>
    <message>
        <source>&amp;Continue after the bot&apos;s move</source>
        <translation>Nach dem Zug des Bots &amp;weiter</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;About Bazaar</source>
        <translation>Ü&amp;ber Bazaar</translation>
    </message>
    <message>
        <source>&amp;Using Bazaar</source>
        <translation>&amp;So funktioniert Bazaar</translation>
    </message>
    <message>
        <source>Host a table, join one or use a server: each person at their computer</source>
        <translation>Einen Tisch anbieten, beitreten oder einen Server nutzen: jede Person an ihrem Computer</translation>
    </message>
    <message>
        <source>Follow an online table by its room code, as everyone sees it: no hand</source>
        <translation>Einem Online-Tisch mit seinem Raumcode folgen, wie alle ihn sehen: keine Hand</translation>
    </message>
    <message>
        <source>&amp;Off (no animation)</source>
        <translation>&amp;Aus (keine Animation)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Online s&amp;eats</source>
        <translation>Online-Plät&amp;ze</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Spielregeln: {game}</translation>
    </message>
    <message>
        <source>Learn to play {game}</source>
        <translation>{game} spielen lernen</translation>
    </message>
    <message>
        <source>Using Bazaar</source>
        <translation>So funktioniert Bazaar</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Umschalt+Tab</translation>
    </message>
    <message>
        <source>Move between buttons and fields</source>
        <translation>Zwischen Schaltflächen und Feldern wechseln</translation>
    </message>
    <message>
        <source>Space / Enter</source>
        <translation>Leertaste / Eingabetaste</translation>
    </message>
    <message>
        <source>Press the focused button; lift the curtain</source>
        <translation>Die gewählte Schaltfläche drücken; den Vorhang öffnen</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Strg+Mausrad</translation>
    </message>
    <message>
        <source>Zoom the board</source>
        <translation>Das Spielbrett vergrößern oder verkleinern</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
</context>
</TS>
