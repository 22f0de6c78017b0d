"""Shared shell widgets: buttons, choice steppers, text entry, tooltips, toasts, log panel, chart, dialogs."""
