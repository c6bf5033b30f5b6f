<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Bazaar</source>
        <translation>Acerca de Bazaar</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Bazaar {version}&lt;/h3&gt;&lt;p&gt;Three bazaar trading games at one table: &lt;b&gt;Basari&lt;/b&gt;, &lt;b&gt;Jewel Bazaar&lt;/b&gt; and &lt;b&gt;Basta!&lt;/b&gt; — against bots that see only what a player may see, or pass and play with friends.&lt;/p&gt;&lt;p&gt;Gems differ by shape as well as colour: ◆ red, ● yellow, ▲ green, ■ blue.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence. Text in DejaVu Sans.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Bazaar {version}&lt;/h3&gt;&lt;p&gt;Tres juegos de comercio en el bazar en una misma mesa: &lt;b&gt;Basari&lt;/b&gt;, &lt;b&gt;Jewel Bazaar&lt;/b&gt; y &lt;b&gt;Basta!&lt;/b&gt;, contra bots que solo ven lo que puede ver un jugador, o pasando el dispositivo entre amigos.&lt;/p&gt;&lt;p&gt;Las gemas se distinguen por su forma además de por su color: ◆ rojo, ● amarillo, ▲ verde, ■ azul.&lt;/p&gt;&lt;p&gt;Software libre con licencia MIT. Texto en DejaVu Sans.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>Player 1</source>
        <translation>Jugador 1</translation>
    </message>
</context>
<context>
    <name>BarterPanel</name>
    <message>
        <source>One {colour} gem fewer (Shift+{key})</source>
        <translation>Una gema menos de color {colour} (Mayús+{key})</translation>
    </message>
    <message>
        <source>One {colour} gem more ({key})</source>
        <translation>Una gema más de color {colour} ({key})</translation>
    </message>
    <message>
        <source>Fewer {colour}</source>
        <translation>Menos {colour}</translation>
    </message>
    <message>
        <source>More {colour}</source>
        <translation>Más {colour}</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>&amp;Aceptar</translation>
    </message>
    <message>
        <source>Offer nothing (give up)</source>
        <translation>No ofrecer nada (renunciar)</translation>
    </message>
    <message>
        <source>Offering nothing gives the action to the other player; no gems move.</source>
        <translation>Si no ofreces nada, la acción es para el otro jugador; nadie entrega gemas.</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>La más barata</translation>
    </message>
    <message>
        <source>Fill in the cheapest offer that is allowed (C)</source>
        <translation>Poner la oferta permitida más barata (C)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Offer no gems (Backspace)</source>
        <translation>No ofrecer gemas (Retroceso)</translation>
    </message>
    <message>
        <source>You barter with {other} for {card}</source>
        <translation>Haces un trueque con {other} por {card}</translation>
    </message>
    <message>
        <source>{name} barters with {other} for {card}</source>
        <translation>{name} hace un trueque con {other} por {card}</translation>
    </message>
    <message>
        <source>You offer first. Offer gems to keep the action, or nothing to give it up.</source>
        <translation>Ofreces tú primero. Ofrece gemas para quedarte con la acción, o nada para renunciar a ella.</translation>
    </message>
    <message>
        <source>On the table: {gems} from {other}.</source>
        <translation>Sobre la mesa: {gems} de {other}.</translation>
    </message>
    <message>
        <source>Offer (Enter)</source>
        <translation>Ofrecer (Intro)</translation>
    </message>
    <message>
        <source>Raise (Enter)</source>
        <translation>Aumentar (Intro)</translation>
    </message>
    <message>
        <source>Accept (A): take the gems on the table; {other} carries out the {card} action</source>
        <translation>Aceptar (A): te quedas las gemas de la mesa; {other} realiza la acción {card}</translation>
    </message>
    <message>
        <source>Offer these gems (Enter): {other} may accept them, or raise</source>
        <translation>Ofrecer estas gemas (Intro): {other} puede aceptarlas o subir la oferta</translation>
    </message>
    <message>
        <source>Raise (Enter): offer these gems instead; {other} may accept them, or raise again. Whoever is accepted carries out the action and pays the gems</source>
        <translation>Subir (Intro): ofrece estas gemas en su lugar; {other} puede aceptarlas o volver a subir. Quien ve aceptada su oferta realiza la acción y paga las gemas</translation>
    </message>
    <message>
        <source>{offered} of {held}</source>
        <translation>{offered} de {held}</translation>
    </message>
    <message>
        <source>You cannot raise: accept the offer.</source>
        <translation>No puedes aumentar: acepta la oferta.</translation>
    </message>
    <message>
        <source>You have no more {colour} gems to offer.</source>
        <translation>No te quedan más gemas de color {colour} que ofrecer.</translation>
    </message>
    <message>
        <source>You cannot beat this offer with your gems, so you must accept it.</source>
        <translation>Con tus gemas no puedes superar esta oferta, así que debes aceptarla.</translation>
    </message>
    <message>
        <source>✓ You may offer {gems}.</source>
        <translation>✓ Puedes ofrecer {gems}.</translation>
    </message>
    <message>
        <source>✓ {gems} beats {table}.</source>
        <translation>✓ {gems} supera a {table}.</translation>
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
        <translation>Dado</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Gems</source>
        <translation>Gemas</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>{count} {colour}</source>
        <translation>{count}× {colour}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Ahora no está permitido.</translation>
    </message>
    <message>
        <source>Roll the die, move that far and gain 6 minus the roll.</source>
        <translation>Lanza el dado, avanza ese número de arcos y gana 6 menos el resultado.</translation>
    </message>
    <message>
        <source>Take {gems} from the carpets.</source>
        <translation>Toma {gems} de las alfombras.</translation>
    </message>
    <message>
        <source>Round {round} scoring</source>
        <translation>Puntuación de la ronda {round}</translation>
    </message>
    <message>
        <source>Lap bonus +{bonus}: {names}</source>
        <translation>Bonificación por vuelta +{bonus}: {names}</translation>
    </message>
    <message>
        <source>Lap bonus: nobody</source>
        <translation>Bonificación por vuelta: nadie</translation>
    </message>
    <message>
        <source>{colour} (chart {value}): nobody holds any, nobody scores</source>
        <translation>{colour} (tabla {value}): nadie tiene ninguna, nadie puntúa</translation>
    </message>
    <message>
        <source>{colour} (chart {value}): {name} has the most ({most}), +{points}, returns {back}</source>
        <translation>{colour} (tabla {value}): {name} tiene más ({most}), +{points}, devuelve {back}</translation>
    </message>
    <message>
        <source>{colour} (chart {value}): {name} tie with {most} each, +{points} each, return {back} each</source>
        <translation>{colour} (tabla {value}): {name} empatan con {most} cada uno, +{points} cada uno, devuelven {back} cada uno</translation>
    </message>
    <message>
        <source>You roll {value} for the Die action: on to archway {archway}.</source>
        <translation>Sacas un {value} con la acción Dado: avanzas hasta el arco {archway}.</translation>
    </message>
    <message>
        <source>{name} rolls {value} for the Die action: on to archway {archway}.</source>
        <translation>{name} saca un {value} con la acción Dado: avanza hasta el arco {archway}.</translation>
    </message>
    <message>
        <source>You roll {value}: on to archway {archway}.</source>
        <translation>Sacas un {value}: avanzas hasta el arco {archway}.</translation>
    </message>
    <message>
        <source>{name} rolls {value}: on to archway {archway}.</source>
        <translation>{name} saca un {value}: avanza hasta el arco {archway}.</translation>
    </message>
    <message>
        <source>Barter for {card}: you offer first, {b} answers.</source>
        <translation>Trueque por {card}: tú ofreces primero, {b} responde.</translation>
    </message>
    <message>
        <source>Barter for {card}: {a} offers first, you answer.</source>
        <translation>Trueque por {card}: {a} ofrece primero, tú respondes.</translation>
    </message>
    <message>
        <source>You start at archway {archway}.</source>
        <translation>Empiezas en el arco {archway}.</translation>
    </message>
    <message>
        <source>You start at archway {archway} (drawn at random).</source>
        <translation>Empiezas en el arco {archway} (sorteado).</translation>
    </message>
    <message>
        <source>You roll {value}.</source>
        <translation>Sacas un {value}.</translation>
    </message>
    <message>
        <source>You roll {value} for the Die action.</source>
        <translation>Sacas un {value} con la acción Dado.</translation>
    </message>
    <message>
        <source>You move {steps} to archway {archway}.</source>
        <translation>Avanzas {steps} hasta el arco {archway}.</translation>
    </message>
    <message>
        <source>You complete a lap: the round ends after this turn.</source>
        <translation>Completas una vuelta: la ronda termina después de este turno.</translation>
    </message>
    <message>
        <source>You have chosen a card.</source>
        <translation>Has elegido una tarjeta.</translation>
    </message>
    <message>
        <source>You carry out the {card} action.</source>
        <translation>Llevas a cabo la acción {card}.</translation>
    </message>
    <message>
        <source>You take {gems}.</source>
        <translation>Tomas {gems}.</translation>
    </message>
    <message>
        <source>You take {gems} (a carpet ran short).</source>
        <translation>Tomas {gems} (una alfombra se quedó corta).</translation>
    </message>
    <message>
        <source>You offer {gems} to {other}.</source>
        <translation>Ofreces {gems} a {other}.</translation>
    </message>
    <message>
        <source>You raise: {gems} to {other}.</source>
        <translation>Aumentas: {gems} a {other}.</translation>
    </message>
    <message>
        <source>You accept {gems} from {other}.</source>
        <translation>Aceptas {gems} de {other}.</translation>
    </message>
    <message>
        <source>You have no gems and give {card} up to {other}.</source>
        <translation>No tienes gemas y cedes {card} a {other}.</translation>
    </message>
    <message>
        <source>You offer nothing and give {card} up to {other}.</source>
        <translation>No ofreces nada y cedes {card} a {other}.</translation>
    </message>
    <message numerus="yes">
        <source>You gain %n point(s) ({total} in all).</source>
        <translation>
            <numerusform>Ganas %n punto ({total} en total).</numerusform>
            <numerusform>Ganas %n puntos ({total} en total).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} starts at archway {archway} (drawn at random).</source>
        <translation>{name} empieza en el arco {archway} (sorteado).</translation>
    </message>
    <message>
        <source>{name} starts at archway {archway}.</source>
        <translation>{name} empieza en el arco {archway}.</translation>
    </message>
    <message>
        <source>Round {round}, turn {turn}</source>
        <translation>Ronda {round}, turno {turn}</translation>
    </message>
    <message>
        <source>{name} rolls {value} for the Die action.</source>
        <translation>{name} saca un {value} con la acción Dado.</translation>
    </message>
    <message>
        <source>{name} rolls {value}.</source>
        <translation>{name} saca un {value}.</translation>
    </message>
    <message>
        <source>{name} moves {steps} to archway {archway}.</source>
        <translation>{name} avanza {steps} hasta el arco {archway}.</translation>
    </message>
    <message>
        <source>{name} completes a lap: the round ends after this turn.</source>
        <translation>{name} completa una vuelta: la ronda termina después de este turno.</translation>
    </message>
    <message>
        <source>{name} has chosen a card.</source>
        <translation>{name} ha elegido una tarjeta.</translation>
    </message>
    <message>
        <source>{name}: {card}</source>
        <translation>{name}: {card}</translation>
    </message>
    <message>
        <source>Cards revealed — {cards}.</source>
        <translation>Tarjetas reveladas: {cards}.</translation>
    </message>
    <message>
        <source>{card} is cancelled: {names} all chose it.</source>
        <translation>{card} se cancela: la han elegido {names}.</translation>
    </message>
    <message>
        <source>{name} carries out the {card} action.</source>
        <translation>{name} lleva a cabo la acción {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} gains %n point(s) ({total} in all).</source>
        <translation>
            <numerusform>{name} gana %n punto ({total} en total).</numerusform>
            <numerusform>{name} gana %n puntos ({total} en total).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} takes {gems} (a carpet ran short).</source>
        <translation>{name} toma {gems} (una alfombra se quedó corta).</translation>
    </message>
    <message>
        <source>{name} takes {gems}.</source>
        <translation>{name} toma {gems}.</translation>
    </message>
    <message>
        <source>{names} both chose {card} and are tied on points: a roll-off.</source>
        <translation>{names} han elegido los dos {card} y están empatados a puntos: se tira el dado.</translation>
    </message>
    <message>
        <source>You win the roll-off.</source>
        <translation>Ganas la tirada de desempate.</translation>
    </message>
    <message>
        <source>{name} wins the roll-off.</source>
        <translation>{name} gana la tirada de desempate.</translation>
    </message>
    <message>
        <source>Barter for {card}: {a} offers first, {b} answers.</source>
        <translation>Trueque por {card}: {a} ofrece primero, {b} responde.</translation>
    </message>
    <message>
        <source>{name} gives {card} up to you.</source>
        <translation>{name} te cede {card}.</translation>
    </message>
    <message>
        <source>{name} has no gems and gives {card} up to {other}.</source>
        <translation>{name} no tiene gemas y cede {card} a {other}.</translation>
    </message>
    <message>
        <source>{name} offers nothing and gives {card} up to {other}.</source>
        <translation>{name} no ofrece nada y cede {card} a {other}.</translation>
    </message>
    <message>
        <source>{name} offers {gems} to you.</source>
        <translation>{name} te ofrece {gems}.</translation>
    </message>
    <message>
        <source>{name} offers {gems} to {other}.</source>
        <translation>{name} ofrece {gems} a {other}.</translation>
    </message>
    <message>
        <source>{name} raises: {gems} to {other}.</source>
        <translation>{name} aumenta: {gems} a {other}.</translation>
    </message>
    <message>
        <source>{name} accepts {gems} from you.</source>
        <translation>{name} acepta tus {gems}.</translation>
    </message>
    <message>
        <source>{name} accepts {gems} from {other}.</source>
        <translation>{name} acepta {gems} de {other}.</translation>
    </message>
    <message>
        <source>Round {round} begins: start disks move to the merchants.</source>
        <translation>Empieza la ronda {round}: los discos de inicio pasan a donde están los comerciantes.</translation>
    </message>
    <message>
        <source>The game is over: {names} won.</source>
        <translation>La partida ha terminado. Victoria para {names}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>{name}: click the archway where your merchant starts (or Random).</source>
        <translation>{name}: haz clic en el arco donde empieza tu comerciante (o elige Al azar).</translation>
    </message>
    <message numerus="yes">
        <source>Gain %n point(s) here.</source>
        <translation>
            <numerusform>Gana aquí %n punto.</numerusform>
            <numerusform>Gana aquí %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: choose your secret action card — 1 Die, 2 Points, 3 Gems.</source>
        <translation>{name}: elige tu tarjeta de acción secreta: 1 Dado, 2 Puntos, 3 Gemas.</translation>
    </message>
    <message>
        <source>{name}: make the opening offer to {other} for the {card} action.</source>
        <translation>{name}: haz la primera oferta a {other} por la acción {card}.</translation>
    </message>
    <message>
        <source>{name}: you cannot raise, so you must accept {gems}.</source>
        <translation>{name}: no puedes aumentar, así que debes aceptar {gems}.</translation>
    </message>
    <message>
        <source>{name}: accept {gems} from {other}, or raise.</source>
        <translation>{name}: acepta {gems} de {other}, o aumenta la oferta.</translation>
    </message>
    <message>
        <source>{names} thinking…</source>
        <translation>{names} está pensando…</translation>
    </message>
    <message>
        <source>{first} and {second} roll off for the barter…</source>
        <translation>{first} y {second} tiran el dado para decidir el trueque…</translation>
    </message>
    <message>
        <source>{name} rolls the die…</source>
        <translation>{name} lanza el dado…</translation>
    </message>
    <message>
        <source>You roll the die…</source>
        <translation>Lanzas el dado…</translation>
    </message>
    <message>
        <source>Waiting for {names}.</source>
        <translation>Esperando a {names}.</translation>
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
        <translation>Haz clic o pulsa Esc para cerrar</translation>
    </message>
