"""Drawing helpers shared by the shell and the kit: ``style`` (fonts, text, icons, colours, panels)
and ``chart`` (the score chart). Every widget is pygame_gui's (see game/ui/gui.py)."""
