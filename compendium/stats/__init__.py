"""Statistics: Qt-free queries over finished matches (``queries``) and the page that shows them
(``page``, which brings in pyqtgraph and is imported only when the page first opens)."""
