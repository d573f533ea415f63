/*
 * attrsyntax: the lowering pass of constructor property promotion (PHP 8.0,
 * readonly 8.1), see attrsyntax_lower_decl.h. The text loses the modifiers of
 * a promoted parameter (and the doc comment it takes, which PHP 7.4 would
 * hand to the next declaration); a note asks the AST pass for the property
 * and the assignment. PHP 8's compile errors of promotion are found here.
 */
#include <stdio.h>
#include <string.h>
#include "attrsyntax_lower_decl.h"

#define T(name) ATTRSYNTAX_T_##name

/* A '{' block open around the tokens being read. */
typedef struct {
	uint32_t close;        /* its '}' (ATTRSYNTAX_NONE: unbalanced) */
	int is_class;          /* a class-like body */
	int is_interface;
	uint32_t name_tok;     /* the class's name token, ATTRSYNTAX_NONE for an anonymous class */
} attrsyntax_promote_block;

/* One parameter of a list, as written. */
typedef struct {
	uint32_t first, end;   /* its tokens [first, end) */
	uint32_t modifiers[4]; uint32_t nmodifiers; /* the modifier tokens */
	unsigned flags;        /* ATTRSYNTAX_LOWER_PROMOTE_* */
	uint32_t type_first, type_end; /* the type's tokens, empty when none */
	uint32_t variable;     /* the T_VARIABLE token, ATTRSYNTAX_NONE if none */
	int variadic;
	uint32_t default_first; /* the first token of the default value, ATTRSYNTAX_NONE if none */
	uint32_t error_tok;    /* a second access or readonly modifier, ATTRSYNTAX_NONE if none */
} attrsyntax_promote_param;

/* An import (use A\B as C;) of the namespace in force. */
typedef struct {
	attrsyntax_span alias, name;
} attrsyntax_promote_import;

/* The namespace in force and its class imports: PHP 8 names a type's class
 * resolved in its messages. */
typedef struct {
	attrsyntax_span ns;
	attrsyntax_promote_import *imports;
	size_t nimports, cap;
} attrsyntax_promote_names;

/* The function a parameter list belongs to. */
typedef struct {
	uint32_t keyword;      /* its function or fn token */
	uint32_t open, close;  /* the list's parentheses */
	int is_constructor;    /* a method named __construct */
	int is_abstract;       /* declared abstract, or a method of an interface */
	const attrsyntax_promote_block *klass; /* the class body it is a method of, or NULL */
	const attrsyntax_promote_names *names;
} attrsyntax_promote_function;

static int attrsyntax_promote_is_modifier(int kind)
{
	return kind == T(PUBLIC) || kind == T(PROTECTED) || kind == T(PRIVATE) || kind == T(READONLY);
}

static unsigned attrsyntax_promote_flag(int kind)
{
	switch (kind) {
		case T(PUBLIC): return ATTRSYNTAX_LOWER_PROMOTE_PUBLIC;
		case T(PROTECTED): return ATTRSYNTAX_LOWER_PROMOTE_PROTECTED;
		case T(PRIVATE): return ATTRSYNTAX_LOWER_PROMOTE_PRIVATE;
		default: return ATTRSYNTAX_LOWER_PROMOTE_READONLY;
	}
}

#define ATTRSYNTAX_PROMOTE_VISIBILITY \
	(ATTRSYNTAX_LOWER_PROMOTE_PUBLIC | ATTRSYNTAX_LOWER_PROMOTE_PROTECTED | ATTRSYNTAX_LOWER_PROMOTE_PRIVATE)

/* The '&' of a by-reference parameter: PHP 8.1's lexer tells it from the '&'
 * of an intersection type by what follows. */
static int attrsyntax_promote_is_ampersand(int kind)
{
	return kind == T(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG);
}

