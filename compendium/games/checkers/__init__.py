"""English checkers (American draughts), source 001 section 1."""
