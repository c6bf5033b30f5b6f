"""How the app looks: the palette, fonts and gem shapes (`theme`), the widget colours of each
theme (`widget_colours`), the welcome page's emblem (`emblem`), each seat's colour and
letter (`seat_marks`, shared with the phones' frames) and the installed art, fonts and rules
pages (`resources`, found the way the engine finds its data: the one engine import here).
Read by every drawing layer; imports nothing of the window.
"""