/* Reads the parameter in tokens [first, end). */
static void attrsyntax_promote_read_param(const attrsyntax_lower_result *lr, uint32_t first, uint32_t end,
	attrsyntax_promote_param *p)
{
	memset(p, 0, sizeof(*p));
	p->first = first;
	p->end = end;
	p->variable = p->default_first = p->error_tok = ATTRSYNTAX_NONE;
	uint32_t i = first;
	/* attribute groups the hook did not blank (a syntax not in force) */
	while (i < end && attrsyntax_lower_kind(lr, i) == T(ATTRIBUTE) && attrsyntax_lower_partner(lr, i) != ATTRSYNTAX_NONE) {
		i = attrsyntax_lower_partner(lr, i) + 1;
	}
	for (; i < end && attrsyntax_promote_is_modifier(attrsyntax_lower_kind(lr, i)); i++) {
		unsigned flag = attrsyntax_promote_flag(attrsyntax_lower_kind(lr, i));
		if (p->error_tok == ATTRSYNTAX_NONE && ((p->flags & flag) || ((p->flags & ATTRSYNTAX_PROMOTE_VISIBILITY)
				&& (flag & ATTRSYNTAX_PROMOTE_VISIBILITY)))) {
			p->error_tok = i;
		}
		p->flags |= flag;
		if (p->nmodifiers < 4) {
			p->modifiers[p->nmodifiers++] = i;
		}
	}
	p->type_first = p->type_end = i;
	while (i < end) {
		int kind = attrsyntax_lower_kind(lr, i);
		if (kind == T(VARIABLE) || kind == T(ELLIPSIS) || attrsyntax_promote_is_ampersand(kind)) {
			break;
		}
		i++;
	}
	p->type_end = i;
	for (; i < end && p->variable == ATTRSYNTAX_NONE; i++) {
		int kind = attrsyntax_lower_kind(lr, i);
		if (attrsyntax_promote_is_ampersand(kind)) {
			p->flags |= ATTRSYNTAX_LOWER_PROMOTE_BY_REF;
		} else if (kind == T(ELLIPSIS)) {
			p->variadic = 1;
		} else if (kind == T(VARIABLE)) {
			p->variable = i;
		}
	}
	if (i < end && attrsyntax_lower_kind(lr, i) == '=' && i + 1 < end) {
		p->default_first = i + 1;
	}
}

/* Whether the type tokens contain the word (any case). */
static int attrsyntax_promote_type_has(const attrsyntax_lower_result *lr, const attrsyntax_promote_param *p, const char *word)
{
	for (uint32_t i = p->type_first; i < p->type_end; i++) {
		if (attrsyntax_lower_is_word(lr, i, word)) {
			return 1;
		}
	}
	return 0;
}

/* Appends n bytes of s to out (len bytes so far, cap in all); returns the new length. */
static size_t attrsyntax_promote_append(char *out, size_t len, size_t cap, const char *s, size_t n, int lower)
{
	for (size_t k = 0; k < n && len + 1 < cap; k++) {
		char c = s[k];
		out[len++] = lower && c >= 'A' && c <= 'Z' ? (char) (c - 'A' + 'a') : c;
	}
	out[len] = '\0';
	return len;
}

/* A class name token as PHP 8 resolves it: fully qualified as written, or
 * through an import of its first part, or in the namespace. */
