/* See llvm_type.h.  The grammar read (MLIR 22's LLVM type syntax):
 *   type   ::= `ptr` (`<` int `>`)? | `struct<` `packed`? `(` types? `)>`
 *            | `array<` int `x` type `>` | builtin-type
 * builtin types are scalars (one slot) or `vector<AxBxT>` (A*B slots). */
#include "llvm_type.h"
#include <stdlib.h>
#include <string.h>

static bool starts(LlvmTypeText t, const char *word) {
    size_t n = strlen(word);
    return (size_t)t.len >= n && memcmp(t.text, word, n) == 0;
}

LlvmTypeText llvm_type_text(const char *opaque) {
    LlvmTypeText t = {opaque, (int)strlen(opaque)};
    if (starts(t, "!llvm.")) t.text += 6, t.len -= 6;
    return t;
}

/* A member's text without surrounding spaces, and without the "!llvm."
 * prefix it may be written with inside an aggregate. */
static LlvmTypeText trim(const char *s, int len) {
    while (len > 0 && *s == ' ') s++, len--;
    while (len > 0 && s[len - 1] == ' ') len--;
    if (len > 6 && memcmp(s, "!llvm.", 6) == 0) s += 6, len -= 6;
    return (LlvmTypeText){s, len};
}

/* The i-th comma-separated item of s[0..len) at bracket depth 0, empty
 * or not; false past the end. */
static bool nth_item_or_empty(const char *s, int len, int64_t index, LlvmTypeText *item) {
    int depth = 0, start = 0;
    int64_t k = 0;
    for (int i = 0; i <= len; i++) {
        char c = i < len ? s[i] : ',';
        if (c == '<' || c == '(') depth++;
        else if (c == '>' || c == ')') depth--;
        else if (c == ',' && depth == 0) {
            if (k++ == index) {
                *item = trim(s + start, i - start);
                return true;
            }
            start = i + 1;
        }
    }
    return false;
}

static bool nth_item(const char *s, int len, int64_t index, LlvmTypeText *item) {
    return nth_item_or_empty(s, len, index, item) && item->len > 0;
}

bool llvm_type_list_item(LlvmTypeText list, int64_t index, LlvmTypeText *item) {
    return nth_item_or_empty(list.text, list.len, index, item);
}

bool llvm_type_function(LlvmTypeText t, LlvmTypeText *result, LlvmTypeText *args) {
    if (!starts(t, "func<") || t.text[t.len - 1] != '>') return false;
    LlvmTypeText in = trim(t.text + 5, t.len - 6);
    int depth = 0, open = -1;
    for (int i = 0; i < in.len && open < 0; i++) {   /* the first '(' outside the result's brackets */
        char c = in.text[i];
        if (c == '(' && depth == 0) open = i;
        else if (c == '<' || c == '(') depth++;
        else if (c == '>' || c == ')') depth--;
    }
    if (open < 0 || in.text[in.len - 1] != ')') return false;
    for (int i = open; i < in.len - 1; i++) {   /* its ')' must end the text */
        char c = in.text[i];
        if (c == '<' || c == '(') depth++;
        else if (c == '>' || c == ')') depth--;
        if (depth == 0) return false;
    }
    *result = trim(in.text, open);
    args->text = in.text + open + 1;
    args->len = in.len - open - 2;
    return result->len > 0;
}

/* The member list of `struct<(...)>` (packed or not); false for others. */
static bool struct_body(LlvmTypeText t, const char **body, int *len) {
    if (!starts(t, "struct<") || t.text[t.len - 1] != '>') return false;
    LlvmTypeText in = trim(t.text + 7, t.len - 8);
    if (in.len >= 6 && memcmp(in.text, "packed", 6) == 0) in = trim(in.text + 6, in.len - 6);
    if (in.len < 2 || in.text[0] != '(' || in.text[in.len - 1] != ')') return false;   /* named: not laid out */
    *body = in.text + 1;
    *len = in.len - 2;
    return true;
}

static bool is_packed(LlvmTypeText t) {
    LlvmTypeText in = trim(t.text + 7, t.len - 8);   /* after "struct<" */
    return in.len >= 6 && memcmp(in.text, "packed", 6) == 0;
}

