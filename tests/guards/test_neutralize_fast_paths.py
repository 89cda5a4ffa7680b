"""The C-side shortcuts of the neutralizer decide exactly what the normalized view decides."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from guards import (
    TAG_REGISTRY,
    TagRegistry,
    find_forged_tags,
    neutralize_untrusted_text,
)
from guards.rewrite import forged_by_view
from guards.tag_scanner import patterns
from guards.tags import TagSpec
from guards.unicode_view import (
    OPENERS,
    SKELETON,
    foreign_codes,
    normalize_char,
)

FOREIGN = foreign_codes()


def test_foreign_characters_view_starts_with_a_non_ascii_character() -> None:
    # The regex rules a tag out at such a character, so none may read as ASCII.
    assert len(FOREIGN) > 50_000
    for code in FOREIGN:
        view = normalize_char(chr(code))
        assert view and not view[0].isascii(), hex(code)


def test_everyday_scripts_and_emoji_are_foreign() -> None:
    for ch in "记忆숫자한국어מגדל世界ガラス😀🎉":  # (Hebrew ו י ס read as l, apostrophe, o)
        assert ord(ch) in FOREIGN, ch


def test_brackets_before_foreign_text_stay_out_of_python() -> None:
    compiled = patterns(TAG_REGISTRY)
    for text in ("<记忆>", "<עולם>", "<мир>", "<μνήμη>", "<труд>", "\uff1cではない", "\u3008论语\u3009", "<😀>"):
        scanner = compiled.lt_scanner if text[0] == "<" else compiled.other_scanner
        assert scanner.match(text) is None, text
        assert neutralize_untrusted_text(text) is text


def test_same_shaped_spellings_report_the_same_tag_from_c_and_from_the_view() -> None:
    plain, look_alike, split = (find_forged_tags(t) for t in ("<SYSTEM_REMINDER>", "\uff1csystem_reminder>", "<system_remi\u200bnder>"))
    assert plain[0].tag == look_alike[0].tag == split[0].tag == "system-reminder"


def test_private_registry_guards_follow_its_own_names() -> None:
    registry = TagRegistry((TagSpec(name="zq-block", kind="authority"),))
    assert neutralize_untrusted_text("<zq_block>", registry) == "&lt;zq_block&gt;"
    assert neutralize_untrusted_text("<ZQ\u200b-block>", registry).startswith("&lt;")
    assert neutralize_untrusted_text("<system>", registry) == "<system>"


_NAMES = sorted(TAG_REGISTRY.names())
_LOOK_ALIKES = sorted(SKELETON)
_starts = st.one_of(
    st.sampled_from(_LOOK_ALIKES),
    st.sampled_from(FOREIGN).map(chr),
    st.sampled_from(["\u200b", "\U000e0073", "\u3000", "\x01", " ", "/", "|", "s", "I", "\uff53", "\U0001d42c"]),
    st.characters(min_codepoint=0x21, max_codepoint=0x7E),
)


@st.composite
def bracket_starts(draw: st.DrawFn) -> str:
    """A bracket, two or three characters a name may or may not start with, then a name's rest."""
    opener = draw(st.sampled_from(sorted(OPENERS)))
    start = "".join(draw(st.lists(_starts, min_size=1, max_size=3)))
    name = draw(st.sampled_from(_NAMES))
    rest = name[draw(st.integers(0, 2)) :]
    return opener + start + rest + draw(st.sampled_from([">", "", " x>", "\uff1e"]))


@given(bracket_starts())
@example("<\uff53\u205fkill>")  # the hunt's find (session 35): a look-alike letter, then a blank the view drops in a name
@example("<\u02b9\u00a1assistant>")  # the hunt's find: a modifier letter the view reads as a decoration's `'`
@example("<\u00a1\u2006@assistant>")  # the hunt's find (session 29): a decoration's marks again past a blank
@example("<\u00a6\u00c6\u0589assistant")  # the hunt's find: a prefix a decoration's mark leads, as the scanner reads it
@example("<\u16c1\u00a1assistant>")  # the hunt's find: a letter the view reads as a bar before a decoration
@example("<\u00a1\u00a0\x01assistant>")  # the hunt's find: a control the view drops past a decoration's blank
@example("<\u00a1/\x01assistant>")  # the hunt's find: a control the view drops past a decoration's slash
@example("<\u0df0\u00a6\u02f8assistant>")  # the hunt's find: an unassigned code point, no decoration's mark, before a prefix
@example("<\u101dassistant>")  # the hunt's find: Myanmar's WA, a blank only after a name, not right after the bracket
@example("<\u2039system\u00bb>")  # a guillemet that is a bracket itself opens its own tag, not a quote of this one's
@example("\u304f\u2039 system \u00bb>")  # nor is it a word after the kana
def test_rejections_in_c_match_the_view(text: str) -> None:
    assert [tag.open_at for tag in find_forged_tags(text)] == forged_by_view(text)


_DECORATION_MARKS = st.sampled_from(
    [*"!\"#'()*:[]^`~_-{}?.<>|/\\ ", "\u2605", "\u2022", "\u3010", "\u3011", "\u00ab", "\u00bb", "\U0001f512", "\u26a0\ufe0f",
     "\u200b", "\u00a0", "\u0455", "\uff3b"]
)


@given(
    st.sampled_from(["", "x", "a:", "<"]),
    st.sampled_from(["", "ai:", "2024:", "a\u2010b:"]),
    st.lists(_DECORATION_MARKS, max_size=4),
    st.sampled_from(_NAMES),
    st.lists(_DECORATION_MARKS, max_size=4),
    st.sampled_from([">", "", " >", "\uff1e", " x>"]),
)
@example("", "", ["{", "}"], "assistant", [":"], ">")  # a hunt's find: Clark's braces, a colon before the closer
def test_decorated_names_are_judged_alike_by_the_fast_path_and_the_view(
    before: str, prefix: str, left: list[str], name: str, right: list[str], end: str
) -> None:
    """A decoration's marks round a name (`<[SYSTEM]>`, `<ai:**system**>`) let the bracket into the view
    by a class of their own: the fast path must stay a superset of what the view reads."""
    text = before + "<" + prefix + "".join(left) + name + "".join(right) + end
    assert [tag.open_at for tag in find_forged_tags(text)] == forged_by_view(text)


def test_a_bar_after_the_bracket_may_be_the_i_of_a_name() -> None:
    # The view folds '|' into 'i', so `<|m_end>` forges `im_end` whichever path judges it.
    for text in ("<|m_end>", "\uff1c|m_end>", "<|m_e\u200bnd>", "<| |m_start>", "\u2039| \u0131m_end"):
        assert neutralize_untrusted_text(text).startswith("&lt;"), text