static size_t attrsyntax_promote_append_class(const attrsyntax_lower_result *lr, const attrsyntax_promote_names *names,
	uint32_t i, char *out, size_t len, size_t cap)
{
	const attrsyntax_ptoken *t = &lr->src->toks[i];
	const char *s = lr->src->buf + t->offset, *buf = lr->src->buf;
	size_t n = t->length;
	if (t->kind == T(NAME_FULLY_QUALIFIED)) {
		return attrsyntax_promote_append(out, len, cap, s + 1, n - 1, 0);
	}
	if (t->kind == T(NAME_RELATIVE)) { /* namespace\Foo */
		s += sizeof("namespace") - 1;
		n -= sizeof("namespace") - 1;
	} else {
		size_t first = 0;
		while (first < n && s[first] != '\\') {
			first++;
		}
		for (size_t m = 0; m < names->nimports; m++) {
			const attrsyntax_promote_import *im = &names->imports[m];
			if (im->alias.length == first) {
				size_t k = 0;
				while (k < first && (buf[im->alias.offset + k] | 0x20) == (s[k] | 0x20)) {
					k++;
				}
				if (k == first) {
					len = attrsyntax_promote_append(out, len, cap, buf + im->name.offset, im->name.length, 0);
					return attrsyntax_promote_append(out, len, cap, s + first, n - first, 0);
				}
			}
		}
	}
	if (names->ns.length) {
		len = attrsyntax_promote_append(out, len, cap, buf + names->ns.offset, names->ns.length, 0);
		if (t->kind != T(NAME_RELATIVE)) {
			len = attrsyntax_promote_append(out, len, cap, "\\", 1, 0);
		}
	} else if (t->kind == T(NAME_RELATIVE)) {
		s++;
		n--;
	}
	return attrsyntax_promote_append(out, len, cap, s, n, 0);
}

/* The type as PHP 8 prints it in messages, into out: builtin names in lower
 * case, class names resolved. */
static void attrsyntax_promote_type_string(const attrsyntax_lower_result *lr, const attrsyntax_promote_function *f,
	const attrsyntax_promote_param *p, char *out, size_t cap)
{
	static const char *const builtin[] = {"int", "float", "string", "bool", "array", "callable", "iterable", "object",
		"mixed", "null", "false", "true", "void", "never", "static", "self", "parent"};
	size_t len = 0;
	out[0] = '\0';
	for (uint32_t i = p->type_first; i < p->type_end; i++) {
		const attrsyntax_ptoken *t = &lr->src->toks[i];
		int is_builtin = 0;
		for (size_t b = 0; b < sizeof(builtin) / sizeof(builtin[0]); b++) {
			is_builtin |= attrsyntax_lower_is_word(lr, i, builtin[b]);
		}
		int is_class = !is_builtin && (t->kind == T(STRING) || t->kind == T(NAME_QUALIFIED)
			|| t->kind == T(NAME_FULLY_QUALIFIED) || t->kind == T(NAME_RELATIVE));
		len = is_class ? attrsyntax_promote_append_class(lr, f->names, i, out, len, cap)
			: attrsyntax_promote_append(out, len, cap, lr->src->buf + t->offset, t->length, is_builtin);
	}
}

/* "Ns\Name", "class@anonymous" (as PHP 8 prints an anonymous class's name) into out. */
static void attrsyntax_promote_class_name(const attrsyntax_lower_result *lr, const attrsyntax_promote_function *f,
	char *out, size_t cap)
{
	if (!f->klass || f->klass->name_tok == ATTRSYNTAX_NONE) {
		snprintf(out, cap, "class@anonymous");
		return;
	}
	const attrsyntax_ptoken *t = &lr->src->toks[f->klass->name_tok];
	if (f->names->ns.length) {
		snprintf(out, cap, "%.*s\\%.*s", (int) f->names->ns.length, lr->src->buf + f->names->ns.offset, (int) t->length,
			lr->src->buf + t->offset);
	} else {
		snprintf(out, cap, "%.*s", (int) t->length, lr->src->buf + t->offset);
	}
}

