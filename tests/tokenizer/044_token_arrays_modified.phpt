--TEST--
Tokenizer: the [id, text, line] arrays (built in place) behave as any array when changed
--SKIPIF--
<?php require __DIR__ . '/../skipif.inc'; ?>
--FILE--
<?php
$tokens = attrsyntax_token_get_all("<?php echo \$a;\n");
$echo = $tokens[1];
var_dump($echo === [T_ECHO, 'echo', 1], count($echo), array_keys($echo));

/* appending: the fourth element fits, the fifth grows the table */
$grown = $echo;
$grown[] = 'four';
$grown[] = 'five';
$grown[] = 'six';
var_dump(count($grown), $grown[5], $echo === [T_ECHO, 'echo', 1]);

/* a string key turns it into a hash */
$hash = $tokens[3];
$hash['name'] = 'T_VARIABLE';
$hash[] = 'next';
var_dump(count($hash), $hash['name'], $hash[3], array_keys($hash));

/* changed in place, with a reference, after a sort, by the array functions */
$tokens[1][1] = 'ECHO';
$ref = &$tokens[1][2];
$ref = 7;
unset($ref);
var_dump($tokens[1]);
$copy = $tokens[3];
unset($copy[0]);
$copy[] = 'x';
var_dump($copy);
$sorted = $tokens[3];
rsort($sorted);
var_dump(count($sorted));
var_dump(array_merge($tokens[3], [1, 2]) === [T_VARIABLE, '$a', 1, 1, 2]);
var_dump(array_slice($tokens[3], 1), array_pop($tokens[3]), count($tokens[3]));
var_dump(array_shift($tokens[5]) === T_WHITESPACE, $tokens[5]);
array_unshift($tokens[5], 'first');
var_dump(count($tokens[5]), $tokens[5][0]);

/* copies, serialization, iteration */
var_dump(unserialize(serialize($tokens[1])) === $tokens[1]);
var_dump(json_encode($tokens[1]), var_export($tokens[1], true));
foreach ($tokens[1] as $key => $value) {
    echo "$key => $value\n";
}
$all = attrsyntax_token_get_all(str_repeat("<?php if (\$x) { foo(); } ?>\n", 100));
foreach ($all as &$token) {
    if (is_array($token)) {
        $token[] = strlen($token[1]);
        $token['kind'] = token_name($token[0]);
    }
}
unset($token);
var_dump(count($all), $all[1]);
?>
--EXPECTF--
bool(true)
int(3)
array(3) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
}
int(6)
string(3) "six"
bool(true)
int(5)
string(10) "T_VARIABLE"
string(4) "next"
array(5) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
  [3]=>
  string(4) "name"
  [4]=>
  int(3)
}
array(3) {
  [0]=>
  int(%d)
  [1]=>
  string(4) "ECHO"
  [2]=>
  int(7)
}
array(3) {
  [1]=>
  string(2) "$a"
  [2]=>
  int(1)
  [3]=>
  string(1) "x"
}
int(3)
bool(true)
array(2) {
  [0]=>
  string(2) "$a"
  [1]=>
  int(1)
}
int(1)
int(2)
bool(true)
array(2) {
  [0]=>
  string(1) "
"
  [1]=>
  int(1)
}
int(3)
string(5) "first"
bool(true)
string(%d) "[%d,"ECHO",7]"
string(46) "array (
  0 => %d,
  1 => 'ECHO',
  2 => 7,
)"
0 => %d
1 => ECHO
2 => 7
int(1700)
array(5) {
  [0]=>
  int(%d)
  [1]=>
  string(2) "if"
  [2]=>
  int(1)
  [3]=>
  int(2)
  ["kind"]=>
  string(4) "T_IF"
}
