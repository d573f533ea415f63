/*
 * attrsyntax: the attribute parser's argument expressions. Each argument is
 * parsed into a tree of attrsyntax_expr nodes by precedence climbing, with the
 * parse errors PHP 8's grammar raises and a bound on the nesting.
 *
 * A part of attrsyntax_parser.c, which includes it: not a source to compile on
 * its own (see attrsyntax_parser.c).
 */
#ifndef ATTRSYNTAX_PARSER_PARTS
# error "attrsyntax_parser_expr.inc.c is a part of attrsyntax_parser.c, which includes it: compile that file"
#endif

/* ---------------------------------------------------------------- expressions */

static uint32_t attrsyntax_new_node(P *p, int kind, size_t first)
{
	attrsyntax_parse_result *r = p->r;
	if (!GROW(r, nodes, nnodes, nodes_cap)) {
		p->stop = 1;
		return NONE;
	}
	attrsyntax_expr *n = &r->nodes[r->nnodes];
	memset(n, 0, sizeof(*n));
	n->kind = (uint8_t) kind;
	n->a = n->b = n->c = n->next = n->tok = n->name = NONE;
	/* a construct cut short by the end of the input starts at its last token */
	if (first >= p->nsig) {
		first = p->nsig ? p->nsig - 1 : 0;
	}
	n->first = n->last = (uint32_t) first;
	return (uint32_t) r->nnodes++;
}

/* A node of kind applied to operand (an offset, a property, a call, ++ or --). */
static uint32_t attrsyntax_new_postfix(P *p, int kind, size_t first, uint32_t operand)
{
	uint32_t d = attrsyntax_new_node(p, kind, first);
	if (d != NONE) {
		NODE(p, d)->a = operand;
	}
	return d;
}

/* Whether sig index i opens a bracket pair: "#[" does ("]" closes it), "@@"
 * and "<<" do not (the first has no closer, the second's ">>" is T_SR). */
static int attrsyntax_opens_bracket(const P *p, size_t i)
{
	int k = attrsyntax_kind_of(p, i);
	return k == '(' || k == '[' || k == '{' || k == T(CURLY_OPEN) || k == T(DOLLAR_OPEN_CURLY_BRACES)
		|| (k == T(ATTRIBUTE) && attrsyntax_text_of(p, i)[0] == '#');
}

static size_t attrsyntax_list_end(P *p, size_t i, size_t end);

/* The index after the run of attribute groups of any syntax starting at j. */
static size_t attrsyntax_skip_groups(P *p, size_t j, size_t end)
{
	while (j < end && attrsyntax_kind_of(p, j) == T(ATTRIBUTE)) {
		char c = attrsyntax_text_of(p, j)[0];
		if (c == '#') {
			j = attrsyntax_list_end(p, j, end);
			continue;
		}
		int type;
		size_t e = attrsyntax_scan_name(p, j + 1, &type, NULL, 0, NULL);
		j = e > j + 1 ? e : j + 1;
		if (attrsyntax_kind_of(p, j) == '(') {
			j = attrsyntax_list_end(p, j, end);
		}
		if (c == '<' && attrsyntax_kind_of(p, j) == T(SR)) {
			j++;
		}
	}
	return j < end ? j : end;
}

/* Skips a balanced stretch of tokens up to (not including) a ',' ')' ']' or '}'
 * outside brackets, or a "=>" there when stop_at_arrow is set: the extent of a
 * construct no constant expression uses. */
#define STOP_AT_ARROW 1
#define ACROSS_ARROWS 0 /* a closure's or a match's body may hold "=>" */
static size_t attrsyntax_skip_balanced(P *p, size_t i, size_t end, int stop_at_arrow)
{
	size_t depth = 0;
	for (; i < end; i++) {
		int k = attrsyntax_kind_of(p, i);
		if (attrsyntax_opens_bracket(p, i)) {
			depth++;
		} else if (k == ')' || k == ']' || k == '}') {
			if (depth == 0) {
				return i;
			}
			depth--;
		} else if (depth == 0 && (k == ',' || (stop_at_arrow && k == T(DOUBLE_ARROW)))) {
			return i;
		}
	}
	return end;
}

/* fn, function, static function, match: their bodies may hold "=>" */
static uint32_t attrsyntax_closure_node(P *p, size_t *i, size_t end)
{
	uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_OTHER, *i);
	size_t stop = attrsyntax_skip_balanced(p, *i + 1, end, ACROSS_ARROWS);
	if (n != NONE) {
		NODE(p, n)->last = (uint32_t) (stop - 1);
	}
	*i = stop;
	return n;
}

static uint32_t attrsyntax_other_node(P *p, size_t *i, size_t end)
{
	uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_OTHER, *i);
	size_t stop = attrsyntax_skip_balanced(p, *i, end, STOP_AT_ARROW);
	if (stop == *i && stop < end) {
		stop++; /* always move on */
	}
	if (n != NONE) {
		NODE(p, n)->last = (uint32_t) (stop ? stop - 1 : 0);
	}
	*i = stop;
	return n;
}

