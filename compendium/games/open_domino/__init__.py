"""The shared, Qt-free kernel of the open-domino games on the 8×8 field (source 003): the tiles and
the two 32-tile sets (``equipment``), the field's geometry and front contact (``field``). The engines
(``od_movement`` …) are configurations over it; this package is not an engine itself."""
