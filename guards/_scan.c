/* guards._scan.find_any(text, needles) -> int | None
 *
 * The index of the first character of `text` that is one of `needles` (`<` and
 * its look-alikes: at most 128 characters), or -1; None when `text` is stored as
 * Latin-1 (the caller then uses `str.find`: no look-alike fits there).
 * find_each(text, needles) -> list[int] | None: every such index, in order.
 *
 * Why: the neutralizer must clear benign text at least as fast as a plain tag
 * regex, which looks for `<` alone. One `str.find` per look-alike is slow on
 * Cyrillic, Greek and other 2-byte scripts: CPython's memchr-based search stops
 * at every letter whose low byte equals a look-alike's (U+0438 `и` for U+1438).
 * Here the text is read once, eight characters per SSE2 step. A block of 32 is
 * cleared when each character lies in a needle-free range: one fixed range
 * (everything below the second-lowest needle, minus `<`) and two that follow the
 * text's scripts (the gaps between needles holding characters that fell outside,
 * the older replaced first; a gap next to one already held is merged, the needle
 * between excluded, which is how CJK around U+3008 stays in one range). A block
 * that is not cleared is decided character by character, so the answer is exact.
 *
 * Text stored as UCS-4 (any character above U+FFFF, such as an emoji) is read
 * sixteen characters a step, a group cleared when each lies below the second-lowest
 * needle and is not the lowest (most text between needles: ASCII, Latin); a group
 * that is not is read one character at a time against a bitmap of the BMP needles.
 * One pass instead of one `str.find` per look-alike, each a full pass when absent.
 *
 * The pure-Python reference is `guards.neutralize._first_opener_python`; a
 * property test holds the two equal.
 *
 * find_in_range(text, lo, hi, start) -> int: the index of the first character at
 * or after `start` whose code point lies in [lo, hi], or -1. The neutralizer asks
 * it where the next Unicode tag character (U+E0000..U+E007F) is: a regex class
 * over astral code points costs several nanoseconds per character, this loop a
 * fraction of one. Its reference is a regex search, held equal by a test.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>

#ifdef __SSE2__
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && defined(__GNUC__)
#include <immintrin.h>
#define HAVE_AVX2_CLONE 1
#endif

#define BLOCK 32
#define MAX_NEEDLES 128
#define EXCLUDED 2
#define ZONES 3

typedef struct {
    Py_UCS2 lo;
    Py_UCS2 span; /* hi - lo */
    Py_UCS2 ex[EXCLUDED]; /* needles inside [lo, hi]; unused slots hold a value outside */
    int excluded;
} Zone;

static int
is_needle(const Py_UCS2 *needles, int count, Py_UCS2 c)
{
    for (int k = 0; k < count; k++)
        if (needles[k] == c)
            return 1;
    return 0;
}

/* The needle-free gap holding c (c is not a needle); needles are sorted. */
static Zone
gap_of(const Py_UCS2 *needles, int count, Py_UCS2 c)
{
    unsigned lo = 0, hi = 0xFFFF;
    for (int k = 0; k < count; k++) {
        if (needles[k] < c)
            lo = needles[k] + 1u;
        else {
            hi = needles[k] - 1u;
            break;
        }
    }
    Zone z = {(Py_UCS2)lo, (Py_UCS2)(hi - lo), {0}, 0};
    Py_UCS2 outside = lo > 0 ? (Py_UCS2)(lo - 1) : (Py_UCS2)(hi + 1);
    for (int e = 0; e < EXCLUDED; e++)
        z.ex[e] = outside;
    return z;
}

/* `a` and `b` as one range when they are neighbours across one needle. */
static int
merge(Zone *a, Zone b)
{
    unsigned a_hi = (unsigned)a->lo + a->span, b_hi = (unsigned)b.lo + b.span;
    if (a->excluded >= EXCLUDED || !(a_hi + 2 == b.lo || b_hi + 2 == a->lo))
        return 0;
    Py_UCS2 between = a_hi + 2 == b.lo ? (Py_UCS2)(a_hi + 1) : (Py_UCS2)(b_hi + 1);
    unsigned lo = a->lo < b.lo ? a->lo : b.lo, hi = a_hi > b_hi ? a_hi : b_hi;
    a->lo = (Py_UCS2)lo;
    a->span = (Py_UCS2)(hi - lo);
    a->ex[a->excluded++] = between;
    return 1;
}

