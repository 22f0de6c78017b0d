"""Italian must stay complete, and every catalog must pass ``msgfmt -c`` and keep its placeholders."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from game import i18n
from game.i18n_checks import problems, single_number_forms
from game.i18n_tools import catalog_files, extract, missing, po_path, set_header

HEADER = """msgid ""
msgstr ""
"Project-Id-Version: Tourney\\n"
"PO-Revision-Date: 2026-12-01 10:00+0000\\n"
"Last-Translator: Tourney team\\n"
"Language-Team: Italiano\\n"
"Language: it\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

"""


def test_every_source_string_has_an_italian_translation():
    gaps = missing("it", extract())
    assert gaps == [], f"{len(gaps)} strings lack Italian, e.g. {gaps[:10]}"


def test_every_catalog_and_part_passes_the_msgfmt_checks():
    files = catalog_files()
    assert po_path("it") in files and len(files) > 5
    found = {str(p.relative_to(po_path("it").parents[2])): problems(p) for p in files}
    assert {k: v for k, v in found.items() if v} == {}


def test_msgfmt_check_is_clean_on_every_catalog():
    """The real ``msgfmt -c`` (GNU gettext; .ci/run installs it when missing) on every file."""
    msgfmt = shutil.which("msgfmt")
    if msgfmt is None:
        if os.environ.get("CI"):
            pytest.fail("msgfmt is not installed (gettext); .ci/run should have installed it")
        pytest.skip("GNU gettext's msgfmt is not installed here; test_every_catalog_and_part_passes covers it")
    for path in catalog_files():
        run = subprocess.run([msgfmt, "-c", "-o", os.devnull, str(path)], capture_output=True, text=True)
        assert (run.returncode, run.stderr) == (0, ""), f"{path}: {run.stderr}"


def test_catalogs_use_the_standard_two_plural_forms():
    for path in catalog_files():
        assert '"Plural-Forms: nplurals=2; plural=(n != 1);\\n"' in path.read_text(encoding="utf-8"), path


def test_header_trims_cldr_plural_forms_to_two():
    catalog = Catalog(locale="it")  # Babel's CLDR data gives Italian three forms
    catalog.add(("{n} coin", "{n} coins"), ("{n} moneta", "{n} monete", "{n} monete"))
    set_header(catalog, "it")
    assert catalog.num_plurals == 2 and catalog.plural_expr == "(n != 1)"
    assert catalog.get("{n} coin").string == ("{n} moneta", "{n} monete")


@pytest.mark.parametrize(
    ("entry", "expected"),
    [
        (
            'msgid "Reroll the die"\nmsgid_plural "Reroll the {n} dice"\nmsgstr[0] "Ritira il dado"\n'
            'msgstr[1] "Ritira i dadi"\n',
            "msgstr[1] drops {n}",
        ),
        (
            'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "{n} carta"\nmsgstr[1] "{n} carte"\n'
            'msgstr[2] "{n} carte"\n',
            "msgstr[2], but the header says nplurals=2",
        ),
        ('msgid "{who} wins"\nmsgstr "Vince {chi}"\n', "has {chi}"),
        ('msgid "{who} wins"\nmsgstr "Vince"\n', "drops {who}"),
        ('msgid "Line\\n"\nmsgstr "Riga"\n', "newline"),
    ],
)
def test_the_checks_catch_what_msgfmt_rejects(tmp_path: Path, entry: str, expected: str):
    bad = tmp_path / "bad.po"
    bad.write_text(HEADER + entry, encoding="utf-8")
    found = problems(bad)
    assert any(expected in p for p in found), found
    good = tmp_path / "good.po"
    good.write_text(
        HEADER + 'msgid "{n} card"\nmsgid_plural "{n} cards"\nmsgstr[0] "una carta"\nmsgstr[1] "{n} carte"\n',
        encoding="utf-8",
    )
    assert problems(good) == []  # the singular form (one number only) may drop {n}


def test_a_header_left_at_gettexts_placeholders_is_reported(tmp_path: Path):
    po = tmp_path / "x.po"
    po.write_text(HEADER.replace("Tourney team", "FULL NAME <EMAIL@ADDRESS>"), encoding="utf-8")
    assert problems(po) == ["header field 'Last-Translator' still has gettext's placeholder value"]


def test_single_number_forms():
    assert single_number_forms(2, "(n != 1)") == {0}
    assert single_number_forms(3, "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)") == {0}


def test_switching_language_translates_at_once(tmp_path):
    i18n.set_language("it")
    try:
        assert i18n._("It is not your turn.") == "Non è il tuo turno."
    finally:
        i18n.set_language("en")
    assert i18n._("It is not your turn.") == "It is not your turn."


def test_parts_hold_no_entry_the_sources_dropped():
    """A part's entry whose msgid the code no longer has is dead weight (and misleads the review)."""
    from babel.messages.pofile import read_po

    template = extract()
    stale = []
    for part in sorted((po_path("it").parents[1] / "parts").glob("*.po")):
        with open(part, "rb") as fh:
            for msg in read_po(fh, locale="it"):
                if msg.id and template.get(msg.id, context=msg.context) is None:
                    stale.append(f"{part.name}: {msg.id!r}")
    assert stale == [], "delete these entries from the parts:\n" + "\n".join(stale)