</context>
<context>
    <name>BasariTable</name>
    <message>
        <source>Round {n}</source>
        <translation>Ronda {n}</translation>
    </message>
    <message>
        <source>Card chosen</source>
        <translation>Tarjeta elegida</translation>
    </message>
    <message>
        <source>Waiting for the others to choose.</source>
        <translation>Esperando a que elijan los demás.</translation>
    </message>
    <message>
        <source>Basari</source>
        <translation>Basari</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · turn {turn} · lap bonus {bonus}</source>
        <translation>Ronda {round} de {rounds} · turno {turn} · bonificación por vuelta {bonus}</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>Archway {number}: {points} points; gems {gems}</source>
        <translation>Arco {number}: {points} puntos; gemas: {gems}</translation>
    </message>
    <message>
        <source>Merchants here: {names}</source>
        <translation>Comerciantes aquí: {names}</translation>
    </message>
    <message>
        <source>majority {value}</source>
        <translation>mayoría {value}</translation>
    </message>
    <message>
        <source>{colour} carpet: {count} gems left. This round, the most {colour} gems scores {value}.</source>
        <translation>Alfombra de color {colour}: quedan {count} gemas. En esta ronda, la mayoría de {colour} vale {value}.</translation>
    </message>
    <message>
        <source>lap complete</source>
        <translation>vuelta completa</translation>
    </message>
    <message>
        <source>lap {done}/{size}</source>
        <translation>vuelta {done}/{size}</translation>
    </message>
    <message>
        <source>{name} ({kind}): {points} points; gems {gems}</source>
        <translation>{name} ({kind}): {points} puntos; gemas: {gems}</translation>
    </message>
    <message>
        <source>secret</source>
        <translation>secreta</translation>
    </message>
    <message>
        <source>Die</source>
        <comment>card, in the players table</comment>
        <translation>Dado</translation>
    </message>
    <message>
        <source>Points</source>
        <comment>card, in the players table</comment>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Gems</source>
        <comment>card, in the players table</comment>
        <translation>Gemas</translation>
    </message>
    <message>
        <source>Your secret choice: nobody else sees it until the reveal.</source>
        <translation>Tu elección secreta: nadie más la ve hasta que se revelan las tarjetas.</translation>
    </message>
    <message>
        <source>{name} has chosen {card}: still secret at this moment, until the reveal.</source>
        <translation>{name} ha elegido {card}: en este momento sigue siendo secreta, hasta que se revelen las tarjetas.</translation>
    </message>
    <message>
        <source>{name} has chosen a card.</source>
        <translation>{name} ha elegido una tarjeta.</translation>
    </message>
    <message>
        <source>{name} played {card}.</source>
        <translation>{name} ha jugado {card}.</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>eligiendo…</translation>
    </message>
    <message>
        <source>bartering</source>
        <translation>en trueque</translation>
    </message>
    <message>
        <source>placing…</source>
        <translation>colocando…</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>ya eligió</translation>
    </message>
    <message>
        <source>Barter for {card}</source>
        <translation>Trueque por {card}</translation>
    </message>
    <message>
        <source>Waiting for your opening offer</source>
        <translation>Esperando tu primera oferta</translation>
    </message>
    <message>
        <source>On the table, from you:</source>
        <translation>Sobre la mesa, de ti:</translation>
    </message>
    <message>
        <source>You and {other} are tied on points: a roll-off decides who offers first.</source>
        <translation>Tú y {other} estáis empatados a puntos: una tirada de dado decide quién ofrece primero.</translation>
    </message>
    <message>
        <source>{first} and {second} are tied on points: a roll-off decides who offers first.</source>
        <translation>{first} y {second} están empatados a puntos: una tirada de dado decide quién ofrece primero.</translation>
    </message>
    <message>
        <source>You won the roll-off and offer first; {b} answers.</source>
        <translation>Has ganado la tirada de desempate y ofreces primero; {b} responde.</translation>
    </message>
    <message>
        <source>You have more points and offer first; {b} answers.</source>
        <translation>Tienes más puntos y ofreces primero; {b} responde.</translation>
    </message>
    <message>
        <source>won the roll-off</source>
        <translation>ha ganado la tirada de desempate</translation>
    </message>
    <message>
        <source>has more points</source>
        <translation>tiene más puntos</translation>
    </message>
    <message>
        <source>{a} {why} and offers first; {b} answers.</source>
        <translation>{a} {why} y ofrece primero; {b} responde.</translation>
    </message>
    <message>
        <source>Waiting for {a}&apos;s opening offer</source>
        <translation>Esperando la primera oferta de {a}</translation>
    </message>
    <message>
        <source>On the table, from {name}:</source>
        <translation>Sobre la mesa, de {name}:</translation>
    </message>
    <message>
        <source>{a} {why} and offers first; you answer.</source>
        <translation>{a} {why} y ofrece primero; tú respondes.</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Pts.</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>{colour} gems</source>
        <translation>{colour}: gemas</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Tarjeta</translation>
    </message>
    <message>
        <source>Action card this turn</source>
        <translation>Tarjeta de acción de este turno</translation>
    </message>
    <message>
        <source>{count} {colour}</source>
        <translation>{count}× {colour}</translation>
    </message>
    <message>
        <source>Gems</source>
        <translation>Gemas</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>more points</source>
        <translation>más puntos</translation>
    </message>
    <message>
        <source>more gems in total</source>
        <translation>más gemas en total</translation>
    </message>
    <message>
        <source>more red gems</source>
        <translation>más gemas rojas</translation>
    </message>
    <message>
        <source>more yellow gems</source>
        <translation>más gemas amarillas</translation>
    </message>
    <message>
        <source>more green gems</source>
        <translation>más gemas verdes</translation>
    </message>
    <message>
        <source>more blue gems</source>
        <translation>más gemas azules</translation>
    </message>
    <message>
        <source>You have the most points ({points}).</source>
        <translation>Tienes más puntos ({points}).</translation>
    </message>
    <message>
        <source>{name} has the most points ({points}).</source>
        <translation>{name} tiene más puntos ({points}).</translation>
    </message>
    <message>
        <source>{names} are tied on points and on every gem count, so they share the win.</source>
        <translation>{names} están empatados a puntos y en todos los recuentos de gemas, así que comparten la victoria.</translation>
    </message>
    <message>
        <source>{names} are tied on {points} points; {winner} wins by the tie-break: {criterion}.</source>
        <translation>{names} están empatados a {points} puntos; {winner} gana por el desempate: {criterion}.</translation>
    </message>
    <message>
        <source>Ties are broken by most gems in total, then most red, yellow, green, blue.</source>
        <translation>Los empates se deciden por más gemas en total y después por más rojas, amarillas, verdes y azules.</translation>
    </message>
    <message>
        <source>Players choose where their merchants start, or chance places them.</source>
        <translation>Los jugadores eligen dónde empiezan sus comerciantes, o el azar los coloca.</translation>
    </message>
    <message>
        <source>{a} and {b} are level on points and every gem count.</source>
        <translation>{a} y {b} están igualados en puntos y en todos los recuentos de gemas.</translation>
    </message>
    <message>
        <source>{a} ranks above {b}: same points, {criterion}.</source>
        <translation>{a} queda por delante de {b}: mismos puntos, {criterion}.</translation>
    </message>
    <message>
        <source>Start archways</source>
        <translation>Arcos de inicio</translation>
    </message>
    <message>
        <source>Each player chooses</source>
        <translation>Cada jugador elige</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Board file</source>
        <translation>Archivo del tablero</translation>
    </message>
    <message>
        <source>A board layout in resources (JSON).</source>
        <translation>Una distribución del tablero en resources (JSON).</translation>
    </message>
    <message>
        <source>Bonus chart file</source>
        <translation>Archivo de la tabla de bonificación</translation>
    </message>
    <message>
        <source>The majority values per round, in resources (JSON).</source>
        <translation>Los valores de las mayorías por ronda, en resources (JSON).</translation>
    </message>
    <message>
        <source>First to place</source>
        <translation>Primero en colocar</translation>
    </message>
    <message>
        <source>Who chooses a start archway first; Play again moves it on.</source>
        <translation>Quién elige primero un arco de salida; Jugar otra vez lo pasa al siguiente.</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Asiento {number}</translation>
    </message>
    <message>
        <source>Basari: choose the Die, Points or Gems card</source>
        <translation>Basari: elegir la tarjeta Dado, Puntos o Gemas</translation>
    </message>
    <message>
        <source>Basari, start: random start archway</source>
        <translation>Basari, inicio: arco de inicio al azar</translation>
    </message>
    <message>
        <source>Basari, start: pick an archway number and start there</source>
        <translation>Basari, inicio: elegir el número de un arco y empezar allí</translation>
    </message>
    <message>
        <source>Basari, barter: one more red, yellow, green or blue gem</source>
        <translation>Basari, trueque: una gema roja, amarilla, verde o azul más</translation>
    </message>
    <message>
        <source>Basari, barter: one gem fewer of that colour</source>
        <translation>Basari, trueque: una gema menos de ese color</translation>
    </message>
    <message>
        <source>Basari, barter: fill in the cheapest allowed offer</source>
        <translation>Basari, trueque: poner la oferta permitida más barata</translation>
    </message>
    <message>
        <source>Basari, barter: clear the offer</source>
        <translation>Basari, trueque: borrar la oferta</translation>
    </message>
    <message>
        <source>Basari, barter: make the offer or raise</source>
        <translation>Basari, trueque: ofrecer o aumentar</translation>
    </message>
    <message>
        <source>Basari, barter: accept the offer on the table</source>
        <translation>Basari, trueque: aceptar la oferta de la mesa</translation>
    </message>
</context>
<context>
    <name>Basta</name>
    <message>
        <source>Zero</source>
        <translation>Cero</translation>
    </message>
    <message>
        <source>Direction change</source>
        <translation>Cambio de dirección</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Intercambio</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doble</translation>
    </message>
    <message>
        <source>Basta!</source>
        <translation>Basta!</translation>
    </message>
    <message>
        <source>Minus 5</source>
        <translation>Menos 5</translation>
    </message>
    <message>
        <source>a Zero</source>
        <translation>un Cero</translation>
    </message>
    <message>
        <source>a Direction change</source>
        <translation>un Cambio de dirección</translation>
    </message>
    <message>
        <source>an Exchange</source>
        <translation>un Intercambio</translation>
    </message>
    <message>
        <source>a Double</source>
        <translation>un Doble</translation>
    </message>
    <message>
        <source>a Basta!</source>
        <translation>un Basta!</translation>
    </message>
    <message>
        <source>a Minus 5</source>
        <translation>un Menos 5</translation>
    </message>
    <message>
        <source>an 8</source>
        <translation>un 8</translation>
    </message>
    <message>
        <source>a {value}</source>
        <translation>un {value}</translation>
    </message>
    <message>
        <source>It cannot be played now.</source>
        <translation>Ahora no se puede jugar.</translation>
    </message>
    <message>
        <source>Lay it before another player: on their next turn they must play two cards.</source>
        <translation>Colócalo delante de otro jugador: en su siguiente turno deberá jugar dos cartas.</translation>
    </message>
    <message>
        <source>The total would be {total}: over {limit}, you would take a chip!</source>
        <translation>El total sería {total}: más de {limit}, ¡te llevarías una ficha!</translation>
    </message>
    <message>
        <source>Adds nothing: the total stays {total}.</source>
        <translation>No suma nada: el total se queda en {total}.</translation>
    </message>
    <message>
        <source>Adds {value}: the total becomes {total}.</source>
        <translation>Suma {value}: el total pasa a ser {total}.</translation>
    </message>
    <message>
        <source>Play reverses: the player before you goes next.</source>
        <translation>El sentido de juego se invierte: juega a continuación el jugador anterior a ti.</translation>
    </message>
    <message>
        <source>Draw your replacement card, then swap hands with a player you choose.</source>
        <translation>Roba tu carta de reposición y después cambia tu mano con el jugador que elijas.</translation>
    </message>
    <message>
        <source>The total becomes {total} at once.</source>
        <translation>El total pasa a ser {total} al instante.</translation>
    </message>
    <message>
        <source>The total goes down to {total}; then the top card of the pile is played at once.</source>
        <translation>El total baja a {total}; después se juega en el acto la carta superior del mazo de robo.</translation>
    </message>
    <message>
        <source>Nobody can receive it: it goes onto the stack.</source>
        <translation>Nadie puede recibirlo: va a la pila.</translation>
    </message>
    <message>
        <source>{name} is drawn to begin.</source>
        <translation>{name} empieza por sorteo.</translation>
    </message>
    <message>
        <source>Round {round}: you begin at 0</source>
        <translation>Ronda {round}: empiezas desde 0</translation>
    </message>
    <message>
        <source>Round {round}: {name} begins at 0</source>
        <translation>Ronda {round}: {name} empieza desde 0</translation>
    </message>
    <message>
        <source>{name}&apos;s Double goes onto the stack: nobody can receive it.</source>
        <translation>El Doble de {name} va a la pila: nadie puede recibirlo.</translation>
    </message>
    <message>
        <source>… the pile gives {card}: total {total}.</source>
        <translation>… el mazo de robo da {card}: total {total}.</translation>
    </message>
    <message>
        <source>You play {card}: total {total}.</source>
        <translation>Juegas {card}: total {total}.</translation>
    </message>
    <message>
        <source>{name} plays {card}: total {total}.</source>
        <translation>{name} juega {card}: total {total}.</translation>
    </message>
    <message>
        <source>Play now goes clockwise.</source>
        <translation>Ahora se juega en el sentido de las agujas del reloj.</translation>
    </message>
    <message>
        <source>Play now goes counter-clockwise.</source>
        <translation>Ahora se juega en sentido contrario a las agujas del reloj.</translation>
    </message>
    <message>
        <source>You go over 50 ({total}) and take a chip ({chips} in all).</source>
        <translation>Te pasas de 50 ({total}) y te llevas una ficha ({chips} en total).</translation>
    </message>
    <message>
        <source>You swap hands with {other}.</source>
        <translation>Cambias tu mano con {other}.</translation>
    </message>
    <message>
        <source>{name} swaps hands with you.</source>
        <translation>{name} cambia su mano contigo.</translation>
    </message>
    <message>
        <source>{name} swaps hands with {other}.</source>
        <translation>{name} cambia su mano con {other}.</translation>
    </message>
    <message>
        <source>… the pile gives a Double: you lay it before {other}.</source>
        <translation>… el mazo de robo da un Doble: lo colocas delante de {other}.</translation>
    </message>
    <message>
        <source>You lay a Double before {other}.</source>
        <translation>Colocas un Doble delante de {other}.</translation>
    </message>
    <message>
        <source>… the pile gives a Double: {name} lays it before you.</source>
        <translation>… el mazo de robo da un Doble: {name} lo coloca delante de ti.</translation>
    </message>
    <message>
        <source>{name} lays a Double before you.</source>
        <translation>{name} coloca un Doble delante de ti.</translation>
    </message>
    <message>
        <source>… the pile gives a Double: {name} lays it before {other}.</source>
        <translation>… el mazo de robo da un Doble: {name} lo coloca delante de {other}.</translation>
    </message>
    <message>
        <source>{name} lays a Double before {other}.</source>
        <translation>{name} coloca un Doble delante de {other}.</translation>
    </message>
    <message>
        <source>{name} goes over 50 ({total}) and takes a chip ({chips} in all).</source>
        <translation>{name} se pasa de 50 ({total}) y se lleva una ficha ({chips} en total).</translation>
    </message>
    <message>
        <source>You are drawn to begin.</source>
        <translation>Empiezas tú por sorteo.</translation>
    </message>
    <message>
        <source>The rest of {name}&apos;s Double is void.</source>
        <translation>El resto del Doble de {name} queda anulado.</translation>
    </message>
    <message>
        <source>The stack is shuffled into a new draw pile ({count} cards).</source>
        <translation>La pila se baraja y forma un nuevo mazo de robo ({count} cartas).</translation>
    </message>
    <message>
        <source>The game is over: {names} won.</source>
        <translation>La partida ha terminado. Victoria para {names}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>{name}: play card {number} of {count} (a Double lies before you) — ←/→ choose, Enter plays. Total {total}.</source>
        <translation>{name}: juega la carta {number} de {count} (tienes un Doble delante); ←/→ elige, Intro juega. Total {total}.</translation>
    </message>
    <message>
        <source>{name}: play a card — ←/→ choose, Enter plays. Total {total}.</source>
        <translation>{name}: juega una carta; ←/→ elige, Intro juega. Total {total}.</translation>
    </message>
    <message>
        <source>{name}: choose whom to swap hands with — click a player or press their number.</source>
        <translation>{name}: elige con quién cambiar la mano; haz clic en un jugador o pulsa su número.</translation>
    </message>
    <message>
        <source>{name}: the pile gave a Double — choose who receives it (click or press a number).</source>
        <translation>{name}: el mazo de robo ha dado un Doble; elige quién lo recibe (haz clic o pulsa un número).</translation>
    </message>
    <message>
        <source>{names} thinking…</source>
        <translation>{names} está pensando…</translation>
    </message>
    <message>
        <source>Minus 5: the top card of the pile is played at once…</source>
        <translation>Menos 5: la carta superior del mazo de robo se juega en el acto…</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Repartiendo…</translation>
    </message>
    <message>
        <source>Drawing back up to five…</source>
        <translation>Robando hasta tener cinco…</translation>
    </message>
    <message>
        <source>Waiting for {name}.</source>
        <translation>Esperando a {name}.</translation>
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
        <translation>¿Con quién cambias la mano?</translation>
    </message>
    <message>
        <source>{name}, swap hands with whom?</source>
        <translation>{name}, ¿con quién cambias la mano?</translation>
    </message>
    <message>
        <source>Press a player&apos;s number, or click them on the table.</source>
        <translation>Pulsa el número de un jugador o haz clic en él en la mesa.</translation>
    </message>
    <message>
        <source>The pile gave you a Double: who receives it?</source>
        <translation>El mazo de robo te ha dado un Doble: ¿quién lo recibe?</translation>
    </message>
    <message>
        <source>{name}, the pile gave a Double: who receives it?</source>
        <translation>{name}, el mazo de robo ha dado un Doble: ¿quién lo recibe?</translation>
    </message>
    <message>
        <source>They must play two cards on their next turn. Press a number or click them.</source>
        <translation>En su siguiente turno deberá jugar dos cartas. Pulsa un número o haz clic en el jugador.</translation>
    </message>
    <message>
        <source>Swap hands with {name}: you take their cards, they take yours</source>
        <translation>Intercambiar la mano con {name}: te quedas con sus cartas y le das las tuyas</translation>
    </message>
    <message>
        <source>{name} receives the Double and must play two cards next turn</source>
        <translation>{name} recibe el Doble y debe jugar dos cartas en su próximo turno</translation>
    </message>
    <message>
        <source>Lay the Double before whom?</source>
        <translation>¿Delante de quién colocas el Doble?</translation>
    </message>
    <message>
        <source>{name}, lay the Double before whom?</source>
        <translation>{name}, ¿delante de quién colocas el Doble?</translation>
    </message>
    <message>
        <source>They must play two cards on their next turn. Press a number or click them; Esc goes back.</source>
        <translation>En su siguiente turno deberá jugar dos cartas. Pulsa un número o haz clic en el jugador; Esc vuelve atrás.</translation>
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
        <translation>Fin de la partida tras {rounds} rondas</translation>
    </message>
    <message>
        <source>Round {round} · turn {turn} · the 4th chip ends the game</source>
        <translation>Ronda {round} · turno {turn} · la 4.ª ficha termina la partida</translation>
    </message>
    <message>
        <source>{name}&apos;s hand: {cards}</source>
        <translation>Mano de {name}: {cards}</translation>
    </message>
    <message>
        <source>of {limit}</source>
        <translation>de {limit}</translation>
    </message>
    <message>
        <source>The running total is {total}. A card that takes it over {limit} costs a chip.</source>
        <translation>El total acumulado es {total}. Una carta que lo lleve por encima de {limit} cuesta una ficha.</translation>
    </message>
    <message>
        <source>↻ clockwise</source>
        <translation>↻ sentido horario</translation>
    </message>
    <message>
        <source>↺ counter-clockwise</source>
        <translation>↺ sentido antihorario</translation>
    </message>
    <message>
        <source>Play goes clockwise (seat order).</source>
        <translation>Se juega en el sentido de las agujas del reloj (orden de los asientos).</translation>
    </message>
    <message>
        <source>Play goes counter-clockwise.</source>
        <translation>Se juega en sentido contrario a las agujas del reloj.</translation>
    </message>
    <message>
        <source>{count} to draw</source>
        <translation>{count} por robar</translation>
    </message>
    <message>
        <source>The draw pile: {count} cards.</source>
        <translation>El mazo de robo: {count} cartas.</translation>
    </message>
    <message>
        <source>{count} on the stack</source>
        <translation>{count} en la pila</translation>
    </message>
    <message>
        <source>The face-up stack ({count} cards); on top: {card}.</source>
        <translation>La pila boca arriba ({count} cartas); encima: {card}.</translation>
    </message>
    <message>
        <source>Minus 5 chain:</source>
        <translation>Cadena de Menos 5:</translation>
    </message>
    <message>
        <source>{count}</source>
        <translation>{count}</translation>
    </message>
    <message>
        <source>{name}: {cards} cards in hand, {chips} of {limit} chips.</source>
        <translation>{name}: {cards} cartas en la mano, {chips} de {limit} fichas.</translation>
    </message>
    <message>
        <source>A Double lies before them: two cards on their next turn.</source>
        <translation>Tiene un Doble delante: dos cartas en su siguiente turno.</translation>
    </message>
    <message>
        <source>Click to choose (or press {key}).</source>
        <translation>Haz clic para elegir (o pulsa {key}).</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <source>drawing up</source>
        <translation>roba cartas</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>le toca</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>Mano de {name}</translation>
    </message>
    <message>
        <source>←/→ choose
