"""Tigris & Euphrates drawn with displayio: tiles.py (the tile sheet), view.py (the game screen)."""
