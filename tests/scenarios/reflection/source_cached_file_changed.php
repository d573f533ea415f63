<?php
// A file whose source changes after it was compiled, keeping its modification time, as when
// opcache's file cache (run.sh --opcache file: the second run) serves the compiled file: the
// attributes are the compiled ones, not what the file holds now.
require __DIR__ . '/inc/helpers.php';

$file = sys_get_temp_dir() . '/source_cached_file_changed.php';
$code = function ($v) {
    return "<?php\nreturn [\n    #[Version('$v', __LINE__)] function () {},\n    new #[Version('$v')] class {},\n    '$v',\n];\n";
};
file_put_contents($file, $code('compiled'));
touch($file, 1000000000);
$got = require $file;
echo 'included: ', $got[2], "\n";

// same modification time, other attribute arguments on other lines
file_put_contents($file, "<?php\n\n\n\n" . substr($code('modified'), 5));
touch($file, 1000000000);
clearstatcache();
dump_attributes('closure', fn() => (new ReflectionFunction($got[0]))->getAttributes());
dump_attributes('anonymous class', fn() => (new ReflectionObject($got[1]))->getAttributes());
unlink($file);
