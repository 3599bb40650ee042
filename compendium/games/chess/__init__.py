"""Chess (FIDE laws, through python-chess: see ``engine``)."""