/* A parenthesised list of arguments starting at '(' (new's or a call's):
 * ARG nodes linked by next. *i ends after ')'. */
static uint32_t attrsyntax_parse_expr(P *p, size_t *i, int min_bp, size_t end);

static uint32_t attrsyntax_parse_args(P *p, size_t *i, size_t end)
{
	uint32_t first = NONE, last = NONE;
	(*i)++; /* '(' */
	while (*i < end && attrsyntax_kind_of(p, *i) != ')' && !p->stop) {
		uint32_t arg = attrsyntax_new_node(p, ATTRSYNTAX_X_ARG, *i);
		if (arg == NONE) {
			return NONE;
		}
		if (attrsyntax_kind_of(p, *i) == T(ELLIPSIS)) {
			NODE(p, arg)->op = T(ELLIPSIS);
			(*i)++;
			if (attrsyntax_kind_of(p, *i) == ')') {
				/* f(...): a first-class callable, only alone */
				if (first != NONE) {
					attrsyntax_unexpected(p, *i, NULL);
					return NONE;
				}
				NODE(p, arg)->kind = ATTRSYNTAX_X_OTHER;
				first = arg;
				break;
			}
		} else if (attrsyntax_kind_of(p, *i + 1) == ':' && attrsyntax_is_label(p, *i)) {
			NODE(p, arg)->tok = (uint32_t) (*i);
			*i += 2;
		}
		uint32_t v = attrsyntax_parse_expr(p, i, 0, end);
		NODE(p, arg)->a = v;
		NODE(p, arg)->last = (uint32_t) (*i ? *i - 1 : 0);
		if (first == NONE) {
			first = arg;
		} else {
			NODE(p, last)->next = arg;
		}
		last = arg;
		if (attrsyntax_kind_of(p, *i) == ',') {
			(*i)++;
		} else if (attrsyntax_kind_of(p, *i) != ')') {
			/* not an argument list we understand: the rest is one opaque argument */
			size_t d = 0;
			while (*i < end && !(d == 0 && attrsyntax_kind_of(p, *i) == ')')) {
				int k = attrsyntax_kind_of(p, *i);
				if (k == '(' || k == '[' || k == '{' || k == T(CURLY_OPEN) || k == T(DOLLAR_OPEN_CURLY_BRACES)) {
					d++;
				} else if ((k == ']' || k == '}' || k == ')') && d) {
					d--;
				}
				(*i)++;
			}
			NODE(p, v == NONE ? arg : v)->kind = ATTRSYNTAX_X_OTHER;
		}
	}
	if (*i < end) {
		(*i)++; /* ')' */
	}
	return first;
}

/* The index after the ")" matching the "(" at i, or end. */
static size_t attrsyntax_list_end(P *p, size_t i, size_t end)
{
	size_t depth = 0;
	for (; i < end; i++) {
		int k = attrsyntax_kind_of(p, i);
		if (attrsyntax_opens_bracket(p, i)) {
			depth++;
		} else if ((k == ')' || k == ']' || k == '}') && --depth == 0) {
			return i + 1;
		}
	}
	return end;
}

static uint32_t attrsyntax_parse_array(P *p, size_t *i, size_t end, int close);

/* An array element's value: a nested list() is one there ("[list($a)] = ..."),
 * an ARRAY whose tok is its "list" token. */
static uint32_t attrsyntax_parse_element_value(P *p, size_t *i, size_t end)
{
	if (attrsyntax_kind_of(p, *i) == T(LIST) && attrsyntax_kind_of(p, *i + 1) == '(') {
		size_t at = *i;
		*i += 2;
		uint32_t n = attrsyntax_parse_array(p, i, end, ')');
		if (n != NONE) {
			NODE(p, n)->tok = (uint32_t) at;
			NODE(p, n)->first = (uint32_t) at;
		}
		return n;
	}
	return attrsyntax_parse_expr(p, i, 0, end);
}

