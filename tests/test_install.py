"""The package installs whole: the art, the icon and the compiled translation ship inside
``compendium`` (``compendium/assets/``) and are found through ``compendium.resources``.

The quick tests check the source tree; the slow one builds a wheel, installs it into a fresh
virtual environment and runs a check there, away from the checkout (deselect with -m "not slow").
"""

from __future__ import annotations

import fnmatch
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from compendium.core import registry

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "compendium"
ASSETS = PACKAGE / "assets"
# A picture on a rules page: Markdown ![alt](dice/die-3.svg) or HTML <img src="domino/5-0.svg"/>.
PICTURE = r'(?:src="|\]\()([^")]+\.(?:svg|png))'


def _pictures(page: str) -> list[str]:
    return re.findall(PICTURE, page)


def test_every_rules_picture_resolves_through_the_lookup_module():
    from compendium.resources import resource, resources_dir

    assert resources_dir() == ASSETS
    count = 0
    for gid in sorted(registry.playable_ids()):
        for lang in ("en", "ru"):
            for src in _pictures(registry.load(gid).rules_page(lang, gid)):
                count += 1
                path = resource(*src.split("/"))
                assert path.is_file(), f"{gid} rules.{lang}.md: {src} not found under {resources_dir()}"
                assert path.resolve().is_relative_to(PACKAGE), path  # shipped inside the package
    assert count > 50


def test_icon_and_translation_are_inside_the_package():
    from compendium.resources import resource, translations_dir

    assert resource("icons", "compendium.svg").is_file()
    assert (translations_dir() / "compendium_ru.qm").is_file()
    assert translations_dir().resolve().is_relative_to(PACKAGE)


def test_package_data_declares_every_shipped_file():
    """Every file under compendium/assets/ matches a package-data pattern of pyproject.toml,
    so that a wheel carries it."""
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    patterns = data["tool"]["setuptools"]["package-data"]["compendium"]
    files = [p.relative_to(PACKAGE).as_posix() for p in ASSETS.rglob("*") if p.is_file()]
    assert files
    # fnmatch's "*" crosses "/" as well, so "assets/**/*.svg" covers every depth, like setuptools.
    missing = [f for f in files if not any(fnmatch.fnmatch(f, pat) for pat in patterns)]
    assert not missing, f"not declared as package data in pyproject.toml: {missing}"


def test_make_art_writes_into_the_package_and_the_art_is_current():
    spec = importlib.util.spec_from_file_location("make_art", ROOT / "resources" / "make_art.py")
    make_art = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(make_art)
    files = make_art.all_files()
    assert files
    for path, text in files.items():
        assert path.is_relative_to(ASSETS), path
        assert path.read_text(encoding="utf-8") == text, f"run: python3 resources/make_art.py ({path.name})"


# --- the slow test: a wheel in a fresh virtual environment -------------------------------------