static inline int
in_zone(const Zone *z, Py_UCS2 c)
{
    if ((Py_UCS2)(c - z->lo) > z->span)
        return 0;
    for (int e = 0; e < z->excluded; e++)
        if (c == z->ex[e])
            return 0;
    return 1;
}

/* How many whole blocks from s are clear: each character in one of the zones. */
static Py_ssize_t
clear_blocks(const Py_UCS2 *s, Py_ssize_t blocks, const Zone *zones)
{
#ifdef __SSE2__
    __m128i lo[ZONES], span[ZONES], ex0[ZONES], ex1[ZONES];
    for (int z = 0; z < ZONES; z++) {
        lo[z] = _mm_set1_epi16((short)zones[z].lo);
        span[z] = _mm_set1_epi16((short)zones[z].span);
        ex0[z] = _mm_set1_epi16((short)zones[z].ex[0]);
        ex1[z] = _mm_set1_epi16((short)zones[z].ex[1]);
    }
    const __m128i zero = _mm_setzero_si128();
    Py_ssize_t b = 0;
    for (; b < blocks; b++, s += BLOCK) {
        __m128i ok_all = _mm_set1_epi16(-1);
        for (int j = 0; j < BLOCK; j += 8) {
            const __m128i c = _mm_loadu_si128((const __m128i *)(s + j));
            __m128i ok = zero;
            for (int z = 0; z < ZONES; z++) {
                /* (c - lo) <= span, unsigned: the saturating difference is zero */
                const __m128i inside = _mm_cmpeq_epi16(_mm_subs_epu16(_mm_sub_epi16(c, lo[z]), span[z]), zero);
                const __m128i hit = _mm_or_si128(_mm_cmpeq_epi16(c, ex0[z]), _mm_cmpeq_epi16(c, ex1[z]));
                ok = _mm_or_si128(ok, _mm_andnot_si128(hit, inside));
            }
            ok_all = _mm_and_si128(ok_all, ok);
        }
        if (_mm_movemask_epi8(ok_all) != 0xFFFF)
            break;
    }
    return b;
#else
    Py_ssize_t b = 0;
    for (; b < blocks; b++, s += BLOCK)
        for (int j = 0; j < BLOCK; j++) {
            int ok = 0;
            for (int z = 0; z < ZONES; z++)
                ok |= in_zone(&zones[z], s[j]);
            if (!ok)
                return b;
        }
    return b;
#endif
}

#ifdef HAVE_AVX2_CLONE
/* clear_blocks, sixteen characters per step, on CPUs that have AVX2 */
__attribute__((target("avx2"))) static Py_ssize_t
clear_blocks_avx2(const Py_UCS2 *s, Py_ssize_t blocks, const Zone *zones)
{
    __m256i lo[ZONES], span[ZONES], ex0[ZONES], ex1[ZONES];
    for (int z = 0; z < ZONES; z++) {
        lo[z] = _mm256_set1_epi16((short)zones[z].lo);
        span[z] = _mm256_set1_epi16((short)zones[z].span);
        ex0[z] = _mm256_set1_epi16((short)zones[z].ex[0]);
        ex1[z] = _mm256_set1_epi16((short)zones[z].ex[1]);
    }
    const __m256i zero = _mm256_setzero_si256();
    Py_ssize_t b = 0;
    for (; b < blocks; b++, s += BLOCK) {
        __m256i ok_all = _mm256_set1_epi16(-1);
        for (int j = 0; j < BLOCK; j += 16) {
            const __m256i c = _mm256_loadu_si256((const __m256i *)(s + j));
            __m256i ok = zero;
            for (int z = 0; z < ZONES; z++) {
                const __m256i inside = _mm256_cmpeq_epi16(_mm256_subs_epu16(_mm256_sub_epi16(c, lo[z]), span[z]), zero);
                const __m256i hit = _mm256_or_si256(_mm256_cmpeq_epi16(c, ex0[z]), _mm256_cmpeq_epi16(c, ex1[z]));
                ok = _mm256_or_si256(ok, _mm256_andnot_si256(hit, inside));
            }
            ok_all = _mm256_and_si256(ok_all, ok);
        }
        if ((unsigned)_mm256_movemask_epi8(ok_all) != 0xFFFFFFFFu)
            break;
    }
    return b;
}
#endif

