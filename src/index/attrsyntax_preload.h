/*
 * attrsyntax: what opcache.preload's child process keeps of code without a
 * file, handed over to the process that serves (PHP 7.x, not ZTS).
 *
 * Started as root, opcache preloads in a child process running as
 * opcache.preload_user. The classes and functions it declares reach the parent
 * through opcache's shared memory; the indexes of eval()'d code the compile
 * hook keeps (attrsyntax_index_keep()) would die with the child. So, when PHP
 * starts as root with opcache.preload set, a memory file is made before the
 * child is forked; the child writes each such index there as an index file
 * (attrsyntax_index_write()) and the parent, and the processes it forks, read
 * them back, verified, the first time a lookup needs them.
 */
#ifndef ATTRSYNTAX_PRELOAD_H
#define ATTRSYNTAX_PRELOAD_H

#include "php.h"
#include "attrsyntax_index.h"

/* Makes the memory file when it may be needed (module startup). */
void attrsyntax_preload_minit(void);

/* In opcache's preload child: writes idx (the index of code without a file
 * just kept) to the memory file. Does nothing anywhere else. */
void attrsyntax_preload_hand_over(const attrsyntax_index *idx);

/* Outside the child: adds what the child wrote to the preloaded indexes, once
 * (attrsyntax_index_preloaded_evals()). */
void attrsyntax_preload_take_over(void);

/* Closes the memory file and unmaps what was read (after the indexes went). */
void attrsyntax_preload_mshutdown(void);

#endif