static uint32_t attrsyntax_parse_array(P *p, size_t *i, size_t end, int close)
{
	uint32_t arr = attrsyntax_new_node(p, ATTRSYNTAX_X_ARRAY, *i), last = NONE;
	if (arr == NONE) {
		return NONE;
	}
	while (*i < end && attrsyntax_kind_of(p, *i) != close && !p->stop) {
		if (attrsyntax_kind_of(p, *i) == ',') {
			/* an empty element (list() style): an error once the array is folded */
			NODE(p, arr)->op = ',';
			(*i)++;
			continue;
		}
		uint32_t el = attrsyntax_new_node(p, ATTRSYNTAX_X_ARRAY_ELEM, *i);
		if (el == NONE) {
			return NONE;
		}
		int k = attrsyntax_kind_of(p, *i);
		if (k == T(ELLIPSIS)) {
			NODE(p, el)->op = T(ELLIPSIS);
			(*i)++;
		} else if (attrsyntax_is_ampersand(k)) {
			NODE(p, el)->op = '&';
			(*i)++;
		}
		uint32_t v = attrsyntax_parse_element_value(p, i, end);
		if (attrsyntax_kind_of(p, *i) == T(DOUBLE_ARROW) && NODE(p, el)->op == 0) {
			(*i)++;
			NODE(p, el)->b = v;
			k = attrsyntax_kind_of(p, *i);
			if (attrsyntax_is_ampersand(k)) {
				NODE(p, el)->op = '&';
				(*i)++;
			}
			v = attrsyntax_parse_element_value(p, i, end);
		}
		NODE(p, el)->a = v;
		NODE(p, el)->last = (uint32_t) (*i ? *i - 1 : 0);
		if (last == NONE) {
			NODE(p, arr)->a = el;
		} else {
			NODE(p, last)->next = el;
		}
		last = el;
		if (attrsyntax_kind_of(p, *i) == ',') {
			(*i)++;
		} else if (attrsyntax_kind_of(p, *i) != close) {
			size_t stop = attrsyntax_skip_balanced(p, *i, end, STOP_AT_ARROW);
			*i = stop > *i ? stop : (*i < end ? *i + 1 : end);
			NODE(p, arr)->kind = ATTRSYNTAX_X_OTHER;
			if (attrsyntax_kind_of(p, *i) == ',') {
				(*i)++;
			}
		}
	}
	if (*i < end) {
		(*i)++;
	}
	NODE(p, arr)->last = (uint32_t) (*i - 1);
	return arr;
}

/* A name node for the name at *i (any form), NONE if there is none. */
static uint32_t attrsyntax_parse_name_node(P *p, size_t *i)
{
	char buf[256];
	attrsyntax_name name;
	size_t end = attrsyntax_read_name(p, *i, buf, sizeof(buf), &name);
	if (end == *i || end == NONE) {
		return NONE;
	}
	uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_NAME, *i);
	if (n == NONE) {
		attrsyntax_name_done(p, &name);
		return NONE;
	}
	const char *s = name.text;
	size_t len = name.len;
	int type = name.type;
	attrsyntax_name_unprefixed(type, &s, &len);
	uint32_t at = attrsyntax_str_add(p->r, s, len);
	attrsyntax_name_done(p, &name);
	if (at == NONE) {
		p->stop = 1;
		return NONE;
	}
	attrsyntax_expr *e = NODE(p, n);
	e->name_type = (uint8_t) type;
	e->name = at;
	e->name_len = (uint32_t) len;
	e->tok = (uint32_t) (*i);
	e->last = (uint32_t) (end - 1);
	*i = end;
	return n;
}

static uint32_t attrsyntax_parse_postfix(P *p, size_t *i, size_t end, uint32_t n)
{
	while (n != NONE && *i < end && !p->stop) {
		int k = attrsyntax_kind_of(p, *i);
		size_t start = NODE(p, n)->first;
		if (k == '[') {
			uint32_t d = attrsyntax_new_postfix(p, ATTRSYNTAX_X_DIM, start, n);
			if (d == NONE) {
				return NONE;
			}
			(*i)++;
			if (attrsyntax_kind_of(p, *i) != ']') {
				{
					/* the call may move the node array */
					uint32_t sub = attrsyntax_parse_expr(p, i, 0, end);
					NODE(p, d)->b = sub;
				}
			}
			if (attrsyntax_kind_of(p, *i) != ']') {
				NODE(p, d)->kind = ATTRSYNTAX_X_OTHER;
				*i = attrsyntax_skip_balanced(p, *i, end, STOP_AT_ARROW);
			}
			if (*i < end) {
				(*i)++;
			}
			n = d;
		} else if (k == T(OBJECT_OPERATOR) || k == T(NULLSAFE_OBJECT_OPERATOR)) {
			uint32_t d = attrsyntax_new_postfix(p, ATTRSYNTAX_X_PROP, start, n);
			if (d == NONE) {
				return NONE;
			}
			NODE(p, d)->op = k;
			(*i)++;
			if (attrsyntax_is_label(p, *i)) {
				NODE(p, d)->tok = (uint32_t) (*i);
				(*i)++;
			} else {
				/* $a->$b, $a->{...}: not constant */
				{
					/* the call may move the node array */
					uint32_t sub = attrsyntax_other_node(p, i, end);
					NODE(p, d)->b = sub;
				}
				NODE(p, d)->kind = ATTRSYNTAX_X_OTHER;
			}
			if (attrsyntax_kind_of(p, *i) == '(') {
				NODE(p, d)->kind = ATTRSYNTAX_X_OTHER; /* method call */
				attrsyntax_parse_args(p, i, end);
			}
			n = d;
		} else if (k == T(PAAMAYIM_NEKUDOTAYIM)) {
			(*i)++;
			uint32_t d;
			if (attrsyntax_kind_of(p, *i) == T(CLASS)) {
				d = attrsyntax_new_node(p, ATTRSYNTAX_X_CLASS_NAME, start);
				if (d == NONE) {
					return NONE;
				}
				NODE(p, d)->tok = (uint32_t) (*i);
				(*i)++;
			} else if (attrsyntax_is_label(p, *i)) {
				d = attrsyntax_new_node(p, ATTRSYNTAX_X_CLASS_CONST, start);
				if (d == NONE) {
					return NONE;
				}
				NODE(p, d)->tok = (uint32_t) (*i);
				(*i)++;
				if (attrsyntax_kind_of(p, *i) == '(') {
					NODE(p, d)->kind = ATTRSYNTAX_X_OTHER; /* static call */
					attrsyntax_parse_args(p, i, end);
				}
			} else {
				/* A::$b, A::{...}(), A::$b(): not constant */
				d = attrsyntax_new_node(p, ATTRSYNTAX_X_OTHER, start);
				if (d == NONE) {
					return NONE;
				}
				if (attrsyntax_kind_of(p, *i) == T(VARIABLE)) {
					(*i)++;
				} else if (attrsyntax_kind_of(p, *i) == '{') {
					*i = attrsyntax_skip_balanced(p, *i + 1, end, STOP_AT_ARROW);
					if (*i < end) {
						(*i)++;
					}
					if (attrsyntax_kind_of(p, *i) != '(') {
						attrsyntax_unexpected(p, *i, "\"(\"");
						return NONE;
					}
				} else {
					attrsyntax_unexpected(p, *i, NULL);
					return NONE;
				}
			}
			NODE(p, d)->a = n;
			n = d;
		} else if (k == '(') {
			uint32_t d = attrsyntax_new_postfix(p, ATTRSYNTAX_X_OTHER, start, n); /* a call */
			if (d == NONE) {
				return NONE;
			}
			attrsyntax_parse_args(p, i, end);
			n = d;
		} else if (k == T(INC) || k == T(DEC)) {
			uint32_t d = attrsyntax_new_postfix(p, ATTRSYNTAX_X_OTHER, start, n);
			if (d == NONE) {
				return NONE;
			}
			(*i)++;
			n = d;
		} else {
			break;
		}
		NODE(p, n)->last = (uint32_t) (*i - 1);
	}
	return n;
}

