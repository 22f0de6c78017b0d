"""Shared UI: scene base, widgets, layout/scaling, animation, theme, art cache."""