CHECK = textwrap.dedent(
    r'''
    import re
    import sys
    from pathlib import Path

    import compendium

    venv = Path(sys.argv[1]).resolve()
    here = Path(compendium.__file__).resolve()
    assert here.is_relative_to(venv), f"compendium imported from {here}, not from the venv {venv}"

    from PySide6.QtCore import QCoreApplication, QTranslator, QUrl
    from PySide6.QtGui import QImage, QTextDocument
    from PySide6.QtSvg import QSvgRenderer

    from compendium.core import registry
    from compendium.resources import resource, resources_dir, translations_dir
    from compendium.ui import i18n
    from compendium.ui.app import make_app
    from compendium.ui.game_page import GamePage

    assert resources_dir().resolve().is_relative_to(venv), resources_dir()
    app = make_app([])

    # the Russian interface: the .qm loads and a known string comes out in Russian
    qm = translations_dir() / "compendium_ru.qm"
    assert qm.is_file(), qm
    tr = QTranslator()
    assert tr.load(str(qm)), qm
    assert tr.translate("GamePage", "Play") == "Играть", tr.translate("GamePage", "Play")
    i18n.set_language("ru")
    assert QCoreApplication.translate("GamePage", "Play") == "Играть"

    # the application icon
    icon = resource("icons", "compendium.svg")
    assert icon.is_file(), icon
    assert QSvgRenderer(str(icon)).isValid(), icon
    assert not app.windowIcon().isNull()

    # every picture of every rules page, as the game page shows it
    PICTURE = sys.argv[2]
    page = GamePage()
    games = sorted(registry.playable_ids())
    assert len(games) > 10, games
    count = 0
    for lang in ("ru", "en"):
        i18n.set_language(lang)
        for gid in games:
            text = registry.load(gid).rules_page(lang, gid)
            assert text.strip(), (gid, lang)
            page.game_id = gid
            page.browser.setMarkdown(text)
            for src in re.findall(PICTURE, text):
                count += 1
                path = resource(*src.split("/"))
                assert path.is_file(), (gid, lang, src)
                assert not QImage(str(path)).isNull(), (gid, lang, src)
                assert QSvgRenderer(str(path)).isValid() or not src.endswith(".svg"), (gid, lang, src)
                shown = page.browser.document().resource(QTextDocument.ResourceType.ImageResource, QUrl(src))
                assert shown is not None and not shown.isNull(), (gid, lang, src)
    assert count > 100, count
    print("installed ok:", here.parent, len(games), "games,", count, "pictures")
    '''
)


def _build_wheel(tmp: Path) -> Path:
    """A wheel of the project, built from a copy of its sources (the checkout stays clean: no
    build/ or *.egg-info left where the tests import from)."""
    src = tmp / "src"
    src.mkdir()
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, src / name)
    shutil.copytree(PACKAGE, src / "compendium", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    dist = tmp / "dist"
    cmd = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(dist), str(src)]
    # Offline with the build tools installed here; otherwise pip fetches them (build isolation).
    if importlib.util.find_spec("wheel") and importlib.util.find_spec("setuptools"):
        import setuptools

        if int(setuptools.__version__.split(".")[0]) >= 68:
            cmd.insert(5, "--no-build-isolation")
    subprocess.run(cmd, check=True, cwd=tmp, timeout=600)
    wheels = list(dist.glob("compendium-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


@pytest.mark.slow
def test_wheel_installs_a_complete_program(tmp_path):
    wheel = _build_wheel(tmp_path)
    venv = tmp_path / "venv"
    # The system's packages stay visible (PySide6 is not downloaded again); the project itself is
    # installed from the wheel, over any copy the system has (an editable one of the checkout).
    subprocess.run([sys.executable, "-m", "venv", "--system-site-packages", str(venv)], check=True, timeout=300)
    scripts = venv / ("Scripts" if os.name == "nt" else "bin")
    python = scripts / "python"
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--no-deps", "--ignore-installed",
                    "--no-index", str(wheel)], check=True, cwd=tmp_path, timeout=300)
    check = tmp_path / "check.py"
    check.write_text(CHECK, encoding="utf-8")
    run_dir = tmp_path / "elsewhere"  # not the checkout: the current folder comes first on sys.path
    run_dir.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(QT_QPA_PLATFORM="offscreen", COMPENDIUM_DATA_DIR=str(tmp_path / "data"), COMPENDIUM_LANG="ru",
               PYTHONDONTWRITEBYTECODE="1")
    done = subprocess.run([str(python), str(check), str(venv), PICTURE], check=False, cwd=run_dir, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "installed ok" in done.stdout
    # the console script of the wheel runs too
    listed = subprocess.run([str(scripts / "compendium"), "list", "--json"], check=False, cwd=run_dir,
                            env=env, capture_output=True, text=True, timeout=300)
    assert listed.returncode == 0, listed.stdout + listed.stderr
    assert '"categories"' in listed.stdout
