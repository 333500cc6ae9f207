"""Word wrap for fonts.writer: loaded only by the screens that lay out paragraphs."""

from fonts.writer import ELLIPSIS, fit, text_width


def wrap(font, s, width):
    """Lines of at most `width` px, broken at spaces (and at "\\n"); a word wider than a whole
    line is broken between letters. Rules pages and event lists lay out with this."""
    lines = []
    space = text_width(font, " ")
    for paragraph in s.split("\n"):
        line = ""
        used = 0
        for word in paragraph.split(" "):
            if not word:
                continue
            w = text_width(font, word)
            if line and used + space + w <= width:
                line += " " + word
                used += space + w
                continue
            if line:
                lines.append(line)
            while w > width:  # a word longer than a line: as many letters as fit, then the rest
                part = fit(font, word, width + text_width(font, ELLIPSIS))[:-1] or word[0]
                lines.append(part)
                word = word[len(part):]
                w = text_width(font, word)
            line = word
            used = w
        lines.append(line)
    return lines
