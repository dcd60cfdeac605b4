"""The pygame_gui theme shared by every panel and dialog: dark, rounded, Noto Sans.

One dict, loaded once by the ``UIManager``; element ids (``#inspector_title``, ``#dialog_title``,
``#toast``) pick the few variations. Kept in its own module so panels do not import each other
for a colour.
"""

from __future__ import annotations

THEME: dict = {
    "defaults": {
        "colours": {
            "dark_bg": "#131824FC",
            "normal_bg": "#2a3246",
            "hovered_bg": "#3a4660",
            "active_bg": "#4a5a7c",
            "selected_bg": "#56688f",
            "disabled_bg": "#1e2433",
            "normal_text": "#e6e8ee",
            "hovered_text": "#ffffff",
            "active_text": "#ffffff",
            "selected_text": "#ffffff",
            "disabled_text": "#6c7486",
            "normal_border": "#3c4660",
            "hovered_border": "#6a7aa0",
            "selected_border": "#8fa4d8",
            "text_cursor": "#ffffff",
        },
        "font": {"name": "noto_sans", "size": "14"},
    },
    "panel": {
        "misc": {
            "shape": "rounded_rectangle",
            "shape_corner_radius": "10",
            "border_width": "1",
            "shadow_width": "0",
        },
    },
    "button": {
        "font": {"name": "noto_sans", "size": "13"},
        "misc": {
            "shape": "rounded_rectangle",
            "shape_corner_radius": "6",
            "border_width": "1",
            "shadow_width": "0",
        },
    },
    "text_entry_line": {
        "colours": {"dark_bg": "#0c1018", "normal_border": "#4a5676"},
        "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "6", "border_width": "1"},
    },
    "selection_list": {
        "colours": {"dark_bg": "#0f131d"},
        "misc": {"border_width": "1", "shadow_width": "0", "list_item_height": "26"},
    },
    "selection_list.@selection_list_item": {
        "font": {"name": "noto_sans", "size": "13"},
        "misc": {"text_horiz_alignment": "left", "text_horiz_alignment_padding": "8"},
    },
    "#inspector_title": {
        "colours": {"normal_text": "#ffffff", "dark_bg": "#00000000"},
        "font": {"name": "noto_sans", "size": "18", "bold": "1"},
        "misc": {"text_horiz_alignment": "left", "border_width": "0", "shadow_width": "0"},
    },
    "#dialog_title": {
        "colours": {"normal_text": "#ffd68c", "dark_bg": "#00000000"},
        "font": {"name": "noto_sans", "size": "17", "bold": "1"},
        "misc": {"text_horiz_alignment": "left", "border_width": "0", "shadow_width": "0"},
    },
    "#dialog_text": {
        "colours": {"normal_text": "#e6e8ee", "dark_bg": "#00000000"},
        "misc": {"text_horiz_alignment": "left", "border_width": "0", "shadow_width": "0"},
    },
    "#dialog_error": {
        "colours": {"normal_text": "#ffaa5a", "dark_bg": "#00000000"},
        "misc": {"text_horiz_alignment": "left", "border_width": "0", "shadow_width": "0"},
    },
    "#tab": {
        "font": {"name": "noto_sans", "size": "12"},
        "misc": {"text_horiz_alignment_padding": "2"},
    },
    "#primary": {
        "colours": {"normal_bg": "#2f5f8f", "hovered_bg": "#3b77b0", "normal_border": "#5b8fc7"},
    },
    "#danger": {
        "colours": {"normal_bg": "#7a2f2f", "hovered_bg": "#9a3b3b", "normal_border": "#b35a5a"},
    },
}
# the start screen (game/ui/start_screen.py): its title, its small grey notes, its page
START_THEME: dict = {
    **THEME,
    "#start_title": {
        "colours": {"normal_text": "#ffd68c", "dark_bg": "#00000000"},
        "font": {"name": "noto_sans", "size": "26", "bold": "1"},
        "misc": {"text_horiz_alignment": "left", "border_width": "0", "shadow_width": "0"},
    },
    "#start_note": {
        "colours": {"normal_text": "#9aa3b5", "dark_bg": "#00000000"},
        "font": {"name": "noto_sans", "size": "13"},
        "misc": {"text_horiz_alignment": "left", "border_width": "0", "shadow_width": "0"},
    },
    "#start_page": {"colours": {"dark_bg": "#1a2132"}},
    "@menu": {"font": {"name": "noto_sans", "size": "16"}},
    "#language": {"font": {"name": "noto_sans", "size": "13"}},  # CJK font: fonts.ALWAYS_CJK
    # the list of towns like any list, but with a font of its own: the CJK one (fonts.ALWAYS_CJK)
    "#towns.@selection_list_item": {
        **THEME["selection_list.@selection_list_item"],
        "font": {"name": "noto_sans", "size": "13"},
    },
}
