# src/scanner/core/attrsyntax_scanner.c is committed; regenerate it (on request only) with: make scanner
RE2C_FLAGS = -W -c -i --no-generation-date --no-version

scanner: $(srcdir)/src/scanner/core/attrsyntax_scanner.re
	re2c $(RE2C_FLAGS) -o $(srcdir)/src/scanner/core/attrsyntax_scanner.c $(srcdir)/src/scanner/core/attrsyntax_scanner.re

.PHONY: scanner