Enter plays</source>
        <translation>←/→ elegir
Intro juega</translation>
    </message>
    <message>
        <source>Face up for you only</source>
        <translation>Boca arriba solo para ti</translation>
    </message>
    <message>
        <source>Every hand face up:
the game is over</source>
        <translation>Todas las manos boca arriba:
la partida ha terminado</translation>
    </message>
    <message>
        <source>Hidden: face up only
when it is {name}&apos;s turn</source>
        <translation>Oculta: boca arriba solo
cuando le toca a {name}</translation>
    </message>
    <message>
        <source>Hidden: face up only
when it is your turn</source>
        <translation>Oculta: boca arriba solo
cuando te toca</translation>
    </message>
    <message>
        <source>Every hand
stays hidden</source>
        <translation>Todas las manos
quedan ocultas</translation>
    </message>
</context>
<context>
    <name>BastaTable</name>
    <message>
        <source>Chips</source>
        <translation>Fichas</translation>
    </message>
    <message>
        <source>Penalty chips (the 4th ends the game)</source>
        <translation>Fichas de penalización (la 4.ª termina la partida)</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cartas en la mano</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Doble</translation>
    </message>
    <message>
        <source>Doubles lying before the player</source>
        <translation>Dobles que el jugador tiene delante</translation>
    </message>
    <message>
        <source>{chips} of {limit} chips</source>
        <translation>{chips} de {limit} fichas</translation>
    </message>
    <message>
        <source>{count} cards in hand</source>
        <translation>{count} cartas en la mano</translation>
    </message>
    <message>
        <source>Must play two cards next turn</source>
        <translation>Debe jugar dos cartas en su siguiente turno</translation>
    </message>
    <message>
        <source>{name} took a 4th chip, which ends the game at once.</source>
        <translation>{name} se ha llevado una 4.ª ficha, y eso termina la partida en el acto.</translation>
    </message>
    <message>
        <source>You have the fewest chips ({chips}).</source>
        <translation>Tienes menos fichas ({chips}).</translation>
    </message>
    <message>
        <source>{names} are tied on {chips} chips and share the win.</source>
        <translation>{names} están empatados a {chips} fichas y comparten la victoria.</translation>
    </message>
    <message>
        <source>Fewest chips wins; tied players share the win.</source>
        <translation>Gana quien tiene menos fichas; los jugadores empatados comparten la victoria.</translation>
    </message>
    <message>
        <source>The make-up of the deck, in resources (JSON).</source>
        <translation>La composición del mazo, en resources (JSON).</translation>
    </message>
    <message>
        <source>Variant: more than one Double may lie before a player; each adds a card to play.</source>
        <translation>Variante: puede haber más de un Doble delante de un jugador; cada uno añade una carta que jugar.</translation>
    </message>
    <message>
        <source>Who plays first.</source>
        <translation>Quién juega primero.</translation>
    </message>
    <message>
        <source>{name} has the fewest chips ({chips}).</source>
        <translation>{name} tiene menos fichas ({chips}).</translation>
    </message>
    <message>
        <source>Lay the Double before whom? Press a player&apos;s number or click them; Esc goes back to the hand.</source>
        <translation>¿Delante de quién colocas el Doble? Pulsa el número de un jugador o haz clic en él; Esc vuelve a la mano.</translation>
    </message>
    <message>
        <source>{name}: lay the Double before whom? Press a player&apos;s number or click them; Esc goes back to the hand.</source>
        <translation>{name}: ¿delante de quién colocas el Doble? Pulsa el número de un jugador o haz clic en él; Esc vuelve a la mano.</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Turno</translation>
    </message>
    <message>
        <source>Deck file</source>
        <translation>Archivo del mazo</translation>
    </message>
    <message>
        <source>Several Doubles per player</source>
        <translation>Varios Dobles por jugador</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Jugador inicial</translation>
    </message>
    <message>
        <source>The first seat</source>
        <translation>El primer asiento</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Sorteado</translation>
    </message>
    <message>
        <source>Basta!: pick a card in your hand</source>
        <translation>Basta!: elegir una carta de la mano</translation>
    </message>
    <message>
        <source>Basta!: pick the card at that place in your hand</source>
        <translation>Basta!: elegir la carta que ocupa esa posición en la mano</translation>
    </message>
    <message>
        <source>Basta!: play the picked card</source>
        <translation>Basta!: jugar la carta elegida</translation>
    </message>
    <message>
        <source>Basta!, choosing a player: that player (Exchange, Double)</source>
        <translation>Basta!, al elegir jugador: ese jugador (Intercambio, Doble)</translation>
    </message>
    <message>
        <source>Basta!: back from laying a Double</source>
        <translation>Basta!: no colocar el Doble y volver</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Game board</source>
        <translation>Tablero de juego</translation>
    </message>
</context>
<context>
    <name>BotWatch</name>
    <message>
        <source>{names} thinking{dots}</source>
        <translation>{names} está pensando{dots}</translation>
    </message>
    <message>
        <source>Press Space or click the board to continue.</source>
        <translation>Pulsa Espacio o haz clic en el tablero para continuar.</translation>
    </message>
