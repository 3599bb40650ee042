"""Guards against a broken Qt binding.

PySide6 6.12.0 under Python 3.11 releases a reference to ``None`` on every call of a method that
returns nothing (``setText``, ``processEvents`` ...), so a running program aborts after a few
thousand calls ("deallocating None"). pyproject.toml keeps PySide6 below 6.12; this test fails
if a binding with that fault is ever installed.
"""

import sys

from PySide6.QtWidgets import QApplication, QLabel


def test_void_calls_keep_none_alive(qapp):
    label = QLabel()
    before = sys.getrefcount(None)
    for _ in range(500):
        label.setText("x")
        QApplication.processEvents()
    after = sys.getrefcount(None)
    assert after >= before - 50, f"refcount of None fell from {before} to {after}"