/* `array<N x T>`: N and T; false for others. */
static bool array_parts(LlvmTypeText t, int64_t *n, LlvmTypeText *elem) {
    if (!starts(t, "array<") || t.text[t.len - 1] != '>') return false;
    char *end;
    *n = strtoll(t.text + 6, &end, 10);
    if (end == t.text + 6 || *n < 0) return false;
    const char *x = end;
    while (*x == ' ') x++;
    if (*x != 'x') return false;
    *elem = trim(x + 1, (int)(t.text + t.len - 1 - (x + 1)));
    return elem->len > 0;
}

bool llvm_type_vector(LlvmTypeText t, int64_t *lanes, LlvmTypeText *elem) {
    const char *p, *end = t.text + t.len - 1;
    if (t.len < 6 || *end != '>') return false;
    *lanes = 1;
    if (starts(t, "vec<")) {   /* vec<N x T>: LLVM's vector of pointers */
        char *after;
        *lanes = strtoll(t.text + 4, &after, 10);
        p = after;
        while (*p == ' ') p++;
        if (after == t.text + 4 || *lanes < 1 || *p != 'x') return false;
        *elem = trim(p + 1, (int)(end - (p + 1)));
        return elem->len > 0;
    }
    if (!starts(t, "vector<")) return false;   /* vector<AxBxT>: the product of the sizes */
    p = t.text + 7;
    while (*p >= '0' && *p <= '9') {
        char *after;
        *lanes *= strtoll(p, &after, 10);
        if (*after != 'x' || *lanes > (1 << 20)) return false;
        p = after + 1;
    }
    *elem = trim(p, (int)(end - p));
    return p > t.text + 7 && elem->len > 0;
}

int llvm_type_aggregate_member(LlvmTypeText t, int64_t index, LlvmTypeText *member) {
    const char *body;
    int len;
    int64_t n;
    if (struct_body(t, &body, &len)) return index >= 0 && nth_item(body, len, index, member) ? 1 : 0;
    if (array_parts(t, &n, member)) return index >= 0 && index < n ? 1 : 0;
    return -1;
}

bool llvm_type_is_dialect_type(LlvmTypeText t) {
    static const char *const words[] = {"ptr", "struct", "array", "vec", "void", "func", "label", "metadata",
                                        "token", "x86_amx", "target"};
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++) {
        size_t n = strlen(words[i]);
        if (starts(t, words[i]) && ((size_t)t.len == n || t.text[n] == '<')) return true;
    }
    return false;
}

bool llvm_type_is_pointer(LlvmTypeText t) { return (t.len == 3 || (t.len > 3 && t.text[3] == '<')) && starts(t, "ptr"); }

int llvm_type_slots(LlvmTypeText t) {
    const char *body;
    int len;
    int64_t n;
    LlvmTypeText elem;
    if (llvm_type_is_pointer(t)) return 1;
    if (struct_body(t, &body, &len)) {
        int64_t total = 0;
        LlvmTypeText m;
        for (int64_t i = 0; nth_item(body, len, i, &m); i++) {
            int w = llvm_type_slots(m);
            if (w < 0 || (total += w) > (1 << 20)) return -1;
        }
        return (int)total;
    }
    if (array_parts(t, &n, &elem)) {
        int w = llvm_type_slots(elem);
        return w < 0 || (w && n > (1 << 20) / w) ? -1 : (int)(n * w);
    }
    int64_t lanes;
    if (llvm_type_vector(t, &lanes, &elem)) {   /* vector<4xf32>, vector<2x3xi8>, vec<4 x ptr> */
        int w = llvm_type_slots(elem);
        return w < 0 || lanes * w > (1 << 20) ? -1 : (int)(lanes * w);
    }
    if (t.len >= 2 && ((t.text[0] == 'i' && t.text[1] >= '1' && t.text[1] <= '9') || starts(t, "f16") ||
                       starts(t, "bf16") || starts(t, "f32") || starts(t, "f64") || starts(t, "index")))
        return 1;
    return -1;
}

