"""A save's name becomes its file name as typed wherever it can: the suggested name keeps its dots."""

from __future__ import annotations

from game.ui.scenes.persist import safe_filename


def test_a_suggested_name_keeps_its_time_as_written():
    assert safe_filename("Joust for Fun 2026-12-04 06.25") == "Joust_for_Fun_2026-12-04_06.25"


def test_a_name_never_makes_a_hidden_file_or_leaves_the_folder():
    assert safe_filename("../../etc/passwd") == "etc_passwd"
    assert safe_filename(".hidden.") == "hidden"
    assert safe_filename("...").startswith("save-")