/* PHP 8's compile errors of a promoted parameter, in its order; 1 when one was recorded. */
static int attrsyntax_promote_check(attrsyntax_lower_result *lr, const attrsyntax_promote_function *f,
	const attrsyntax_promote_param *p)
{
	const attrsyntax_ptoken *keyword = &lr->src->toks[f->keyword];
	const attrsyntax_ptoken *var = &lr->src->toks[p->variable];
	char type[256], klass[512];
	attrsyntax_promote_type_string(lr, f, p, type, sizeof(type));
	if (p->default_first != ATTRSYNTAX_NONE && p->type_first < p->type_end && p->default_first + 1 == p->end
		&& attrsyntax_lower_is_word(lr, p->default_first, "null") && attrsyntax_lower_kind(lr, p->type_first) != '?'
		&& !attrsyntax_promote_type_has(lr, p, "null") && !attrsyntax_promote_type_has(lr, p, "mixed")) {
		/* a promoted parameter is not made nullable by a null default */
		attrsyntax_lower_error(lr, ATTRSYNTAX_ERROR_COMPILE, var->offset, keyword->line,
			"Cannot use null as default value for parameter $%.*s of type %s", (int) var->length - 1,
			lr->src->buf + var->offset + 1, type);
		return 1;
	}
	const char *message = NULL;
	if (!f->is_constructor) {
		message = "Cannot declare promoted property outside a constructor";
	} else if (f->is_abstract) {
		message = "Cannot declare promoted property in an abstract constructor";
	} else if (p->variadic) {
		message = "Cannot declare variadic promoted property";
	}
	if (message) {
		attrsyntax_lower_error(lr, ATTRSYNTAX_ERROR_COMPILE, var->offset, keyword->line, "%s", message);
		return 1;
	}
	attrsyntax_promote_class_name(lr, f, klass, sizeof(klass));
	if (attrsyntax_promote_type_has(lr, p, "callable")) {
		attrsyntax_lower_error(lr, ATTRSYNTAX_ERROR_COMPILE, var->offset, keyword->line,
			"Property %s::$%.*s cannot have type %s", klass, (int) var->length - 1, lr->src->buf + var->offset + 1, type);
		return 1;
	}
	if ((p->flags & ATTRSYNTAX_LOWER_PROMOTE_READONLY) && p->type_first == p->type_end) {
		attrsyntax_lower_error(lr, ATTRSYNTAX_ERROR_COMPILE, var->offset, keyword->line,
			"Readonly property %s::$%.*s must have type", klass, (int) var->length - 1, lr->src->buf + var->offset + 1);
		return 1;
	}
	return 0;
}

/* The text and the note of a promoted parameter that compiles. */
static int attrsyntax_promote_lower(attrsyntax_lower_result *lr, const attrsyntax_promote_function *f,
	const attrsyntax_promote_param *p, uint32_t doc_from)
{
	const attrsyntax_ptoken *var = &lr->src->toks[p->variable];
	attrsyntax_lower_note note;
	memset(&note, 0, sizeof(note));
	note.kind = ATTRSYNTAX_LOWER_NOTE_PROMOTE;
	note.offset = var->offset;
	note.line = var->line;
	note.decl_line = lr->src->toks[f->keyword].line;
	note.flags = p->flags;
	note.name.offset = var->offset + 1;
	note.name.length = var->length - 1;
	note.doc = attrsyntax_lower_last_doc(lr, doc_from, var->offset);
	note.tok = p->variable;
	for (uint32_t m = 0; m < p->nmodifiers; m++) {
		const attrsyntax_ptoken *t = &lr->src->toks[p->modifiers[m]];
		if (attrsyntax_lower_blank(lr, t->offset, t->length) != 0) {
			return -1;
		}
	}
	return attrsyntax_lower_add_note(lr, &note) < 0 ? -1 : 0;
}

/* The modifiers of a promoted parameter in error go, so that the engine
 * parses the file and the statements before compile first; the error is
 * raised in their place (see attrsyntax_lower.h). */
static int attrsyntax_promote_refuse(attrsyntax_lower_result *lr, const attrsyntax_promote_param *p)
{
	for (uint32_t m = 0; m < p->nmodifiers; m++) {
		const attrsyntax_ptoken *t = &lr->src->toks[p->modifiers[m]];
		if (attrsyntax_lower_blank(lr, t->offset, t->length) != 0) {
			return -1;
		}
	}
	return 0;
}

