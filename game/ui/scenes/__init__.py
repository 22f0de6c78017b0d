"""The shell's scenes: main menu, setup, settings, about, load/save, results, pass-to, crash, dialogs."""
