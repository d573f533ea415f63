--TEST--
attrsyntax_convert(): every byte outside the groups unchanged, comments and newlines inside groups kept, the number of lines and every attribute's and declaration's line kept (CRLF, inline HTML, ?>, heredocs)
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Guards the "every other byte unchanged, lines kept" promise: the text with the
 * groups cut out must be identical before and after (a byte lost or moved from
 * outside a group fails), the "\n" count and attrsyntax_parse()'s lines must match. */
$code = "<html>#[not php]</html><?php\r\n"
    . "#[A(1), // one\r\n  /** doc */ B(\"]\", ')',\r\n    3),\r\n  C]\r\n"
    . "function f(#[P\r\n] \$p, #[Q(<<<EOT\r\n  >> ]\r\n  EOT)] \$q) { return '#[x]' . \"@@y <<z>>\"; } ?>\r\n"
    . "tail #[ <?php #[D] class K { /* #[E] */ #[F, G] const X = 1 << 2 >> 1; }\n";
$all = ATTRSYNTAX_HASH | ATTRSYNTAX_ATAT | ATTRSYNTAX_ANGLE;
/* the code with every attribute group of the given syntaxes cut out, found with
 * attrsyntax_token_get_all() (not with attrsyntax_convert()) */
function outside(string $code, int $flags): string
{
    $out = '';
    $depth = 0;
    $angle = false;
    foreach (attrsyntax_token_get_all($code, $flags) as $t) {
        $text = is_array($t) ? $t[1] : $t;
        if ($depth === 0 && is_array($t) && $t[0] === T_ATTRIBUTE) {
            $angle = $text === '<<';
            $atat = $text === '@@';
            $depth = 1;
            $name = false;
            continue;
        }
        if ($depth > 0) {
            /* a group ends at its "]" (#[), ">>" (<<) or after the name and its arguments (@@) */
            if ($text === '(' || $text === '[') {
                $depth++;
            } elseif ($text === ')' || $text === ']') {
                $depth--;
                if ($depth === 1 && $atat && $text === ')') {
                    $depth = 0;
                } elseif ($depth === 0 && !$angle && !$atat) {
                    continue;
                }
            } elseif ($depth === 1 && $angle && is_array($t) && $t[0] === T_SR) {
                $depth = 0;
                continue;
            } elseif ($depth === 1 && $atat && $name && !in_array($text, ['('], true)) {
                $depth = 0;
                $out .= $text; /* the first token after a bare @@Name */
                continue;
            }
            if ($depth === 1 && $atat && is_array($t) && $t[0] !== T_WHITESPACE) {
                $name = true;
            }
            if ($depth === 1 && is_array($t) && in_array($t[0], [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT], true)) {
                $out .= $text; /* kept by the conversion, outside the new groups */
            }
            continue;
        }
        $out .= $text;
    }
    return $out;
}
function lines(string $code, int $flags): array
{
    $r = [];
    foreach (attrsyntax_parse($code, $flags) as $d) {
        foreach ($d['attributes'] as $a) {
            $r[] = "{$d['kind']} {$d['name']}@{$d['line']}: {$a['name']}@{$a['line']}";
        }
    }
    return $r;
}
$atat = attrsyntax_convert($code, ATTRSYNTAX_ATAT, ATTRSYNTAX_HASH);
$angle = attrsyntax_convert($code, ATTRSYNTAX_ANGLE, ATTRSYNTAX_HASH);
$back = attrsyntax_convert($atat, ATTRSYNTAX_HASH, $all);
echo $atat, "--\n", $angle, "--\n", $back, "--\n";
foreach (['atat' => [$atat, ATTRSYNTAX_ATAT | ATTRSYNTAX_HASH], 'angle' => [$angle, ATTRSYNTAX_ANGLE | ATTRSYNTAX_HASH], 'back' => [$back, ATTRSYNTAX_HASH]] as $name => [$out, $flags]) {
    printf("%s: lines %s, outside %s, parse lines %s\n", $name,
        var_export(substr_count($out, "\n") === substr_count($code, "\n"), true),
        var_export(outside($out, $flags) === outside($code, ATTRSYNTAX_HASH), true),
        var_export(lines($out, $flags) === lines($code, ATTRSYNTAX_HASH), true));
}
echo implode("\n", lines($code, ATTRSYNTAX_HASH)), "\n";
?>
--EXPECT--
<html>#[not php]</html><?php
@@A(1) // one
  /** doc */ @@B("]", ')',
    3)
  @@C
function f(@@P
 $p, @@Q(<<<EOT
  >> ]
  EOT) $q) { return '#[x]' . "@@y <<z>>"; } ?>
tail #[ <?php @@D class K { /* #[E] */ @@F @@G const X = 1 << 2 >> 1; }
--
<html>#[not php]</html><?php
<<A(1)>> // one
  /** doc */ <<B("]", ')',
    3)>>
  <<C>>
function f(<<P>>
 $p, <<Q(<<<EOT
  >> ]
  EOT)>> $q) { return '#[x]' . "@@y <<z>>"; } ?>
tail #[ <?php <<D>> class K { /* #[E] */ <<F>> <<G>> const X = 1 << 2 >> 1; }
--
<html>#[not php]</html><?php
#[A(1)] // one
  /** doc */ #[B("]", ')',
    3)]
  #[C]
function f(#[P]
 $p, #[Q(<<<EOT
  >> ]
  EOT)] $q) { return '#[x]' . "@@y <<z>>"; } ?>
tail #[ <?php #[D] class K { /* #[E] */ #[F] #[G] const X = 1 << 2 >> 1; }
--
atat: lines true, outside true, parse lines true
angle: lines true, outside true, parse lines true
back: lines true, outside true, parse lines true
function f@6: A@2
function f@6: B@3
function f@6: C@5
parameter p@7: P@6
parameter q@9: Q@7
class K@10: D@10
class constant X@10: F@10
class constant X@10: G@10