/* A scalar's bits (iN, f16, bf16, f32, f64, index as 64), or 0. */
int llvm_type_scalar_bits(LlvmTypeText t) {
    if (t.len >= 2 && t.text[0] == 'i' && t.text[1] >= '1' && t.text[1] <= '9') {
        int bits = 0;
        for (int i = 1; i < t.len; i++) {
            if (t.text[i] < '0' || t.text[i] > '9' || bits > (1 << 20)) return 0;
            bits = bits * 10 + (t.text[i] - '0');
        }
        return bits;
    }
    static const struct { const char *name; int bits; } floats[] = {
        {"f16", 16}, {"bf16", 16}, {"f32", 32}, {"f64", 64}, {"index", 64}};
    for (size_t i = 0; i < sizeof floats / sizeof *floats; i++)
        if ((size_t)t.len == strlen(floats[i].name) && starts(t, floats[i].name)) return floats[i].bits;
    return 0;
}

bool llvm_type_bytes(LlvmTypeText t, int64_t *size, int64_t *align) {
    const char *body;
    int len;
    int64_t n;
    LlvmTypeText elem;
    if (llvm_type_is_pointer(t)) {
        *size = *align = 8;
        return true;
    }
    int bits = llvm_type_scalar_bits(t);
    if (bits) {
        int64_t bytes = 1;
        while (bytes * 8 < bits) bytes *= 2;
        *size = bytes;
        *align = bytes > 16 ? 16 : bytes;
        return true;
    }
    if (llvm_type_vector(t, &n, &elem)) {   /* LLVM's default layout: aligned to its size, a power of two */
        int bits = llvm_type_is_pointer(elem) ? 64 : llvm_type_scalar_bits(elem);
        if (!bits || bits % 8 || n > ((int64_t)1 << 24)) return false;   /* i1 lanes pack bits: not laid out */
        int64_t store = n * bits / 8, a = 1;
        while (a < store) a *= 2;
        *align = a;
        *size = (store + a - 1) / a * a;
        return true;
    }
    if (array_parts(t, &n, &elem)) {
        int64_t es, ea;
        if (!llvm_type_bytes(elem, &es, &ea) || (es && n > ((int64_t)1 << 40) / es)) return false;
        *size = n * es;
        *align = ea;
        return true;
    }
    if (struct_body(t, &body, &len)) {
        bool packed = is_packed(t);
        int64_t at = 0, max_align = 1;
        LlvmTypeText m;
        for (int64_t i = 0; nth_item(body, len, i, &m); i++) {
            int64_t ms, ma;
            if (!llvm_type_bytes(m, &ms, &ma)) return false;
            if (packed) ma = 1;
            at = (at + ma - 1) / ma * ma + ms;
            if (ma > max_align) max_align = ma;
        }
        *size = (at + max_align - 1) / max_align * max_align;
        *align = max_align;
        return true;
    }
    return false;
}

bool llvm_type_member_offset(LlvmTypeText t, int64_t index, LlvmTypeText *member, int64_t *offset) {
    const char *body;
    int len;
    int64_t n, size, align;
    LlvmTypeText elem;
    if (array_parts(t, &n, &elem)) {
        if (index < 0 || index >= n || !llvm_type_bytes(elem, &size, &align)) return false;
        *member = elem;
        *offset = index * size;
        return true;
    }
    if (!struct_body(t, &body, &len)) return false;
    bool packed = is_packed(t);
    int64_t at = 0;
    LlvmTypeText m;
    for (int64_t i = 0; nth_item(body, len, i, &m); i++) {
        if (!llvm_type_bytes(m, &size, &align)) return false;
        if (!packed) at = (at + align - 1) / align * align;
        if (i == index) {
            *member = m;
            *offset = at;
            return true;
        }
        at += size;
    }
    return false;
}

bool llvm_type_member(LlvmTypeText t, int64_t index, LlvmTypeText *member, int *slot) {
    const char *body;
    int len;
    int64_t n;
    if (struct_body(t, &body, &len)) {
        int at = 0;
        LlvmTypeText m;
        for (int64_t i = 0; i < index; i++) {
            int w = nth_item(body, len, i, &m) ? llvm_type_slots(m) : -1;
            if (w < 0) return false;
            at += w;
        }
        if (!nth_item(body, len, index, member) || llvm_type_slots(*member) < 0) return false;
        *slot = at;
        return true;
    }
    if (array_parts(t, &n, member) && index >= 0 && index < n && llvm_type_slots(*member) >= 0) {
        *slot = (int)index * llvm_type_slots(*member);
        return true;
    }
    return false;
}