/* A parameter with modifiers: checked, then lowered or refused. */
static int attrsyntax_promote_param_at(attrsyntax_lower_result *lr, const attrsyntax_promote_function *f,
	const attrsyntax_promote_param *p, uint32_t doc_from)
{
	if (p->error_tok != ATTRSYNTAX_NONE) {
		/* raised by PHP 8's parser, before any other compile error */
		const attrsyntax_ptoken *t = &lr->src->toks[p->error_tok];
		int readonly = attrsyntax_lower_kind(lr, p->error_tok) == T(READONLY);
		attrsyntax_lower_error(lr, ATTRSYNTAX_ERROR_COMPILE, 0, t->line, readonly
			? "Multiple readonly modifiers are not allowed" : "Multiple access type modifiers are not allowed");
		return attrsyntax_promote_refuse(lr, p);
	}
	if ((p->flags & ATTRSYNTAX_LOWER_PROMOTE_READONLY) && lr->level != ATTRSYNTAX_DOWNGRADE_ALL) {
		/* PHP 7.4 cannot enforce it: left to its parser, whose error comes at the
		 * first thing it cannot read, this or one before */
		return 0;
	}
	if (attrsyntax_promote_check(lr, f, p)) {
		return attrsyntax_promote_refuse(lr, p);
	}
	return attrsyntax_promote_lower(lr, f, p, doc_from);
}

/* PHP 8 gives every parameter the doc comment lexed before it, so that none
 * reaches a later declaration; PHP 7.4 hands them on (to a closure in the
 * body, say). In a list the lowering changes, the doc comments before its last
 * parameter go (the promoted ones' were kept in their notes). */
static int attrsyntax_promote_blank_docs(attrsyntax_lower_result *lr, uint32_t from, uint32_t to)
{
	const attrsyntax_ptoken *docs = lr->src->docs;
	size_t lo = 0, hi = lr->src->ndocs;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (docs[mid].offset <= from) {
			lo = mid + 1;
		} else {
			hi = mid;
		}
	}
	for (size_t d = lo; d < lr->src->ndocs && docs[d].offset < to; d++) {
		if (attrsyntax_lower_blank(lr, docs[d].offset, docs[d].length) != 0) {
			return -1;
		}
	}
	return 0;
}

/* One parameter list: its promoted parameters checked and lowered. */
static int attrsyntax_promote_list(attrsyntax_lower_result *lr, const attrsyntax_promote_function *f)
{
	uint32_t first = f->open + 1, doc_from = lr->src->toks[f->open].offset;
	size_t notes_before = lr->nnotes;
	while (first < f->close) {
		uint32_t end = first;
		while (end < f->close && attrsyntax_lower_kind(lr, end) != ',') {
			uint32_t partner = attrsyntax_lower_partner(lr, end);
			end = partner != ATTRSYNTAX_NONE && partner > end && partner < f->close ? partner + 1 : end + 1;
		}
		attrsyntax_promote_param p;
		attrsyntax_promote_read_param(lr, first, end, &p);
		if (p.nmodifiers && p.variable != ATTRSYNTAX_NONE && attrsyntax_promote_param_at(lr, f, &p, doc_from) != 0) {
			return -1;
		}
		if (p.variable != ATTRSYNTAX_NONE) {
			const attrsyntax_ptoken *var = &lr->src->toks[p.variable];
			doc_from = var->offset + var->length;
		}
		first = end + 1;
	}
	if (lr->nnotes > notes_before) {
		return attrsyntax_promote_blank_docs(lr, lr->src->toks[f->open].offset, doc_from);
	}
	return 0;
}