</context>
<context>
    <name>CardChoicePanel</name>
    <message>
        <source>Nobody sees it until every card is chosen. Keys: 1, 2, 3.</source>
        <translation>Nadie la ve hasta que todos han elegido. Teclas: 1, 2, 3.</translation>
    </message>
    <message>
        <source>Undo (Backspace)</source>
        <translation>Deshacer (Retroceso)</translation>
    </message>
    <message>
        <source>Pass the device (Enter)</source>
        <translation>Pasar el dispositivo (Intro)</translation>
    </message>
    <message>
        <source>{name}, choose your secret action card</source>
        <translation>{name}, elige tu tarjeta de acción secreta</translation>
    </message>
    <message>
        <source>{card} chosen.</source>
        <translation>Elegida: {card}.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Archway {archway_number} shows {points} points and a good run ahead.</source>
        <translation>El arco {archway_number} muestra {points} puntos y buen camino por delante.</translation>
    </message>
    <message>
        <source>Points: {points} points on your archway now.</source>
        <translation>Puntos: ahora {points} puntos en tu arco.</translation>
    </message>
    <message>
        <source>Gems: you would lead {colour} by {lead} before round scoring.</source>
        <translation>Gemas: irías {lead} por delante en {colour} antes del recuento de la ronda.</translation>
    </message>
    <message>
        <source>Gems: you would draw level in {colour}.</source>
        <translation>Gemas: empatarías en {colour}.</translation>
    </message>
    <message>
        <source>Gems: {count} {colour}, still {behind} behind the most {colour}.</source>
        <translation>Gemas: {count} {colour}, aún {behind} por detrás de quien más {colour} tiene.</translation>
    </message>
    <message>
        <source>Gems: the carpets have none of your archway&apos;s gems left.</source>
        <translation>Gemas: en las alfombras no quedan gemas de tu arco.</translation>
    </message>
    <message>
        <source>Die: a low roll scores, and you move on to better archways.</source>
        <translation>Dado: una tirada baja puntúa y avanzas hacia arcos mejores.</translation>
    </message>
    <message>
        <source>Die: the roll may complete your lap (bonus {bonus}).</source>
        <translation>Dado: la tirada puede completar tu vuelta (bonificación {bonus}).</translation>
    </message>
    <message>
        <source>Others are likely to pick it too ({percent}%): expect a barter.</source>
        <translation>Es probable que otros también la elijan ({percent}%): espera un regateo.</translation>
    </message>
    <message>
        <source>Few others are likely to pick it ({percent}%).</source>
        <translation>Pocos la elegirán también ({percent}%).</translation>
    </message>
    <message>
        <source>Other moves here win about as often; this one leaves you further ahead in points and bonuses.</source>
        <translation>Otras jugadas ganan aquí casi con la misma frecuencia; esta te deja más adelante en puntos y bonificaciones.</translation>
    </message>
    <message numerus="yes">
        <source>Take the gems: worth about %n point(s) to you.</source>
        <translation>
            <numerusform>Toma las gemas: para ti valen cerca de %n punto.</numerusform>
            <numerusform>Toma las gemas: para ti valen unos %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The action is worth only about %n point(s) to you: let it go.</source>
        <translation>
            <numerusform>La acción solo vale cerca de %n punto para ti: déjala.</numerusform>
            <numerusform>La acción solo vale unos %n puntos para ti: déjala.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gem(s) cost you about {cost_points}; the action is worth about {worth_points}.</source>
        <translation>
            <numerusform>%n gema te cuesta cerca de {cost_points}; la acción vale cerca de {worth_points}.</numerusform>
            <numerusform>%n gemas te cuestan cerca de {cost_points}; la acción vale cerca de {worth_points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy {count} {kind}: the cards to come move its price {change} by the end.</source>
        <translation>Compra {count} {kind}: las cartas que quedan mueven su precio {change} hasta el final.</translation>
    </message>
    <message>
        <source>Sell {count} {kind}: the cards to come move its price {change} by the end.</source>
        <translation>Vende {count} {kind}: las cartas que quedan mueven su precio {change} hasta el final.</translation>
    </message>
    <message>
        <source>Keep what you hold this round.</source>
        <translation>Quédate con lo que tienes esta ronda.</translation>
    </message>
    <message>
        <source>You lead by {lead}: holding what the richest rival holds keeps the gap.</source>
        <translation>Vas {lead} por delante: tener lo mismo que el rival más rico mantiene la ventaja.</translation>
    </message>
    <message>
        <source>You are {lead} ahead of the richest rival.</source>
        <translation>Vas {lead} por delante del rival más rico.</translation>
    </message>
    <message>
        <source>You are {behind} behind the richest rival: take a chance.</source>
        <translation>Vas {behind} por detrás del rival más rico: arriesga.</translation>
    </message>
    <message>
        <source>The total goes to {total}; the next player is stuck {percent}% of the time.</source>
        <translation>El total sube a {total}; el siguiente jugador queda atascado el {percent}% de las veces.</translation>
    </message>
    <message>
        <source>The total would go to {total}: over 50 costs a chip.</source>
        <translation>El total llegaría a {total}: pasar de 50 cuesta una ficha.</translation>
    </message>
    <message>
        <source>Basta! sets 50; the next player is stuck {percent}% of the time.</source>
        <translation>¡Basta! pone 50; el siguiente jugador queda atascado el {percent}% de las veces.</translation>
    </message>
    <message>
        <source>Minus 5 draws a card: {percent}% that it takes you over 50.</source>
        <translation>Menos 5 roba una carta: {percent}% de que te haga pasar de 50.</translation>
    </message>
    <message>
        <source>Exchange: you give your hand away and take another.</source>
        <translation>Intercambio: das tu mano y recibes otra.</translation>
    </message>
    <message>
        <source>Swap hands with {name}.</source>
        <translation>Intercambia la mano con {name}.</translation>
    </message>
    <message>
        <source>{name} must then play two cards.</source>
        <translation>{name} tendrá que jugar dos cartas.</translation>
    </message>
    <message>
        <source>The total stays at {total} or falls: a safe card.</source>
        <translation>El total se queda en {total} o baja: una carta segura.</translation>
    </message>
    <message numerus="yes">
        <source>You keep %n escape card(s) for later.</source>
        <translation>
            <numerusform>Guardas %n carta de escape para después.</numerusform>
            <numerusform>Guardas %n cartas de escape para después.</numerusform>
        </translation>
    </message>
    <message>
        <source>Other moves here win as often; this one leaves you a better hand for the next round.</source>
        <translation>Otras jugadas ganan aquí con la misma frecuencia; esta te deja una mano mejor para la próxima ronda.</translation>
    </message>
    <message>
        <source>A legal move.</source>
        <translation>Una jugada válida.</translation>
    </message>
    <message>
        <source>Choose the {card} card</source>
        <translation>Elige la carta {card}</translation>
    </message>
    <message>
        <source>Start at archway {number}</source>
        <translation>Empieza en el arco {number}</translation>
    </message>
    <message>
        <source>Offer nothing (give the action up)</source>
        <translation>No ofrecer nada (renunciar a la acción)</translation>
    </message>
    <message>
        <source>Offer {gems}</source>
        <translation>Ofrece {gems}</translation>
    </message>
    <message>
        <source>Accept the offer</source>
        <translation>Acepta la oferta</translation>
    </message>
    <message>
        <source>Pass (no trade)</source>
        <translation>Pasa (sin comerciar)</translation>
    </message>
    <message>
        <source>Sell {sold}</source>
        <translation>Vende {sold}</translation>
    </message>
    <message>
        <source>Buy {bought}</source>
        <translation>Compra {bought}</translation>
    </message>
    <message>
        <source>Sell {sold}, buy {bought}</source>
        <translation>Vende {sold}, compra {bought}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Juega {card}</translation>
    </message>
    <message>
        <source>Lay a Double before {name}</source>
        <translation>Pon un Doble ante {name}</translation>
    </message>
    <message>
        <source>Exchange hands with {name}</source>
        <translation>Intercambia la mano con {name}</translation>
    </message>
    <message>
        <source>{moves} or {last}</source>
        <translation>{moves} o {last}</translation>
    </message>
    <message>
        <source>{moves}: about equal here</source>
        <translation>{moves}: aquí son más o menos iguales</translation>
    </message>
    <message>
        <source>{percent}% to win</source>
        <translation>{percent}% de ganar</translation>
    </message>
    <message>
        <source>−{points} points of win chance</source>
        <translation>−{points} puntos de probabilidad de ganar</translation>
    </message>
</context>
<context>
    <name>Companion</name>
    <message>
        <source>No phone has connected yet. Usually the phones are on another network: a guest Wi-Fi that keeps devices apart, or mobile data instead of Wi-Fi. Put every phone on the same Wi-Fi as this computer, and let Bazaar through this computer&apos;s firewall. To check, type the address into the phone&apos;s browser: the Bazaar page should open.</source>
        <translation>Aún no se ha conectado ningún móvil. Lo habitual es que los móviles estén en otra red: un Wi-Fi de invitados que separa los dispositivos, o datos móviles en lugar de Wi-Fi. Pon todos los móviles en el mismo Wi-Fi que este ordenador y deja pasar a Bazaar por el cortafuegos de este ordenador. Para comprobarlo, escribe la dirección en el navegador del móvil: debería abrirse la página de Bazaar.</translation>
    </message>
    <message>
        <source>A new game began: the phones&apos; links of the last game no longer work. Use Game &gt; Invite phones for new codes.</source>
        <translation>Empezó una partida nueva: los enlaces de los móviles de la anterior ya no funcionan. Usa Partida &gt; Invitar móviles para obtener códigos nuevos.</translation>
    </message>
    <message>
        <source>There is no such card.</source>
        <translation>No existe esa carta.</translation>
    </message>
    <message>
        <source>There is nothing for you to decide now.</source>
        <translation>Ahora no tienes nada que decidir.</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>The others look away: the next choice is secret.</source>
        <translation>Los demás miran hacia otro lado: la próxima decisión es secreta.</translation>
    </message>
    <message>
        <source>What happened — for everyone to see:</source>
        <translation>Lo que ha pasado, a la vista de todos:</translation>
    </message>
    <message>
        <source>Pass the device to {name}</source>
        <translation>Pasa el dispositivo a {name}</translation>
    </message>
    <message>
        <source>I am {name} — show my table (Enter)</source>
        <translation>Soy {name}: mostrar mi mesa (Intro)</translation>
    </message>
    <message numerus="yes">
        <source>… %n earlier line(s) in the game log</source>
        <translation>
            <numerusform>… %n línea anterior está en el registro de la partida</numerusform>
            <numerusform>… %n líneas anteriores están en el registro de la partida</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>you cannot trade a negative number of jewels</source>
        <translation>no puedes comerciar con un número negativo de joyas</translation>
    </message>
    <message>
        <source>you have no {kinds} to sell</source>
        <translation>no tienes {kinds} que vender</translation>
    </message>
    <message>
        <source>you only have {jewels} to sell</source>
        <translation>solo tienes {jewels} para vender</translation>
    </message>
    <message>
        <source>you cannot sell and buy {kinds} in the same round</source>
        <translation>no puedes vender y comprar {kinds} en la misma ronda</translation>
    </message>
    <message>
        <source>no {kinds} are left</source>
        <translation>no quedan {kinds}</translation>
    </message>
    <message>
        <source>only {jewels} left</source>
        <translation>en la reserva solo hay {jewels}</translation>
    </message>
    <message>
        <source>you cannot afford it: it costs {cost} Grand and you would have {money} after your sales</source>
        <translation>no te lo puedes permitir: cuesta {cost} Grand y tras tus ventas tendrías {money}</translation>
    </message>
    <message>
        <source>you cannot afford it: it costs {cost} Grand and you have {money}</source>
        <translation>no te lo puedes permitir: cuesta {cost} Grand y tienes {money}</translation>
    </message>
    <message>
        <source>that would give you {after} jewels; you may hold at most {most}, so sell some first</source>
        <translation>así tendrías {after} joyas; puedes tener como máximo {most}, así que vende alguna antes</translation>
    </message>
    <message>
        <source>that would give you {after} jewels; you may hold at most {most}</source>
        <translation>así tendrías {after} joyas; puedes tener como máximo {most}</translation>
    </message>
    <message>
        <source>on your turn you trade: sell and then buy jewels</source>
        <translation>en tu turno comercias: vende y después compra joyas</translation>
    </message>
    <message>
        <source>a trade names how many of each of the three kinds</source>
        <translation>un trato indica cuántas joyas de cada uno de los tres tipos</translation>
    </message>
    <message>
        <source>a price card must be revealed now</source>
        <translation>ahora hay que revelar una carta de precio</translation>
    </message>
    <message>
        <source>there is no price card {value}</source>
        <translation>no existe la carta de precio {value}</translation>
    </message>
    <message>
        <source>price card {price_card} has already been revealed</source>
        <translation>la carta de precio {price_card} ya se ha revelado</translation>
    </message>
    <message>
        <source>you must buy at least one jewel</source>
        <translation>debes comprar al menos una joya</translation>
    </message>
    <message>
        <source>you must buy at least one jewel, so you must sell to make room and raise money for a purchase</source>
        <translation>debes comprar al menos una joya, así que debes vender para hacer sitio y reunir dinero para una compra</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>jugador {number}</translation>
    </message>
    <message>
        <source>{others} and {last}</source>
        <translation>{others} y {last}</translation>
    </message>
    <message>
        <source>you must buy at least one jewel, so you must sell to make room for a purchase</source>
        <translation>debes comprar al menos una joya, así que debes vender para hacer sitio para una compra</translation>
    </message>
    <message>
        <source>you must buy at least one jewel, so you must sell to raise money for a purchase</source>
        <translation>debes comprar al menos una joya, así que debes vender para reunir dinero para una compra</translation>
    </message>
    <message>
        <source>it is not your decision now: waiting for {players}</source>
        <translation>ahora no te toca decidir: le toca a {players}</translation>
    </message>
    <message>
        <source>it is not your decision: waiting for a die roll or other chance outcome</source>
        <translation>no te toca decidir: falta una tirada de dado u otro resultado del azar</translation>
    </message>
    <message>
        <source>this is not a chance decision</source>
        <translation>esta no es una decisión del azar</translation>
    </message>
    <message>
        <source>there is no player {number} in this game</source>
        <translation>en esta partida no hay jugador {number}</translation>
    </message>
    <message>
        <source>there is no seat {value} in this game</source>
        <translation>en esta partida no hay ningún puesto {value}</translation>
    </message>
    <message>
        <source>a player&apos;s view cannot be played on; use the real game</source>
        <translation>no se puede jugar sobre la vista de un jugador; usa la partida real</translation>
    </message>
    <message>
        <source>that is not a decision of this game</source>
        <translation>esa no es una decisión de este juego</translation>
    </message>
    <message>
        <source>that chance outcome cannot happen now</source>
        <translation>ese resultado del azar no puede darse ahora</translation>
    </message>
    <message>
        <source>the first player must be drawn now</source>
        <translation>ahora hay que sortear quién empieza</translation>
    </message>
    <message>
        <source>choose the archway where your merchant starts</source>
        <translation>elige el arco donde empieza tu comerciante</translation>
    </message>
    <message>
        <source>there is no archway {archway_number}: archways are numbered 1 to {last_number}</source>
        <translation>no existe el arco {archway_number}: los arcos van del 1 al {last_number}</translation>
    </message>
    <message>
        <source>choose one of your action cards: die, points or gems</source>
        <translation>elige una de tus tarjetas de acción: dado, puntos o gemas</translation>
    </message>
    <message>
        <source>there is no card called {card}: choose die, points or gems</source>
        <translation>no hay ninguna tarjeta llamada {card}: elige dado, puntos o gemas</translation>
    </message>
    <message>
        <source>you have already chosen your card this turn</source>
        <translation>ya has elegido tu tarjeta en este turno</translation>
    </message>
    <message>
        <source>the roll-off is between {players}</source>
        <translation>la tirada de desempate es entre {players}</translation>
    </message>
    <message>
        <source>a die roll shows 1 to 6</source>
        <translation>una tirada de dado da de 1 a 6</translation>
    </message>
    <message>
        <source>there is no offer to accept yet: make an opening offer (offer nothing to give up the action)</source>
        <translation>todavía no hay ninguna oferta que aceptar: haz la primera oferta (no ofrecer nada es renunciar a la acción)</translation>
    </message>
    <message>
        <source>you open the barter: make an offer (nothing gives up the action)</source>
        <translation>tú abres el trueque: haz una oferta (no ofrecer nada es renunciar a la acción)</translation>
    </message>
    <message>
        <source>you are bartering: accept the offer or raise it</source>
        <translation>estás en un trueque: acepta la oferta o auméntala</translation>
    </message>
    <message>
        <source>you cannot raise {gems} with your gems: accept the offer</source>
        <translation>con tus gemas no puedes superar {gems}: acepta la oferta</translation>
    </message>
    <message>
        <source>an offer cannot hold a negative number of gems</source>
        <translation>una oferta no puede tener un número negativo de gemas</translation>
    </message>
    <message>
        <source>you have no {colour} gems to offer</source>
        <translation>no tienes gemas de color {colour} que ofrecer</translation>
    </message>
    <message>
        <source>you only have {gems}</source>
        <translation>solo tienes {gems}</translation>
    </message>
    <message>
        <source>{beat}: offer more than {total} gems</source>
        <translation>{beat}: ofrece más de {total} gemas</translation>
    </message>
    <message>
        <source>{beat}: offer more gems, or as many ({total}) with more red; with as many red, more yellow; then green, then blue decide</source>
        <translation>{beat}: ofrece más gemas, o las mismas ({total}) con más rojas; con las mismas rojas, más amarillas; después deciden las verdes y luego las azules</translation>
    </message>
    <message>
        <source>cards are drawn by the shuffle, not chosen</source>
        <translation>las cartas se roban del mazo barajado, no se eligen</translation>
    </message>
    <message>
        <source>a card must be drawn now</source>
        <translation>ahora hay que robar una carta</translation>
    </message>
    <message>
        <source>the draw pile holds no {card} card</source>
        <translation>en el mazo de robo no hay ninguna carta {card}</translation>
    </message>
    <message>
        <source>first choose the player to exchange hands with</source>
        <translation>primero elige con qué jugador intercambias la mano</translation>
    </message>
    <message>
        <source>choose another player to exchange with</source>
        <translation>elige a otro jugador para intercambiar</translation>
    </message>
    <message>
        <source>you can exchange hands only right after playing an Exchange</source>
        <translation>solo puedes intercambiar la mano justo después de jugar un Intercambio</translation>
    </message>
    <message>
        <source>first choose the player who receives the drawn Double</source>
        <translation>primero elige qué jugador recibe el Doble robado</translation>
    </message>
    <message>
        <source>a Double is laid before another player: choose who</source>
        <translation>un Doble se coloca delante de otro jugador: elige a quién</translation>
    </message>
    <message>
        <source>nobody can receive a Double now: play another card</source>
        <translation>ahora nadie puede recibir un Doble: juega otra carta</translation>
    </message>
    <message>
        <source>you hold no {card} card</source>
        <translation>no tienes ninguna carta {card}</translation>
    </message>
    <message>
        <source>you cannot lay a Double before yourself</source>
        <translation>no puedes colocar un Doble delante de ti</translation>
    </message>
    <message>
        <source>{player} already has a Double in front of them</source>
        <translation>{player} ya tiene un Doble delante</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partida ha terminado</translation>
    </message>
    <message>
        <source>it is not player {number}&apos;s decision now</source>
        <translation>ahora no le toca decidir al jugador {number}</translation>
    </message>
    <message>
        <source>that move is not allowed now</source>
        <translation>ahora no se permite esa jugada</translation>
    </message>
    <message>
        <source>your offer must beat {gems} (offering the same gems is not a raise)</source>
        <translation>tu oferta debe superar a {gems} (ofrecer las mismas gemas no es aumentar)</translation>
    </message>
    <message>
        <source>your offer must beat {gems}</source>
        <translation>tu oferta debe superar a {gems}</translation>
    </message>
</context>
<context>
    <name>GameAdapter</name>
    <message>
        <source>There is no game to save.</source>
        <translation>No hay ninguna partida que guardar.</translation>
    </message>
    <message>
        <source>An online game is kept by its server.</source>
        <translation>Una partida en línea la guarda su servidor.</translation>
    </message>
    <message>
        <source>{level} bots are not available yet; {name} plays random moves.</source>
        <translation>Los bots de nivel {level} aún no están disponibles; {name} hace jugadas al azar.</translation>
    </message>
    <message>
        <source>Pass the device first.</source>
        <translation>Primero pasa el dispositivo.</translation>
    </message>
    <message>
        <source>That seat is not played by a person.</source>
        <translation>Ese asiento no lo juega una persona.</translation>
    </message>
    <message>
        <source>A die roll, a draw or a reveal came after that choice: it stands.</source>
        <translation>Después de esa decisión hubo una tirada, un robo o una revelación: se mantiene.</translation>
    </message>
    <message>
        <source>Only the person who made a choice may take it back, before passing the device on.</source>
        <translation>Solo quien tomó una decisión puede deshacerla, antes de pasar el dispositivo.</translation>
    </message>
    <message>
        <source>There is no choice of yours to take back.</source>
        <translation>No hay ninguna decisión tuya que deshacer.</translation>
    </message>
    <message>
        <source>{name}&apos;s bot made a mistake ({why}); a random move was played.</source>
        <translation>El bot de {name} ha cometido un error ({why}); se ha hecho una jugada al azar.</translation>
    </message>
    <message>
        <source>{name} is away: the table waits.</source>
        <translation>{name} se ha ausentado: la mesa espera.</translation>
    </message>
    <message>
        <source>{name} is away: the turn clock decides for them when their time runs out.</source>
        <translation>{name} se ha ausentado: cuando se acabe su tiempo, decide el reloj.</translation>
    </message>
    <message>
        <source>{name} is back.</source>
        <translation>{name} ha vuelto.</translation>
    </message>
    <message>
        <source>The host lets a bot play for {name}.</source>
        <translation>El anfitrión deja que un bot juegue por {name}.</translation>
    </message>
    <message>
        <source>A bot plays your seat ({name}) while you were away; the host can give it back to you.</source>
        <translation>Un bot juega tu puesto ({name}) porque te ausentaste; el anfitrión puede devolvértelo.</translation>
    </message>
    <message>
        <source>The host gives {name}&apos;s seat back.</source>
        <translation>El anfitrión devuelve su puesto a {name}.</translation>
    </message>
    <message>
        <source>Last choice taken back.</source>
        <translation>Última decisión deshecha.</translation>
    </message>
    <message>
        <source>{name} took back their last choice.</source>
        <translation>{name} ha deshecho su última decisión.</translation>
    </message>
    <message>
        <source>A choice was taken back.</source>
        <translation>Se ha deshecho una decisión.</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Watching an online game: {names}. Room {room}.</source>
        <translation>Mirando una partida en línea: {names}. Sala {room}.</translation>
    </message>
    <message>
        <source>Online game: {names}. Room {room}.</source>
        <translation>Partida en línea: {names}. Sala {room}.</translation>
    </message>
    <message>
        <source>New game: {names}. Seed {seed}.</source>
        <translation>Nueva partida: {names}. Semilla {seed}.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <source>person</source>
        <translation>persona</translation>
    </message>
    <message>
        <source>bot, {level}</source>
        <translation>bot, {level}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <source>{name}&apos;s move</source>
        <translation>Juega {name}</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Tu jugada</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>See the results, or start a new game.</source>
        <translation>Mira los resultados o empieza una partida nueva.</translation>
    </message>
    <message>
        <source>Please wait</source>
        <translation>Espera, por favor</translation>
    </message>
    <message>
        <source>{names} thinking…</source>
        <translation>{names} está pensando…</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>¡Ganas!</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>¡Gana {name}!</translation>
    </message>
    <message>
        <source>{names} share the win!</source>
        <translation>¡{names} comparten la victoria!</translation>
    </message>
</context>
<context>
    <name>GamesInProgressDialog</name>
    <message>
        <source>Games in progress</source>
        <translation>Partidas en curso</translation>
    </message>
    <message>
        <source>No game is in progress: every game was finished.</source>
        <translation>No hay ninguna partida en curso: todas se terminaron.</translation>
    </message>
</context>
<context>
    <name>GamesInProgressView</name>
    <message>
        <source>Games in progress</source>
        <translation>Partidas en curso</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Last played</source>
        <translation>Última vez</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Continuar</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Borrar…</translation>
    </message>
    <message>
        <source>open in another window</source>
        <translation>abierta en otra ventana</translation>
    </message>
    <message>
        <source>{game} (online)</source>
        <translation>{game} (en línea)</translation>
    </message>
    <message>
        <source>This game is being played in another window.</source>
        <translation>Esta partida se está jugando en otra ventana.</translation>
    </message>
    <message>
        <source>today {time}</source>
        <translation>hoy {time}</translation>
    </message>
    <message>
        <source>yesterday {time}</source>
        <translation>ayer {time}</translation>
    </message>
</context>
<context>
    <name>HintCard</name>
    <message>
        <source>Close (Esc)</source>
        <translation>Cerrar (Esc)</translation>
    </message>
    <message>
        <source>Hint for {name}</source>
        <translation>Pista para {name}</translation>
    </message>
    <message>
        <source>Thinking about your move…</source>
        <translation>Pensando en tu jugada…</translation>
    </message>
    <message>
        <source>This is your only sensible move. {why}</source>
        <translation>Es tu única jugada sensata. {why}</translation>
    </message>
    <message>
        <source>{why} Estimate: {chance}.</source>
        <translation>{why} Estimación: {chance}.</translation>
    </message>
    <message>
        <source>• {move}: {chance}</source>
        <translation>• {move}: {chance}</translation>
    </message>
    <message>
        <source>Alternatives:</source>
        <translation>Alternativas:</translation>
    </message>
    <message>
        <source>These moves are worth the same, within a point of win chance:</source>
        <translation>Estas jugadas valen lo mismo, con menos de un punto de diferencia en la probabilidad de ganar:</translation>
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
        <translation>el ayudante que calcula las jugadas se detuvo; vuelve a arrancar cuando pidas otra pista</translation>
    </message>
    <message>
        <source>the coach could not work this position out</source>
        <translation>el entrenador no pudo resolver esta posición</translation>
    </message>
</context>
<context>
    <name>HostedServer</name>
    <message>
        <source>The table server stopped</source>
        <translation>El servidor de mesas se detuvo</translation>
    </message>
    <message>
        <source>The table server on this computer stopped. Everyone at its tables waits for it; nothing played is lost. Start it again?</source>
        <translation>El servidor de mesas de este ordenador se detuvo. Todos en sus mesas lo esperan; no se pierde nada de lo jugado. ¿Iniciarlo de nuevo?</translation>
    </message>
    <message>
        <source>&amp;Start it again</source>
        <translation>&amp;Iniciarlo de nuevo</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>A&amp;hora no</translation>
    </message>
    <message>
        <source>Port {port} is taken by another program.</source>
        <translation>Otro programa ocupa el puerto {port}.</translation>
    </message>
    <message>
        <source>The table server did not start: {why}</source>
        <translation>El servidor de mesas no se inició: {why}</translation>
    </message>
    <message>
        <source>The table server is running again.</source>
        <translation>El servidor de mesas vuelve a funcionar.</translation>
    </message>
</context>
<context>
    <name>InviteDialog</name>
    <message>
        <source>Invite phones</source>
        <translation>Invitar móviles</translation>
    </message>
    <message>
        <source>Each person scans their seat&apos;s code with the phone&apos;s camera, or types the address into the phone&apos;s browser and then the pairing code. The phone becomes that person&apos;s private hand: no curtain for them, and this screen shows only what everybody may see. Phones must be on the same Wi-Fi as this computer.</source>
        <translation>Cada persona escanea el código de su asiento con la cámara del móvil, o escribe la dirección en el navegador del móvil y luego el código de emparejamiento. El móvil se convierte en la mano privada de esa persona: sin cortina para ella, y esta pantalla muestra solo lo que todos pueden ver. Los móviles deben estar en el mismo Wi-Fi que este ordenador.</translation>
    </message>
    <message>
        <source>The codes are new for every game and every start of Bazaar: after resuming a game from its autosave, scan again.</source>
        <translation>Los códigos son nuevos en cada partida y cada vez que se abre Bazaar: tras reanudar una partida desde su guardado automático, escanead de nuevo.</translation>
    </message>
    <message>
        <source>The address of this computer that the phones are given (its network)</source>
        <translation>La dirección de este ordenador que se da a los móviles (su red)</translation>
    </message>
    <message>
        <source>Use this address</source>
        <translation>Usar esta dirección</translation>
    </message>
    <message>
        <source>Network address:</source>
        <translation>Dirección de red:</translation>
    </message>
    <message>
        <source>Bazaar cannot listen on {address}: {why}</source>
        <translation>Bazaar no puede escuchar en {address}: {why}</translation>
    </message>
    <message>
        <source>Port {wanted} is taken by another program (or another Bazaar), so the phones use port {port} this time: open the address shown. To keep one address, choose a free port in Settings.</source>
        <translation>El puerto {wanted} está ocupado por otro programa (u otro Bazaar), así que esta vez los móviles usan el puerto {port}: abre la dirección que se muestra. Para tener siempre la misma dirección, elige un puerto libre en Ajustes.</translation>
    </message>
    <message>
        <source>New codes for {address}: the old links no longer work.</source>
        <translation>Códigos nuevos para {address}: los enlaces anteriores ya no funcionan.</translation>
    </message>
    <message>
        <source>Phones connected: {names}.</source>
        <translation>Móviles conectados: {names}.</translation>
    </message>
    <message>
        <source>Start a game with people at the table first: then invite phones.</source>
        <translation>Empieza primero una partida con personas en la mesa; luego invita a los móviles.</translation>
    </message>
</context>
<context>
    <name>Jewels</name>
    <message>
        <source>sapphire</source>
        <translation>zafiro</translation>
    </message>
    <message>
        <source>ruby</source>
        <translation>rubí</translation>
    </message>
    <message>
        <source>emerald</source>
        <translation>esmeralda</translation>
    </message>
    <message>
        <source>sapphires</source>
        <translation>zafiros</translation>
    </message>
    <message>
        <source>rubies</source>
        <translation>rubíes</translation>
    </message>
    <message>
        <source>emeralds</source>
        <translation>esmeraldas</translation>
    </message>
    <message>
        <source>{count} {jewels}</source>
        <translation>{count} {jewels}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
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
        <translation>{name} comercia primero por sorteo.</translation>
    </message>
    <message>
        <source>You are drawn to trade first.</source>
        <translation>Te toca por sorteo comerciar primero.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}: {name} trades first</source>
        <translation>Ronda {round} de {rounds}: {name} comercia primero</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}: you trade first</source>
        <translation>Ronda {round} de {rounds}: comercias primero</translation>
    </message>
    <message>
        <source>Price card: {card}. Prices now {a} / {b} / {c}.</source>
        <translation>Carta de precio: {card}. Precios ahora: {a} / {b} / {c}.</translation>
    </message>
    <message>
        <source>{name} sells {jewels} at {price} for {received} Grand.</source>
        <translation>{name} vende {jewels} a {price} por {received} Grand.</translation>
    </message>
    <message>
        <source>The game is over: {names} won.</source>
        <translation>La partida ha terminado. Victoria para {names}.</translation>
    </message>
    <message>
        <source>{name} sells {sold} (+{received}) and buys {bought} (−{paid}): {money} Grand.</source>
        <translation>{name} vende {sold} (+{received}) y compra {bought} (−{paid}): {money} Grand.</translation>
    </message>
    <message>
        <source>{name} buys {bought} (−{paid}): {money} Grand.</source>
        <translation>{name} compra {bought} (−{paid}): {money} Grand.</translation>
    </message>
    <message>
        <source>{name} only sells {sold} (+{received}): {money} Grand.</source>
        <translation>{name} solo vende {sold} (+{received}): {money} Grand.</translation>
    </message>
    <message>
        <source>{name} cannot buy and passes.</source>
        <translation>{name} no puede comprar y pasa.</translation>
    </message>
    <message>
        <source>You sell {sold} (+{received}) and buy {bought} (−{paid}): {money} Grand.</source>
        <translation>Vendes {sold} (+{received}) y compras {bought} (−{paid}): {money} Grand.</translation>
    </message>
    <message>
        <source>You buy {bought} (−{paid}): {money} Grand.</source>
        <translation>Compras {bought} (−{paid}): {money} Grand.</translation>
    </message>
    <message>
        <source>You only sell {sold} (+{received}): {money} Grand.</source>
        <translation>Solo vendes {sold} (+{received}): {money} Grand.</translation>
    </message>
    <message>
        <source>You cannot buy and pass.</source>
        <translation>No puedes comprar y pasas.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>{name}: sell if you like, then buy at least one jewel — Enter confirms.</source>
        <translation>{name}: vende si quieres y después compra al menos una joya; Intro confirma.</translation>
    </message>
    <message>
        <source>{name}: no purchase is possible this round — sell or pass, Enter confirms.</source>
        <translation>{name}: esta ronda no puedes comprar nada; vende o pasa, Intro confirma.</translation>
    </message>
    <message>
        <source>{names} thinking…</source>
        <translation>{names} está pensando…</translation>
    </message>
    <message>
        <source>Turning up the price card for round {round}…</source>
        <translation>Revelando la carta de precio de la ronda {round}…</translation>
    </message>
    <message>
        <source>Drawing the first player…</source>
        <translation>Sorteando el jugador inicial…</translation>
    </message>
    <message>
        <source>Waiting for {name} to trade.</source>
        <translation>Esperando a que {name} comercie.</translation>
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
        <translation>Tablero de precios</translation>
    </message>
    <message>
        <source>Price card</source>
        <translation>Carta de precio</translation>
    </message>
    <message>
        <source>Jewel Bazaar</source>
        <translation>Jewel Bazaar</translation>
    </message>
    <message>
        <source>After {rounds} rounds every jewel was sold at {price}.</source>
        <translation>Tras {rounds} rondas, cada joya se vendió a {price}.</translation>
    </message>
    <message>
        <source>Round {round} of {rounds}</source>
        <translation>Ronda {round} de {rounds}</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · you trade first</source>
        <translation>Ronda {round} de {rounds} · comercias primero</translation>
    </message>
    <message>
        <source>Round {round} of {rounds} · {name} trades first</source>
        <translation>Ronda {round} de {rounds} · {name} comercia primero</translation>
    </message>
    <message>
        <source>{kind}: {price} Grand this round. Start and final price: {start}.</source>
        <translation>{kind}: {price} Grand en esta ronda. Precio inicial y final: {start}.</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Ronda {round}</translation>
    </message>
    <message>
        <source>{count} left</source>
        <translation>quedan {count}</translation>
    </message>
    <message>
        <source>This round&apos;s price card: {card}.</source>
        <translation>Carta de precio de esta ronda: {card}.</translation>
    </message>
    <message>
        <source>{count} cards to come</source>
        <translation>faltan {count} cartas</translation>
    </message>
    <message>
        <source>Which price cards are still to come is public; their order is not. Each column counts the cards that move that jewel&apos;s price up, not at all, or down.</source>
        <translation>Qué cartas de precio faltan por salir es público; su orden, no. Cada columna cuenta las cartas que suben el precio de esa joya, lo dejan igual o lo bajan.</translation>
    </message>
    <message>
        <source>All {rounds} cards have been played.</source>
        <translation>Se han jugado las {rounds} cartas.</translation>
    </message>
    <message>
        <source>The first card is about to be turned up.</source>
        <translation>Está a punto de revelarse la primera carta.</translation>
    </message>
    <message>
        <source>Prices hold until the round ends.</source>
        <translation>Los precios valen hasta el final de la ronda.</translation>
    </message>
    <message>
        <source>Bazaar stock</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <source>{count} of each kind