/* A string in double quotes, backticks or a heredoc: LITERAL if nothing is
 * interpolated, OTHER otherwise. *i is at the opening token. */
static uint32_t attrsyntax_parse_quoted(P *p, size_t *i, size_t end)
{
	int open = attrsyntax_kind_of(p, *i);
	int close = open == T(START_HEREDOC) ? T(END_HEREDOC) : open;
	uint32_t n = attrsyntax_new_node(p, open == T(START_HEREDOC) ? ATTRSYNTAX_X_LITERAL : ATTRSYNTAX_X_OTHER, *i);
	if (n == NONE) {
		return NONE;
	}
	NODE(p, n)->tok = (uint32_t) (*i);
	size_t depth = 0;
	for ((*i)++; *i < end; (*i)++) {
		int k = attrsyntax_kind_of(p, *i);
		if (depth == 0 && k == close) {
			break;
		}
		if (k == T(CURLY_OPEN) || k == T(DOLLAR_OPEN_CURLY_BRACES) || k == '{' || k == '[' || k == '(') {
			depth++;
		} else if ((k == '}' || k == ']' || k == ')') && depth) {
			depth--;
		}
		if (k != T(ENCAPSED_AND_WHITESPACE)) {
			NODE(p, n)->kind = ATTRSYNTAX_X_OTHER;
		}
	}
	if (*i < end) {
		(*i)++;
	}
	NODE(p, n)->last = (uint32_t) (*i - 1);
	return n;
}

static int attrsyntax_cannot_start_expression(int k)
{
	switch (k) {
		case 0: case ')': case ']': case '}': case ',': case ';': case ':': case '=': case '*': case '/':
		case '%': case '.': case '|': case '^': case '?': case '<': case '>':
		case T(DOUBLE_ARROW): case T(ENCAPSED_AND_WHITESPACE): case T(COALESCE): case T(BOOLEAN_OR):
		case T(BOOLEAN_AND): case T(IS_EQUAL): case T(IS_NOT_EQUAL): case T(IS_IDENTICAL):
		case T(IS_NOT_IDENTICAL): case T(IS_SMALLER_OR_EQUAL): case T(IS_GREATER_OR_EQUAL):
		case T(SPACESHIP): case T(SL): case T(SR): case T(POW): case T(INSTANCEOF): case T(LOGICAL_OR):
		case T(LOGICAL_AND): case T(LOGICAL_XOR): case T(OBJECT_OPERATOR): case T(NULLSAFE_OBJECT_OPERATOR):
		case T(PAAMAYIM_NEKUDOTAYIM): case T(END_HEREDOC): case T(CLOSE_TAG): case T(INLINE_HTML):
			return 1;
		default:
			return 0;
	}
}

/* A closure with attributes inside an argument; anything else after a group is
 * PHP 8's parse error. */