static Py_ssize_t (*clear)(const Py_UCS2 *, Py_ssize_t, const Zone *) = clear_blocks;

static Py_ssize_t
scan(const Py_UCS2 *s, Py_ssize_t n, const Py_UCS2 *needles, int count)
{
    Zone zones[ZONES];
    int oldest = 1;
    Py_ssize_t i = 0;
    /* the fixed zone: below the second needle, without the first (`<`) */
    zones[0] = gap_of(needles, count, 0);
    if (needles[0] == 0)
        zones[0] = gap_of(needles, count, 1);
    else if (count >= 2)
        merge(&zones[0], gap_of(needles, count, (Py_UCS2)(needles[0] + 1)));
    zones[1] = zones[2] = zones[0];
    while (i + BLOCK <= n) {
        i += BLOCK * clear(s + i, (n - i) / BLOCK, zones);
        if (i + BLOCK > n)
            break;
        for (int j = 0; j < BLOCK; j++, i++) {
            const Py_UCS2 c = s[i];
            if (in_zone(&zones[0], c) || in_zone(&zones[1], c) || in_zone(&zones[2], c))
                continue;
            if (is_needle(needles, count, c))
                return i;
            Zone gap = gap_of(needles, count, c);
            if (!merge(&zones[1], gap) && !merge(&zones[2], gap)) {
                zones[oldest] = gap;
                oldest = oldest == 1 ? 2 : 1;
            }
        }
    }
    for (; i < n; i++)
        if (is_needle(needles, count, s[i]))
            return i;
    return -1;
}

/* UCS-4 text: below the second-lowest needle only the lowest can hit; above it a
 * bitmap decides BMP characters and a short list the astral ones. */
typedef struct {
    int count;
    Py_UCS4 sorted[MAX_NEEDLES];
    Py_UCS2 narrow[MAX_NEEDLES]; /* the same, for UCS-2 text (which holds no astral ones) */
    uint64_t bmp[0x10000 / 64];  /* the BMP needles, for UCS-4 text */
    int astral_count;
    Py_UCS4 astral[MAX_NEEDLES];
} Needles;

#define GROUP4 16

/* How many whole groups of 16 from s are clear: each character below `second` and not `first` (the
 * needles' two lowest). Most text between needles is such (ASCII, Latin, Cyrillic before U+02C2): a
 * few vector compares per group instead of a branch per character. Code points fit a signed int. */
static Py_ssize_t
clear_groups4(const Py_UCS4 *s, Py_ssize_t groups, Py_UCS4 first, Py_UCS4 second)
{
    Py_ssize_t g = 0;
#ifdef __SSE2__
    const __m128i low = _mm_set1_epi32((int)first), top = _mm_set1_epi32((int)second - 1);
    for (; g < groups; g++, s += GROUP4) {
        __m128i bad = _mm_setzero_si128();
        for (int j = 0; j < GROUP4; j += 4) {
            const __m128i c = _mm_loadu_si128((const __m128i *)(s + j));
            bad = _mm_or_si128(bad, _mm_or_si128(_mm_cmpgt_epi32(c, top), _mm_cmpeq_epi32(c, low)));
        }
        if (_mm_movemask_epi8(bad))
            break;
    }
#else
    for (; g < groups; g++, s += GROUP4)
        for (int j = 0; j < GROUP4; j++)
            if (s[j] >= second || s[j] == first)
                return g;
#endif
    return g;
}

#ifdef HAVE_AVX2_CLONE
/* clear_groups4, eight characters per step, on CPUs that have AVX2 */
__attribute__((target("avx2"))) static Py_ssize_t
clear_groups4_avx2(const Py_UCS4 *s, Py_ssize_t groups, Py_UCS4 first, Py_UCS4 second)
{
    const __m256i low = _mm256_set1_epi32((int)first), top = _mm256_set1_epi32((int)second - 1);
    Py_ssize_t g = 0;
    for (; g < groups; g++, s += GROUP4) {
        __m256i bad = _mm256_setzero_si256();
        for (int j = 0; j < GROUP4; j += 8) {
            const __m256i c = _mm256_loadu_si256((const __m256i *)(s + j));
            bad = _mm256_or_si256(bad, _mm256_or_si256(_mm256_cmpgt_epi32(c, top), _mm256_cmpeq_epi32(c, low)));
        }
        if (_mm256_movemask_epi8(bad))
            break;
    }
    return g;
}
#endif

