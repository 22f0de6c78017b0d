"""Tourney: four knightly tabletop games against AI opponents or friends at one screen."""

__version__ = "0.1.0"
