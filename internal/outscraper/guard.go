package outscraper

import "strings"

// The formula guard. A spreadsheet runs a cell as a formula when it starts
// with one of formulaStarts. A CSV cell is one cell only to a reader that
// splits where we do: German and Turkish Excel split a double-clicked CSV
// at semicolons and take the quotes of a field that does not begin with
// one as text, and naive readers split at every comma and line break. So
// every part of a cell, the cell itself and what follows each ';', ',',
// line feed or carriage return in it, is guarded: when its first
// character after spaces and double quotes (which such a reader may drop)
// is a formula start, an apostrophe goes before that character. A cell that is a plain number such as -73.99 or -5 is
// written as it is: a spreadsheet reads it as that number. The part of a
// cell after a separator is not exempt, even when it looks like a number:
// a reader splitting at semicolons reads on past the CSV's commas, and to
// German Excel "-5,1+HYPERLINK(…)" is a formula.
//
// An apostrophe also goes before apostrophes that already precede a formula
// start ('=x becomes ''=x), so that the importer, which removes one
// apostrophe before '…= in every part, gets back exactly what was written.

// formulaStarts are the first characters that make a spreadsheet treat a
// cell as a formula.
const formulaStarts = "=+-@\t\r"

// formulaStart marks the bytes of formulaStarts; partEnd the bytes after
// which a reader that splits naively starts a new cell.
var formulaStart, partEnd [256]bool

func init() {
	for i := range len(formulaStarts) {
		formulaStart[formulaStarts[i]] = true
	}
	for _, c := range []byte{';', ',', '\n', '\r'} {
		partEnd[c] = true
	}
}

// Neutralise returns s as the CSV export writes it: an apostrophe before
// the formula start of every part that a spreadsheet would run, and
// before the apostrophes that precede a formula start. The importer
// removes them again.
func Neutralise(s string) string {
	if !needsGuard(s, true) {
		return s
	}
	return string(appendGuarded(make([]byte, 0, len(s)+4), s, true, false))
}

// guardText returns s as the .xlsx export writes it in a text cell, which
// a spreadsheet never runs: only the apostrophes that precede a formula
// start get another, so that the importer's removal of one gives s back.
func guardText(s string) string {
	if !needsGuard(s, false) {
		return s
	}
	return string(appendGuarded(make([]byte, 0, len(s)+4), s, false, false))
}

// needsGuard reports whether appendGuarded would add an apostrophe to s.
func needsGuard(s string, every bool) bool {
	for start := 0; ; {
		if _, ok := guardPoint(s, start, every); ok {
			return true
		}
		i := nextPart(s, start)
		if i < 0 {
			return false
		}
		start = i
	}
}

// appendGuarded appends s to dst with the guard's apostrophes: every part
// that a spreadsheet would run gets one when every is set (the CSV
// export); only parts that start with apostrophes before a formula start
// otherwise (the .xlsx export's text cells). With doubleQuotes, a double
// quote is written twice, as inside a quoted CSV field.
func appendGuarded(dst []byte, s string, every, doubleQuotes bool) []byte {
	put := appendText
	if !doubleQuotes {
		put = func(dst []byte, s string) []byte { return append(dst, s...) }
	}
	from := 0 // s[:from] is written
	for start := 0; ; {
		if at, ok := guardPoint(s, start, every); ok {
			dst = append(put(dst, s[from:at]), '\'')
			from = at
		}
		i := nextPart(s, start)
		if i < 0 {
			return put(dst, s[from:])
		}
		start = i
	}
}

// appendText appends s with every double quote doubled.
func appendText(dst []byte, s string) []byte {
	for {
		i := strings.IndexByte(s, '"')
		if i < 0 {
			return append(dst, s...)
		}
		dst = append(append(dst, s[:i+1]...), '"')
		s = s[i+1:]
	}
}

// nextPart returns the start of the part after the one at start, or -1.
func nextPart(s string, start int) int {
	for i := start; i < len(s); i++ {
		if partEnd[s[i]] {
			return i + 1
		}
	}
	return -1
}

// guardPoint returns where the part of s at start needs an apostrophe:
// after its leading spaces and double quotes, when apostrophes and then
// a formula start follow (always guarded), or a formula start right away,
// unless the cell is a plain number (guarded when every is set).
func guardPoint(s string, start int, every bool) (int, bool) {
	j := start
	for j < len(s) && (s[j] == ' ' || s[j] == '"') {
		j++
	}
	k := j
	for k < len(s) && s[k] == '\'' {
		k++
	}
	if k == len(s) || !formulaStart[s[k]] {
		return 0, false
	}
	if k > j {
		return j, true
	}
	if !every {
		return 0, false
	}
	return j, start > 0 || !plainNumber(strings.TrimLeft(s, " \""))
}

// unguard removes the apostrophes Neutralise and guardText add: one before
// apostrophes that precede a formula start at the beginning of a part (after
// its spaces and double quotes). Every other text comes back unchanged.
func unguard(s string) string {
	if strings.IndexByte(s, '\'') < 0 {
		return s
	}
	var out []byte
	from := 0
	for start := 0; ; {
		if at, ok := guardPoint(s, start, false); ok {
			if out == nil {
				out = make([]byte, 0, len(s))
			}
			out = append(out, s[from:at]...)
			from = at + 1
		}
		i := nextPart(s, start)
		if i < 0 {
			break
		}
		start = i
	}
	if out == nil {
		return s
	}
	return string(append(out, s[from:]...))
}

// plainNumber reports whether s is a decimal number a spreadsheet reads as
// that number and nothing else: an optional sign, digits, and optionally a
// point and more digits ("-73.9910376", "-5", "+3.2"; not "-1+1", "1e5",
// "-", "--5" or "-Inf").
func plainNumber(s string) bool {
	if s != "" && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	}
	whole, frac, point := strings.Cut(s, ".")
	return allDigits(whole) && (!point || allDigits(frac))
}