static uint32_t attrsyntax_primary_group(P *p, size_t *i, size_t end)
{
	size_t j = attrsyntax_skip_groups(p, *i, end);
	int nk = attrsyntax_kind_of(p, j);
	if (nk == T(FUNCTION) || nk == T(FN) || (nk == T(STATIC) && (attrsyntax_kind_of(p, j + 1) == T(FUNCTION) || attrsyntax_kind_of(p, j + 1) == T(FN)))) {
		/* as attrsyntax_closure_node(): the body of "fn" may hold "=>" */
		uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_OTHER, *i);
		size_t stop = attrsyntax_skip_balanced(p, j, end, ACROSS_ARROWS);
		if (n != NONE) {
			NODE(p, n)->last = (uint32_t) (stop - 1);
		}
		*i = stop;
		return n;
	}
	attrsyntax_unexpected(p, j, nk == T(STATIC) ? "\"function\" or \"fn\"" : "\"function\" or \"fn\" or \"static\" or \"#[\"");
	return NONE;
}

/* A literal of the tokens *i to *i + ntoks - 1. */
static uint32_t attrsyntax_primary_literal(P *p, size_t *i, size_t ntoks)
{
	uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_LITERAL, *i);
	if (n != NONE) {
		NODE(p, n)->tok = (uint32_t) (*i);
		if (ntoks > 1) {
			NODE(p, n)->last = (uint32_t) (*i + ntoks - 1);
		}
	}
	*i += ntoks;
	return n;
}

/* 8.1's "0o17" is two tokens on 7.4's lexer. */
static int attrsyntax_is_split_octal(P *p, size_t i)
{
	return attrsyntax_tok_of(p, i)->length == 1 && attrsyntax_text_of(p, i)[0] == '0' && attrsyntax_kind_of(p, i + 1) == T(STRING)
		&& attrsyntax_tok_of(p, i + 1)->offset == attrsyntax_tok_of(p, i)->offset + 1 && (attrsyntax_text_of(p, i + 1)[0] | 0x20) == 'o';
}

static uint32_t attrsyntax_primary_magic(P *p, size_t *i, int k)
{
	uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_MAGIC, *i);
	if (n != NONE) {
		NODE(p, n)->tok = (uint32_t) (*i);
		NODE(p, n)->op = k;
	}
	(*i)++;
	return n;
}

/* "(expr)"; what does not close where it should is an expression of no use to a
 * constant expression. */
static uint32_t attrsyntax_primary_parenthesized(P *p, size_t *i, size_t end)
{
	(*i)++;
	uint32_t n = attrsyntax_parse_expr(p, i, 0, end);
	if (attrsyntax_kind_of(p, *i) == ')') {
		(*i)++;
	} else {
		*i = attrsyntax_skip_balanced(p, *i, end, STOP_AT_ARROW);
		if (*i < end) {
			(*i)++;
		}
		if (n != NONE) {
			NODE(p, n)->kind = ATTRSYNTAX_X_OTHER;
		}
	}
	/* "(expr)::class" must not look like "Name::class" */
	if (n != NONE && NODE(p, n)->kind == ATTRSYNTAX_X_NAME) {
		uint32_t c = attrsyntax_new_node(p, ATTRSYNTAX_X_CONST, NODE(p, n)->first);
		if (c != NONE) {
			NODE(p, c)->a = n;
		}
		n = c;
	}
	return n;
}

static uint32_t attrsyntax_parse_primary(P *p, size_t *i, size_t end);

/* "$$x", "${expr}": a variable variable. */
static uint32_t attrsyntax_primary_dollar(P *p, size_t *i, size_t end)
{
	uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_VARIABLE, *i);
	(*i)++;
	if (attrsyntax_kind_of(p, *i) == '{') {
		*i = attrsyntax_skip_balanced(p, *i + 1, end, STOP_AT_ARROW);
		if (*i < end) {
			(*i)++;
		}
	} else {
		attrsyntax_parse_primary(p, i, end);
	}
	return n;
}

/* The name "static" (static::X, new static). */
static uint32_t attrsyntax_static_name_node(P *p, size_t i)
{
	uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_NAME, i);
	if (n != NONE) {
		NODE(p, n)->name = attrsyntax_str_add(p->r, "static", 6);
		NODE(p, n)->name_len = 6;
		NODE(p, n)->tok = (uint32_t) i;
	}
	return n;
}

/* The class of "new $x", "new $x->y[0]", "new (expr)": dynamic. */
static uint32_t attrsyntax_new_dynamic_class(P *p, size_t *i, size_t end)
{
	uint32_t c;
	if (attrsyntax_kind_of(p, *i) == '(') {
		(*i)++;
		c = attrsyntax_parse_expr(p, i, 0, end);
		if (attrsyntax_kind_of(p, *i) == ')') {
			(*i)++;
		}
		if (c != NONE) {
			NODE(p, c)->kind = ATTRSYNTAX_X_OTHER;
		}
		return c;
	}
	c = attrsyntax_new_node(p, ATTRSYNTAX_X_VARIABLE, *i);
	if (attrsyntax_kind_of(p, *i) != T(VARIABLE)) {
		*i = attrsyntax_skip_balanced(p, *i, end, STOP_AT_ARROW);
		return c;
	}
	(*i)++;
	while (attrsyntax_kind_of(p, *i) == T(OBJECT_OPERATOR) || attrsyntax_kind_of(p, *i) == T(PAAMAYIM_NEKUDOTAYIM) || attrsyntax_kind_of(p, *i) == '[') {
		size_t s = *i;
		*i = attrsyntax_skip_balanced(p, *i + 1, end, STOP_AT_ARROW);
		if (attrsyntax_kind_of(p, *i) == ']' && attrsyntax_kind_of(p, s) == '[') {
			(*i)++;
		}
	}
	return c;
}