static Py_ssize_t (*clear4)(const Py_UCS4 *, Py_ssize_t, Py_UCS4, Py_UCS4) = clear_groups4;

static Py_ssize_t
scan4(const Py_UCS4 *s, Py_ssize_t n, Py_ssize_t i, const Needles *needles)
{
    const Py_UCS4 first = needles->sorted[0], second = needles->count > 1 ? needles->sorted[1] : 0x110000;
    while (i < n) {
        i += GROUP4 * clear4(s + i, (n - i) / GROUP4, first, second);
        const Py_ssize_t end = i + GROUP4 < n ? i + GROUP4 : n; /* a group that is not clear, or the tail */
        for (; i < end; i++) {
            const Py_UCS4 c = s[i];
            if (c < second) {
                if (c == first)
                    return i;
            }
            else if (c <= 0xFFFF) {
                if (needles->bmp[c >> 6] >> (c & 63) & 1)
                    return i;
            }
            else
                for (int k = 0; k < needles->astral_count; k++)
                    if (c == needles->astral[k])
                        return i;
        }
    }
    return -1;
}

static int
compare(const void *a, const void *b)
{
    const Py_UCS4 x = *(const Py_UCS4 *)a, y = *(const Py_UCS4 *)b;
    return (x > y) - (x < y);
}

/* The sorted needles that can occur in `text` (UCS-2 holds no astral ones); -1 on error. */
static int
read_needles(PyObject *text, PyObject *chars, Needles *needles)
{
    int count = 0;
    for (Py_ssize_t k = 0; k < PyUnicode_GET_LENGTH(chars); k++) {
        Py_UCS4 ch = PyUnicode_READ_CHAR(chars, k);
        if (PyUnicode_KIND(text) == PyUnicode_2BYTE_KIND && ch > 0xFFFF)
            continue;
        if (count == MAX_NEEDLES) {
            PyErr_SetString(PyExc_ValueError, "guards._scan: at most 128 needles");
            return -1;
        }
        needles->sorted[count++] = ch;
    }
    qsort(needles->sorted, count, sizeof(Py_UCS4), compare);
    needles->count = count;
    needles->astral_count = 0;
    if (PyUnicode_KIND(text) == PyUnicode_2BYTE_KIND)
        for (int k = 0; k < count; k++)
            needles->narrow[k] = (Py_UCS2)needles->sorted[k];
    else {
        memset(needles->bmp, 0, sizeof needles->bmp);
        for (int k = 0; k < count; k++) {
            const Py_UCS4 ch = needles->sorted[k];
            if (ch <= 0xFFFF)
                needles->bmp[ch >> 6] |= (uint64_t)1 << (ch & 63);
            else
                needles->astral[needles->astral_count++] = ch;
        }
    }
    return count;
}

/* The first needle at or after `start`, or -1 (text not Latin-1). */
static Py_ssize_t
next_needle(PyObject *text, Py_ssize_t start, const Needles *needles)
{
    const Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    if (start >= n || needles->count == 0)
        return -1;
    if (PyUnicode_KIND(text) == PyUnicode_4BYTE_KIND)
        return scan4(PyUnicode_4BYTE_DATA(text), n, start, needles);
    const Py_ssize_t found = scan(PyUnicode_2BYTE_DATA(text) + start, n - start, needles->narrow, needles->count);
    return found < 0 ? -1 : found + start;
}

static PyObject *
find_any(PyObject *module, PyObject *args)
{
    PyObject *text, *chars;
    Needles needles;

    if (!PyArg_ParseTuple(args, "UU:find_any", &text, &chars))
        return NULL;
    if (PyUnicode_KIND(text) == PyUnicode_1BYTE_KIND)
        Py_RETURN_NONE;
    if (read_needles(text, chars, &needles) < 0)
        return NULL;
    return PyLong_FromSsize_t(next_needle(text, 0, &needles));
}

