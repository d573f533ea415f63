--TEST--
Tokenizer: the same tokens as token_get_all() on code without attributes, every lexer state
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; attrsyntax_skip_unless_tokenizer(); ?>
--FILE--
<?php
require __DIR__ . '/../compare.inc';
$snippets = [
    'empty' => '',
    'inline html only' => "<html>\n<body>",
    'open tag at end' => 'text <?php',
    'open tag newline' => "<?php\necho 1;",
    'open tag crlf' => "<?php\r\necho 1;",
    'open tag echo' => '<?= $x ?> tail',
    'short tag off' => '<? echo 1; ?>',
    'php then X' => '<?phpx echo 1;',
    'close tag newline' => "<?php echo 1 ?>\nafter",
    'close tag crlf' => "<?php echo 1 ?>\r\nafter",
    'comments' => "<?php // line\n# hash\n/* block */ /** doc */ /**/ /***/ //?> html",
    'comment cr' => "<?php // a\rb; # c\r\nd;",
    'unterminated comment' => "<?php /* never\n closed",
    'single quoted' => "<?php 'a\\'b\\\\c' b'x' 'multi\nline'",
    'unterminated single' => "<?php 'abc\n def",
    'double quoted' => '<?php "a $b {$c} ${d} ${e[1]} $f[0] $g->h $i?->j \\$k \\u{41} \\101 \\x41"',
    'var offset' => '<?php "$a[b] $a[0] $a[-1] $a[$b] $a[0x1] $a[01] $a[9223372036854775808] $a[ b]"',
    'backticks' => '<?php `ls $dir {$x}`',
    'unterminated double' => '<?php "abc $x',
    'heredoc' => "<?php \$x = <<<EOT\nline \$a {\$b} \${c}\n  EOT;\n",
    'nowdoc' => "<?php \$x = <<<'EOT'\nraw \$a\nEOT;\n",
    'heredoc quoted label' => "<?php <<<\"EOT\"\nx\nEOT;",
    'flexible heredoc' => "<?php\n    \$x = <<<EOT\n      a\n     b\n    EOT;\n",
    'heredoc empty' => "<?php <<<EOT\nEOT;\n",
    'heredoc nested' => "<?php <<<A\n{\$a[<<<B\nb\nB]}\nA;\n",
    'heredoc unterminated' => "<?php <<<EOT\nabc\n",
    'heredoc label at end' => "<?php <<<EOT\nabc\nEOT",
    'numbers' => '<?php 1 1_000 0x1F 0b101 0777 0o17 1.5 .5 1. 1e3 1E-3 1_0.5_0',
    'number overflow' => '<?php 9223372036854775807 9223372036854775808 0x7FFFFFFFFFFFFFFF 0x8000000000000000 0b' . str_repeat('1', 64) . ' 01777777777777777777777 02000000000000000000000',
    'invalid octal' => '<?php 0189 0_8',
    'casts' => '<?php (int) (integer)( bool )(boolean)(float)(double)(real)(string)(binary)(array)(object)(unset)( int	)',
    'yield from' => "<?php yield from \$a; yield\nfrom \$b; yield from",
    'keywords' => '<?php abstract and array as break callable case catch class clone const continue declare default do echo else elseif empty enddeclare endfor endforeach endif endswitch endwhile eval exit die extends final finally fn for foreach function global goto if implements include include_once instanceof insteadof interface isset list match namespace new or print private protected public readonly require require_once return static switch throw trait try unset use var while xor yield enum',
    'magic constants' => '<?php __CLASS__ __TRAIT__ __FUNCTION__ __METHOD__ __LINE__ __FILE__ __DIR__ __NAMESPACE__ __halt_compiler',
    'case insensitive' => '<?PHP ECHO Function CLASS __line__',
    'operators' => '<?php -> ?-> :: ... ?? ??= => ++ -- === !== == != <> <=> <= >= += -= *= ** **= /= .= %= <<= >>= &= |= ^= || && << >> & &$a & ...$b @ $',
    'names' => '<?php Foo\\Bar \\Foo namespace\\Foo namespace \\ Foo \\ Bar',
    'property' => '<?php $a->b->c $a->  b $a->{"x"} $a?->b $a->class',
    'enum' => '<?php enum Foo {} enum extends enum',
    'halt compiler' => "<?php __halt_compiler(); raw \x00 data <?php echo 1;",
    'halt compiler close tag' => "<?php __halt_compiler() ?>\nraw",
    'bad characters' => "<?php \x01 \x7f \\",
    'nul bytes' => "<?php \$a\x00 'x\x00y' \"\x00\" // \x00\n/* \x00 */",
    'invalid utf-8' => "<?php \$\xff\xfe = '\xc3\x28'; // \x80",
    'utf-8 names' => '<?php $été = "ünïcode"; function ß() {}',
    'dollar brace' => '<?php ${"a"} $$b ${$c}',
    'class constant' => '<?php Foo::class; static::x; self::list();',
];
attrsyntax_compare($snippets);
echo "done\n";
?>
--EXPECT--
empty: same
inline html only: same
open tag at end: same
open tag newline: same
open tag crlf: same
open tag echo: same
short tag off: same
php then X: same
close tag newline: same
close tag crlf: same
comments: same
comment cr: same
unterminated comment: same
single quoted: same
unterminated single: same
double quoted: same
var offset: same
backticks: same
unterminated double: same
heredoc: same
nowdoc: same
heredoc quoted label: same
flexible heredoc: same
heredoc empty: same
heredoc nested: same
heredoc unterminated: same
heredoc label at end: same
numbers: same
number overflow: same
invalid octal: same
casts: same
yield from: same
keywords: same
magic constants: same
case insensitive: same
operators: same
names: same
property: same
enum: same
halt compiler: same
halt compiler close tag: same
bad characters: same
nul bytes: same
invalid utf-8: same
utf-8 names: same
dollar brace: same
class constant: same
done
