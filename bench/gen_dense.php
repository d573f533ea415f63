<?php
/*
 * Writes the attribute-dense file of bench/compile.sh and the same file with
 * every group replaced by blanks (what the engine gets from the hook):
 *
 *   php gen_dense.php CLASSES DENSE.php STRIPPED.php
 *
 * Each class carries 9 attributes: two on the class, one on each of two
 * properties, a constant and two methods, and one on each of two parameters.
 */
[, $classes, $dense, $stripped] = $argv;
$out = "<?php\nnamespace Bench\\Dense;\n\nuse Bench\\Attr\\{Entity, Column, Route, Inject};\n\n";
for ($i = 0; $i < (int) $classes; $i++) {
    $out .= <<<PHP
#[Entity(table: 'items_$i'), \\Bench\\Attr\\Cache(ttl: 60 * 60)]
final class Item$i
{
    #[Column(type: 'int', nullable: false)]
    private \$id = 0;
    #[Column(type: 'string', length: 255)]
    protected \$name = 'item';
    #[Inject(self::class)]
    public const KIND = 'item$i';

    #[Route('/items/$i', methods: ['GET', 'HEAD'])]
    public function show(#[Inject] int \$id, #[Inject(name: 'repo')] \$repository = null)
    {
        return [\$id, \$repository, self::KIND];
    }

    #[Route('/items/$i', methods: ['POST'])]
    public function store(array \$data)
    {
        return count(\$data) + \$this->id;
    }
}


PHP;
}
file_put_contents($dense, $out);
/* the groups, blanked as the compile hook does (newlines kept) */
$blank = preg_replace_callback('/#\[(?:[^\[\]\'"]++|\'[^\']*\'|"[^"]*"|\[(?:[^\[\]]++|(?R))*\])*\]/', function ($m) {
    return preg_replace('/[^\n]/', ' ', $m[0]);
}, $out);
file_put_contents($stripped, $blank);