/* "new": an object (PHP 8.1 allows it in a constant expression), or an
 * anonymous class (never allowed). */
static uint32_t attrsyntax_primary_new(P *p, size_t *i, size_t end)
{
	uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_NEW, *i);
	if (n == NONE) {
		return NONE;
	}
	(*i)++;
	int nk = attrsyntax_kind_of(p, *i);
	if (nk == T(CLASS) || nk == T(ATTRIBUTE)) {
		NODE(p, n)->op = T(CLASS);
		attrsyntax_other_node(p, i, end);
		return n;
	}
	uint32_t c;
	if (nk == T(STATIC)) {
		c = attrsyntax_static_name_node(p, *i);
		(*i)++;
	} else {
		c = attrsyntax_parse_name_node(p, i);
		if (c == NONE) {
			c = attrsyntax_new_dynamic_class(p, i, end);
		}
	}
	NODE(p, n)->a = c;
	if (attrsyntax_kind_of(p, *i) == '(') {
		/* the call may move the node array */
		uint32_t args = attrsyntax_parse_args(p, i, end);
		NODE(p, n)->b = args;
	}
	NODE(p, n)->last = (uint32_t) (*i - 1);
	return n;
}

/* A name: a constant unless a "::" or a call follows. */
static uint32_t attrsyntax_primary_name(P *p, size_t *i, size_t end)
{
	uint32_t n = attrsyntax_parse_name_node(p, i);
	if (n == NONE) {
		return attrsyntax_other_node(p, i, end);
	}
	int nk = attrsyntax_kind_of(p, *i);
	if (nk != T(PAAMAYIM_NEKUDOTAYIM) && nk != '(') {
		uint32_t c = attrsyntax_new_node(p, ATTRSYNTAX_X_CONST, NODE(p, n)->first);
		if (c != NONE) {
			NODE(p, c)->a = n;
			NODE(p, c)->last = NODE(p, n)->last;
		}
		n = c;
	}
	return n;
}

static uint32_t attrsyntax_parse_primary(P *p, size_t *i, size_t end)
{
	int k = attrsyntax_kind_of(p, *i);
	if (*i >= end || attrsyntax_cannot_start_expression(k)) {
		attrsyntax_unexpected(p, *i, NULL);
		return NONE;
	}
	if (attrsyntax_reserved_word_name(p, *i)) {
		k = T(STRING); /* a name, as in Array\Of::class */
	}
	switch (k) {
		case T(ATTRIBUTE):
			return attrsyntax_primary_group(p, i, end);
		case T(LNUMBER):
			return attrsyntax_primary_literal(p, i, attrsyntax_is_split_octal(p, *i) ? 2 : 1);
		case T(DNUMBER):
		case T(CONSTANT_ENCAPSED_STRING):
			return attrsyntax_primary_literal(p, i, 1);
		case T(START_HEREDOC):
		case '"':
		case '`':
			return attrsyntax_parse_quoted(p, i, end);
		case T(LINE): case T(FILE): case T(DIR): case T(CLASS_C): case T(TRAIT_C):
		case T(METHOD_C): case T(FUNC_C): case T(NS_C):
			return attrsyntax_primary_magic(p, i, k);
		case '[':
			(*i)++;
			return attrsyntax_parse_array(p, i, end, ']');
		case T(ARRAY):
			if (attrsyntax_kind_of(p, *i + 1) == '(') {
				*i += 2;
				return attrsyntax_parse_array(p, i, end, ')');
			}
			return attrsyntax_other_node(p, i, end);
		case '(':
			return attrsyntax_primary_parenthesized(p, i, end);
		case T(VARIABLE): {
			uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_VARIABLE, *i);
			(*i)++;
			return n;
		}
		case '$':
			return attrsyntax_primary_dollar(p, i, end);
		case T(NEW):
			return attrsyntax_primary_new(p, i, end);
		case T(STATIC):
			if (attrsyntax_kind_of(p, *i + 1) == T(PAAMAYIM_NEKUDOTAYIM)) {
				uint32_t n = attrsyntax_static_name_node(p, *i);
				(*i)++;
				return n;
			}
			return attrsyntax_other_node(p, i, end);
		default:
			return attrsyntax_primary_name(p, i, end);
	}
}

