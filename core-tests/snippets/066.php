<?php $c->/* c */class; $c->#x
class; $c?->//
foo; $c->/** d */list; "$c->/**/x";