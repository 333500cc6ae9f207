"""Proportional fonts for the screen: the text writer and the generated glyph modules."""
