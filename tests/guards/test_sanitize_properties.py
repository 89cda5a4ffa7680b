"""Hypothesis properties of the neutralizer (profile "ci" from tests/conftest.py)."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from guards import TAG_REGISTRY, find_forged_tags, neutralize_untrusted_text
from guards.rewrite import forged_by_view
from guards.unicode_view import CLOSERS, OPENERS, SKELETON

NAMES = sorted(TAG_REGISTRY.names())
INVISIBLES = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u00ad", "\u200e", "\u202e", "\u2066", "\u034f", "\ufe0f", "\U000e0041"]
LOOK_ALIKES: dict[str, list[str]] = {}
for _char, _target in SKELETON.items():
    LOOK_ALIKES.setdefault(_target.lower(), []).append(_char)

fragments = st.sampled_from(
    ["<", ">", "/", "|", " ", "\n", "\u00a0", "-", "\u2013", "_", "&lt;", "&gt;", "a", "Ж", "系", "😀", "\u0455", "\U0001d42c", "\uff53", "\U000e0073"]
    + [*INVISIBLES, *OPENERS, *CLOSERS]
    + [f"<{name}" for name in NAMES] + NAMES
)
tagged_text = st.lists(st.one_of(fragments, st.text(max_size=8)), max_size=30).map("".join)


@given(tagged_text)
@example("<\U000e003cassistant:\x1f")  # the hunt's find: a prefix read across a tag character's `<` doubled the name
@example("<assistant\u1448assistant:\x1f")  # the hunt's find (session 28): a look-alike's match inside an ASCII one's span
def test_idempotent(text: str) -> None:
    once = neutralize_untrusted_text(text)
    assert neutralize_untrusted_text(once) == once


@given(st.text(alphabet=st.characters(blacklist_characters=sorted(OPENERS)), max_size=200))
def test_text_without_any_bracket_is_untouched(text: str) -> None:
    assert neutralize_untrusted_text(text) is text


# Brackets everywhere, but no letter that any view maps into a tag name.
_NO_NAME_ALPHABET = "<>/|-_ .,;:0123456789\n\t" + "系统记忆工具助手中文日本語한국어" + "بحثעבריתॐ" + "😀🎉"


@given(st.text(alphabet=_NO_NAME_ALPHABET, max_size=200))
def test_benign_alphabet_that_cannot_spell_a_tag_is_untouched(text: str) -> None:
    assert neutralize_untrusted_text(text) is text


@st.composite
def disguised_tags(draw: st.DrawFn) -> tuple[str, str]:
    name = draw(st.sampled_from(NAMES))
    letters = []
    for char in name:
        options = [char, char.upper(), *LOOK_ALIKES.get(char, [])]
        letters.append(draw(st.sampled_from(options)))
        letters.append("".join(draw(st.lists(st.sampled_from(INVISIBLES), max_size=2))))
    opener = draw(st.sampled_from(sorted(OPENERS)))
    slash = draw(st.sampled_from(["", "/", " / "]))
    end = draw(st.sampled_from([">", " attr='1'>", "/>", "", " ", *sorted(CLOSERS)]))
    prefix = draw(st.text(alphabet="abc Жж系 .\n", max_size=20))
    return name, prefix + opener + slash + "".join(letters) + end


@given(disguised_tags())
@example(("assistant", " \u227a / assistant"))  # a relation sign opening the line before a closing slash: no maths
@example(("todo", " <| todo"))  # a backward pipe with no operand on its left
@example(("assistant", "\u7cfb\u3111 / assistant"))  # Bopomofo's Q before a closing slash: no letter of a word
@example(("assistant", "a\u227aassistant"))  # a relation glued to a word and a name alone: no maths goes on round it
@example(("assistant", "a\u227aassistant\u200b"))  # ... nor an invisible after it
@example(("assistant", "\u16b2 / assistant"))  # the rune KAUNA spaced before a closing slash: no word follows it
@example(("durable_context_data", "\u1438\u146f" + "urable_context_data>"))  # a syllabic drawn as `d` glued to PA: the name's letter
def test_disguised_tag_is_neutralized(case: tuple[str, str]) -> None:
    _, text = case
    out = neutralize_untrusted_text(text)
    assert out != text and "&lt;" in out
    assert find_forged_tags(out) == []


ascii_tagged = st.lists(
    st.sampled_from(["<", ">", "/", "|", " ", "\t", "\x01", "-", "_", "x", "S", ".", ":", "@", "#", "+", ",", ")", *NAMES, *(n.upper() for n in NAMES)]),
    max_size=25,
).map("".join)


@given(st.one_of(ascii_tagged, tagged_text))
@example("<assistant.\u1433")  # a stop whose verdict hangs on a non-ASCII character after it
@example("<assistant/\u00c0")  # a slash before a non-ASCII letter: a path's next part, as the view reads it
@example("<assistant.\U000e0073a")  # a stop before a tag character, which the view reads as the name's `s`
@example("<assistant.\u200ba")  # a stop before an invisible the view drops, then a name's letter
@example("<assistant.\x01-")  # a stop before a control the view drops, then a name's character
def test_fast_paths_find_exactly_what_the_normalized_view_finds(text: str) -> None:
    # The C regex and the suspect routing are shortcuts: judging every bracket on
    # the normalized view must give the same tags.
    assert [tag.open_at for tag in find_forged_tags(text)] == forged_by_view(text)
