"""A 5x7 block font for the lettering moulded on the case: plain boxes, so no font file is needed
and every machine prints the same letters."""

GLYPHS = {
    "A": ("01110", "10001", "10001", "11111", "10001", "10001", "10001"),
    "C": ("01110", "10001", "10000", "10000", "10000", "10001", "01110"),
    "D": ("11110", "10001", "10001", "10001", "10001", "10001", "11110"),
    "E": ("11111", "10000", "10000", "11110", "10000", "10000", "11111"),
    "G": ("01110", "10001", "10000", "10111", "10001", "10001", "01111"),
    "H": ("10001", "10001", "10001", "11111", "10001", "10001", "10001"),
    "N": ("10001", "11001", "10101", "10011", "10001", "10001", "10001"),
    "O": ("01110", "10001", "10001", "10001", "10001", "10001", "01110"),
    "R": ("11110", "10001", "10001", "11110", "10100", "10010", "10001"),
    "T": ("11111", "00100", "00100", "00100", "00100", "00100", "00100"),
}


def runs(text):
    """Horizontal runs of set pixels: (column, row from the top, length), 6 columns per letter.

    Runs instead of single pixels keep the number of boxes (and boolean operations) small."""
    out = []
    for i, ch in enumerate(text):
        for row, bits in enumerate(GLYPHS[ch]):
            col = 0
            while col < 5:
                if bits[col] == "1":
                    start = col
                    while col < 5 and bits[col] == "1":
                        col += 1
                    out.append((i * 6 + start, row, col - start))
                else:
                    col += 1
    return out