at the start</source>
        <translation>{count} de cada tipo
al empezar</translation>
    </message>
    <message>
        <source>{kinds} left</source>
        <translation>{kinds}</translation>
    </message>
    <message>
        <source>{price} Grand each</source>
        <translation>a {price} Grand</translation>
    </message>
    <message>
        <source>{count} {kinds} in the bazaar.</source>
        <translation>{count} {kinds} en el bazar.</translation>
    </message>
    <message>
        <source>Click to add one to your purchase.</source>
        <translation>Haz clic para añadir una a tu compra.</translation>
    </message>
    <message>
        <source>Grand</source>
        <translation>Grand</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1.º</translation>
    </message>
    <message>
        <source>{name}: {money} Grand; jewels: {jewels}.</source>
        <translation>{name}: {money} Grand; joyas: {jewels}.</translation>
    </message>
    <message>
        <source>Trades first this round.</source>
        <translation>Comercia primero en esta ronda.</translation>
    </message>
    <message>
        <source>Click one of your jewels to add it to your sale.</source>
        <translation>Haz clic en una de tus joyas para añadirla a tu venta.</translation>
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
        <translation>ha pasado</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <source>trading…</source>
        <translation>comerciando…</translation>
    </message>
    <message>
        <source>✓ traded</source>
        <translation>✓ ha comerciado</translation>
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
        <translation>Dinero</translation>
    </message>
    <message>
        <source>{money} Grand</source>
        <translation>{money} Grand</translation>
    </message>
    <message>
        <source>{name} has the most money ({money} Grand).</source>
        <translation>{name} tiene más dinero ({money} Grand).</translation>
    </message>
    <message>
        <source>Final sale</source>
        <translation>Venta final</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Jewels of each kind in the bazaar</source>
        <translation>Joyas de cada tipo en el bazar</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Jugador inicial</translation>
    </message>
    <message>
        <source>{names} are tied with {money} Grand each and share the win.</source>
        <translation>{names} están empatados con {money} Grand cada uno y comparten la victoria.</translation>
    </message>
    <message>
        <source>You have the most money ({money} Grand).</source>
        <translation>Tienes más dinero ({money} Grand).</translation>
    </message>
    <message>
        <source>At the end every jewel was worth 10 again and was sold; the last column shows what that final sale brought in.</source>
        <translation>Al final, cada joya volvió a valer 10 y se vendió; la última columna muestra lo que aportó esa venta final.</translation>
    </message>
    <message>
        <source>Most money wins; tied players share the win.</source>
        <translation>Gana quien tiene más dinero; los jugadores empatados comparten la victoria.</translation>
    </message>
    <message>
        <source>Worth in Grand (money and jewels at the round&apos;s prices)</source>
        <translation>Valor en Grand (dinero y joyas a los precios de la ronda)</translation>
    </message>
    <message>
        <source>The bazaar&apos;s stock of each kind at the start.</source>
        <translation>La reserva del bazar de cada tipo al empezar.</translation>
    </message>
    <message>
        <source>Who trades first in round 1.</source>
        <translation>Quién comercia primero en la ronda 1.</translation>
    </message>
    <message>
        <source>The first seat</source>
        <translation>El primer asiento</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Sorteado</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Mayús+Tab</translation>
    </message>
    <message>
        <source>Jewel Bazaar: move between the Sell and Buy numbers</source>
        <translation>Jewel Bazaar: moverse entre las cifras de Vender y Comprar</translation>
    </message>
    <message>
        <source>0–4, ↑ / ↓</source>
        <translation>0–4, ↑ / ↓</translation>
    </message>
    <message>
        <source>Jewel Bazaar: set how many jewels to sell or buy</source>
        <translation>Jewel Bazaar: indicar cuántas joyas vender o comprar</translation>
    </message>
    <message>
        <source>Jewel Bazaar: make the trade (or pass)</source>
        <translation>Jewel Bazaar: hacer el trato (o pasar)</translation>
    </message>
