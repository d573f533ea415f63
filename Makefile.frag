# scanner.c is committed; regenerate it (on request only) with: make scanner
RE2C_FLAGS = -W -c -i --no-generation-date --no-version

scanner: $(srcdir)/scanner.re
	re2c $(RE2C_FLAGS) -o $(srcdir)/scanner.c $(srcdir)/scanner.re

.PHONY: scanner
