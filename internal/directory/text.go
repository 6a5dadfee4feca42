package directory

import (
	"strings"
	"unicode/utf8"
)

// Text from outside (request paths and parameters, JSON bodies, imported
// cells, upload names) is stored and compared alike by both engines only
// when it is valid UTF-8 without NUL: PostgreSQL refuses both, SQLite
// would keep them. Requests carrying other text are refused; imported
// cells and upload names are cleaned with CleanText (docs/security.md).

// IsCleanText reports whether s is valid UTF-8 without NUL.
func IsCleanText(s string) bool {
	return strings.IndexByte(s, 0) < 0 && utf8.ValidString(s)
}

// CleanText returns s with NUL removed and every invalid UTF-8 sequence
// replaced by U+FFFD.
func CleanText(s string) string {
	if IsCleanText(s) {
		return s
	}
	return strings.ReplaceAll(strings.ToValidUTF8(s, "\uFFFD"), "\x00", "")
}