</context>
<context>
    <name>KeptGames</name>
    <message>
        <source>{file} was not a game Bazaar can continue; it was kept as {kept}.</source>
        <translation>{file} no era una partida que Bazaar pueda continuar; se guardó como {kept}.</translation>
    </message>
    <message>
        <source>That game is open in another window of Bazaar.</source>
        <translation>Esa partida está abierta en otra ventana de Bazaar.</translation>
    </message>
    <message>
        <source>Continued a game in progress.</source>
        <translation>Se continuó una partida en curso.</translation>
    </message>
    <message>
        <source>That game could not be loaded ({why}).</source>
        <translation>No se pudo cargar esa partida ({why}).</translation>
    </message>
    <message>
        <source>That game could not be loaded ({why}); it was kept as {file}.</source>
        <translation>No se pudo cargar esa partida ({why}); se guardó como {file}.</translation>
    </message>
    <message>
        <source>Delete the game in progress?</source>
        <translation>¿Borrar la partida en curso?</translation>
    </message>
    <message>
        <source>The game of {game} with {names} will be gone for good.</source>
        <translation>La partida de {game} con {names} desaparecerá para siempre.</translation>
    </message>
    <message>
        <source>&amp;Delete it</source>
        <translation>&amp;Borrarla</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Conservarla</translation>
    </message>
    <message>
        <source>The game in progress was deleted.</source>
        <translation>Se borró la partida en curso.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>it could not be read ({error})</source>
        <translation>no se pudo leer ({error})</translation>
    </message>
    <message>
        <source>The settings file could not be read ({why}); the defaults are used.</source>
        <translation>No se pudo leer el archivo de ajustes ({why}); se usan los valores predeterminados.</translation>
    </message>
    <message>
        <source>The settings file could not be read ({why}); the settings were reset and the old file was kept as {file}.</source>
        <translation>No se pudo leer el archivo de ajustes ({why}); los ajustes se restablecieron y el archivo anterior se guardó como {file}.</translation>
    </message>
    <message>
        <source>Bazaar</source>
        <translation>Bazaar</translation>
    </message>
    <message>
        <source>Take back your last decision (Ctrl+Z)</source>
        <translation>Deshacer tu última decisión (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Last choice taken back.</source>
        <translation>Se ha deshecho la última decisión.</translation>
    </message>
    <message>
        <source>Seed {seed}</source>
        <translation>Semilla {seed}</translation>
    </message>
    <message>
        <source>Pass the device to {name}.</source>
        <translation>Pasa el dispositivo a {name}.</translation>
    </message>
    <message>
        <source>Watching · Room {room}</source>
        <translation>Mirando · Sala {room}</translation>
    </message>
    <message>
        <source>Room {room}</source>
        <translation>Sala {room}</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <source>Watching: no seat of yours</source>
        <translation>Mirando: sin asiento propio</translation>
    </message>
    <message>
        <source>Not allowed: {why}</source>
        <translation>No permitido: {why}</translation>
    </message>
    <message>
        <source>Walkthrough complete: play on!</source>
        <translation>Tutorial completado: ¡sigue jugando!</translation>
    </message>
    <message>
        <source>You left the walkthrough; the game goes on.</source>
        <translation>Has dejado el tutorial; la partida sigue.</translation>
    </message>
    <message>
        <source>No hint this time: {why}</source>
        <translation>Esta vez no hay pista: {why}</translation>
    </message>
    <message>
        <source>There is no decision of yours to hint at.</source>
        <translation>No tienes ninguna decisión pendiente para una pista.</translation>
    </message>
    <message>
        <source>{file} was a link to another file; it was renamed {aside}, and nothing was written through it.</source>
        <translation>{file} era un enlace a otro archivo; se renombró como {aside} y no se escribió nada a través de él.</translation>
    </message>
    <message>
        <source>it is not a settings file</source>
        <translation>no es un archivo de ajustes</translation>
    </message>
    <message>
        <source>The setting {keys} held a value stored as a program object, which Bazaar never reads; it was ignored and the other settings were kept.</source>
        <translation>El ajuste {keys} contenía un valor guardado como objeto de programa, que Bazaar nunca lee; se ha ignorado y se conservan los demás ajustes.</translation>
    </message>
    <message>
        <source>The settings could not be written ({why}).</source>
        <translation>No se pudieron guardar los ajustes ({why}).</translation>
    </message>
    <message>
        <source>Another program holds the lock of the settings file ({file}); the settings were written without waiting for it.</source>
        <translation>Otro programa tiene el bloqueo del archivo de ajustes ({file}); los ajustes se guardaron sin esperarlo.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Número de jugadores:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>Seat &amp;{number}:</source>
        <translation>Asiento &amp;{number}:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>&amp;Invite phones: each person plays on their phone</source>
        <translation>&amp;Invitar móviles: cada persona juega en su móvil</translation>
    </message>
    <message>
        <source>&amp;Advanced</source>
        <translation>&amp;Avanzado</translation>
    </message>
    <message>
        <source>random</source>
        <translation>al azar</translation>
    </message>
    <message>
        <source>The same seed and the same choices replay the same game.</source>
        <translation>La misma semilla y las mismas decisiones repiten la misma partida.</translation>
    </message>
    <message>
        <source>&amp;Seed (optional):</source>
        <translation>&amp;Semilla (opcional):</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Jugadas al azar</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>{level} (not available yet)</source>
        <translation>{level} (aún no disponible)</translation>
    </message>
    <message>
        <source>This bot level has not been built for this game yet.</source>
        <translation>Este nivel de bot todavía no existe para este juego.</translation>
    </message>
    <message>
        <source>Pass and play: {n} people share this device. Secret choices are made behind a curtain, one person at a time.</source>
        <translation>Pasar el dispositivo: {n} personas comparten este dispositivo. Las decisiones secretas se toman tras una cortina, de una en una.</translation>
    </message>
    <message>
        <source>Bots only: you watch the game.</source>
        <translation>Solo bots: tú miras la partida.</translation>
    </message>
    <message>
        <source>One person against the bots.</source>
        <translation>Una persona contra los bots.</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
</context>
<context>
    <name>Online</name>
    <message>
        <source>Port {old} is taken by another program: the table server uses port {new} from now on.</source>
        <translation>Otro programa ocupa el puerto {old}: el servidor de mesas usa el puerto {new} a partir de ahora.</translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation>&amp;Reintentar</translation>
    </message>
    <message>
        <source>Your choice is sent when the table is back.</source>
        <translation>Tu elección se envía cuando la mesa vuelva.</translation>
    </message>
    <message>
        <source>The table server on this computer stopped: the table waits for it.</source>
        <translation>El servidor de mesas de este ordenador se detuvo: la mesa lo espera.</translation>
    </message>
    <message>
        <source>Waiting for {names} to join…</source>
        <translation>Esperando a que {names} se una…</translation>
    </message>
    <message>
        <source>Everyone is here: the game starts.</source>
        <translation>Ya están todos: empieza la partida.</translation>
    </message>
    <message>
        <source>A bot plays your seat ({name}); the host can give it back to you.</source>
        <translation>Un bot juega tu puesto ({name}); el anfitrión puede devolvértelo.</translation>
    </message>
    <message>
        <source>Reconnecting…</source>
        <translation>Reconectando…</translation>
    </message>
    <message>
        <source>The table&apos;s server does not answer: the host&apos;s Bazaar or its server has stopped. The table waits and comes back by itself when the server does.</source>
        <translation>El servidor de la mesa no responde: el Bazaar del anfitrión o su servidor se detuvo. La mesa espera y vuelve sola cuando vuelva el servidor.</translation>
    </message>
    <message>
        <source>Connected to the table.</source>
        <translation>Conectado a la mesa.</translation>
    </message>
    <message>
        <source>The server closed the connection.</source>
        <translation>El servidor cerró la conexión.</translation>
    </message>
    <message>
        <source>Check that the address is the host&apos;s, that both computers are on the same network, that the host&apos;s firewall lets Bazaar in, and that the host&apos;s Bazaar is running with its table open.</source>
        <translation>Comprueba que la dirección sea la del anfitrión, que ambos ordenadores estén en la misma red, que el cortafuegos del anfitrión deje pasar a Bazaar y que el Bazaar del anfitrión esté abierto con su mesa.</translation>
    </message>
    <message>
        <source>Nothing answered at {address}.</source>
        <translation>Nada respondió en {address}.</translation>
    </message>
    <message>
        <source>No table server runs at {address}: the connection was refused.</source>
        <translation>Ningún servidor de mesas funciona en {address}: la conexión fue rechazada.</translation>
    </message>
    <message>
        <source>No computer has the address {address}.</source>
        <translation>Ningún ordenador tiene la dirección {address}.</translation>
    </message>
    <message>
        <source>The secure connection to {address} failed (its certificate, or a link for a secure server to one that is not).</source>
        <translation>La conexión segura con {address} falló (su certificado, o un enlace de servidor seguro a uno que no lo es).</translation>
    </message>
    <message>
        <source>The table server could not start on {address}.</source>
        <translation>El servidor de mesas no pudo iniciarse en {address}.</translation>
    </message>
    <message>
        <source>Something answered at {address}, but not a Bazaar table server.</source>
        <translation>Algo respondió en {address}, pero no un servidor de mesas de Bazaar.</translation>
    </message>
    <message>
        <source>No table at {address} has that room code.</source>
        <translation>Ninguna mesa en {address} tiene ese código de sala.</translation>
    </message>
    <message>
        <source>That table is over, or the server at {address} does not have it.</source>
        <translation>Esa mesa terminó, o el servidor en {address} no la tiene.</translation>
    </message>
    <message>
        <source>That table does not allow spectators: only its players see it.</source>
        <translation>Esa mesa no admite espectadores: solo la ven sus jugadores.</translation>
    </message>
    <message>
        <source>The server at {address} plays with Bazaar {theirs}; this is Bazaar {ours}.</source>
        <translation>El servidor en {address} juega con Bazaar {theirs}; este es Bazaar {ours}.</translation>
    </message>
    <message>
        <source>Install the same version of Bazaar as the host&apos;s.</source>
        <translation>Instala la misma versión de Bazaar que el anfitrión.</translation>
    </message>
    <message>
        <source>The server refused.</source>
        <translation>El servidor lo rechazó.</translation>
    </message>
    <message>
        <source>Check the code with the host (letters and digits, any case).</source>
        <translation>Comprueba el código con el anfitrión (letras y cifras, mayúsculas o minúsculas).</translation>
    </message>
    <message>
        <source>Could not reach the table</source>
        <translation>No se pudo llegar a la mesa</translation>
    </message>
    <message>
        <source>The server closed the link.</source>
        <translation>El servidor cerró el enlace.</translation>
    </message>
    <message>
        <source>A message from the server could not be read: {why}</source>
        <translation>No se pudo leer un mensaje del servidor: {why}</translation>
    </message>
    <message>
        <source>(for the host of an online game)</source>
        <translation>(para el anfitrión de una partida en línea)</translation>
    </message>
    <message>
        <source>Give {name}&apos;s seat back</source>
        <translation>Devolver su asiento a {name}</translation>
    </message>
    <message>
        <source>Let a bot play for {name}</source>
        <translation>Que un bot juegue por {name}</translation>
    </message>
    <message>
        <source>(nobody is away)</source>
        <translation>(no falta nadie)</translation>
    </message>
    <message>
        <source>The table is busy. Try again.</source>
        <translation>La mesa está ocupada. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>The server could not record that decision. Try again.</source>
        <translation>El servidor no pudo registrar esa decisión. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>Too many messages at once: slow down.</source>
        <translation>Demasiados mensajes a la vez: más despacio.</translation>
    </message>
    <message>
        <source>No table has that room code.</source>
        <translation>Ninguna mesa tiene ese código de sala.</translation>
    </message>
    <message>
        <source>That seat link is not of a table on this server.</source>
        <translation>Ese enlace de asiento no es de ninguna mesa de este servidor.</translation>
    </message>
    <message>
        <source>Every seat at that table is taken.</source>
        <translation>Todos los asientos de esa mesa están ocupados.</translation>
    </message>
    <message>
        <source>This table does not allow spectators.</source>
        <translation>Esta mesa no admite espectadores.</translation>
    </message>
    <message>
        <source>Take a seat first.</source>
        <translation>Primero toma asiento.</translation>
    </message>
    <message>
        <source>A bot plays this seat now.</source>
        <translation>Ahora un bot juega en este asiento.</translation>
    </message>
    <message>
        <source>The game is not over yet.</source>
        <translation>La partida aún no ha terminado.</translation>
    </message>
    <message>
        <source>The game&apos;s history is given when the game is over.</source>
        <translation>El historial de la partida se da cuando la partida termina.</translation>
    </message>
    <message>
        <source>The table waits for every seat to be taken.</source>
        <translation>La mesa espera a que se ocupen todos los asientos.</translation>
    </message>
    <message>
        <source>Only the table&apos;s host may do that.</source>
        <translation>Solo el anfitrión de la mesa puede hacer eso.</translation>
    </message>
    <message>
        <source>That is not a person&apos;s seat.</source>
        <translation>Ese no es el asiento de una persona.</translation>
    </message>
    <message>
        <source>That seat&apos;s player is here.</source>
        <translation>Quien juega en ese asiento está presente.</translation>
    </message>
    <message>
        <source>The server has as many tables as it can hold. Try again later.</source>
        <translation>El servidor tiene todas las mesas que puede sostener. Inténtalo más tarde.</translation>
    </message>
    <message>
        <source>Too many tables from your address.</source>
        <translation>Demasiadas mesas desde tu dirección.</translation>
    </message>
    <message>
        <source>That seat was not handed to a bot.</source>
        <translation>Ese asiento no se entregó a un bot.</translation>
    </message>
    <message>
        <source>The game has moved on: decision %1 is now to be made.</source>
        <translation>La partida ha avanzado: ahora toca la decisión %1.</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>Another player asks to play again at this table.</source>
        <translation>Otro jugador pide jugar otra vez en esta mesa.</translation>
    </message>
    <message>
        <source>The same seats; the next player starts. Join now, or later through Game &gt; Play again.</source>
        <translation>Los mismos puestos; empieza el siguiente jugador. Únete ahora o más tarde con Partida &gt; Jugar otra vez.</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <source>&amp;Not now</source>
        <translation>&amp;Ahora no</translation>
    </message>
    <message>
        <source>Join my table of {game} in Bazaar: Game &gt; Play online… &gt; Join, then give the server {server} and the room code {room}.</source>
        <translation>Únete a mi mesa de {game} en Bazaar: Partida &gt; Jugar en línea… &gt; Unirse, y escribe el servidor {server} y el código de sala {room}.</translation>
    </message>
    <message>
        <source>Without Bazaar: open {address} in any browser and type the room code {room}.</source>
        <translation>Sin Bazaar: abre {address} en cualquier navegador y escribe el código de sala {room}.</translation>
    </message>
    <message>
        <source>{name}, your seat at my table of {game}: open this link in any browser, nothing to install: {link}</source>
        <translation>{name}, tu puesto en mi mesa de {game}: abre este enlace en cualquier navegador, sin instalar nada: {link}</translation>
    </message>
    <message>
        <source>{name}, your seat at my table of {game} in Bazaar: Game &gt; Play online… &gt; Join, and paste this link: {link}</source>
        <translation>{name}, tu puesto en mi mesa de {game} en Bazaar: Partida &gt; Jugar en línea… &gt; Unirse, y pega este enlace: {link}</translation>
    </message>
    <message>
        <source>Copied: paste it in a message to your friends.</source>
        <translation>Copiado: pégalo en un mensaje a tus amigos.</translation>
    </message>
    <message>
        <source>Room code: {room}</source>
        <translation>Código de sala: {room}</translation>
    </message>
    <message>
        <source>Server: {server}</source>
        <translation>Servidor: {server}</translation>
    </message>
    <message>
        <source>Friends join in Bazaar with Game &gt; Play online… &gt; Join: the server and the room code (the first free seat), or their seat&apos;s own link below.</source>
        <translation>Los amigos se unen en Bazaar con Partida &gt; Jugar en línea… &gt; Unirse: con el servidor y el código de sala (el primer puesto libre), o con el enlace de su puesto, abajo.</translation>
    </message>
    <message>
        <source>In any browser: {address} with the room code</source>
        <translation>En cualquier navegador: {address} con el código de sala</translation>
    </message>
    <message>
        <source>&amp;Copy the invitation</source>
        <translation>&amp;Copiar la invitación</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt;&apos;s seat</source>
        <translation>Puesto de &lt;b&gt;{name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Open in Bazaar</source>
        <translation>Abrir en Bazaar</translation>
    </message>
    <message>
        <source>Open in a browser</source>
        <translation>Abrir en un navegador</translation>
    </message>
    <message>
        <source>Copy this seat&apos;s invitation</source>
        <translation>Copiar la invitación de este puesto</translation>
    </message>
    <message>
        <source>Copy this seat&apos;s browser invitation</source>
        <translation>Copiar la invitación de navegador de este puesto</translation>
    </message>
    <message>
        <source>{name}&apos;s time ran out: the turn clock decided for them.</source>
        <translation>Se acabó el tiempo de {name}: decidió el reloj de turno.</translation>
    </message>
    <message>
        <source>Decisions the turn clock made: {who}.</source>
        <translation>Decisiones del reloj de turno: {who}.</translation>
    </message>
    <message>
        <source>Turn clock: {minutes}:{seconds:02d} left for {names}</source>
        <translation>Reloj de turno: quedan {minutes}:{seconds:02d} para {names}</translation>
    </message>
    <message>
        <source>The turn clock: {seconds} s a decision; then an Easy bot decides.</source>
        <translation>El reloj de turno: {seconds} s por decisión; después decide un bot fácil.</translation>
    </message>
    <message>
        <source>The table&apos;s port is taken</source>
        <translation>El puerto de la mesa está ocupado</translation>
    </message>
    <message>
        <source>Port {old}, which this table&apos;s links use, is taken by another program. Start the table server on port {new} instead? The invited people then need new links (shown next).</source>
        <translation>Otro programa ocupa el puerto {old}, que usan los enlaces de esta mesa. ¿Iniciar el servidor de mesas en el puerto {new}? Los invitados necesitarán enlaces nuevos (se muestran a continuación).</translation>
    </message>
    <message>
        <source>&amp;Use port {new}</source>
        <translation>&amp;Usar el puerto {new}</translation>
    </message>
    <message>
        <source>New links for the others</source>
        <translation>Enlaces nuevos para los demás</translation>
    </message>
    <message>
        <source>Room code: {room} (server {address}). The invited people&apos;s new links:</source>
        <translation>Código de sala: {room} (servidor {address}). Los enlaces nuevos de los invitados:</translation>
    </message>
    <message>
        <source>You host this table: quitting stops its server, and the others wait until you start Bazaar again and continue it from Games in progress. Or keep the server running: the table stays open for the others, and your seat waits for you.</source>
        <translation>Eres el anfitrión de esta mesa: al salir se detiene su servidor y los demás esperan hasta que vuelvas a abrir Bazaar y la continúes desde Partidas en curso. O deja el servidor en marcha: la mesa sigue abierta para los demás y tu asiento te espera.</translation>
    </message>
    <message>
        <source>Your seat at the table waits for you (the host may let a bot play it meanwhile), and Games in progress takes you back to it. Quit now?</source>
        <translation>Tu asiento en la mesa te espera (mientras tanto el anfitrión puede dejar que lo juegue un bot) y Partidas en curso te lleva de vuelta. ¿Salir ahora?</translation>
    </message>
    <message>
        <source>Quit Bazaar</source>
        <translation>Salir de Bazaar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Quit, &amp;keep the server running</source>
        <translation>Salir y &amp;mantener el servidor</translation>
    </message>
    <message>
        <source>K&amp;eep playing</source>
        <translation>Seguir &amp;jugando</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <source>Play online</source>
        <translation>Jugar en línea</translation>
    </message>
    <message>
        <source>New table</source>
        <translation>Mesa nueva</translation>
    </message>
    <message>
        <source>Host on this computer</source>
        <translation>Alojar en este ordenador</translation>
    </message>
    <message>
        <source>Use a server</source>
        <translation>Usar un servidor</translation>
    </message>
    <message>
        <source>host:port</source>
        <translation>equipo:puerto</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>&amp;Open the table</source>
        <translation>&amp;Abrir la mesa</translation>
    </message>
    <message>
        <source>Invitations</source>
        <translation>Invitaciones</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
    <message>
        <source>{seconds} s a decision</source>
        <translation>{seconds} s por decisión</translation>
    </message>
    <message>
        <source>{minutes} min a decision</source>
        <translation>{minutes} min por decisión</translation>
    </message>
    <message>
        <source>Person at this computer</source>
        <translation>Persona en este ordenador</translation>
    </message>
    <message>
        <source>Person elsewhere (invited)</source>
        <translation>Persona en otro lugar (invitada)</translation>
    </message>
    <message>
        <source>Bot: {level}</source>
        <translation>Bot: {level}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Jugador {number}</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Asiento {number}</translation>
    </message>
    <message>
        <source>Take at least one seat at this computer.</source>
        <translation>Ocupa al menos un asiento en este ordenador.</translation>
    </message>
    <message>
        <source>Could not open the table: {why}</source>
        <translation>No se pudo abrir la mesa: {why}</translation>
    </message>
    <message>
        <source>Join or watch</source>
        <translation>Unirse o mirar</translation>
    </message>
    <message>
        <source>The address the others reach this computer at (choose one, or type it)</source>
        <translation>La dirección con la que los demás llegan a este ordenador (elige una o escríbela)</translation>
    </message>
    <message>
        <source>Turn clock</source>
        <translation>Reloj de turno</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>Espectadores</translation>
    </message>
    <message>
        <source>When a person&apos;s time runs out, the clock decides for them (an Easy bot)</source>
        <translation>Cuando a una persona se le acaba el tiempo, el reloj decide por ella (un bot fácil)</translation>
    </message>
    <message>
        <source>Others may watch by the room code</source>
        <translation>Otros pueden mirar con el código de sala</translation>
    </message>
    <message>
        <source>bazaar://… seat link, or host:port</source>
        <translation>enlace de asiento bazaar://…, o equipo:puerto</translation>
    </message>
    <message>
        <source>6 characters (not needed with a seat link)</source>
        <translation>6 caracteres (no hace falta con un enlace de asiento)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Mirar</translation>
    </message>
    <message>
        <source>Watch the table by its room code: the board as everyone sees it, no hand</source>
        <translation>Mirar la mesa con su código de sala: el tablero como lo ven todos, sin mano</translation>
    </message>
    <message>
        <source>Link or server</source>
        <translation>Enlace o servidor</translation>
    </message>
    <message>
        <source>Room code</source>
        <translation>Código de sala</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Tu nombre</translation>
    </message>
    <message>
        <source>Paste a seat link, or give the room code.</source>
        <translation>Pega un enlace de asiento o indica el código de sala.</translation>
    </message>
    <message>
        <source>That is not a server&apos;s address or a seat link.</source>
        <translation>Eso no es la dirección de un servidor ni un enlace de asiento.</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>To watch, give the server (host:port) and the room code.</source>
        <translation>Para mirar, indica el servidor (host:puerto) y el código de sala.</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Pick a card in your hand with ←/→ (or 1–5, or a click) and press Enter.</source>
        <translation>Elige una carta de tu mano con ←/→ (o 1–5, o con un clic) y pulsa Intro.</translation>
    </message>
    <message>
        <source>◀</source>
        <translation>◀</translation>
    </message>
    <message>
        <source>The card to the left (←)</source>
        <translation>La carta de la izquierda (←)</translation>
    </message>
    <message>
        <source>Previous card</source>
        <translation>Carta anterior</translation>
    </message>
    <message>
        <source>▶</source>
        <translation>▶</translation>
    </message>
    <message>
        <source>The card to the right (→)</source>
        <translation>La carta de la derecha (→)</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Carta siguiente</translation>
    </message>
    <message>
        <source>Play card {number} of {count}</source>
        <translation>Juega la carta {number} de {count}</translation>
    </message>
    <message>
        <source>{name}, play card {number} of {count}</source>
        <translation>{name}, juega la carta {number} de {count}</translation>
    </message>
    <message>
        <source>{name}, play a card</source>
        <translation>{name}, juega una carta</translation>
    </message>
    <message>
        <source>Your turn: play a card</source>
        <translation>Te toca: juega una carta</translation>
    </message>
    <message>
        <source>Play (Enter)</source>
        <translation>Jugar (Intro)</translation>
    </message>
    <message>
        <source>Picked: {card}</source>
        <translation>Has elegido {card}</translation>
    </message>
    <message>
        <source>Lay the Double… (Enter)</source>
        <translation>Colocar el Doble… (Intro)</translation>
    </message>
    <message>
        <source>Choose next who receives the Double: they must play two cards</source>
        <translation>Elige a continuación quién recibe el Doble: deberá jugar dos cartas</translation>
    </message>
    <message>
        <source>Play {card} (Enter)</source>
        <translation>Jugar {card} (Intro)</translation>
    </message>
    <message>
        <source>Play the picked card: {effect}</source>
        <translation>Jugar la carta elegida: {effect}</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>{name} (bot thinking)</source>
        <translation>{name} (bot pensando)</translation>
    </message>
    <message>
        <source>{name} (bot playing)</source>
        <translation>{name} (juega un bot)</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name} (ausente)</translation>
    </message>
    <message>
        <source>{name} (thinking)</source>
        <translation>{name} (pensando)</translation>
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
        <translation>Jugadores y puntuaciones</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Ver en:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Ficheros de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay: {game} — {source}</source>
        <translation>Repetición: {game} — {source}</translation>
    </message>
    <message>
        <source>Replay: {game}</source>
        <translation>Repetición: {game}</translation>
    </message>
    <message>
        <source>{game}: {names}</source>
        <translation>{game}: {names}</translation>
    </message>
    <message>
        <source>Whose view to show</source>
        <translation>Qué punto de vista mostrar</translation>
    </message>
    <message>
        <source>The table shows what everyone saw; a player&apos;s view shows only what that player knew; everything reveals every secret.</source>
        <translation>La mesa muestra lo que vieron todos; la vista de un jugador, solo lo que ese jugador sabía; «Todo» revela cada secreto.</translation>
    </message>
    <message>
        <source>This game is not over: only what everyone at the table sees is shown. Players&apos; views and everything unlock when the game is over.</source>
        <translation>Esta partida no ha terminado: solo se muestra lo que ve toda la mesa. Las vistas de los jugadores y «Todo» se desbloquean al terminar la partida.</translation>
    </message>
    <message>
        <source>{name}&apos;s view</source>
        <translation>Lo que ve {name}</translation>
    </message>
    <message>
        <source>Everything (the game is over)</source>
        <translation>Todo (la partida ha terminado)</translation>
    </message>
    <message>
        <source>&amp;View as:</source>
        <translation>&amp;Ver como:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>{action} ({key})</source>
        <translation>{action} ({key})</translation>
    </message>
    <message>
        <source>Go to the start</source>
        <translation>Ir al principio</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>One step back</source>
        <translation>Un paso atrás</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>One step forward</source>
        <translation>Un paso adelante</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>Go to the end</source>
        <translation>Ir al final</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Reproducir</translation>
    </message>
    <message>
        <source>Play the game step by step (P)</source>
        <translation>Reproducir la partida paso a paso (P)</translation>
    </message>
    <message>
        <source>Step in the game</source>
        <translation>Paso de la partida</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>The table (what everyone sees)</source>
        <translation>La mesa (lo que ven todos)</translation>
    </message>
    <message>
        <source>Start of the game: {names}.</source>
        <translation>Comienzo de la partida: {names}.</translation>
    </message>
    <message>
        <source>{step} / {total}</source>
        <translation>{step} / {total}</translation>
    </message>
    <message>
        <source>The start of the game, before any decision.</source>
        <translation>El comienzo de la partida, antes de cualquier decisión.</translation>
    </message>
    <message>
        <source>chance</source>
        <translation>el azar</translation>
    </message>
    <message>
        <source>Step {step} of {total}: {what}</source>
        <translation>Paso {step} de {total}: {what}</translation>
    </message>
    <message>
        <source>Step {step} of {total}: a decision by {who}.</source>
        <translation>Paso {step} de {total}: una decisión de {who}.</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
</context>
<context>
    <name>ResultsDialog</name>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Scores across the game: {what}</source>
        <translation>Puntuaciones a lo largo de la partida: {what}</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Puesto</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
</context>
<context>
    <name>ResultsFlow</name>
    <message>
        <source>&amp;Watch replay</source>
        <translation>&amp;Ver repetición</translation>
    </message>
    <message>
        <source>Step through every decision of this game</source>
        <translation>Recorrer una a una todas las decisiones de esta partida</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Guardar partida…</translation>
    </message>
    <message>
        <source>Keep the whole game in a file, as a saved game</source>
        <translation>Guardar la partida entera en un archivo, como una partida guardada</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
        <source>A new game with the same players and bots; the next player starts</source>
        <translation>Una partida nueva con los mismos jugadores y bots; empieza el siguiente jugador</translation>
    </message>
    <message>
        <source>{name} won with 1 hint.</source>
        <translation>{name} ganó con 1 pista.</translation>
    </message>
    <message>
        <source>{name} used 1 hint.</source>
        <translation>{name} usó 1 pista.</translation>
    </message>
    <message>
        <source>{name} won with {count} hints.</source>
        <translation>{name} ganó con {count} pistas.</translation>
    </message>
    <message>
        <source>{name} used {count} hints.</source>
        <translation>{name} usó {count} pistas.</translation>
    </message>
    <message>
        <source>Re&amp;view my game</source>
        <translation>&amp;Revisar mi partida</translation>
    </message>
    <message>
        <source>Your decisions beside the Hard bot&apos;s, largest losses first</source>
        <translation>Tus decisiones junto a las del bot Difícil, primero las mayores pérdidas</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>esta partida</translation>
    </message>
    <message>
        <source>Watch replay</source>
        <translation>Ver la repetición</translation>
    </message>
    <message>
        <source>Watch the replay of this game, or of a saved game?</source>
        <translation>¿Ver la repetición de esta partida o de una partida guardada?</translation>
    </message>
    <message>
        <source>&amp;This game</source>
        <translation>&amp;Esta partida</translation>
    </message>
    <message>
        <source>A &amp;saved game…</source>
        <translation>Una partida &amp;guardada…</translation>
    </message>
    <message>
        <source>Watch the replay of a saved game</source>
        <translation>Ver la repetición de una partida guardada</translation>
    </message>
    <message>
        <source>Bazaar saves (*.bazaar.json *.json)</source>
        <translation>Partidas guardadas de Bazaar (*.bazaar.json *.json)</translation>
    </message>
    <message>
        <source>Cannot show the replay</source>
        <translation>No se puede mostrar la repetición</translation>
    </message>
</context>
<context>
    <name>ResultsKeeper</name>
    <message>
        <source>The statistics cannot be written now ({why}); the result is kept and will be counted as soon as they can.</source>
        <translation>Ahora no se pueden escribir las estadísticas ({why}); el resultado se guarda y se contará en cuanto se pueda.</translation>
    </message>
</context>
<context>
    <name>ResumeFlow</name>
    <message>
        <source>This game is saved automatically again.</source>
        <translation>Esta partida vuelve a guardarse automáticamente.</translation>
    </message>
    <message>
        <source>Its last saved position is kept, and it is saved again as soon as it can be.</source>
        <translation>Se conserva su última posición guardada, y se guardará de nuevo en cuanto sea posible.</translation>
    </message>
    <message>
        <source>It is saved as soon as it can be.</source>
        <translation>Se guardará en cuanto sea posible.</translation>
    </message>
    <message>
        <source>This game cannot be saved automatically: {why}</source>
        <translation>Esta partida no se puede guardar automáticamente: {why}</translation>
    </message>
    <message>
        <source>Games cannot be kept on this computer now: {why}</source>
        <translation>Ahora no se pueden guardar partidas en este ordenador: {why}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review my game</source>
        <translation>Revisar mi partida</translation>
    </message>
    <message>
        <source>Whose decisions to review</source>
        <translation>De quién revisar las decisiones</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progreso de la revisión</translation>
    </message>
    <message>
        <source>&amp;Cancel the review</source>
        <translation>&amp;Cancelar la revisión</translation>
    </message>
    <message>
        <source>Comparing {name}&apos;s {count} decisions with the Hard bot&apos;s choices…</source>
        <translation>Comparando las {count} decisiones de {name} con las del bot Difícil…</translation>
    </message>
    <message>
        <source>The review was cancelled.</source>
        <translation>La revisión se canceló.</translation>
    </message>
    <message>
        <source>The review could not be made: {why}</source>
        <translation>No se pudo hacer la revisión: {why}</translation>
    </message>
    <message>
        <source>{name} had no decision with a real choice.</source>
        <translation>{name} no tuvo ninguna decisión con opciones reales.</translation>
    </message>
    <message>
        <source>{name} played as the Hard bot would at every decision. Well done!</source>
        <translation>{name} jugó como el bot Difícil en cada decisión. ¡Bien hecho!</translation>
    </message>
    <message>
        <source>{name}&apos;s decisions where the Hard bot expected the most from another move, largest first:</source>
        <translation>Decisiones de {name} en las que el bot Difícil esperaba más de otra jugada, de mayor a menor:</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>Ronda {round}</translation>
    </message>
    <message>
        <source>Round {round}, the start</source>
        <translation>Ronda {round}, la salida</translation>
    </message>
    <message>
        <source>Round {round}, turn {turn}</source>
        <translation>Ronda {round}, turno {turn}</translation>
    </message>
    <message>
        <source>{when}: {loss}</source>
        <translation>{when}: {loss}</translation>
    </message>
    <message>
        <source>You: {move} ({chance})</source>
        <translation>Tú: {move} ({chance})</translation>
    </message>
    <message>
        <source>Hard: {move} ({chance}). {why}</source>
        <translation>Difícil: {move} ({chance}). {why}</translation>
    </message>
    <message>
        <source>Show the position</source>
        <translation>Mostrar la posición</translation>
    </message>
    <message>
        <source>Open the replay at this decision, as {name} saw it</source>
        <translation>Abrir la repetición en esta decisión, tal como la vio {name}</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>This text is not installed with this copy of Bazaar (resources/rules).</source>
        <translation>Este texto no está instalado en esta copia de Bazaar (resources/rules).</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Scores across the game</source>
        <translation>Puntuaciones a lo largo de la partida</translation>
    </message>
</context>
<context>
    <name>SeatBox</name>
    <message>
        <source>Or type {address} and the code {code}</source>
        <translation>O escribe {address} y el código {code}</translation>
    </message>
    <message>
        <source>Release seat</source>
        <translation>Liberar el asiento</translation>
    </message>
    <message>
        <source>Disconnect this seat&apos;s phone; another device may then take the seat</source>
        <translation>Desconecta el móvil de este asiento; otro dispositivo podrá ocuparlo</translation>
    </message>
    <message>
        <source>Connected: {device}</source>
        <translation>Conectado: {device}</translation>
    </message>
    <message>
        <source>Held by a phone, not connected now (asleep?)</source>
        <translation>Ocupado por un móvil, ahora sin conexión (¿en reposo?)</translation>
    </message>
    <message>
        <source>Waiting for a phone…</source>
        <translation>Esperando un móvil…</translation>
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
        <translation>Todavía no hay ninguna mesa de juego lista.</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>No se puede empezar la partida</translation>
    </message>
    <message>
        <source>The game you were playing is kept in Game &gt; Games in progress.</source>
        <translation>La partida que jugabas se guarda en Partida &gt; Partidas en curso.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Bazaar saves (*.bazaar.json *.json)</source>
        <translation>Partidas guardadas de Bazaar (*.bazaar.json *.json)</translation>
    </message>
    <message>
        <source>Cannot open the game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <source>Game loaded from {file}.</source>
        <translation>Partida cargada de {file}.</translation>
    </message>
    <message>
        <source>Opening {file}…</source>
        <translation>Abriendo {file}…</translation>
    </message>
    <message>
        <source>this version has no table for that game</source>
        <translation>esta versión no tiene mesa para ese juego</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>{file} was not made by Bazaar on this computer, or changed since: this game will not be counted in the statistics.</source>
        <translation>{file} no lo hizo Bazaar en este ordenador, o se cambió después: esta partida no contará en las estadísticas.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Bazaar saves (*.bazaar.json)</source>
        <translation>Partidas guardadas de Bazaar (*.bazaar.json)</translation>
    </message>
    <message>
        <source>{file} already exists. Replace it?</source>
        <translation>{file} ya existe. ¿Quieres sustituirlo?</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>Guardada en {file}.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>Quit Bazaar</source>
        <translation>Salir de Bazaar</translation>
    </message>
    <message>
        <source>The lesson is not kept: Help &gt; Learn to play starts it again. Quit now?</source>
        <translation>La lección no se guarda: Ayuda &gt; Aprender a jugar la empieza de nuevo. ¿Salir ahora?</translation>
    </message>
    <message>
        <source>The game in progress is kept: the next time Bazaar starts, it offers to resume it. Quit now?</source>
        <translation>La partida en curso se guarda: la próxima vez que se abra Bazaar, ofrecerá continuarla. ¿Salir ahora?</translation>
    </message>
    <message>
        <source>The game in progress cannot be kept (its autosave failed). Quit anyway?</source>
        <translation>La partida en curso no se puede guardar (falló su guardado automático). ¿Salir de todos modos?</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>Seguir &amp;jugando</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>&amp;Restore defaults</source>
        <translation>&amp;Restaurar valores predeterminados</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>The computer&apos;s language</source>
        <translation>El idioma del ordenador</translation>
    </message>
    <message>
        <source>The window and the rules switch at once; a game in play goes on.</source>
        <translation>La ventana y las reglas cambian al instante; la partida en curso continúa.</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <source>Off (no animation)</source>
        <translation>Desactivada (sin animación)</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Ask before &amp;quitting a game in progress</source>
        <translation>Preguntar antes de &amp;salir de una partida en curso</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>&amp;Tema:</translation>
    </message>
    <message>
        <source>&amp;Animation speed:</source>
        <translation>Velocidad de &amp;animación:</translation>
    </message>
    <message>
        <source>&amp;Pause after each bot&apos;s move</source>
        <translation>&amp;Pausa tras cada jugada de un bot</translation>
    </message>
    <message>
        <source>The game waits until you press Space or click the board, so you can follow it</source>
        <translation>La partida espera hasta que pulses Espacio o hagas clic en el tablero, para que puedas seguirla</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volumen del sonido</translation>
    </message>
    <message>
        <source>The loudness of the game&apos;s sounds, 0 to 100</source>
        <translation>El volumen de los sonidos del juego, de 0 a 100</translation>
    </message>
    <message>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Volumen del sonido:</translation>
    </message>
    <message>
        <source>&amp;Mute sounds (M in the window)</source>
        <translation>&amp;Silenciar los sonidos (M en la ventana)</translation>
    </message>
    <message>
        <source>The port of the address the phones open (Game &gt; Invite phones). Change it when another program uses it; while it is taken, Bazaar takes another.</source>
        <translation>El puerto de la dirección que abren los móviles (Partida &gt; Invitar móviles). Cámbialo si otro programa lo usa; mientras esté ocupado, Bazaar usa otro.</translation>
    </message>
    <message>
        <source>P&amp;hones&apos; port:</source>
        <translation>P&amp;uerto de los móviles:</translation>
    </message>
    <message>
        <source>Players at a new table</source>
        <translation>Jugadores en una mesa nueva</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Número de jugadores:</translation>
    </message>
    <message>
        <source>Seat &amp;{number}:</source>
        <translation>Asiento &amp;{number}:</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>You can still change the seats when you start a game.</source>
        <translation>Aún puedes cambiar los asientos al empezar una partida.</translation>
    </message>
    <message>
        <source>Random moves</source>
        <translation>Jugadas al azar</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>{level} (not available yet)</source>
        <translation>{level} (aún no disponible)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>What they do</source>
        <translation>Qué hacen</translation>
    </message>
</context>
<context>
    <name>SideColumn</name>
    <message>
        <source>Undo my last choice</source>
        <translation>Deshacer mi última decisión</translation>
    </message>
    <message>
        <source>Take back your last decision (Ctrl+Z)</source>
        <translation>Deshacer tu última decisión (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Registro de la partida</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Tu jugada</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>Tu decisión</translation>
    </message>
</context>
<context>
    <name>StartChoicePanel</name>
    <message>
        <source>Click an archway on the board, or pick its number here and press Enter.</source>
        <translation>Haz clic en un arco del tablero, o elige aquí su número y pulsa Intro.</translation>
    </message>
    <message>
        <source>Start archway number</source>
        <translation>Número del arco de inicio</translation>
    </message>
    <message>
        <source>The archway where your merchant starts: up and down arrows, then Enter</source>
        <translation>El arco donde empieza tu mercader: flechas arriba y abajo, luego Intro</translation>
    </message>
    <message>
        <source>Archway </source>
        <translation>Arco </translation>
    </message>
    <message>
        <source>Start here</source>
        <translation>Empezar aquí</translation>
    </message>
    <message>
        <source>Place your start disk and merchant on the archway with this number (Enter)</source>
        <translation>Coloca tu disco de salida y tu comerciante en el arco con este número (Intro)</translation>
    </message>
    <message>
        <source>&amp;Random start</source>
        <translation>Inicio al &amp;azar</translation>
    </message>
    <message>
        <source>Let chance pick the archway (R)</source>
        <translation>Dejar que el azar elija el arco (R)</translation>
    </message>
    <message>
        <source>{name}, where does your merchant start?</source>
        <translation>{name}, ¿dónde empieza tu comerciante?</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>The statistics file was made by a newer Bazaar: it is shown but not changed, and games are not counted until Bazaar is updated.</source>
        <translation>El archivo de estadísticas lo creó un Bazaar más reciente: se muestra pero no se modifica, y las partidas no se cuentan hasta que actualices Bazaar.</translation>
    </message>
    <message>
        <source>Statistics are not being kept: {reason}.</source>
        <translation>No se están guardando estadísticas: {reason}.</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({reason}); a new one was started.</source>
        <translation>No se ha podido leer el archivo de estadísticas ({reason}); se ha empezado uno nuevo.</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({reason}); it was kept as {backup} and a new one was started.</source>
        <translation>No se ha podido leer el archivo de estadísticas ({reason}); se ha conservado como {backup} y se ha empezado uno nuevo.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Borrar estadísticas…</translation>
    </message>
    <message>
        <source>Finished games in all: {games}. People against bots: current winning streak {current}, best {best}.</source>
        <translation>Partidas terminadas en total: {games}. Personas contra bots: racha de victorias actual {current}, mejor racha {best}.</translation>
    </message>
    <message>
        <source>The statistics are busy: another program is using their file. They are shown as soon as it lets go.</source>
        <translation>Las estadísticas están ocupadas: otro programa está usando su archivo. Se mostrarán en cuanto lo suelte.</translation>
    </message>
    <message>
        <source>Games played: {games}. People against bots: current winning streak {current}, best {best}.</source>
        <translation>Partidas jugadas: {games}. Personas contra bots: racha de victorias actual {current}, mejor racha {best}.</translation>
    </message>
    <message>
        <source>Played online: {games}.</source>
        <translation>Jugadas en línea: {games}.</translation>
    </message>
    <message>
        <source>Games with the coach&apos;s hints: {seats} ({hints}, {wins}).</source>
        <translation>Partidas con pistas del entrenador: {seats} ({hints}, {wins}).</translation>
    </message>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n pista</numerusform>
            <numerusform>%n pistas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n ganada</numerusform>
            <numerusform>%n ganadas</numerusform>
        </translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Aún no hay partidas terminadas.</translation>
    </message>
    <message>
        <source>Wins by seat</source>
        <translation>Victorias por asiento</translation>
    </message>
    <message>
        <source>People against the bots</source>
        <translation>Personas contra bots</translation>
    </message>
    <message>
        <source>Best scores</source>
        <translation>Mejores puntuaciones</translation>
    </message>
    <message>
        <source>Random bots</source>
        <translation>Bots al azar</translation>
    </message>
    <message>
        <source>Easy bots</source>
        <translation>Bots fáciles</translation>
    </message>
    <message>
        <source>Medium bots</source>
        <translation>Bots de nivel medio</translation>
    </message>
    <message>
        <source>Hard bots</source>
        <translation>Bots difíciles</translation>
    </message>
    <message>
        <source>{level} bots</source>
        <translation>Bots de nivel {level}</translation>
    </message>
    <message>
        <source>Against random bots</source>
        <translation>Contra bots al azar</translation>
    </message>
    <message>
        <source>Against easy bots</source>
        <translation>Contra bots fáciles</translation>
    </message>
    <message>
        <source>Against medium bots</source>
        <translation>Contra bots de nivel medio</translation>
    </message>
    <message>
        <source>Against hard bots</source>
        <translation>Contra bots difíciles</translation>
    </message>
    <message>
        <source>Against {level} bots</source>
        <translation>Contra bots de nivel {level}</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Personas</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <source>Seats played</source>
        <translation>Asientos jugados</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Victorias</translation>
    </message>
    <message>
        <source>Win share</source>
        <translation>Porcentaje de victorias</translation>
    </message>
    <message>
        <source>No games of people against bots yet</source>
        <translation>Aún no hay partidas de personas contra bots</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Rivales</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>A person won</source>
        <translation>Ganó una persona</translation>
    </message>
    <message>
        <source>A bot won</source>
        <translation>Ganó un bot</translation>
    </message>
    <message>
        <source>People&apos;s share</source>
        <translation>Porcentaje de las personas</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Dinero</translation>
    </message>
    <message>
        <source>Chips (fewest)</source>
        <translation>Fichas (menos)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>random bot</source>
        <translation>bot al azar</translation>
    </message>
    <message>
        <source>easy bot</source>
        <translation>bot fácil</translation>
    </message>
    <message>
        <source>medium bot</source>
        <translation>bot de nivel medio</translation>
    </message>
    <message>
        <source>hard bot</source>
        <translation>bot difícil</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>bot</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Borrar estadísticas</translation>
    </message>
    <message>
        <source>Forget every recorded game? This cannot be undone.</source>
        <translation>¿Olvidar todas las partidas registradas? No se puede deshacer.</translation>
    </message>
</context>
<context>
    <name>TableReader</name>
    <message>
        <source>Game table</source>
        <translation>Mesa de juego</translation>
    </message>
</context>
<context>
    <name>TargetPanel</name>
    <message>
        <source>Back (Esc)</source>
        <translation>Atrás (Esc)</translation>
    </message>
    <message>
        <source>Back to your hand; no card is played</source>
        <translation>Volver a tu mano; no se juega ninguna carta</translation>
    </message>
    <message>
        <source>{number}  {name} ({count} cards)</source>
        <translation>{number}  {name} ({count} cartas)</translation>
    </message>
</context>
<context>
    <name>TradePanel</name>
    <message>
        <source>Sales come first and can pay for purchases.</source>
        <translation>Las ventas van primero y pueden pagar las compras.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Set every number back to 0 (Esc)</source>
        <translation>Poner todos los números a 0 (Esc)</translation>
    </message>
    <message>
        <source>Jewel</source>
        <translation>Joya</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>Tienes</translation>
    </message>
    <message>
        <source>Sell</source>
        <translation>Venta</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Compra</translation>
    </message>
    <message>
        <source>Sell {kinds}</source>
        <translation>Vender {kinds}</translation>
    </message>
    <message>
        <source>How many {kinds} to sell to the bazaar</source>
        <translation>Cuántos {kinds} vender al bazar</translation>
    </message>
    <message>
        <source>Buy {kinds}</source>
        <translation>Comprar {kinds}</translation>
    </message>
    <message>
        <source>How many {kinds} to buy from the bazaar</source>
        <translation>Cuántos {kinds} comprar al bazar</translation>
    </message>
    <message>
        <source>{name}, your trade for round {round}</source>
        <translation>{name}, tu trato de la ronda {round}</translation>
    </message>
    <message>
        <source>Sales +{income} · purchases −{cost} Grand
Afterwards: {money} Grand and {jewels} of {limit} jewels</source>
        <translation>Ventas +{income} · compras −{cost} Grand
Después: {money} Grand y {jewels} de {limit} joyas</translation>
    </message>
    <message>
        <source>✓ You cannot buy this round, so you may pass.</source>
        <translation>✓ Esta ronda no puedes comprar, así que puedes pasar.</translation>
    </message>
    <message>
        <source>✓ Sell {sold}, buy {bought}.</source>
        <translation>✓ Vendes {sold}, compras {bought}.</translation>
    </message>
    <message>
        <source>Pass (Enter): no trade this round</source>
        <translation>Pasar (Intro): no comercias en esta ronda</translation>
    </message>
    <message>
        <source>Trade (Enter): sell first, then buy, at this round&apos;s prices</source>
        <translation>Comerciar (Intro): primero vendes y después compras, a los precios de esta ronda</translation>
    </message>
    <message>
        <source>✗ {why}</source>
        <translation>✗ {why}</translation>
    </message>
    <message>
        <source>Pass (Enter)</source>
        <translation>Pasar (Intro)</translation>
    </message>
    <message>
        <source>Trade (Enter)</source>
        <translation>Comerciar (Intro)</translation>
    </message>
</context>
<context>
    <name>Walkthrough</name>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>You know the first round</source>
        <translation>Ya conoces la primera ronda</translation>
    </message>
    <message>
        <source>Play on to the end: the log on the right tells what happened, H gives a hint, and the results offer a review of your decisions. Press N to close this card.</source>
        <translation>Juega hasta el final: el registro de la derecha cuenta lo que pasó, H da una pista y los resultados ofrecen una revisión de tus decisiones. Pulsa N para cerrar esta tarjeta.</translation>
    </message>
    <message>
        <source>Welcome to Basari</source>
        <translation>Bienvenido a Basari</translation>
    </message>
    <message>
        <source>Three rounds at the market. Score points, collect gems for the majority bonuses, and finish laps. The most points after round 3 wins. Press N.</source>
        <translation>Tres rondas en el mercado. Gana puntos, reúne gemas para las bonificaciones por mayoría y completa vueltas. Gana quien más puntos tenga tras la ronda 3. Pulsa N.</translation>
    </message>
    <message>
        <source>Choose where to start</source>
        <translation>Elige dónde empezar</translation>
    </message>
    <message>
        <source>Look at the archways on the board: each shows points and gems. Pick a number with the arrow keys (the archway lights up) and press Enter, or R for a random start.</source>
        <translation>Mira los arcos del tablero: cada uno muestra puntos y gemas. Elige un número con las flechas (el arco se ilumina) y pulsa Intro, o R para empezar al azar.</translation>
    </message>
    <message>
        <source>Your secret action card</source>
        <translation>Tu carta de acción secreta</translation>
    </message>
    <message>
        <source>Each turn everyone secretly picks Die, Points or Gems: keys 1, 2 and 3. Points scores the archway&apos;s points, Gems takes its gems, the Die moves you and scores 6 minus the roll. Choose one now.</source>
        <translation>Cada turno todos eligen en secreto Dado, Puntos o Gemas: teclas 1, 2 y 3. Puntos da los puntos del arco, Gemas toma sus gemas, el Dado te mueve y da 6 menos la tirada. Elige una ahora.</translation>
    </message>
    <message>
        <source>Barter for a card</source>
        <translation>Trueque por una tarjeta</translation>
    </message>
    <message>
        <source>When you and one other pick the same card, you barter for it: R, Y, G and B add a gem to your offer (with Shift, one fewer), C fills in the cheapest offer, Enter offers, A accepts the offer on the table. Pick the card another is likely to pick, and barter. If all three of you pick the same card, nobody gets it: try again next turn.</source>
        <translation>Cuando tú y otro jugador elegís la misma tarjeta, hacéis un trueque por ella: R, Y, G y B añaden una gema a tu oferta (con Mayús, una menos), C pone la oferta más barata, Intro ofrece y A acepta la oferta de la mesa. Elige la tarjeta que probablemente elegirá otro, y haz el trueque. Si los tres elegís la misma tarjeta, nadie se la queda: inténtalo de nuevo en el turno siguiente.</translation>
    </message>
    <message>
        <source>The round ends with a lap</source>
        <translation>La ronda termina con una vuelta</translation>
    </message>
    <message>
        <source>The four carpets show how many gems are left and what the most gems of each colour score this round. The round ends when someone completes a lap: play on until it is scored.</source>
        <translation>Las cuatro alfombras muestran cuántas gemas quedan y cuánto puntúa esta ronda tener más gemas de cada color. La ronda termina cuando alguien completa una vuelta: sigue jugando hasta que se puntúe.</translation>
    </message>
    <message>
        <source>The round is scored</source>
        <translation>La ronda se puntúa</translation>
    </message>
    <message>
        <source>The scroll tells the scoring: the lap bonus, then each colour&apos;s majority, whose most gems score the chart&apos;s value and go back to the carpets. Esc or a click closes it; the log keeps it.</source>
        <translation>El pergamino cuenta la puntuación: la bonificación por vuelta y luego la mayoría de cada color: quien tiene más gemas gana el valor de la tabla y las devuelve a las alfombras. Esc o un clic lo cierran; el registro lo guarda.</translation>
    </message>
    <message>
        <source>{name} will likely pick {card} and {other} will not: pick {card} to barter with {name}.</source>
        <translation>{name} probablemente elegirá {card} y {other} no: elige {card} para hacer trueque con {name}.</translation>
    </message>
    <message>
        <source>{name} and {other} may well pick the same card; {card} is your best chance to barter with one of them ({name}).</source>
        <translation>{name} y {other} bien pueden elegir la misma tarjeta; {card} es tu mejor opción para hacer trueque con uno de ellos ({name}).</translation>
    </message>
    <message>
        <source>Four jewels at most</source>
        <translation>Cuatro joyas como máximo</translation>
    </message>
    <message>
        <source>Nobody holds more than four jewels: the line under the fields counts yours after the trade (&quot;… of 4 jewels&quot;), and no field goes past four. Tab moves between the Sell and Buy fields; type a number or use the arrow keys. When the line allows the trade, press Enter.</source>
        <translation>Nadie tiene más de cuatro joyas: la línea bajo los campos cuenta las tuyas tras el trato («… de 4 joyas»), y ningún campo pasa de cuatro. Tab pasa de los campos Vender a Comprar; escribe un número o usa las flechas. Cuando la línea permita el trato, pulsa Intro.</translation>
    </message>
    <message>
        <source>Omar and Zeynep trade after you, against the same stock; then the next price card comes. The log on the right shows every trade and every new price.</source>
        <translation>Omar y Zeynep comercian después de ti, con las mismas existencias; luego llega la siguiente carta de precios. El registro de la derecha muestra cada trato y cada precio nuevo.</translation>
    </message>
    <message>
        <source>Buy or sell a kind, not both</source>
        <translation>Compra o vende un tipo, no ambas cosas</translation>
    </message>
    <message>
        <source>Filled in now: selling one of your jewels and buying one of the same kind. The line says no: in one trade you may buy or sell a kind, not both. Make your trade for this round, then press Enter.</source>
        <translation>Ya rellenado: vender una de tus joyas y comprar una del mismo tipo. La línea dice que no: en un trato puedes comprar o vender un tipo, no ambas cosas. Haz tu trato de esta ronda y pulsa Intro.</translation>
    </message>
    <message>
        <source>Your cards lie face up for you only. Pick one with the left and right arrow keys (or 1 to 5): the panel says what it would do. Enter plays it.</source>
        <translation>Tus cartas están boca arriba solo para ti. Elige una con las flechas izquierda y derecha (o 1 a 5): el panel dice qué haría. Intro la juega.</translation>
    </message>
    <message>
        <source>The Double</source>
        <translation>El Doble</translation>
    </message>
    <message>
        <source>You hold a Double. Pick it and press Enter, then choose whom to lay it before (their number): that player must play two cards on their next turn.</source>
        <translation>Tienes un Doble. Elígelo y pulsa Intro; luego elige delante de quién lo colocas (su número): ese jugador debe jugar dos cartas en su próximo turno.</translation>
    </message>
    <message>
        <source>The Exchange</source>
        <translation>El Intercambio</translation>
    </message>
    <message>
        <source>Now the Exchange: play it and choose a player; you swap hands with them. Take a hand with low cards or escapes.</source>
        <translation>Ahora el Intercambio: juégalo y elige un jugador; cambias tu mano con la suya. Quédate con una mano de cartas bajas o de escape.</translation>
    </message>
    <message>
        <source>Over 50</source>
        <translation>Más de 50</translation>
    </message>
    <message>
        <source>Zero, Direction change, Exchange, Double and Basta! never push the total up: keep them for when it is high. Minus 5 helps, but draws a card that counts. Play on: whoever takes the total over 50 takes a chip, and the round ends.</source>
        <translation>Cero, Cambio de dirección, Intercambio, Doble y ¡Basta! nunca suben el total: guárdalas para cuando esté alto. Menos 5 ayuda, pero roba una carta que cuenta. Sigue jugando: quien lleve el total por encima de 50 se lleva una ficha, y la ronda termina.</translation>
    </message>
    <message>
        <source>Welcome to Jewel Bazaar</source>
        <translation>Bienvenido a Jewel Bazaar</translation>
    </message>
    <message>
        <source>Buy sapphires, rubies and emeralds cheap and hold them while their prices rise. After 27 rounds every jewel is sold at 10; the most money wins. Press N.</source>
        <translation>Compra zafiros, rubíes y esmeraldas baratos y guárdalos mientras sube su precio. Tras 27 rondas cada joya se vende a 10; gana quien más dinero tenga. Pulsa N.</translation>
    </message>
    <message>
        <source>The prices</source>
        <translation>Los precios</translation>
    </message>
    <message>
        <source>The board shows each jewel&apos;s price. Every round a price card moves them; the cards still to come are known to all, so count them.</source>
        <translation>El tablero muestra el precio de cada joya. Cada ronda una carta de precios los mueve; todos conocen las cartas que quedan, así que cuéntalas.</translation>
    </message>
    <message>
        <source>The others trade</source>
        <translation>Los demás comercian</translation>
    </message>
    <message>
        <source>Welcome to Basta!</source>
        <translation>Bienvenido a ¡Basta!</translation>
    </message>
    <message>
        <source>Play cards onto a running total. Whoever cannot keep it at 50 or under takes a chip; when someone has 4 chips, the fewest chips wins. Press N.</source>
        <translation>Juega cartas sobre un total acumulado. Quien no pueda mantenerlo en 50 o menos se lleva una ficha; cuando alguien tiene 4 fichas, gana quien menos tenga. Pulsa N.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
</context>
<context>
    <name>WalkthroughCard</name>
    <message>
        <source>Back (P)</source>
        <translation>Atrás (P)</translation>
    </message>
    <message>
        <source>Next (N)</source>
        <translation>Siguiente (N)</translation>
    </message>
    <message>
        <source>Leave (X)</source>
        <translation>Salir (X)</translation>
    </message>
    <message>
        <source>Learning step {number} of {count}</source>
        <translation>Paso {number} de {count}</translation>
    </message>
    <message>
        <source>Do it on the table to go on.</source>
        <translation>Hazlo en la mesa para continuar.</translation>
    </message>
    <message>
        <source>Watch the table: this step goes on by itself.</source>
        <translation>Mira la mesa: este paso sigue solo.</translation>
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
        <translation>Comercia, haz trueques y farolea en el mercado.</translation>
    </message>
    <message>
        <source>New game of {game}</source>
        <translation>Nueva partida de {game}</translation>
    </message>
    <message>
        <source>&amp;Open a saved game…</source>
        <translation>&amp;Abrir una partida guardada…</translation>
    </message>
    <message>
        <source>&amp;Play online…</source>
        <translation>&amp;Jugar en línea…</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>A&amp;prender a jugar</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <source>Saving and loading are not available yet.</source>
        <translation>Guardar y cargar partidas aún no está disponible.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>&amp;Games in progress…</source>
        <translation>Partidas en &amp;curso…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Watch replay…</source>
        <translation>&amp;Ver repetición…</translation>
    </message>
    <message>
        <source>&amp;Undo my last choice</source>
        <translation>&amp;Deshacer mi última decisión</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>What would the Hard bot do in your place, and why?</source>
        <translation>¿Qué haría el bot Difícil en tu lugar, y por qué?</translation>
    </message>
    <message>
        <source>Invite &amp;phones…</source>
        <translation>Invitar &amp;móviles…</translation>
    </message>
    <message>
        <source>Each person plays their own hand on their phone; this screen shows the table</source>
        <translation>Cada persona juega su mano en su móvil; esta pantalla muestra la mesa</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Show the results</source>
        <translation>Ver los resultados</translation>
    </message>
    <message>
        <source>Pla&amp;y again</source>
        <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
        <source>Play on&amp;line…</source>
        <translation>Jugar en &amp;línea…</translation>
    </message>
    <message>
        <source>Watch a ta&amp;ble…</source>
        <translation>M&amp;irar una mesa…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>Aj&amp;ustes…</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Acercar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit to window</source>
        <translation>Ajustar a la &amp;ventana</translation>
    </message>
    <message>
        <source>Show the game &amp;log</source>
        <translation>Mostrar el &amp;registro</translation>
    </message>
    <message>
        <source>&amp;Go to my decision</source>
        <translation>Ir a mi &amp;decisión</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>&amp;Silenciar los sonidos</translation>
    </message>
    <message>
        <source>&amp;Continue after the bot&apos;s move</source>
        <translation>&amp;Continuar tras la jugada del bot</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Reglas de este juego</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>&amp;About Bazaar</source>
        <translation>Acerca &amp;de Bazaar</translation>
    </message>
    <message>
        <source>&amp;Using Bazaar</source>
        <translation>&amp;Cómo usar Bazaar</translation>
    </message>
    <message>
        <source>Host a table, join one or use a server: each person at their computer</source>
        <translation>Aloja una mesa, únete a una o usa un servidor: cada persona en su ordenador</translation>
    </message>
    <message>
        <source>Follow an online table by its room code, as everyone sees it: no hand</source>
        <translation>Seguir una mesa en línea con su código de sala, como la ven todos: sin mano</translation>
    </message>
    <message>
        <source>&amp;Off (no animation)</source>
        <translation>&amp;Desactivada (sin animación)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Online s&amp;eats</source>
        <translation>A&amp;sientos en línea</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Velocidad de a&amp;nimación</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>Rules of {game}</source>
        <translation>Reglas de {game}</translation>
    </message>
    <message>
        <source>Learn to play {game}</source>
        <translation>Aprender a jugar a {game}</translation>
    </message>
    <message>
        <source>Using Bazaar</source>
        <translation>Cómo usar Bazaar</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Mayús+Tab</translation>
    </message>
    <message>
        <source>Move between buttons and fields</source>
        <translation>Moverse entre botones y campos</translation>
    </message>
    <message>
        <source>Space / Enter</source>
        <translation>Espacio / Intro</translation>
    </message>
    <message>
        <source>Press the focused button; lift the curtain</source>
        <translation>Pulsar el botón seleccionado; levantar la cortina</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Ctrl+rueda del ratón</translation>
    </message>
    <message>
        <source>Zoom the board</source>
        <translation>Acercar o alejar el tablero</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} y {last}</translation>
    </message>
</context>
</TS>
