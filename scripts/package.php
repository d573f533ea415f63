<?php
/*
 * Keeps package.xml's file list equal to what a release ships.
 *
 *   php scripts/package.php check   exits 1 (with the difference) when package.xml
 *                                    lists other files than the shipped ones, or
 *                                    gives one another role than role() below
 *   php scripts/package.php write   rewrites the <contents> of package.xml
 *
 * Shipped: everything git tracks except the development tree (CI, GitHub workflows, scripts,
 * benchmarks, the C unit tests and fuzzers, the differential and tool checks, the client and
 * production tests).
 */
chdir(dirname(__DIR__));
$not_shipped = '#^(\.ci/|\.github/|\.gitignore$|scripts/|bench/|core-tests/|tests/differential/|tests/tools/|tests/scenarios/|tests/clients/|tests/production/)#';
exec('git ls-files', $tracked, $rc);
if ($rc !== 0) {
    fwrite(STDERR, "git ls-files failed\n");
    exit(2);
}
$shipped = array_values(array_filter($tracked, function ($f) use ($not_shipped) {
    return !preg_match($not_shipped, $f);
}));
sort($shipped);

function role(string $file): string {
    if (preg_match('#^bin/#', $file)) {
        return 'script';
    }
    if (preg_match('#^tests/#', $file)) {
        return 'test';
    }
    // installed into PEAR's doc_dir (pecl config-get doc_dir)/attrsyntax/: the manual, the
    // IDE stubs, the ini file to copy into conf.d, the PIE manifest
    if (preg_match('#^(README\.md|LICENSE|NEWS|RELEASE_CHECKLIST\.md|CHANGELOG\.md|attrsyntax\.ini|composer\.json|stubs/.*|docs/.*)$#', $file)) {
        return 'doc';
    }
    return 'src';
}

$xml = file_get_contents('package.xml');
if ($argv[1] === 'write') {
    $lines = ["  <contents>", "    <dir name=\"/\">"];
    foreach ($shipped as $f) {
        $lines[] = sprintf('      <file name="%s" role="%s"/>', $f, role($f));
    }
    $lines[] = "    </dir>";
    $lines[] = "  </contents>";
    $xml = preg_replace('#  <contents>.*</contents>#s', implode("\n", $lines), $xml);
    file_put_contents('package.xml', $xml);
    echo count($shipped), " files listed\n";
    exit(0);
}

preg_match_all('#<file name="([^"]+)" role="([^"]+)"#', $xml, $m);
$listed = $m[1];
$roles = array_combine($m[1], $m[2]);
sort($listed);
$missing = array_diff($shipped, $listed);
$extra = array_diff($listed, $shipped);
$wrong_role = [];
foreach (array_intersect($listed, $shipped) as $f) {
    if ($roles[$f] !== role($f)) {
        $wrong_role[] = $f;
        echo "package.xml gives $f the role {$roles[$f]}, not ", role($f), "\n";
    }
}
foreach ($missing as $f) {
    echo "package.xml lacks $f\n";
}
foreach ($extra as $f) {
    echo "package.xml lists $f, which is not shipped\n";
}
if ($missing || $extra || $wrong_role) {
    echo "run: php scripts/package.php write\n";
    exit(1);
}
echo "package.xml lists all ", count($shipped), " shipped files\n";
