"""Statistics: Qt-free queries over finished matches (``queries``). The page that shows them is
``compendium.ui.stats_page`` (it brings in pyqtgraph and is imported only when the page first opens)."""
