<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About the Compendium</source>
        <translation>О программе</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Dice &amp; Domino Compendium</source>
        <translation>Собрание игр в кости и домино</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Версия %1</translation>
    </message>
    <message>
        <source>Dice, domino and board games with their rules, for a family playing on one computer.</source>
        <translation>Игры в кости, домино и настольные игры с их правилами — для всей семьи за одним компьютером.</translation>
    </message>
    <message>
        <source>This program is free software: you can redistribute it and/or modify it under the terms of the GNU General Public License as published by the Free Software Foundation, either version 3 of the License, or (at your option) any later version.</source>
        <translation>Эта программа — свободное программное обеспечение: вы можете распространять и (или) изменять её на условиях Стандартной общественной лицензии GNU (GNU General Public License) в том виде, в каком она опубликована Фондом свободного программного обеспечения, — версии 3 лицензии или (по вашему выбору) любой более поздней версии.</translation>
    </message>
    <message>
        <source>This program is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE. See the GNU General Public License for more details.</source>
        <translation>Программа распространяется в надежде, что она будет полезной, но БЕЗ КАКИХ-ЛИБО ГАРАНТИЙ, даже без подразумеваемых гарантий ТОВАРНОЙ ПРИГОДНОСТИ или ПРИГОДНОСТИ ДЛЯ ОПРЕДЕЛЁННОЙ ЦЕЛИ. Подробнее см. Стандартную общественную лицензию GNU.</translation>
    </message>
    <message>
        <source>Licence:</source>
        <translation>Лицензия:</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>This session runs on a temporary database: nothing you do now will be kept.</source>
        <translation>Сейчас программа работает с временной базой данных: ничего из сделанного не сохранится.</translation>
    </message>
    <message>
        <source>The saved data could not be read in full. The damaged file was kept as %1.</source>
        <translation>Сохранённые данные не удалось прочитать полностью. Повреждённый файл сохранён как %1.</translation>
    </message>
    <message>
        <source>Saved from it into a fresh database: %1 family members, %2 finished matches, %3 unfinished matches.</source>
        <translation>Из него спасено в новую базу данных: членов семьи — %1, оконченных партий — %2, неоконченных партий — %3.</translation>
    </message>
    <message>
        <source>Nothing could be read from it; a fresh database was started.</source>
        <translation>Из него ничего не удалось прочитать; начата новая база данных.</translation>
    </message>
    <message>
        <source>The database was damaged</source>
        <translation>База данных была повреждена</translation>
    </message>
    <message>
        <source>Data from a newer version</source>
        <translation>Данные более новой версии</translation>
    </message>
    <message>
        <source>The database %1 was written by a newer version of the program. It was left untouched.</source>
        <translation>База данных %1 записана более новой версией программы. Она оставлена нетронутой.</translation>
    </message>
    <message>
        <source>The database cannot be written</source>
        <translation>В базу данных нельзя записывать</translation>
    </message>
    <message>
        <source>The database %1 or its folder is read-only. It was left untouched.</source>
        <translation>База данных %1 или её папка доступна только для чтения. Она оставлена нетронутой.</translation>
    </message>
    <message>
        <source>The database cannot be read</source>
        <translation>Базу данных нельзя прочитать</translation>
    </message>
    <message>
        <source>There is no permission to read the database %1. It was left untouched.</source>
        <translation>Нет прав на чтение базы данных %1. Она оставлена нетронутой.</translation>
    </message>
    <message>
        <source>The data folder cannot be used</source>
        <translation>Папку данных нельзя использовать</translation>
    </message>
    <message>
        <source>The data folder %1 cannot be used (%2).</source>
        <translation>Папку данных %1 нельзя использовать (%2).</translation>
    </message>
