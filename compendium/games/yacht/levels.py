"""Yacht's computer levels, in a module of their own so that showing them (the plugin) does not
import numpy (the computer players, ``ai.py``, which takes them from here)."""

from compendium.core.plugin import AILevel
from compendium.core.text import Text

LEVELS = [
    AILevel("greedy", Text("Greedy", "Жадный"),
            Text("Plays each turn for the most points it can write at its end, whichever line that uses up.",
                 "Каждый ход стремится записать как можно больше очков, не думая, какую графу тратит.")),
    AILevel("steady", Text("Steady", "Расчётливый"),
            Text("Plays each turn exactly, and counts a line it uses up at what that line usually brings.",
                 "Точно разыгрывает ход и учитывает, сколько обычно приносит графа, которую тратит.")),
    AILevel("best", Text("Best", "Сильнейший"),
            Text("Maximises its expected final score: every throw, kept die and line is weighed against the "
                 "exact value of the lines left, solved in advance for the whole game.",
                 "Добивается наибольшего ожидаемого итога: каждый бросок, каждая оставленная кость и графа "
                 "взвешены по точной ценности оставшихся граф, рассчитанной заранее для всей игры.")),
]