static PyObject *
find_each(PyObject *module, PyObject *args)
{
    PyObject *text, *chars;
    Needles needles;

    if (!PyArg_ParseTuple(args, "UU:find_each", &text, &chars))
        return NULL;
    if (PyUnicode_KIND(text) == PyUnicode_1BYTE_KIND)
        Py_RETURN_NONE;
    if (read_needles(text, chars, &needles) < 0)
        return NULL;
    PyObject *found = PyList_New(0);
    if (found == NULL)
        return NULL;
    for (Py_ssize_t at = next_needle(text, 0, &needles); at >= 0; at = next_needle(text, at + 1, &needles)) {
        PyObject *index = PyLong_FromSsize_t(at);
        if (index == NULL || PyList_Append(found, index) < 0) {
            Py_XDECREF(index);
            Py_DECREF(found);
            return NULL;
        }
        Py_DECREF(index);
    }
    return found;
}

#define FIRST_IN_RANGE(type)                                             \
    do {                                                                 \
        const type *s = (const type *)PyUnicode_DATA(text);              \
        for (Py_ssize_t i = start; i < n; i++)                           \
            if ((Py_UCS4)s[i] - lo <= span)                              \
                return PyLong_FromSsize_t(i);                            \
    } while (0)

/* The first index from i whose code point lies in [lo, hi] (hi at most U+10FFFF), or -1: sixteen characters a step
 * (the next tag character after a suspect is often megabytes away, or nowhere). Code points fit a signed int. */
static Py_ssize_t
first_in_range4(const Py_UCS4 *s, Py_ssize_t n, Py_ssize_t i, Py_UCS4 lo, Py_UCS4 hi)
{
#ifdef __SSE2__
    const __m128i below = _mm_set1_epi32((int)lo - 1), above = _mm_set1_epi32((int)hi + 1);
    for (; i + GROUP4 <= n; i += GROUP4) {
        __m128i inside = _mm_setzero_si128();
        for (int j = 0; j < GROUP4; j += 4) {
            const __m128i c = _mm_loadu_si128((const __m128i *)(s + i + j));
            inside = _mm_or_si128(inside, _mm_and_si128(_mm_cmpgt_epi32(c, below), _mm_cmpgt_epi32(above, c)));
        }
        if (_mm_movemask_epi8(inside))
            break;
    }
#endif
    for (; i < n; i++)
        if (s[i] - lo <= hi - lo)
            return i;
    return -1;
}

static PyObject *
find_in_range(PyObject *module, PyObject *args)
{
    PyObject *text;
    unsigned int lo, hi;
    Py_ssize_t start;

    if (!PyArg_ParseTuple(args, "UIIn:find_in_range", &text, &lo, &hi, &start))
        return NULL;
    const Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    const Py_UCS4 span = (Py_UCS4)hi - (Py_UCS4)lo;
    if (start < 0)
        start = 0;
    /* (no character of a storage kind lies above its largest code point: Latin-1 and UCS-2 text hold no tag character) */
    if (hi >= lo && lo <= PyUnicode_MAX_CHAR_VALUE(text)) {
        switch (PyUnicode_KIND(text)) {
        case PyUnicode_1BYTE_KIND:
            FIRST_IN_RANGE(Py_UCS1);
            break;
        case PyUnicode_2BYTE_KIND:
            FIRST_IN_RANGE(Py_UCS2);
            break;
        default:
            return PyLong_FromSsize_t(first_in_range4(PyUnicode_4BYTE_DATA(text), n, start, lo, hi < 0x10FFFF ? hi : 0x10FFFF));
        }
    }
    return PyLong_FromSsize_t(-1);
}

static PyMethodDef methods[] = {
    {"find_any", find_any, METH_VARARGS,
     "find_any(text, needles) -> index of the first character of text among needles, -1, or None for Latin-1 text"},
    {"find_each", find_each, METH_VARARGS,
     "find_each(text, needles) -> indexes of every character of text among needles, or None for Latin-1 text"},
    {"find_in_range", find_in_range, METH_VARARGS,
     "find_in_range(text, lo, hi, start) -> index of the first character at or after start in [lo, hi], or -1"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "guards._scan", "One pass over a str for any of a few characters.", -1, methods,
};

PyMODINIT_FUNC
PyInit__scan(void)
{
#ifdef HAVE_AVX2_CLONE
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2")) {
        clear = clear_blocks_avx2;
        clear4 = clear_groups4_avx2;
    }
#endif
    return PyModule_Create(&module);
}