int attrsyntax_lower_opens_class(const attrsyntax_lower_result *lr, uint32_t i, uint32_t *name_tok, int *is_interface)
{
	uint32_t k = i;
	*name_tok = ATTRSYNTAX_NONE;
	*is_interface = 0;
	while (k > 0) {
		k--;
		int kind = attrsyntax_lower_kind(lr, k);
		if (kind == ')') {
			uint32_t open = attrsyntax_lower_partner(lr, k);
			if (open == ATTRSYNTAX_NONE) {
				return 0;
			}
			k = open; /* an anonymous class's arguments */
			continue;
		}
		if (kind == T(CLASS) || kind == T(INTERFACE) || kind == T(TRAIT) || kind == T(ENUM)) {
			if (k > 0 && attrsyntax_lower_kind(lr, k - 1) == T(PAAMAYIM_NEKUDOTAYIM)) {
				return 0;
			}
			*is_interface = kind == T(INTERFACE);
			if (attrsyntax_lower_kind(lr, k + 1) == T(STRING)) {
				*name_tok = k + 1;
			}
			return 1;
		}
		if (kind != T(STRING) && kind != T(NAME_QUALIFIED) && kind != T(NAME_FULLY_QUALIFIED) && kind != T(NAME_RELATIVE)
			&& kind != ',' && kind != ':' && kind != T(EXTENDS) && kind != T(IMPLEMENTS) && kind != T(NS_SEPARATOR)
			&& kind != T(ARRAY) && kind != T(CALLABLE) && kind != T(STATIC)) {
			return 0;
		}
	}
	return 0;
}

/* The function whose parameter list opens at token open: its keyword, name and modifiers. */
static void attrsyntax_promote_describe(const attrsyntax_lower_result *lr, uint32_t open,
	const attrsyntax_promote_block *top, const attrsyntax_promote_names *names, attrsyntax_promote_function *f)
{
	memset(f, 0, sizeof(*f));
	f->open = open;
	f->close = attrsyntax_lower_partner(lr, open);
	f->names = names;
	uint32_t k = open - 1;
	while (k > 0 && attrsyntax_lower_kind(lr, k) != T(FUNCTION) && attrsyntax_lower_kind(lr, k) != T(FN)) {
		k--;
	}
	f->keyword = k;
	int is_method = top && top->is_class && attrsyntax_lower_kind(lr, k) == T(FUNCTION) && k + 1 < open;
	if (!is_method) {
		return;
	}
	f->klass = top;
	f->is_constructor = attrsyntax_lower_is_word(lr, open - 1, "__construct");
	f->is_abstract = top->is_interface;
	for (uint32_t m = k; m > 0; m--) {
		int kind = attrsyntax_lower_kind(lr, m - 1);
		if (kind == T(ABSTRACT)) {
			f->is_abstract = 1;
		} else if (kind != T(PUBLIC) && kind != T(PROTECTED) && kind != T(PRIVATE) && kind != T(STATIC) && kind != T(FINAL)) {
			break;
		}
	}
}

/* The blocks open at token i: pushes a '{' (and the tokens that open one),
 * pops a '}'. Returns the new depth. */
static size_t attrsyntax_promote_track_block(const attrsyntax_lower_result *lr, uint32_t i, attrsyntax_promote_block *stack,
	size_t depth)
{
	int kind = attrsyntax_lower_kind(lr, i);
	if (kind == '{' || kind == T(CURLY_OPEN) || kind == T(DOLLAR_OPEN_CURLY_BRACES)) {
		attrsyntax_promote_block *b = &stack[depth];
		b->close = attrsyntax_lower_partner(lr, i);
		b->is_class = kind == '{' && attrsyntax_lower_opens_class(lr, i, &b->name_tok, &b->is_interface);
		return depth + 1;
	}
	if (kind == '}' && depth) {
		return depth - 1;
	}
	return depth;
}

/* namespace Name; or namespace Name { ... }: the namespace in force after
 * token i, without imports yet. */
static void attrsyntax_promote_track_namespace(const attrsyntax_lower_result *lr, uint32_t i, attrsyntax_promote_names *names)
{
	int next = attrsyntax_lower_kind(lr, i + 1);
	if (next == T(STRING) || next == T(NAME_QUALIFIED)) {
		names->ns.offset = lr->src->toks[i + 1].offset;
		names->ns.length = lr->src->toks[i + 1].length;
		names->nimports = 0;
	} else if (next == '{') {
		names->ns.offset = names->ns.length = 0;
		names->nimports = 0;
	}
}

