"""The handheld's user interface: rendering, screens and the game controller (see LAYOUT.md)."""
