/* The lexer of MLIR's textual IR (MLIR LangRef "Lexical syntax"). */
#ifndef AI_LEXER_H
#define AI_LEXER_H
#include "diag.h"
#include <stdbool.h>

typedef enum {
    TK_EOF, TK_ERROR,
    TK_BARE_ID,        /* foo, affine.for, i32, x */
    TK_PERCENT_ID,     /* %foo */
    TK_CARET_ID,       /* ^bb0 */
    TK_HASH_ID,        /* #map, #1, #arith.fastmath */
    TK_BANG_ID,        /* !alias, !llvm.ptr */
    TK_AT_ID,          /* @sym, @"quoted" */
    TK_INTEGER,        /* 12, 0x1F */
    TK_FLOAT,          /* 1.5, 1.0e-3 */
    TK_STRING,         /* "..." */
    TK_ARROW,          /* -> */
    TK_COLON, TK_COMMA, TK_EQUAL, TK_LPAREN, TK_RPAREN, TK_LBRACE, TK_RBRACE,
    TK_LSQUARE, TK_RSQUARE, TK_LESS, TK_GREATER, TK_QUESTION, TK_PLUS, TK_MINUS,
    TK_STAR, TK_VBAR, TK_ELLIPSIS,
    TK_FILE_META_BEGIN, /* {-# */
    TK_FILE_META_END    /* #-} */
} TokKind;

typedef struct Token {
    TokKind kind;
    const char *ptr;   /* first byte */
    int len;
    int line, col;
} Token;

typedef struct Lexer {
    const SourceFile *file;
    const char *cur, *end;
    int line;
    const char *line_start;
    const char *error;     /* message for TK_ERROR */
    size_t drop_from;      /* mapped source: offset of the first page not yet let go */
} Lexer;

/* Lexes text[begin, end) of file; line is the line number of begin. */
void lexer_init(Lexer *lx, const SourceFile *file, const char *begin, const char *end, int line);
Token lexer_next(Lexer *lx);
/* Re-positions the lexer right after the given byte (for the dimension-list
 * sub-lexer, which splits "4x8xf32" by characters as MLIR does). */
void lexer_reset_to(Lexer *lx, const char *p, int line, const char *line_start);
const char *token_kind_name(TokKind k);
bool token_is_keyword(const Token *t, const char *kw);
#endif
