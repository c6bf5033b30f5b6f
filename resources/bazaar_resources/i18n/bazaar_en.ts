<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Basari</name>
    <message numerus="yes">
        <source>Gain %n point(s) here.</source>
        <translation>
            <numerusform>Gain %n point here.</numerusform>
            <numerusform>Gain %n points here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You gain %n point(s) ({total} in all).</source>
        <translation>
            <numerusform>You gain %n point ({total} in all).</numerusform>
            <numerusform>You gain %n points ({total} in all).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} gains %n point(s) ({total} in all).</source>
        <translation>
            <numerusform>{name} gains %n point ({total} in all).</numerusform>
            <numerusform>{name} gains %n points ({total} in all).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message numerus="yes">
        <source>Take the gems: worth about %n point(s) to you.</source>
        <translation>
            <numerusform>Take the gems: worth about %n point to you.</numerusform>
            <numerusform>Take the gems: worth about %n points to you.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The action is worth only about %n point(s) to you: let it go.</source>
        <translation>
            <numerusform>The action is worth only about %n point to you: let it go.</numerusform>
            <numerusform>The action is worth only about %n points to you: let it go.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n gem(s) cost you about {cost_points}; the action is worth about {worth_points}.</source>
        <translation>
            <numerusform>%n gem costs you about {cost_points}; the action is worth about {worth_points}.</numerusform>
            <numerusform>%n gems cost you about {cost_points}; the action is worth about {worth_points}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You keep %n escape card(s) for later.</source>
        <translation>
            <numerusform>You keep %n escape card for later.</numerusform>
            <numerusform>You keep %n escape cards for later.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message numerus="yes">
        <source>… %n earlier line(s) in the game log</source>
        <translation>
            <numerusform>… %n earlier line is in the game log</numerusform>
            <numerusform>… %n earlier lines are in the game log</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message numerus="yes">
        <source>%n hint(s)</source>
        <translation>
            <numerusform>%n hint</numerusform>
            <numerusform>%n hints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n won</source>
        <translation>
            <numerusform>%n won</numerusform>
            <numerusform>%n won</numerusform>
        </translation>
    </message>
</context>
</TS>