static int attrsyntax_binary_bp(int k, int *right)
{
	*right = 0;
	switch (k) {
		case T(LOGICAL_OR): return 1;
		case T(LOGICAL_XOR): return 2;
		case T(LOGICAL_AND): return 3;
		case '=': case T(PLUS_EQUAL): case T(MINUS_EQUAL): case T(MUL_EQUAL): case T(DIV_EQUAL):
		case T(CONCAT_EQUAL): case T(MOD_EQUAL): case T(AND_EQUAL): case T(OR_EQUAL): case T(XOR_EQUAL):
		case T(SL_EQUAL): case T(SR_EQUAL): case T(POW_EQUAL): case T(COALESCE_EQUAL):
			*right = 1; return 4;
		case '?': return 5;
		case T(COALESCE): *right = 1; return 6;
		case T(BOOLEAN_OR): return 7;
		case T(BOOLEAN_AND): return 8;
		case '|': return 9;
		case '^': return 10;
		case '&': case T(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG): case T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG): return 11;
		case T(IS_EQUAL): case T(IS_NOT_EQUAL): case T(IS_IDENTICAL): case T(IS_NOT_IDENTICAL): case T(SPACESHIP): return 12;
		case '<': case '>': case T(IS_SMALLER_OR_EQUAL): case T(IS_GREATER_OR_EQUAL): return 13;
		case '.': return 14;
		case T(SL): case T(SR): return 15;
		case '+': case '-': return 16;
		case '*': case '/': case '%': return 17;
		case T(INSTANCEOF): return 19;
		case T(POW): *right = 1; return 20;
		default: return 0;
	}
}

static uint32_t attrsyntax_parse_unary(P *p, size_t *i, size_t end)
{
	int k = attrsyntax_kind_of(p, *i);
	if (attrsyntax_reserved_word_name(p, *i)) {
		return attrsyntax_parse_postfix(p, i, end, attrsyntax_parse_primary(p, i, end));
	}
	/* one switch (a jump table), not a chain of comparisons every operand went through */
	switch (k) {
		case '!': case '~': case '-': case '+': {
			uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_UNARY, *i);
			if (n == NONE) {
				return NONE;
			}
			NODE(p, n)->op = k;
			(*i)++;
			{
				/* the call may move the node array */
				uint32_t sub = attrsyntax_parse_expr(p, i, k == '!' ? 18 : 20, end);
				NODE(p, n)->a = sub;
			}
			NODE(p, n)->last = (uint32_t) (*i - 1);
			return n;
		}
		case T(FN): case T(FUNCTION): case T(MATCH):
			return attrsyntax_closure_node(p, i, end);
		case T(STATIC):
			if (attrsyntax_kind_of(p, *i + 1) != T(PAAMAYIM_NEKUDOTAYIM)) {
				return attrsyntax_closure_node(p, i, end);
			}
			break;
		case T(LIST):
			if (attrsyntax_kind_of(p, *i + 1) == '(') {
				/* outside an array, list() is only the left side of an assignment:
				 * PHP 8's grammar wants "=" after its ")" (parse_array takes nested ones) */
				size_t m = attrsyntax_list_end(p, *i + 1, end);
				if (m < end && attrsyntax_kind_of(p, m) != '=') {
					attrsyntax_unexpected(p, m, "\"=\"");
					return NONE;
				}
			}
			return attrsyntax_other_node(p, i, end);
		case T(INT_CAST): case T(DOUBLE_CAST): case T(STRING_CAST): case T(ARRAY_CAST):
		case T(OBJECT_CAST): case T(BOOL_CAST): case T(UNSET_CAST):
		case '@': case T(INC): case T(DEC): case T(CLONE): case T(PRINT):
		case T(INCLUDE): case T(INCLUDE_ONCE): case T(REQUIRE): case T(REQUIRE_ONCE): case T(EVAL):
		case T(YIELD): case T(YIELD_FROM): case T(THROW): case T(ISSET): case T(EMPTY): case T(EXIT):
		case '&': case T(AMPERSAND_FOLLOWED_BY_VAR_OR_VARARG): case T(AMPERSAND_NOT_FOLLOWED_BY_VAR_OR_VARARG):
			return attrsyntax_other_node(p, i, end);
		default:
			break;
	}
	return attrsyntax_parse_postfix(p, i, end, attrsyntax_parse_primary(p, i, end));
}

/* The parser recurses on nested expressions, and so do the checks and the
 * reflection shim's evaluator on the trees it makes. PHP 8's parser gives up
 * past the 10,000 entries of its stack (some 5,000 nested arrays, 10,000
 * parentheses) with "memory exhausted"; this parser gives up sooner, with the
 * same ParseError, where no real argument goes and recursing costs at most a
 * few hundred kilobytes of stack (on threads too). */
#define MAX_NESTING 1024
#define MAX_DEPTH (2 * MAX_NESTING) /* of a tree: an array's elements hang one node below it */

static void attrsyntax_too_deep(P *p, size_t i)
{
	attrsyntax_set_error(p, ATTRSYNTAX_ERROR_PARSE, attrsyntax_error_line_at(p, i), "memory exhausted");
	p->stop = 1;
}

static uint32_t attrsyntax_parse_expr_at(P *p, size_t *i, int min_bp, size_t end);

/* Every recursion of the expression parser goes through here. */
static uint32_t attrsyntax_parse_expr(P *p, size_t *i, int min_bp, size_t end)
{
	if (p->nesting >= MAX_NESTING) {
		attrsyntax_too_deep(p, *i);
		return NONE;
	}
	p->nesting++;
	uint32_t n = attrsyntax_parse_expr_at(p, i, min_bp, end);
	p->nesting--;
	return n;
}

