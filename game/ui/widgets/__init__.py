"""Drawing helpers (``style``: fonts, text, icons, colours, panels), the score chart, and the
home-made ``Button`` that the tables not yet on the kit (Paladin, Joust, Glory) still use."""
