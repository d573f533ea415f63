<?php
// Named arguments to internal functions and methods by PHP 8.0's parameter names (which
// differ from PHP 7.4's in places), skipped optional parameters taking PHP 8.0's defaults,
// by-reference parameters, and PHP 8's errors.
function report(Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump(str_pad(string: 'x', length: 5, pad_type: STR_PAD_LEFT));
var_dump(trim(string: "  x\n"));
var_dump(preg_match('/(b+)/', 'abbbc', flags: PREG_OFFSET_CAPTURE, matches: $m), $m);
var_dump(json_encode(value: ['a' => 1], flags: JSON_PRETTY_PRINT));
var_dump(htmlspecialchars(string: '<a href="x">', double_encode: false));
var_dump(array_fill(start_index: 2, count: 2, value: 'v'));
var_dump(in_array(needle: '1', haystack: [1], strict: true));
$e = new RuntimeException(message: 'boom', previous: new LogicException('inner'));
var_dump($e->getMessage(), $e->getCode(), get_class($e->getPrevious()));
class MyEx extends Exception { function __construct($m) { parent::__construct(code: 5, message: $m); } }
var_dump((new MyEx('mine'))->getCode());
var_dump(array_slice(array: [1, 2, 3], offset: 1, preserve_keys: true));
var_dump((new DateTime(datetime: '2020-01-02 03:04:05', timezone: new DateTimeZone('UTC')))->format(format: 'Y-m-d'));
var_dump(substr(string: 'abcdef', offset: 1, length: 2), substr(length: 2, string: 'abcdef', offset: -3));
var_dump(number_format(num: 1234.5, decimals: 1, thousands_separator: ' '));
var_dump(implode(separator: ',', array: [1, 2]));
try { strlen(str: 'x'); } catch (Throwable $e) { report($e); }
try { array_keys(array: [1], strict: true); } catch (Throwable $e) { report($e); }
try { str_pad(length: 3); } catch (Throwable $e) { report($e); }
var_dump(explode(separator: ',', string: 'a,b,c', limit: 2));
var_dump(array_search(needle: 1, haystack: ['1'], strict: true));
var_dump(iterator_to_array(iterator: new ArrayIterator(['k' => 'v']), preserve_keys: false));
var_dump(round(num: 2.5, mode: PHP_ROUND_HALF_DOWN));
$list = [3, 1, 2];
var_dump(sort(flags: SORT_STRING, array: $list), $list);