/* Whether the tree at root is deeper than MAX_DEPTH: left-leaning chains
 * ("1 + 1 + ...", "A::B[0][0]...") are built by loops, not recursion, and may
 * be deeper than the nesting. Walked with a stack of its own; a tree is never
 * deeper than its tokens are many, so short arguments are not walked. Returns
 * -1 when memory ran out. */
static int attrsyntax_tree_too_deep(P *p, uint32_t root, size_t ntokens)
{
	attrsyntax_parse_result *r = p->r;
	if (root == NONE || ntokens < MAX_DEPTH) {
		return 0;
	}
	typedef struct { uint32_t node, depth; } item;
	size_t cap = 64, len = 0;
	item *stack = attrsyntax_result_realloc(r, NULL, cap * sizeof(item));
	if (!stack) {
		return -1;
	}
	int deep = 0;
	stack[len++] = (item) {root, 1};
	while (len && !deep) {
		item it = stack[--len];
		for (uint32_t n = it.node; n != NONE; n = r->nodes[n].next) {
			const attrsyntax_expr *e = &r->nodes[n];
			if (it.depth > MAX_DEPTH) {
				deep = 1;
				break;
			}
			uint32_t kids[3] = {e->a, e->b, e->c};
			for (int k = 0; k < 3; k++) {
				if (kids[k] == NONE || kids[k] >= r->nnodes) {
					continue;
				}
				if (len == cap) {
					item *grown = attrsyntax_result_realloc(r, stack, cap * 2 * sizeof(item));
					if (!grown) {
						r->alloc.free(r->alloc.ctx, stack);
						return -1;
					}
					stack = grown;
					cap *= 2;
				}
				stack[len++] = (item) {kids[k], it.depth + 1};
			}
		}
	}
	r->alloc.free(r->alloc.ctx, stack);
	return deep;
}

/* Whether the expression at i is a number or a string alone, followed by what
 * ends a list (',', ')' or ']'): neither a postfix nor a binary operator may
 * follow, no name may start there, so the operand's parse would make the one
 * LITERAL node attrsyntax_primary_literal() makes. Most attribute arguments and
 * array elements are. */
static int attrsyntax_lone_literal(const P *p, size_t i, size_t end)
{
	if (i >= end) {
		return 0;
	}
	int k = attrsyntax_kind_of(p, i);
	if (k != T(CONSTANT_ENCAPSED_STRING) && k != T(LNUMBER) && k != T(DNUMBER)) {
		return 0;
	}
	int next = attrsyntax_kind_of(p, i + 1);
	return next == ',' || next == ')' || next == ']';
}

static uint32_t attrsyntax_parse_expr_at(P *p, size_t *i, int min_bp, size_t end)
{
	if (attrsyntax_lone_literal(p, *i, end)) {
		return attrsyntax_primary_literal(p, i, 1);
	}
	uint32_t left = attrsyntax_parse_unary(p, i, end);
	while (left != NONE && *i < end && !p->stop) {
		int k = attrsyntax_kind_of(p, *i), right;
		int bp = attrsyntax_binary_bp(k, &right);
		if (bp == 0 || bp < min_bp) {
			break;
		}
		size_t start = NODE(p, left)->first;
		if (k == '?') {
			uint32_t n = attrsyntax_new_node(p, ATTRSYNTAX_X_CONDITIONAL, start);
			if (n == NONE) {
				return NONE;
			}
			NODE(p, n)->a = left;
			(*i)++;
			if (attrsyntax_kind_of(p, *i) != ':') {
				{
					/* the call may move the node array */
					uint32_t sub = attrsyntax_parse_expr(p, i, 0, end);
					NODE(p, n)->b = sub;
				}
			}
			if (attrsyntax_kind_of(p, *i) == ':') {
				(*i)++;
				{
					/* the call may move the node array */
					uint32_t sub = attrsyntax_parse_expr(p, i, bp + 1, end);
					NODE(p, n)->c = sub;
				}
			} else {
				NODE(p, n)->kind = ATTRSYNTAX_X_OTHER;
			}
			NODE(p, n)->last = (uint32_t) (*i - 1);
			left = n;
			continue;
		}
		int kind = ATTRSYNTAX_X_BINARY;
		if (k == T(COALESCE)) {
			kind = ATTRSYNTAX_X_COALESCE;
		} else if (bp == 4 || k == T(INSTANCEOF)) {
			kind = ATTRSYNTAX_X_OTHER;
		}
		uint32_t n = attrsyntax_new_node(p, kind, start);
		if (n == NONE) {
			return NONE;
		}
		NODE(p, n)->a = left;
		NODE(p, n)->op = k;
		(*i)++;
		{
			/* the call may move the node array */
			uint32_t sub = attrsyntax_parse_expr(p, i, right ? bp : bp + 1, end);
			NODE(p, n)->b = sub;
		}
		NODE(p, n)->last = (uint32_t) (*i - 1);
		left = n;
	}
	return left;
}
