--TEST--
attrsyntax_parse(): names resolved as PHP 8 resolves them: braced and unbraced namespaces, several per file, use with aliases (case-insensitive), group use, \A and namespace\A, imports shown per declaration
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
/* Guards the name resolution and the 'namespace'/'imports' of each declaration:
 * a wrong alias lookup, an import leaking into another namespace or applying
 * before its "use", or a function/const import used for a class name changes a line. */
function show(string $code): void
{
    foreach (attrsyntax_parse($code) as $d) {
        $imports = [];
        foreach ($d['imports'] as $type => $list) {
            foreach ($list as $alias => $name) {
                $imports[] = "$type $alias=$name";
            }
        }
        printf("%s %s ns=%s imports=[%s]: %s\n", $d['kind'], $d['name'], var_export($d['namespace'], true),
            implode(', ', $imports), implode(' ', array_column($d['attributes'], 'name')));
    }
    echo "--\n";
}
/* several braced namespaces, the global one last */
show(<<<'PHP'
<?php
namespace App\Models {
    use Doctrine\ORM\Mapping as ORM;
    use Symfony\Component\Validator\Constraints\{NotBlank, Length as Len};
    use function App\helper;
    use const App\VERSION;
    #[ORM\Entity, orm\Table('t'), NotBlank, Len(max: 3), LEN, helper, VERSION, Unknown, \Fq\Name, namespace\Rel, Sub\Name]
    class User {}
}
namespace Other {
    #[ORM\Entity, NotBlank, namespace\Rel] class Post {}
}
namespace {
    use Some\Thing;
    #[Thing, namespace\Rel, Plain, \Fq] function f() {}
}
PHP);
/* unbraced namespaces: imports belong to their namespace and count from their "use" on */
show(<<<'PHP'
<?php
namespace First;
#[Late] class Before {}
use Lib\Late;
#[Late] class After {}
use Lib\{A, B\C, function fn1, const K1};
#[A, C, fn1, K1] interface I {}
namespace Second;
#[Late, A] trait T {}
PHP);
/* a group use with a trailing comma, and "use" of a namespace part */
show(<<<'PHP'
<?php
namespace N;
use Vendor\Pkg\{Attr\Route, Attr\Get,};
use Vendor\Pkg;
#[Route, Get, Pkg\Attr\Post, pkg\X] function g() {}
PHP);
?>
--EXPECT--
class User ns='App\\Models' imports=[class ORM=Doctrine\ORM\Mapping, class NotBlank=Symfony\Component\Validator\Constraints\NotBlank, class Len=Symfony\Component\Validator\Constraints\Length, function helper=App\helper, const VERSION=App\VERSION]: Doctrine\ORM\Mapping\Entity Doctrine\ORM\Mapping\Table Symfony\Component\Validator\Constraints\NotBlank Symfony\Component\Validator\Constraints\Length Symfony\Component\Validator\Constraints\Length App\Models\helper App\Models\VERSION App\Models\Unknown Fq\Name App\Models\Rel App\Models\Sub\Name
class Post ns='Other' imports=[]: Other\ORM\Entity Other\NotBlank Other\Rel
function f ns='' imports=[class Thing=Some\Thing]: Some\Thing Rel Plain Fq
--
class Before ns='First' imports=[]: First\Late
class After ns='First' imports=[class Late=Lib\Late]: Lib\Late
interface I ns='First' imports=[class Late=Lib\Late, class A=Lib\A, class C=Lib\B\C, function fn1=Lib\fn1, const K1=Lib\K1]: Lib\A Lib\B\C First\fn1 First\K1
trait T ns='Second' imports=[]: Second\Late Second\A
--
function g ns='N' imports=[class Route=Vendor\Pkg\Attr\Route, class Get=Vendor\Pkg\Attr\Get, class Pkg=Vendor\Pkg]: Vendor\Pkg\Attr\Route Vendor\Pkg\Attr\Get Vendor\Pkg\Attr\Post Vendor\Pkg\X
--