</context>
<context>
    <name>BoardGameView</name>
    <message>
        <source>Accept the draw</source>
        <translation>Согласиться на ничью</translation>
    </message>
    <message>
        <source>Key: Y</source>
        <translation>Клавиша: Y</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Играть дальше</translation>
    </message>
    <message>
        <source>Decline the offer of a draw (key: N)</source>
        <translation>Отказаться от ничьей (клавиша: N)</translation>
    </message>
    <message>
        <source>Claim a draw</source>
        <translation>Потребовать ничью</translation>
    </message>
    <message>
        <source>The rules allow a draw now: end the game as a draw (Ctrl+Shift+D)</source>
        <translation>Правила сейчас позволяют ничью: закончить партию вничью (Ctrl+Shift+D)</translation>
    </message>
    <message>
        <source>Offer a draw</source>
        <translation>Предложить ничью</translation>
    </message>
    <message>
        <source>Ask the opponent to end the game as a draw (Ctrl+D)</source>
        <translation>Предложить противнику закончить партию вничью (Ctrl+D)</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Give the game up: the opponent wins (Ctrl+Shift+R)</source>
        <translation>Сдать партию: противник выигрывает (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>%1 ran out of time.</source>
        <translation>%1: время вышло.</translation>
    </message>
    <message>
        <source>%1 took:</source>
        <translation>%1 взял(а):</translation>
    </message>
    <message>
        <source>%1 is to move.</source>
        <translation>Ходит %1.</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 предлагает ничью. %2, вы согласны?</translation>
    </message>
    <message>
        <source>%1: your move.</source>
        <translation>%1: ваш ход.</translation>
    </message>
</context>
<context>
    <name>CardGrid</name>
    <message>
        <source>Games to play</source>
        <translation>Во что сыграть</translation>
    </message>
</context>
<context>
    <name>CardWidget</name>
    <message>
        <source>No card</source>
        <translation>Нет карты</translation>
    </message>
    <message>
        <source>A card face down</source>
        <translation>Карта рубашкой вверх</translation>
    </message>
</context>
<context>
    <name>CategorView</name>
    <message>
        <source>Throw again  [Space]</source>
        <translation>Бросить ещё раз  [Пробел]</translation>
    </message>
    <message>
        <source>Spend one of your spare throws and throw both dice again</source>
        <translation>Потратить один из запасных бросков и снова бросить обе кости</translation>
    </message>
    <message>
        <source>Give up a column  [D]</source>
        <translation>Отказаться от столбца  [D]</translation>
    </message>
    <message>
        <source>Then click a box: a dash gives that column up and keeps the row in order</source>
        <translation>Затем щёлкните по клетке: прочерк означает отказ от столбца и сохраняет порядок в строке</translation>
    </message>
    <message>
        <source>Value to name:</source>
        <translation>Какое число назвать:</translation>
    </message>
    <message>
        <source>Green: the entry leading its column. Crossed out: a tie for the top (the column burns) or a cancelled column. Pale: where you may write now.</source>
        <translation>Зелёная — запись, которая ведёт в своём столбце. Зачёркнутая — равенство наверху (столбец сгорает) или погашенный столбец. Бледная — куда можно записать сейчас.</translation>
    </message>
    <message>
        <source>✕ marks a cancelled column, ★ a captured one.</source>
        <translation>✕ — погашенный столбец, ★ — захваченный.</translation>
    </message>
    <message>
        <source>Just written</source>
        <translation>Только что записано</translation>
    </message>
    <message>
        <source>Click to write here</source>
        <translation>Щёлкните, чтобы записать сюда</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Column %1 — %2 pt</source>
        <translation>Столбец %1 — %2 оч.</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>пара %1</translation>
    </message>
    <message>
        <source>Sheet %1</source>
        <translation>Таблица %1</translation>
    </message>
    <message>
        <source>Pair %1</source>
        <translation>Пара %1</translation>
    </message>
    <message>
        <source>The sheet is full. Winner: %1</source>
        <translation>Таблица заполнена. Победитель: %1</translation>
    </message>
    <message>
        <source>Waiting for %1 to choose</source>
        <translation>Ждём выбора: %1</translation>
    </message>
    <message>
        <source>%1 plays</source>
        <translation>Ходит %1</translation>
    </message>
    <message>
        <source>%1: choose a value above, then click a pale box in your column (nobody sees it before all have chosen)</source>
        <translation>%1: выберите число вверху, затем щёлкните по бледной клетке в своей колонке (никто не увидит, пока все не выберут)</translation>
    </message>
    <message>
        <source>%1: %2 fits nowhere — throw again, or give a column up with a dash</source>
        <translation>%1: %2 никуда не подходит — бросьте ещё раз или откажитесь от столбца прочерком</translation>
    </message>
    <message>
        <source>%1: %2 fits nowhere — throw again</source>
        <translation>%1: %2 никуда не подходит — бросьте ещё раз</translation>
    </message>
    <message>
        <source>%1: %2 fits nowhere in order — give a column up with a dash</source>
        <translation>%1: %2 не подходит по порядку ни в один столбец — откажитесь от столбца прочерком</translation>
    </message>
    <message>
        <source>%1: click the box of the column you give up</source>
        <translation>%1: щёлкните по клетке столбца, от которого отказываетесь</translation>
    </message>
    <message>
        <source>%1: everybody writes %2 — click a pale box in your column (nobody sees it before all have chosen)</source>
        <translation>%1: все записывают %2 — щёлкните по бледной клетке в своей колонке (никто не увидит, пока все не выберут)</translation>
    </message>
    <message>
        <source>%1: your throw is %2, the same as on the other sheet — click a pale box to write it</source>
        <translation>%1: ваш бросок — %2, тот же, что и на другой таблице; щёлкните по бледной клетке, чтобы записать его</translation>
    </message>
    <message>
        <source>%1: you threw %2 — click a pale box to write it</source>
        <translation>%1: выпало %2 — щёлкните по бледной клетке, чтобы записать</translation>
    </message>
    <message>
        <source>, or throw again</source>
        <translation> или бросьте ещё раз</translation>
    </message>
    <message>
        <source>Round die: %1 (the blue one)</source>
        <translation>Кость тура: %1 (синяя)</translation>
    </message>
    <message>
        <source>Throws left for %1: %2</source>
        <translation>Осталось бросков у %1: %2</translation>
    </message>
    <message>
        <source>↓ the row&apos;s entries must get smaller from column 1 down; ↑ larger</source>
        <translation>↓ записи строки должны уменьшаться от столбца 1 вниз; ↑ — увеличиваться</translation>
    </message>
    <message>
        <source>An entry must be higher than the previous player&apos;s in that column</source>
        <translation>Запись должна быть больше записи предыдущего игрока в этом столбце</translation>
    </message>
    <message>
        <source>An entry must be higher than every entry in that column</source>
        <translation>Запись должна быть больше всех записей в этом столбце</translation>
    </message>
    <message>
        <source>The dice are multiplied</source>
        <translation>Очки костей перемножаются</translation>
    </message>
    <message>
        <source>The other rows stay hidden until the end</source>
        <translation>Чужие строки скрыты до конца партии</translation>
    </message>
    <message>
        <source>Your partner&apos;s row stays hidden until the end</source>
        <translation>Строка партнёра скрыта до конца партии</translation>
    </message>
</context>
<context>
    <name>CheckersView</name>
    <message>
        <source>Dark to move.</source>
        <translation>Ход тёмных.</translation>
    </message>
    <message>
        <source>Light to move.</source>
        <translation>Ход светлых.</translation>
    </message>
    <message>
        <source>A capture is compulsory.</source>
        <translation>Бить обязательно.</translation>
    </message>
</context>
<context>
    <name>ChessView</name>
    <message>
        <source>Save as PGN…</source>
        <translation>Сохранить в PGN…</translation>
    </message>
    <message>
        <source>Write the game to a PGN file, which other chess programs read (Ctrl+S)</source>
        <translation>Записать партию в файл PGN, который читают другие шахматные программы (Ctrl+S)</translation>
    </message>
    <message>
        <source>Save the game as PGN</source>
        <translation>Сохранение партии в PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Save as PGN</source>
        <translation>Сохранение в PGN</translation>
    </message>
    <message>
        <source>The file could not be written: %1</source>
        <translation>Файл не удалось записать: %1</translation>
    </message>
</context>
<context>
    <name>CribbageView</name>
    <message>
        <source>Discard to crib (Enter)</source>
        <translation>Сбросить в криб (Enter)</translation>
    </message>
    <message>
        <source>Put the selected cards in the crib</source>
        <translation>Положить выбранные карты в криб</translation>
    </message>
    <message>
        <source>Go (G)</source>
        <translation>Пропускаю (G)</translation>
    </message>
    <message>
        <source>No card fits under 31: say go</source>
        <translation>Ни одна карта не укладывается в 31: сказать «пропускаю»</translation>
    </message>
    <message>
        <source>Cut the starter (C)</source>
        <translation>Снять стартер (C)</translation>
    </message>
    <message>
        <source>Turn up the starter card</source>
        <translation>Открыть стартовую карту</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Не забирать (P)</translation>
    </message>
    <message>
        <source>Claim nothing: the show goes on</source>
        <translation>Ничего не забирать: показ продолжается</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Give the match up (Ctrl+Shift+R)</source>
        <translation>Сдать партию (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source>Count (Enter)</source>
        <translation>Посчитать (Enter)</translation>
    </message>
    <message>
        <source>Score the points in the box for this hand</source>
        <translation>Записать этой руке очки из поля</translation>
    </message>
    <message>
        <source>Claim (Enter)</source>
        <translation>Забрать (Enter)</translation>
    </message>
    <message>
        <source>Take the points the count missed: muggins</source>
        <translation>Забрать очки, пропущенные при счёте: «зевок»</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Стартер</translation>
    </message>
    <message>
        <source>Points counted</source>
        <translation>Насчитано очков</translation>
    </message>
    <message>
        <source>Points claimed</source>
        <translation>Забрать очков</translation>
    </message>
    <message>
        <source>Show the crib (Enter)</source>
        <translation>Показать криб (Enter)</translation>
    </message>
    <message>
        <source>Show the hand (Enter)</source>
        <translation>Показать руку (Enter)</translation>
    </message>
    <message>
        <source>Score the hand shown and go on</source>
        <translation>Засчитать показанную руку и продолжить</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>%1&apos;s crib</source>
        <translation>Криб: %1</translation>
    </message>
    <message>
        <source>The crib</source>
        <translation>Криб</translation>
    </message>
    <message>
        <source>deals</source>
        <translation>сдаёт</translation>
    </message>
    <message>
        <source>cards: %1</source>
        <translation>карт: %1</translation>
    </message>
    <message>
        <source>%1 — score %2</source>
        <translation>%1 — счёт %2</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>сбросил(а)</translation>
    </message>
    <message>
        <source>%1&apos;s crib: %2</source>
        <translation>Криб (%1): %2</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>Рука (%1): %2</translation>
    </message>
    <message>
        <source>Nothing to score.</source>
        <translation>Очков нет.</translation>
    </message>
    <message>
        <source>Next: %1&apos;s crib</source>
        <translation>Дальше: криб (%1)</translation>
    </message>
    <message>
        <source>Next: %1&apos;s hand</source>
        <translation>Дальше: рука (%1)</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Розыгрыш</translation>
    </message>
    <message>
        <source>Points in your crib:</source>
        <translation>Очков в вашем крибе:</translation>
    </message>
    <message>
        <source>Points in your hand:</source>
        <translation>Очков в вашей руке:</translation>
    </message>
    <message>
        <source>Points missed:</source>
        <translation>Пропущено очков:</translation>
    </message>
    <message>
        <source>Cutting for the deal: the lowest card deals.</source>
        <translation>Жребий на сдачу: сдаёт младшая карта.</translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation>Сдаёт %1.</translation>
    </message>
    <message>
        <source>%1: choose a card for your own crib.</source>
        <translation>%1: выберите карту в свой криб.</translation>
    </message>
    <message>
        <source>%1: choose two cards for your own crib.</source>
        <translation>%1: выберите две карты в свой криб.</translation>
    </message>
    <message>
        <source>%1: choose a card for %2&apos;s crib.</source>
        <translation>%1: выберите карту в криб игрока %2.</translation>
    </message>
    <message>
        <source>%1: choose two cards for %2&apos;s crib.</source>
        <translation>%1: выберите две карты в криб игрока %2.</translation>
    </message>
    <message>
        <source>Waiting for %1 to put cards in the crib.</source>
        <translation>Ждём, пока в криб положат карты: %1.</translation>
    </message>
    <message>
        <source>%1: cut the starter (C).</source>
        <translation>%1: снимите стартер (C).</translation>
    </message>
    <message>
        <source>%1 cuts the starter.</source>
        <translation>%1 снимает стартер.</translation>
    </message>
    <message>
        <source>%1: no card fits under 31 (the count is %2): say go (G).</source>
        <translation>%1: ни одна карта не укладывается в 31 (сумма %2): скажите «пропускаю» (G).</translation>
    </message>
    <message>
        <source>%1, your turn to play: the count is %2.</source>
        <translation>%1, ваш ход: сумма %2.</translation>
    </message>
    <message>
        <source>%1 is to play; the count is %2.</source>
        <translation>Ходит %1; сумма %2.</translation>
    </message>
    <message>
        <source>%1 counted %2. %3: claim the points missed, or pass (P).</source>
        <translation>%1 насчитал(а) %2. %3: заберите пропущенные очки или откажитесь (P).</translation>
    </message>
    <message>
        <source>%1: count your crib and enter the points.</source>
        <translation>%1: сосчитайте свой криб и введите очки.</translation>
    </message>
    <message>
        <source>%1: count your hand and enter the points.</source>
        <translation>%1: сосчитайте свою руку и введите очки.</translation>
    </message>
    <message>
        <source>%1: show your crib (Enter).</source>
        <translation>%1: покажите свой криб (Enter).</translation>
    </message>
    <message>
        <source>%1: show your hand (Enter).</source>
        <translation>%1: покажите свою руку (Enter).</translation>
    </message>
    <message>
        <source>%1 shows the crib.</source>
        <translation>%1 показывает криб.</translation>
    </message>
    <message>
        <source>%1 shows the hand.</source>
        <translation>%1 показывает руку.</translation>
    </message>
</context>
<context>
    <name>DicePokerView</name>
    <message>
        <source>Stand  [Enter]</source>
        <translation>Остаться  [Enter]</translation>
    </message>
    <message>
        <source>Keep this hand; the next player throws</source>
        <translation>Оставить эту комбинацию; бросает следующий игрок</translation>
    </message>
    <message>
        <source>Throw the dice you do not keep</source>
        <translation>Бросить кости, которые не отложены</translation>
    </message>
    <message>
        <source>Throw  [Space]</source>
        <translation>Бросить  [Пробел]</translation>
    </message>
    <message>
        <source>Throw %1 again  [Space]</source>
        <translation>Перебросить %1  [Пробел]</translation>
    </message>
    <message>
        <source>Throw again  [Space]</source>
        <translation>Бросить ещё  [Пробел]</translation>
    </message>
    <message>
        <source>Locked: it was not thrown the second time</source>
        <translation>Трогать нельзя: во второй раз эту кость не бросали</translation>
    </message>
    <message>
        <source>Click (or press %1) to keep or release this die</source>
        <translation>Щёлкните (или нажмите %1), чтобы отложить кость или вернуть её</translation>
    </message>
    <message>
        <source>The match is over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>%1 share first place: %2</source>
        <translation>%1 делят первое место: %2</translation>
    </message>
    <message>
        <source>%1 wins with %2!</source>
        <translation>%1 побеждает: %2!</translation>
    </message>
    <message>
        <source>%1 share first place with %2 points!</source>
        <translation>%1 делят первое место! Итог: %2.</translation>
    </message>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation>%1 побеждает! Итог: %2.</translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation>Ходит %1</translation>
    </message>
    <message>
        <source>%1: throw the dice</source>
        <translation>%1: бросайте кости</translation>
    </message>
    <message>
        <source>%1: click dice to keep, throw again — or pick a line below</source>
        <translation>%1: отложите кости щелчком и бросайте снова — или выберите графу внизу</translation>
    </message>
    <message>
        <source>%1: no throws left — pick a line below</source>
        <translation>%1: броски кончились — выберите графу внизу</translation>
    </message>
    <message>
        <source>Throw %1 of %2</source>
        <translation>Бросок %1 из %2</translation>
    </message>
    <message>
        <source>Each result is the player&apos;s total minus the average of all players.</source>
        <translation>Результат каждого — его очки минус среднее по всем игрокам.</translation>
    </message>
    <message>
        <source>%1 wrote %2 in «%3» (%4)</source>
        <translation>%1 записывает %2 в графу «%3» (%4)</translation>
    </message>
    <message>
        <source>First stage: fill the rows ones to sixes first.</source>
        <translation>Первый этап: сначала заполните графы от единиц до шестёрок.</translation>
    </message>
    <message>
        <source>First stage</source>
        <translation>Первый этап</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Премия</translation>
    </message>
    <message>
        <source>Saved throws</source>
        <translation>Запас бросков</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>Rows ones to sixes together</source>
        <translation>Графы от единиц до шестёрок вместе</translation>
    </message>
    <message>
        <source>%1 once the rows ones to sixes add up to 0 or more</source>
        <translation>%1, если графы от единиц до шестёрок в сумме дадут 0 или больше</translation>
    </message>
    <message>
        <source>Throws saved in the first stage: 3 points each at the end</source>
        <translation>Броски, сбережённые на первом этапе: в конце по 3 очка за каждый</translation>
    </message>
    <message>
        <source>Write %1 here</source>
        <translation>Записать сюда %1</translation>
    </message>
    <message>
        <source>Not made: a dash here</source>
        <translation>Не собрано: здесь будет прочерк</translation>
    </message>
    <message>
        <source>%1: click dice to keep, throw the rest — or stand</source>
        <translation>%1: отложите кости щелчком и бросьте остальные — или остановитесь</translation>
    </message>
    <message>
        <source>Dice %1 stay as they are: only the dice thrown the second time may be thrown again.</source>
        <translation>Кости %1 остаются как есть: перебросить можно только те, что бросались во второй раз.</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>Сейчас: %1</translation>
    </message>
    <message>
        <source>Hands, from the best</source>
        <translation>Комбинации, от старшей</translation>
    </message>
    <message>
        <source>Equal best hands — played again: %1</source>
        <translation>Равные лучшие комбинации — переигровка: %1</translation>
    </message>
    <message>
        <source>Still to throw: %1</source>
        <translation>Ещё не бросали: %1</translation>
    </message>
</context>
<context>
    <name>DominoGameView</name>
    <message>
        <source>Pass  [P]</source>
        <translation>Пропустить ход  [P]</translation>
    </message>
    <message>
        <source>No tile fits and there is nothing to draw: the turn passes on</source>
        <translation>Ни одна кость не подходит, а брать больше нечего: ход переходит дальше</translation>
    </message>
    <message>
        <source>Draw from the boneyard  [D]</source>
        <translation>Взять из базара  [D]</translation>
    </message>
    <message>
        <source>Take a tile from the boneyard</source>
        <translation>Взять кость из базара</translation>
    </message>
    <message>
        <source>Boneyard</source>
        <translation>Базар</translation>
    </message>
    <message>
        <source>The table is empty</source>
        <translation>На столе пока пусто</translation>
    </message>
    <message>
        <source>Ends: %1 = %2</source>
        <translation>Концы: %1 = %2</translation>
    </message>
    <message>
        <source>scores %1!</source>
        <translation>пишется %1!</translation>
    </message>
    <message>
        <source>now</source>
        <translation>сейчас</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Points by round (to %1)</source>
        <translation>Очки по раздачам (игра до %1)</translation>
    </message>
    <message>
        <source>%1: where should %2 go? Click a glowing place on the table or a button below (↑/↓ and Enter).</source>
        <translation>%1: куда поставить %2? Нажмите на светящееся место на столе или на кнопку внизу (↑/↓ и Enter).</translation>
    </message>
    <message>
        <source>%1: play a tile — the framed ones fit (click, or ←/→ and Enter).</source>
        <translation>%1: сделайте ход — подходят кости в рамке (щелчок или ←/→ и Enter).</translation>
    </message>
    <message>
        <source>%1: no tile fits — draw one from the boneyard (D).</source>
        <translation>%1: ни одна кость не подходит — возьмите из базара (D).</translation>
    </message>
    <message>
        <source>%1: no tile fits — pass (P).</source>
        <translation>%1: ни одна кость не подходит — пропустите ход (P).</translation>
    </message>
    <message>
        <source>%1: press «%2» to go on.</source>
        <translation>%1: нажмите «%2», чтобы продолжить.</translation>
    </message>
    <message>
        <source>in the centre</source>
        <translation>в центр</translation>
    </message>
    <message>
        <source>Play %1 %2 + %3 %4</source>
        <translation>Сходить: %1 %2 + %3 %4</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Сходить %1</translation>
    </message>
    <message>
        <source>%1, face down</source>
        <translation>%1, перевёрнутым</translation>
    </message>
    <message>
        <source>Next round</source>
        <translation>Следующая раздача</translation>
    </message>
</context>
<context>
    <name>FieldBoard</name>
    <message>
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелёный</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>оборотной стороной наружу</translation>
    </message>
    <message>
        <source>a circle on the back</source>
        <translation>окружность на оборотной стороне</translation>
    </message>
    <message>
        <source>a cross on the back</source>
        <translation>крестик на оборотной стороне</translation>
    </message>
    <message>
        <source>%1 over %2</source>
        <translation>%1 над %2</translation>
    </message>
    <message>
        <source>arrow up</source>
        <translation>стрелка вверх</translation>
    </message>
    <message>
        <source>arrow down</source>
        <translation>стрелка вниз</translation>
    </message>
    <message>
        <source>ringed</source>
        <translation>обведён кольцом</translation>
    </message>
    <message>
        <source>Over the far edge: the tile leaves the field</source>
        <translation>За дальний край: элемент уходит с поля</translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: пусто</translation>
    </message>
    <message>
        <source>a stack of %1 tiles</source>
        <translation>стопка из %1 элементов</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>выбран</translation>
    </message>
    <message>
        <source>it may go here</source>
        <translation>сюда можно пойти</translation>
    </message>
    <message>
        <source>it may move</source>
        <translation>им можно сходить</translation>
    </message>
    <message>
        <source>off the field</source>
        <translation>уйти с поля</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Play</source>
        <translation>Играть</translation>
    </message>
    <message>
        <source>Open a PGN game…</source>
        <translation>Открыть партию PGN…</translation>
    </message>
    <message>
        <source>Play on from a chess game saved in PGN by this or another program</source>
        <translation>Доиграть шахматную партию, сохранённую в PGN этой или другой программой</translation>
    </message>
    <message>
        <source>Not yet playable.</source>
        <translation>Пока нельзя сыграть.</translation>
    </message>
    <message>
        <source>The compendium lists this game with the book&apos;s marks; its rules are not in the source excerpts or are not built yet, so there is nothing to play.</source>
        <translation>Игра есть в перечне с отметками из книги, но её правил нет в доступных отрывках или они ещё не сделаны, поэтому сыграть в неё пока нельзя.</translation>
    </message>
    <message>
        <source>The source excerpts give only this game&apos;s name and marks.</source>
        <translation>В доступных отрывках книги есть только название этой игры и её отметки.</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Раздел</translation>
    </message>
    <message>
        <source>Variant of</source>
        <translation>Вариант игры</translation>
    </message>
    <message>
        <source>Variants (%1)</source>
        <translation>Варианты (%1)</translation>
    </message>
    <message>
        <source>See also</source>
        <translation>См. также</translation>
    </message>
    <message>
        <source>A game very much like it can be played here: %1.</source>
        <translation>Очень похожую игру можно сыграть здесь: %1.</translation>
    </message>
    <message>
        <source>any number</source>
        <translation>любое число</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кости</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Сложность</translation>
    </message>
    <message>
        <source>(of I–V)</source>
        <translation>(из I–V)</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Динамика</translation>
    </message>
    <message>
        <source>Page in the book</source>
        <translation>Страница в книге</translation>
    </message>
    <message>
        <source>invented by the book&apos;s author</source>
        <translation>придумана автором книги</translation>
    </message>
    <message>
        <source>simultaneous play (!!!)</source>
        <translation>одновременная игра (!!!)</translation>
    </message>
    <message>
        <source>playable without dice (*)</source>
        <translation>можно играть без костей (*)</translation>
    </message>
    <message>
        <source>Marks</source>
        <translation>Отметки</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>The game is drawn.</source>
        <translation>Ничья.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>Выиграл(а) %1.</translation>
    </message>
</context>
<context>
    <name>GeneralView</name>
    <message>
        <source>Click (or press %1) to keep this die or to throw it again</source>
        <translation>Щёлкните (или нажмите %1), чтобы оставить эту кость или снова её бросить</translation>
    </message>
    <message>
        <source>Throw 1 of 3 — a combination written now gets the first-throw bonus</source>
        <translation>Бросок 1 из 3 — комбинация, записанная сейчас, получает надбавку за первый бросок</translation>
    </message>
    <message>
        <source>%1: choose a line on the sheet (the pale numbers are what each line would score)</source>
        <translation>%1: выберите строку в таблице (бледные числа — сколько даст каждая строка)</translation>
    </message>
    <message>
        <source>%1: click the dice to keep, then throw again — or choose a line on the sheet</source>
        <translation>%1: щёлкните кости, которые оставить, и бросайте снова — или выберите строку в таблице</translation>
    </message>
    <message>
        <source>wins!</source>
        <translation>победа!</translation>
    </message>
    <message>
        <source>A general on the first throw wins the match</source>
        <translation>«Генерал» с первого броска выигрывает партию</translation>
    </message>
    <message>
        <source>Write %1 here</source>
        <translation>Записать сюда %1</translation>
    </message>
    <message>
        <source>The dice do not fit: this line would be closed with 0</source>
        <translation>Кости не подходят: строка закроется нулём</translation>
    </message>
</context>
<context>
    <name>GoldenGeneralView</name>
    <message>
        <source>Group %1</source>
        <translation>Группа %1</translation>
    </message>
    <message>
        <source>%1 already has a %2 die: a die can only change places with the other die of its colour.</source>
        <translation>%1: здесь уже есть %2 кость. Кость может поменяться местами только со второй костью своего цвета.</translation>
    </message>
    <message>
        <source>← choose its line on the sheet</source>
        <translation>← выберите для неё строку в таблице</translation>
    </message>
    <message>
        <source>Throw the dice marked «?» and type what they show in this order: %1</source>
        <translation>Бросьте кости, отмеченные «?», и введите, что на них выпало, в таком порядке: %1</translation>
    </message>
    <message>
        <source>%1: now choose the line for group 2 (click «%2» again to change your mind)</source>
        <translation>%1: теперь выберите строку для группы 2 (повторный щелчок по «%2» отменит выбор)</translation>
    </message>
    <message>
        <source>%1: click a die (or ⇅) to move it to the other group, then choose the line for group 1 on the sheet</source>
        <translation>%1: щёлкните кость (или ⇅), чтобы перенести её в другую группу, затем выберите в таблице строку для группы 1</translation>
    </message>
    <message>
        <source>%1: click the dice to keep and throw again, or sort the groups with ⇅ and pick group 1&apos;s line on the sheet</source>
        <translation>%1: щёлкните кости, которые оставить, и бросайте — или разложите группы кнопками ⇅ и выберите строку группы 1</translation>
    </message>
    <message>
        <source>Group 1 goes here; click again to choose another line</source>
        <translation>Сюда идёт группа 1; щёлкните ещё раз, чтобы выбрать другую строку</translation>
    </message>
    <message>
        <source>Group %1 would score %2 here</source>
        <translation>Группа %1 дала бы здесь %2</translation>
    </message>
    <message>
        <source>⇅ Swap</source>
        <translation>⇅ Обмен</translation>
    </message>
    <message>
        <source>Swap the two dice of this colour between the groups</source>
        <translation>Поменять местами две кости этого цвета между группами</translation>
    </message>
</context>
<context>
    <name>HandRow</name>
    <message>
        <source>a card face down</source>
        <translation>карта рубашкой вверх</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>выбрана</translation>
    </message>
    <message>
        <source>may be chosen</source>
        <translation>можно выбрать</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>No cards</source>
        <translation>Нет карт</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass the laptop to %1</source>
        <translation>Передайте ноутбук: %1</translation>
    </message>
    <message>
        <source>Everybody else, please look away.</source>
        <translation>Остальные, пожалуйста, не подглядывайте.</translation>
    </message>
    <message>
        <source>I am %1 — show my game</source>
        <translation>Я — %1, показать мою игру</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Dice &amp; Domino Compendium</source>
        <translation>Собрание игр в кости и домино</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>The book&apos;s dice games in 23 categories and the domino, board and card games are on the left, each with its rules. The games below can be played here, by people in turn and by the computer.</source>
        <translation>Слева — игры в кости из книги в 23 разделах, а также домино, настольные и карточные игры, у каждой есть правила. В игры ниже можно сыграть здесь: люди ходят по очереди, играет и компьютер.</translation>
    </message>
    <message>
        <source>Nothing to continue yet: choose a game below and press “Play”.</source>
        <translation>Продолжать пока нечего: выберите игру ниже и нажмите «Играть».</translation>
    </message>
    <message>
        <source>Continue this match</source>
        <translation>Продолжить эту партию</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Games to play</source>
        <translation>Во что сыграть</translation>
    </message>
    <message>
        <source>%1 moves</source>
        <translation>ходов: %1</translation>
    </message>
    <message>
        <source>Played lately:</source>
        <translation>Недавно играли:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>This match cannot be continued</source>
        <translation>Эту партию нельзя продолжить</translation>
    </message>
    <message>
        <source>The saved match is damaged and cannot be loaded (%1). A copy was kept in %2.</source>
        <translation>Сохранённая партия повреждена и не загружается (%1). Её копия сохранена в %2.</translation>
    </message>
    <message>
        <source>Open a game in PGN</source>
        <translation>Открытие партии в PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>The file could not be read: %1</source>
        <translation>Файл не удалось прочитать: %1</translation>
    </message>
    <message>
        <source>This game starts from a set-up position: only games from the usual start can be played on here.</source>
        <translation>Эта партия начинается с заданной позиции: здесь можно доигрывать только партии с обычного начала.</translation>
    </message>
    <message>
        <source>The game in this file is over: there is nothing to play on.</source>
        <translation>Партия в этом файле окончена: доигрывать нечего.</translation>
    </message>
    <message>
        <source>The saved match is damaged and cannot be loaded (%1). No copy could be written.</source>
        <translation>Сохранённая партия повреждена и не может быть загружена (%1). Копию записать не удалось.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Delete this unfinished match for good?</source>
        <translation>Удалить эту незаконченную партию насовсем?</translation>
    </message>
    <message>
        <source>Dice &amp; Domino Compendium</source>
        <translation>Собрание игр в кости и домино</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Главная</translation>
    </message>
    <message>
        <source>Family members</source>
        <translation>Члены семьи</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Во весь экран</translation>
    </message>
    <message>
        <source>Full screen (F11); F11 or Escape goes back</source>
        <translation>Во весь экран (F11); F11 или Escape — обратно</translation>
    </message>
    <message>
        <source>About</source>
        <translation>О программе</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
</context>
<context>
    <name>MatchScreen</name>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Обдумываю подсказку…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <source>Game over — winner: %1</source>
        <translation>Партия окончена — победитель: %1</translation>
    </message>
    <message>
        <source>Game over — score: %1</source>
        <translation>Партия окончена — счёт: %1</translation>
    </message>
    <message>
        <source>Game over — a draw: %1</source>
        <translation>Партия окончена — ничья: %1</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>%1: throw the real dice and type what they show</source>
        <translation>%1: бросьте настоящие кости и введите, что выпало</translation>
    </message>
    <message>
        <source>%1&apos;s turn</source>
        <translation>Ходит %1</translation>
    </message>
    <message>
        <source>Back to the games</source>
        <translation>К списку игр</translation>
    </message>
    <message>
        <source>Leave (continue later)</source>
        <translation>Выйти (доиграть потом)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Undo  [Ctrl+Z]</source>
        <translation>Отменить  [Ctrl+Z]</translation>
    </message>
    <message>
        <source>Take back your last decision (never a throw of the dice)</source>
        <translation>Отменить своё последнее решение (бросок костей отменить нельзя)</translation>
    </message>
    <message>
        <source>Hint  [F1]</source>
        <translation>Подсказка  [F1]</translation>
    </message>
    <message>
        <source>Ask the strongest computer player what it would do</source>
        <translation>Спросить самого сильного компьютерного игрока, как бы он поступил</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Сыграть ещё</translation>
    </message>
    <message>
        <source>The same game and variant again; the next player begins</source>
        <translation>Та же игра и тот же вариант; начинает следующий игрок</translation>
    </message>
    <message>
        <source>Log of the match</source>
        <translation>Ход партии</translation>
    </message>
    <message>
        <source>Preparing the computer player…</source>
        <translation>Компьютерный игрок готовится…</translation>
    </message>
    <message>
        <source>The dice show:</source>
        <translation>На костях:</translation>
    </message>
    <message>
        <source>e.g. 3 5</source>
        <translation>например, 3 5</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Ввести</translation>
    </message>
</context>
<context>
    <name>NardyBoard</name>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>white</source>
        <translation>белые</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрные</translation>
    </message>
    <message>
        <source>The bar</source>
        <translation>Бар</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Borne off</source>
        <translation>Снятые</translation>
    </message>
    <message>
        <source>Point %1</source>
        <translation>Пункт %1</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>выбрана</translation>
    </message>
    <message>
        <source>it may go here</source>
        <translation>сюда можно пойти</translation>
    </message>
    <message>
        <source>it may move</source>
        <translation>может ходить</translation>
    </message>
</context>
<context>
    <name>NardyView</name>
    <message>
        <source>Roll</source>
        <translation>Бросить</translation>
    </message>
    <message>
        <source>Throw the dice (key: R)</source>
        <translation>Бросить кости (клавиша R)</translation>
    </message>
    <message>
        <source>Double</source>
        <translation>Удвоить</translation>
    </message>
    <message>
        <source>Offer to double the stake before throwing (key: D)</source>
        <translation>Предложить удвоить ставку перед броском (клавиша D)</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Принять</translation>
    </message>
    <message>
        <source>Accept the double: the cube is yours (key: Y)</source>
        <translation>Принять удвоение: кубик переходит к вам (клавиша Y)</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Отказаться</translation>
    </message>
    <message>
        <source>Refuse the double and lose this game at the stake before (key: N)</source>
        <translation>Отказаться от удвоения и проиграть партию по прежней ставке (клавиша N)</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>End the turn as played (Enter)</source>
        <translation>Закончить ход как сыгран (Enter)</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Вернуть шаг</translation>
    </message>
    <message>
        <source>Take the last checker&apos;s step back (Backspace or Ctrl+Z)</source>
        <translation>Вернуть последний шаг шашки (Backspace или Ctrl+Z)</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Give the match up: the opponent wins it (Ctrl+Shift+R)</source>
        <translation>Сдать матч: соперник выигрывает его (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message>
        <source>white</source>
        <translation>белые</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрные</translation>
    </message>
    <message>
        <source>%1 pips</source>
        <translation>пипсов: %1</translation>
    </message>
    <message>
        <source>%1; %2 of %3 points</source>
        <translation>%1; %2 из %3 очков</translation>
    </message>
    <message>
        <source>Thrown: %1</source>
        <translation>Выпало: %1</translation>
    </message>
    <message>
        <source>To play: %1</source>
        <translation>Сыграть: %1</translation>
    </message>
    <message>
        <source>The opening throw: one die each.</source>
        <translation>Первый бросок: по одной кости каждому.</translation>
    </message>
    <message>
        <source>%1 is to move.</source>
        <translation>Ходит %1.</translation>
    </message>
    <message>
        <source>%1: roll the dice or double.</source>
        <translation>%1: бросьте кости или удвойте.</translation>
    </message>
    <message>
        <source>%1 doubles to %2. %3, take or drop?</source>
        <translation>%1 удваивает до %2. %3, принять или отказаться?</translation>
    </message>
    <message>
        <source>%1: press Done (Enter) to end the turn.</source>
        <translation>%1: нажмите «Готово» (Enter), чтобы закончить ход.</translation>
    </message>
    <message>
        <source>%1: your move.</source>
        <translation>%1: ваш ход.</translation>
    </message>
    <message>
        <source>Nothing can be played with %1: the turn passes.</source>
        <translation>С %1 сходить нельзя: ход переходит к сопернику.</translation>
    </message>
    <message>
        <source>Only one way to play %1: it is played for you.</source>
        <translation>%1 можно сыграть только одним способом: ход сделан за вас.</translation>
    </message>
    <message>
        <source>The Crawford game: nobody may double.</source>
        <translation>Партия Кроуфорда: удваивать нельзя.</translation>
    </message>
    <message>
        <source>Game %1</source>
        <translation>Партия %1</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
</context>
<context>
    <name>OdMovementView</name>
    <message>
        <source>Offer a draw</source>
        <translation>Предложить ничью</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Согласиться на ничью</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Играть дальше</translation>
    </message>
    <message>
        <source>Give the game up: the opponent wins</source>
        <translation>Прекратить игру: выигрывает противник</translation>
    </message>
    <message>
        <source>Ask the opponent to end the game as a draw</source>
        <translation>Предложить противнику закончить игру вничью</translation>
    </message>
    <message>
        <source>%1: brought out %2 (%3 pips)</source>
        <translation>%1: выведено %2 (%3 очк.)</translation>
    </message>
    <message>
        <source>%1: turned %2</source>
        <translation>%1: перевёрнуто %2</translation>
    </message>
    <message>
        <source>%1: removed %2</source>
        <translation>%1: снято %2</translation>
    </message>
    <message>
        <source>%1 is to move.</source>
        <translation>Ходит %1.</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 предлагает ничью. %2, вы согласны?</translation>
    </message>
    <message>
        <source>%1: slide a tile beside the hole into it.</source>
        <translation>%1: сдвиньте в пустую клетку соседний с ней элемент.</translation>
    </message>
    <message>
        <source>%1: choose a tile, then where it goes.</source>
        <translation>%1: выберите элемент, затем куда он пойдёт.</translation>
    </message>
</context>
<context>
    <name>OdPlacementView</name>
    <message>
        <source>Turn the next tile you put down the other way round</source>
        <translation>Положить следующий элемент другим концом вверх</translation>
    </message>
    <message>
        <source>Turn up a tile (D)</source>
        <translation>Открыть элемент (D)</translation>
    </message>
    <message>
        <source>Spare my tiles (S)</source>
        <translation>Сохранить свои (S)</translation>
    </message>
    <message>
        <source>Your own tiles the tile you lay touches with equal digits stay on the field (else they are removed too)</source>
        <translation>Ваши элементы, которых выкладываемый элемент коснётся равной цифрой, остаются на поле (иначе они тоже снимаются)</translation>
    </message>
    <message>
        <source>Keep it (K)</source>
        <translation>Оставить себе (K)</translation>
    </message>
    <message>
        <source>Do not lay the tile turned up: it goes to your hand</source>
        <translation>Не выкладывать открытый элемент: он уходит в руку</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Пропустить (P)</translation>
    </message>
    <message>
        <source>I cannot lay it</source>
        <translation>Не могу выложить</translation>
    </message>
    <message>
        <source>Give up the tile turned up: you lose the game</source>
        <translation>Отказаться от открытого элемента: вы проигрываете</translation>
    </message>
    <message>
        <source>Offer a draw</source>
        <translation>Предложить ничью</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Сдаться</translation>
    </message>
    <message>
        <source>Accept the draw</source>
        <translation>Согласиться на ничью</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Играть дальше</translation>
    </message>
    <message>
        <source>Give the game up: the opponent wins</source>
        <translation>Прекратить игру: выигрывает противник</translation>
    </message>
    <message>
        <source>Ask the opponent to end the game as a draw</source>
        <translation>Предложить противнику закончить игру вничью</translation>
    </message>
    <message>
        <source>Turned up (T)</source>
        <translation>Открыт (T)</translation>
    </message>
    <message>
        <source>The tile turned up</source>
        <translation>Открытый элемент</translation>
    </message>
    <message>
        <source>The stacks</source>
        <translation>Стопки</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Стопка</translation>
    </message>
    <message>
        <source>Stacks: %1</source>
        <translation>Стопки: %1</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>в руке %1</translation>
    </message>
    <message>
        <source>aside %1</source>
        <translation>отложено %1</translation>
    </message>
    <message>
        <source>removed %1</source>
        <translation>снято %1</translation>
    </message>
    <message>
        <source>beyond the edge %1</source>
        <translation>за краем %1</translation>
    </message>
    <message>
        <source>turned %1</source>
        <translation>перевёрнуто %1</translation>
    </message>
    <message>
        <source>%1 (out: won)</source>
        <translation>%1 (вышел: выиграл)</translation>
    </message>
    <message>
        <source>%1 (out)</source>
        <translation>%1 (выбыл)</translation>
    </message>
    <message>
        <source>Turn round (R): arrow %1</source>
        <translation>Повернуть (R): стрелка %1</translation>
    </message>
    <message>
        <source>%1 is to move.</source>
        <translation>Ходит %1.</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 предлагает ничью. %2, вы согласны?</translation>
    </message>
    <message>
        <source>Bet on a cell of rank 8.</source>
        <translation>Сделайте ставку на клетку 8-й горизонтали.</translation>
    </message>
    <message>
        <source>Lay the tile turned up on a marked cell.</source>
        <translation>Выложите открытый элемент на отмеченную клетку.</translation>
    </message>
    <message>
        <source>The tile turned up fits nowhere: move tiles on the field to make room, or give up.</source>
        <translation>Открытый элемент положить некуда: переложите элементы на поле, чтобы освободить место, или сдайтесь.</translation>
    </message>
    <message>
        <source>Leave the opened tile where it lies (click it) or move it.</source>
        <translation>Оставьте открытый элемент на месте (щёлкните по нему) или переложите его.</translation>
    </message>
    <message>
        <source>Choose a tile on the field, then where it goes.</source>
        <translation>Выберите элемент на поле, затем куда он пойдёт.</translation>
    </message>
    <message>
        <source>Open a face-down tile: click it twice.</source>
        <translation>Откройте закрытый элемент: щёлкните по нему дважды.</translation>
    </message>
    <message>
        <source>Take a tile: click it twice.</source>
        <translation>Возьмите элемент: щёлкните по нему дважды.</translation>
    </message>
    <message>
        <source>Choose a tile beside the field, then a cell.</source>
        <translation>Выберите элемент рядом с полем, затем клетку.</translation>
    </message>
    <message>
        <source>Turn up a tile.</source>
        <translation>Откройте элемент.</translation>
    </message>
    <message>
        <source>Or keep it.</source>
        <translation>Или оставьте его себе.</translation>
    </message>
    <message>
        <source>Or pass.</source>
        <translation>Или пропустите ход.</translation>
    </message>
    <message>
        <source>%1 to move.</source>
        <translation>Ходит %1.</translation>
    </message>
</context>
<context>
    <name>PanelGameView</name>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
</context>
<context>
    <name>PegBoard</name>
    <message>
        <source>Track %1</source>
        <translation>Дорожка %1</translation>
    </message>
    <message>
        <source>%1: score %2 (before: %3)</source>
        <translation>%1: счёт %2 (до этого: %3)</translation>
    </message>
    <message>
        <source>Cribbage board</source>
        <translation>Доска для криббеджа</translation>
    </message>
    <message>
        <source>the game hole: %1</source>
        <translation>финишная лунка: %1</translation>
    </message>
</context>
<context>
    <name>PigView</name>
    <message>
        <source>Throw  [Space]</source>
        <translation>Бросить  [Пробел]</translation>
    </message>
    <message>
        <source>Enough!  [Enter]</source>
        <translation>Хватит!  [Enter]</translation>
    </message>
    <message>
        <source>Throw the dice again and add them to the series</source>
        <translation>Бросить кости ещё раз и прибавить очки к серии</translation>
    </message>
    <message>
        <source>Write the series down and pass the dice on</source>
        <translation>Записать серию и передать кости дальше</translation>
    </message>
    <message>
        <source>First to %1 points wins</source>
        <translation>Побеждает тот, кто первым наберёт %1</translation>
    </message>
    <message>
        <source>%1 banked %2</source>
        <translation>%1 записывает %2</translation>
    </message>
    <message>
        <source>Series: %1</source>
        <translation>Серия: %1</translation>
    </message>
    <message>
        <source>This turn: %1</source>
        <translation>В этом ходу: %1</translation>
    </message>
    <message>
        <source>Last turn: %1</source>
        <translation>Прошлый ход: %1</translation>
    </message>
    <message>
        <source>%1 reaches %2 and wins!</source>
        <translation>%1 набирает %2 и побеждает!</translation>
    </message>
    <message>
        <source>Pig-out! %1 loses the series.</source>
        <translation>«Чирик»! У игрока %1 сгорает серия.</translation>
    </message>
</context>
<context>
    <name>PileRow</name>
    <message>
        <source>Count: %1</source>
        <translation>Сумма: %1</translation>
    </message>
    <message>
        <source>Cards played</source>
        <translation>Выложенные карты</translation>
    </message>
</context>
<context>
    <name>ProfilesDialog</name>
    <message>
        <source>Family members</source>
        <translation>Члены семьи</translation>
    </message>
    <message>
        <source>Show archived</source>
        <translation>Показать архивных</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Добавить…</translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Переименовать…</translation>
    </message>
    <message>
        <source>Colour…</source>
        <translation>Цвет…</translation>
    </message>
    <message>
        <source>Archive</source>
        <translation>В архив</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>(archived)</source>
        <translation>(в архиве)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Вернуть из архива</translation>
    </message>
    <message>
        <source>New family member</source>
        <translation>Новый член семьи</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Имя:</translation>
    </message>
    <message>
        <source>There is already a family member called %1. Please choose another name (for example with an initial).</source>
        <translation>В семье уже есть %1. Выберите другое имя (например, с инициалом).</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Переименовать</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Slow: easy to follow</source>
        <translation>Медленно: легко уследить</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Show the dice tumbling before they settle</source>
        <translation>Показывать, как кости катятся, прежде чем остановиться</translation>
    </message>
    <message>
        <source>Normal size</source>
        <translation>Обычный</translation>
    </message>
    <message>
        <source>Large</source>
        <translation>Крупный</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>Самый крупный</translation>
    </message>
    <message>
        <source>Sounds: dice thrown, tiles laid</source>
        <translation>Звуки: бросок костей, выложенная кость домино</translation>
    </message>
    <message>
        <source>Empty: look for stockfish on the PATH</source>
        <translation>Пусто: искать stockfish в PATH</translation>
    </message>
    <message>
        <source>The program of a UCI chess engine (such as Stockfish) for the strongest chess level. Install Stockfish from your system&apos;s packages or from stockfishchess.org.</source>
        <translation>Шахматная программа UCI (например, Stockfish) для сильнейшего уровня в шахматах. Установите Stockfish из пакетов системы или с сайта stockfishchess.org.</translation>
    </message>
    <message>
        <source>Chess engine program</source>
        <translation>Шахматная программа</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Язык:</translation>
    </message>
    <message>
        <source>Text size:</source>
        <translation>Размер текста:</translation>
    </message>
    <message>
        <source>Computer players move:</source>
        <translation>Компьютер ходит:</translation>
    </message>
    <message>
        <source>Chess engine:</source>
        <translation>Шахматная программа:</translation>
    </message>
</context>
<context>
    <name>SetupDialog</name>
    <message>
        <source>New match: %1</source>
        <translation>Новая партия: %1</translation>
    </message>
    <message>
        <source>Add a family member…</source>
        <translation>Добавить члена семьи…</translation>
    </message>
    <message>
        <source>Seats, in playing order</source>
        <translation>Места в порядке хода</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Вариант:</translation>
    </message>
    <message>
        <source>Real dice on the table: type in what they show</source>
        <translation>Настоящие кости на столе: вводить выпавшие очки вручную</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Number of players:</source>
        <translation>Число игроков:</translation>
    </message>
    <message>
        <source>Hide the rules</source>
        <translation>Скрыть правила</translation>
    </message>
    <message>
        <source>More rules</source>
        <translation>Ещё правила</translation>
    </message>
    <message>
        <source>Every rule of this game, to change one by one</source>
        <translation>Все правила этой игры, чтобы менять их по одному</translation>
    </message>
    <message>
        <source>One rule changed</source>
        <translation>Изменено одно правило</translation>
    </message>
    <message>
        <source>%1 rules changed</source>
        <translation>Изменено правил: %1</translation>
    </message>
    <message>
        <source>The book&apos;s rules</source>
        <translation>Правила как в книге</translation>
    </message>
    <message>
        <source>The rules of the chosen variant</source>
        <translation>Правила выбранного варианта</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Место %1:</translation>
    </message>
    <message>
        <source>New family member</source>
        <translation>Новый член семьи</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Места</translation>
    </message>
    <message>
        <source>Each family member can take only one seat.</source>
        <translation>Каждый член семьи может занять только одно место.</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>5 min</source>
        <translation>5 мин</translation>
    </message>
    <message>
        <source>10 min + 5 s a move</source>
        <translation>10 мин + 5 с за ход</translation>
    </message>
    <message>
        <source>15 min + 10 s a move</source>
        <translation>15 мин + 10 с за ход</translation>
    </message>
    <message>
        <source>25 min + 10 s a move</source>
        <translation>25 мин + 10 с за ход</translation>
    </message>
    <message>
        <source>5 min, 3 s extra a move</source>
        <translation>5 мин, 3 с дополнительно на ход</translation>
    </message>
    <message>
        <source>Other…</source>
        <translation>Другие…</translation>
    </message>
    <message>
        <source>Each player&apos;s time for the whole match. An increment is added after each move; an extra time a move is spent first and what is left of it is not kept. Whose time runs out loses.</source>
        <translation>Время каждого игрока на всю партию. Добавка прибавляется после каждого хода; дополнительное время на ход расходуется первым, и его остаток не сохраняется. У кого время кончится, тот проигрывает.</translation>
    </message>
    <message>
        <source>Clock:</source>
        <translation>Часы:</translation>
    </message>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Added to a player&apos;s time after each of their moves</source>
        <translation>Прибавляется ко времени игрока после каждого его хода</translation>
    </message>
    <message>
        <source>Spent first on each move; the main time runs only after it, and what is left of it is not kept</source>
        <translation>Расходуется первым на каждом ходу; основное время идёт только после него, а его остаток не сохраняется</translation>
    </message>
    <message>
        <source>Main time:</source>
        <translation>Основное время:</translation>
    </message>
    <message>
        <source>Increment a move:</source>
        <translation>Добавка за ход:</translation>
    </message>
    <message>
        <source>Extra time a move:</source>
        <translation>Дополнительно на ход:</translation>
    </message>
</context>
<context>
    <name>Sidebar</name>
    <message>
        <source>Search games (Russian or English)</source>
        <translation>Поиск игры (по-русски или по-английски)</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Игроков:</translation>
    </message>
    <message>
        <source>Filters</source>
        <translation>Фильтры</translation>
    </message>
    <message>
        <source>any</source>
        <translation>любое</translation>
    </message>
    <message>
        <source>Show games for this many players</source>
        <translation>Показать игры для такого числа игроков</translation>
    </message>
    <message>
        <source>Difficulty:</source>
        <translation>Сложность:</translation>
    </message>
    <message>
        <source>up to %1</source>
        <translation>до %1</translation>
    </message>
    <message>
        <source>Playable games only</source>
        <translation>Только игры, в которые можно сыграть</translation>
    </message>
    <message>
        <source>Categories and their games</source>
        <translation>Разделы и их игры</translation>
    </message>
    <message>
        <source>Filter the list by the number of players, the difficulty and whether a game can be played here</source>
        <translation>Отобрать игры по числу игроков, сложности и по тому, можно ли в них сыграть здесь</translation>
    </message>
    <message>
        <source>%1 games, %2 playable</source>
        <translation>игр: %1, доступно для игры: %2</translation>
    </message>
    <message>
        <source>No games: the book lists none here</source>
        <translation>Игр нет: в книге здесь ничего не указано</translation>
    </message>
    <message>
        <source>Not yet playable: rules and marks only</source>
        <translation>Пока нельзя сыграть: только правила и отметки</translation>
    </message>
    <message>
        <source>The book&apos;s table of games lists no game under this heading, only the page where it begins (%1), and the source excerpts hold none of its games: there is nothing to show yet.</source>
        <translation>В таблице игр книги под этим заголовком нет ни одной игры, только страница, с которой раздел начинается (%1), а в исходных отрывках нет ни одной его игры: показывать пока нечего.</translation>
    </message>
</context>
<context>
    <name>SquareBoard</name>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>dark man</source>
        <translation>тёмная шашка</translation>
    </message>
    <message>
        <source>dark king</source>
        <translation>тёмная дамка</translation>
    </message>
    <message>
        <source>light man</source>
        <translation>светлая шашка</translation>
    </message>
    <message>
        <source>light king</source>
        <translation>светлая дамка</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>белая пешка</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>белый конь</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>белый слон</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>белая ладья</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>белый ферзь</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>белый король</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>чёрная пешка</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>чёрный конь</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>чёрный слон</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>чёрная ладья</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>чёрный ферзь</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>чёрный король</translation>
    </message>
    <message>
        <source>Promotion: %1 (%2 of %3)</source>
        <translation>Превращение: %1 (%2 из %3)</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>in check</source>
        <translation>под шахом</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>клетка выбрана</translation>
    </message>
    <message>
        <source>it may go here</source>
        <translation>сюда можно пойти</translation>
    </message>
    <message>
        <source>it may move</source>
        <translation>может ходить</translation>
    </message>
</context>
<context>
    <name>StatsPage</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Person:</source>
        <translation>Игрок:</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Игра:</translation>
    </message>
    <message>
        <source>Choose a game to see its own figures.</source>
        <translation>Выберите игру, чтобы увидеть её показатели.</translation>
    </message>
    <message>
        <source>No finished matches yet.</source>
        <translation>Законченных партий пока нет.</translation>
    </message>
    <message>
        <source>Play a match to the end and its results appear here.</source>
        <translation>Доиграйте партию до конца, и её результаты появятся здесь.</translation>
    </message>
    <message>
        <source>Scores over time</source>
        <translation>Очки от партии к партии</translation>
    </message>
    <message>
        <source>Score distribution</source>
        <translation>Распределение очков</translation>
    </message>
    <message>
        <source>Wins by person</source>
        <translation>Победы по игрокам</translation>
    </message>
    <message>
        <source>All family members</source>
        <translation>Все члены семьи</translation>
    </message>
    <message>
        <source>(archived)</source>
        <translation>(в архиве)</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Доля побед</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Лучший</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Средний</translation>
    </message>
    <message>
        <source>%1 has not finished a match of %2 yet.</source>
        <translation>%1 ещё не доиграл(а) ни одной партии в «%2».</translation>
    </message>
    <message>
        <source>%1 has not finished a match yet.</source>
        <translation>%1 ещё не доиграл(а) ни одной партии.</translation>
    </message>
    <message>
        <source>No finished matches for this choice yet.</source>
        <translation>Для этого выбора законченных партий пока нет.</translation>
    </message>
    <message>
        <source>Choose a game to see the scores match after match.</source>
        <translation>Выберите игру, чтобы увидеть очки партия за партией.</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>The newest %1 of %2 matches.</source>
        <translation>Показаны последние %1 партий из %2.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>победа</translation>
    </message>
    <message>
        <source>won the match</source>
        <translation>выиграл(а) партию</translation>
    </message>
    <message>
        <source>Choose a game to see how its scores are spread.</source>
        <translation>Выберите игру, чтобы увидеть, как распределяются очки.</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 из %2</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Losses</source>
        <translation>Поражения</translation>
    </message>
    <message>
        <source>Played alone</source>
        <translation>Партий в одиночку</translation>
    </message>
    <message>
        <source>Personal best alone</source>
        <translation>Рекорд в одиночку</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>played alone</source>
        <translation>в одиночку</translation>
    </message>
    <message>
        <source>personal best</source>
        <translation>личный рекорд</translation>
    </message>
    <message>
        <source>personal best, played alone</source>
        <translation>рекорд в одиночку</translation>
    </message>
    <message>
        <source>Only matches played alone so far: they have scores, not wins.</source>
        <translation>Пока есть только партии в одиночку: в них набирают очки, а не побеждают.</translation>
    </message>
    <message>
        <source>draws: %1</source>
        <translation>ничьих: %1</translation>
    </message>
    <message>
        <source>Wins and draws</source>
        <translation>Победы и ничьи</translation>
    </message>
</context>
<context>
    <name>ThirteenView</name>
    <message>
        <source>Add</source>
        <translation>Прибавить</translation>
    </message>
    <message>
        <source>Subtract</source>
        <translation>Вычесть</translation>
    </message>
    <message>
        <source>×2 and add</source>
        <translation>×2 и прибавить</translation>
    </message>
    <message>
        <source>×3 and add</source>
        <translation>×3 и прибавить</translation>
    </message>
    <message>
        <source>×4 and add</source>
        <translation>×4 и прибавить</translation>
    </message>
    <message>
        <source>÷2 and add</source>
        <translation>÷2 и прибавить</translation>
    </message>
    <message>
        <source>÷3 and add</source>
        <translation>÷3 и прибавить</translation>
    </message>
    <message>
        <source>÷4 and add</source>
        <translation>÷4 и прибавить</translation>
    </message>
    <message>
        <source>ordinary die</source>
        <translation>обычная кость</translation>
    </message>
    <message>
        <source>coloured die: its 1 counts as 7</source>
        <translation>цветная кость: единица считается за 7</translation>
    </message>
    <message>
        <source>special die: 2 to 7</source>
        <translation>особая кость: от 2 до 7</translation>
    </message>
    <message>
        <source>Running total of %1</source>
        <translation>Счёт игрока %1</translation>
    </message>
    <message>
        <source>scores %1!</source>
        <translation>баллы: +%1!</translation>
    </message>
    <message>
        <source>The match is over: %1 wins with %2 points.</source>
        <translation>Партия окончена: побеждает %1 (баллов: %2).</translation>
    </message>
    <message>
        <source>%1 throws: a new turn of five throws</source>
        <translation>Бросает %1: новый ход из пяти бросков</translation>
    </message>
    <message>
        <source>Throw %1 of 5 is coming…</source>
        <translation>Сейчас бросок %1 из 5…</translation>
    </message>
    <message>
        <source>%1: throw %2 of 5 shows %3 — choose what to do with it</source>
        <translation>%1: бросок %2 из 5 дал %3 — выберите, что с ним сделать</translation>
    </message>
    <message>
        <source>%1: everybody uses throw %2 of 5 (%3) — choose privately</source>
        <translation>%1: бросок %2 из 5 (%3) общий для всех — выбирайте втайне</translation>
    </message>
    <message>
        <source>Everybody chooses what to do with throw %1 (%2)</source>
        <translation>Все решают, что делать с броском %1 (%2)</translation>
    </message>
    <message>
        <source>%1 chooses what to do with %2</source>
        <translation>%1 решает, что делать с %2</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Баллы</translation>
    </message>
    <message>
        <source>Throws</source>
        <translation>Броски</translation>
    </message>
    <message>
        <source>has chosen</source>
        <translation>выбор сделан</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>выбирает…</translation>
    </message>
</context>
<context>
    <name>VertushkaView</name>
    <message>
        <source>Total — aim for exactly %1</source>
        <translation>Сумма — нужно ровно %1</translation>
    </message>
    <message>
        <source>not back</source>
        <translation>назад нельзя</translation>
    </message>
    <message>
        <source>underneath: %1 (never comes up in one tip)</source>
        <translation>внизу: %1 (за один поворот не поднять)</translation>
    </message>
    <message>
        <source>Die %1</source>
        <translation>Кость %1</translation>
    </message>
    <message>
        <source>The first to %1 points wins the match · game %2</source>
        <translation>Для победы в матче нужно баллов: %1 · игра %2</translation>
    </message>
    <message>
        <source>%1 wins the match!</source>
        <translation>%1 выигрывает матч!</translation>
    </message>
    <message>
        <source>%1 throws the die to start a new game</source>
        <translation>%1 бросает кость: начинается новая игра</translation>
    </message>
    <message>
        <source>%1: click a side face of either die to tip it</source>
        <translation>%1: щёлкните боковую грань любой из костей</translation>
    </message>
    <message>
        <source>%1: click a side face to tip the die onto it</source>
        <translation>%1: щёлкните боковую грань, чтобы повернуть на неё кость</translation>
    </message>
    <message>
        <source>%1 is tipping the die…</source>
        <translation>%1 поворачивает кость…</translation>
    </message>
    <message>
        <source>Last game: %1 reached exactly %2 and scored %3.</source>
        <translation>Прошлая игра: %1 набирает ровно %2 и получает %3.</translation>
    </message>
    <message>
        <source>Last game: %1 went past %2 (%3), so %4 scored %5.</source>
        <translation>Прошлая игра: %1 — перебор (%3 больше %2), поэтому %4 получает %5.</translation>
    </message>
</context>
<context>
    <name>YachtView</name>
    <message>
        <source>Throw the dice that are not kept</source>
        <translation>Бросить кости, которые не оставлены</translation>
    </message>
    <message>
        <source>Throw %1 of 3 · keeping %2</source>
        <translation>Бросок %1 из 3 · оставлено %2</translation>
    </message>
    <message>
        <source>Throw %1 of 3</source>
        <translation>Бросок %1 из 3</translation>
    </message>
    <message>
        <source>Click to keep this die, or to throw it again</source>
        <translation>Щёлкните, чтобы оставить эту кость или снова её бросать</translation>
    </message>
    <message>
        <source>Throw  [Space]</source>
        <translation>Бросить  [пробел]</translation>
    </message>
    <message>
        <source>Throw all five again  [Space]</source>
        <translation>Перебросить все пять  [пробел]</translation>
    </message>
    <message>
        <source>All five kept: choose a line</source>
        <translation>Оставлены все пять: выберите графу</translation>
    </message>
    <message>
        <source>Throw %1 dice  [Space]</source>
        <translation>Бросить кости: %1  [пробел]</translation>
    </message>
    <message>
        <source>Throw 1 die  [Space]</source>
        <translation>Бросить 1 кость  [пробел]</translation>
    </message>
    <message>
        <source>Yacht (+50)</source>
        <translation>Яхта (+50)</translation>
    </message>
    <message>
        <source>Big straight (+20)</source>
        <translation>Большой стрит (+20)</translation>
    </message>
    <message>
        <source>Small straight (+20)</source>
        <translation>Малый стрит (+20)</translation>
    </message>
    <message>
        <source>Four of a kind (+10)</source>
        <translation>Каре (+10)</translation>
    </message>
    <message>
        <source>3+2</source>
        <translation>3+2</translation>
    </message>
    <message>
        <source>2+2</source>
        <translation>2+2</translation>
    </message>
    <message>
        <source>Three of a kind</source>
        <translation>Тройка</translation>
    </message>
    <message>
        <source>Pair</source>
        <translation>Пара</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Шанс</translation>
    </message>
    <message>
        <source>Sixes</source>
        <translation>Школа: 6</translation>
    </message>
    <message>
        <source>Fives</source>
        <translation>Школа: 5</translation>
    </message>
    <message>
        <source>Fours</source>
        <translation>Школа: 4</translation>
    </message>
    <message>
        <source>Threes</source>
        <translation>Школа: 3</translation>
    </message>
    <message>
        <source>Twos</source>
        <translation>Школа: 2</translation>
    </message>
    <message>
        <source>Ones</source>
        <translation>Школа: 1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>On the first throw the dice count double (a premium does not).</source>
        <translation>С первого броска кости считаются вдвойне (премия — нет).</translation>
    </message>
    <message>
        <source>Five dice alike: their sum + 50.</source>
        <translation>Пять одинаковых костей: их сумма + 50.</translation>
    </message>
    <message>
        <source>2-3-4-5-6: 20 + 20.</source>
        <translation>2-3-4-5-6: 20 + 20.</translation>
    </message>
    <message>
        <source>1-2-3-4-5: 15 + 20.</source>
        <translation>1-2-3-4-5: 15 + 20.</translation>
    </message>
    <message>
        <source>Four dice alike: their sum + 10.</source>
        <translation>Четыре одинаковые кости: их сумма + 10.</translation>
    </message>
    <message>
        <source>Three dice alike and two alike of another value: the sum of all five.</source>
        <translation>Три одинаковые кости и две одинаковые другого достоинства: сумма всех пяти.</translation>
    </message>
    <message>
        <source>Two pairs of different values: the sum of the four.</source>
        <translation>Две пары разного достоинства: сумма этих четырёх костей.</translation>
    </message>
    <message>
        <source>Three dice alike: their sum.</source>
        <translation>Три одинаковые кости: их сумма.</translation>
    </message>
    <message>
        <source>Two dice alike: their sum (the higher pair).</source>
        <translation>Две одинаковые кости: их сумма (старшая пара).</translation>
    </message>
    <message>
        <source>Any dice: the sum of all five. Never doubled.</source>
        <translation>Любые кости: сумма всех пяти. Не удваивается.</translation>
    </message>
    <message>
        <source>Three dice of this value score 0, each one fewer costs 10; four or five score their pips. Never doubled.</source>
        <translation>Три кости этого достоинства дают 0, каждая недостающая — минус 10; четыре или пять приносят сумму своих очков. Не удваивается.</translation>
    </message>
    <message>
        <source>Made on the first throw: counted double</source>
        <translation>С первого броска: вдвойне</translation>
    </message>
    <message>
        <source>Click to write %1 here</source>
        <translation>Щёлкните, чтобы записать сюда %1</translation>
    </message>
    <message>
        <source>What these dice would score here</source>
        <translation>Столько дали бы здесь эти кости</translation>
    </message>
    <message>
        <source>the dice do not make this combination</source>
        <translation>кости не составляют эту комбинацию</translation>
    </message>
    <message>
        <source>%1 share first place with %2 points!</source>
        <translation>%1 делят первое место! Итог: %2.</translation>
    </message>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation>%1 побеждает! Итог: %2.</translation>
    </message>
    <message>
        <source>%1: throw the %2 dice that are not kept and type what they show below.</source>
        <translation>%1: бросьте неоставленные кости (%2) и введите ниже, что выпало.</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 делает ход…</translation>
    </message>
    <message>
        <source>%1: throw the five dice (Space).</source>
        <translation>%1: бросайте пять костей (пробел).</translation>
    </message>
    <message>
        <source>%1: click dice to keep and throw again, or click a yellow number.</source>
        <translation>%1: отметьте кости, которые оставить, и бросайте снова — или щёлкните жёлтое число.</translation>
    </message>
    <message>
        <source>%1: click a yellow number to write these dice in that line.</source>
        <translation>%1: щёлкните жёлтое число, чтобы записать кости в эту графу.</translation>
    </message>
    <message>
        <source>%1 wrote %2 in «%3».</source>
        <translation>%1 записывает %2 в графу «%3».</translation>
    </message>
</context>
<context>
    <name>_View</name>
    <message>
        <source>No throws left: choose a line</source>
        <translation>Броски кончились: выберите строку</translation>
    </message>
    <message>
        <source>Throw the dice  [Space]</source>
        <translation>Бросить кости  [Пробел]</translation>
    </message>
    <message>
        <source>Throw the other %1  [Space]</source>
        <translation>Бросить остальные (%1)  [Пробел]</translation>
    </message>
    <message>
        <source>Throw all again  [Space]</source>
        <translation>Бросить все заново  [Пробел]</translation>
    </message>
    <message>
        <source>Throw %1 of %2</source>
        <translation>Бросок %1 из %2</translation>
    </message>
    <message>
        <source>%1 share the win with %2 points each!</source>
        <translation>%1 делят победу, у каждого по %2!</translation>
    </message>
    <message>
        <source>%1 wins with %2 points!</source>
        <translation>%1 побеждает с результатом %2!</translation>
    </message>
    <message>
        <source>%1 is playing</source>
        <translation>Ходит %1</translation>
    </message>
    <message>
        <source>%1: throw the dice</source>
        <translation>%1: бросайте кости</translation>
    </message>
    <message>
        <source>Throw the dice marked «?» and type what they show, from left to right</source>
        <translation>Бросьте кости, отмеченные «?», и введите, что на них выпало, слева направо</translation>
    </message>
    <message>
        <source>%1 threw a general on the first throw and wins at once!</source>
        <translation>%1: «генерал» с первого броска — и сразу победа!</translation>
    </message>
    <message>
        <source>%1 wrote %2 in «%3».</source>
        <translation>%1 записывает %2 в «%3».</translation>
    </message>
    <message>
        <source>%1 wrote %2 in «%3» and %4 in «%5».</source>
        <translation>%1 записывает %2 в «%3» и %4 в «%5».</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Made on the first throw</source>
        <translation>С первого броска</translation>
    </message>
</context>
</TS>