/* use A\B, C as D; at token i: the class imports (not functions, constants
 * or groups, which no type names). 0, or -1 when memory ran out. */
static int attrsyntax_promote_track_use(attrsyntax_lower_result *lr, uint32_t i, attrsyntax_promote_names *names)
{
	int kind = attrsyntax_lower_kind(lr, i + 1);
	if (kind == T(FUNCTION) || kind == T(CONST)) {
		return 0;
	}
	for (uint32_t k = i + 1; k < lr->src->ntoks; ) {
		kind = attrsyntax_lower_kind(lr, k);
		if (kind != T(STRING) && kind != T(NAME_QUALIFIED) && kind != T(NAME_FULLY_QUALIFIED)) {
			return 0;
		}
		const attrsyntax_ptoken *t = &lr->src->toks[k];
		attrsyntax_promote_import im;
		im.name.offset = t->offset + (kind == T(NAME_FULLY_QUALIFIED));
		im.name.length = t->length - (kind == T(NAME_FULLY_QUALIFIED));
		uint32_t last = im.name.offset + im.name.length, start = last;
		while (start > im.name.offset && lr->src->buf[start - 1] != '\\') {
			start--;
		}
		im.alias.offset = start;
		im.alias.length = last - start;
		k++;
		if (attrsyntax_lower_kind(lr, k) == T(AS) && attrsyntax_lower_kind(lr, k + 1) == T(STRING)) {
			im.alias.offset = lr->src->toks[k + 1].offset;
			im.alias.length = lr->src->toks[k + 1].length;
			k += 2;
		}
		if (names->nimports == names->cap) {
			size_t cap = names->cap ? names->cap * 2 : 16;
			attrsyntax_promote_import *grown = lr->alloc.realloc(lr->alloc.ctx, names->imports, cap * sizeof(*grown));
			if (!grown) {
				lr->out_of_memory = 1;
				return -1;
			}
			names->imports = grown;
			names->cap = cap;
		}
		names->imports[names->nimports++] = im;
		if (attrsyntax_lower_kind(lr, k) != ',') {
			return 0;
		}
		k++;
	}
	return 0;
}

int attrsyntax_lower_promotion(attrsyntax_lower_result *lr)
{
	size_t n = lr->src->ntoks, depth = 0;
	attrsyntax_promote_block *stack = lr->alloc.realloc(lr->alloc.ctx, NULL, (n + 1) * sizeof(*stack));
	if (!stack) {
		lr->out_of_memory = 1;
		return -1;
	}
	attrsyntax_promote_names names;
	memset(&names, 0, sizeof(names));
	int rc = 0;
	for (uint32_t i = 0; i < n && rc == 0; i++) {
		int kind = lr->src->toks[i].kind;
		if (kind == T(NAMESPACE)) {
			attrsyntax_promote_track_namespace(lr, i, &names);
		} else if (kind == T(USE) && attrsyntax_lower_kind(lr, i + 1) != '(' && (!depth || !stack[depth - 1].is_class)) {
			rc = attrsyntax_promote_track_use(lr, i, &names);
		} else if (kind == '(' && attrsyntax_lower_opens_parameters(lr, i) && attrsyntax_lower_partner(lr, i) != ATTRSYNTAX_NONE) {
			attrsyntax_promote_function f;
			attrsyntax_promote_describe(lr, i, depth ? &stack[depth - 1] : NULL, &names, &f);
			rc = attrsyntax_promote_list(lr, &f);
		} else {
			depth = attrsyntax_promote_track_block(lr, i, stack, depth);
		}
	}
	lr->alloc.free(lr->alloc.ctx, names.imports);
	lr->alloc.free(lr->alloc.ctx, stack);
	return rc;
}
