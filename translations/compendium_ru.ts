<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>GamePage</name>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet playable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compendium lists this game with the book&apos;s marks; its rules are not in the source excerpts or are not built yet, so there is nothing to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The source excerpts give only this game&apos;s name and marks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(of I–V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Page in the book</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invented by the book&apos;s author</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simultaneous play (!!!)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playable without dice (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marks</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass the laptop to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody else, please look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1 — show my game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Dice &amp; Domino Compendium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game on the left: the book&apos;s 23 categories of dice games and the domino, board and card games. Games marked ★ can be played here, by people in turn and by the computer in any seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No unfinished matches. Start one from a game&apos;s page with “Play”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue this match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>This match cannot be continued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved match is damaged and cannot be loaded (%1). A copy was kept in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this unfinished match for good?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice &amp; Domino Compendium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MatchScreen</name>
    <message>
        <source>Thinking about a hint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over — winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: throw the real dice and type what they show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave (continue later)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo  [Ctrl+Z]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back your last decision (never a throw of the dice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint  [F1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the strongest computer player what it would do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log of the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dice show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 3 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PigView</name>
    <message>
        <source>Throw  [Space]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enough!  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw the dice again and add them to the series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the series down and pass the dice on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Series: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last turn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 reaches %2 and wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>«Чирик»! %1 burns the series.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfilesDialog</name>
    <message>
        <source>Family members</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show archived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(archived)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New family member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>New match: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a family member…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats, in playing order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real dice on the table: type in what they show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New family member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each family member can take only one seat.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sidebar</name>
    <message>
        <source>Search games (Russian or English)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show games for this many players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playable games only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 games, %2 playable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not yet playable: rules and marks only</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <source>The database was damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved data could not be read. It was moved to %1 and a fresh database was started.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
