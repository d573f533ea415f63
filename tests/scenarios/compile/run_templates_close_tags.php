<?php #[A] function inline_open_tag() { return __LINE__; } ?>
Text between PHP blocks, with #[NotAnAttribute] in it.
<?php #[B('?>')] function with_close_tag_string() { return __LINE__; } ?>
<?php #[C("
?>
")]
function multi_line() { return __LINE__; }
?>
<?= (#[D] fn() => 'short echo tag with an arrow fn on line ' . __LINE__)() ?>

<?php
# a hash comment ending the block ?>
Still text, line <?= __LINE__ ?>.
<?php
// a line comment ending the block ?><?php #[E] function after_comment_close() { return __LINE__; }
echo inline_open_tag(), ' ', with_close_tag_string(), ' ', multi_line(), ' ', after_comment_close(), "\n";
?>
<?php
#[F] class Last { public function line() { return __LINE__; } }
echo (new Last)->line(), "\n";
?>
trailing text
