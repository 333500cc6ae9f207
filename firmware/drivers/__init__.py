"""SPI TFT panel drivers: panel.py holds the logic, one small module per controller chip."""
