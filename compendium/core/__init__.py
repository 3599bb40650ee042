"""Qt-free kernel: the rules contract (``rules``), actions, chance, records and replay, computer
players and their search, options, the registry. Import the module you need: the package itself
imports nothing, so that loading one module never loads the rest."""
