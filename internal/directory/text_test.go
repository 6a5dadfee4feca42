package directory

import "testing"

func TestCleanText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"Bäckerei Müller", "Bäckerei Müller"},
		{"a\x00b", "ab"},
		{"\x00", ""},
		{"caf\xe9", "caf\uFFFD"},     // Latin-1 é
		{"\xff\xfe\x00x", "\uFFFDx"}, // one replacement per invalid run
		{"\xed\xa0\x80", "\uFFFD"},   // a UTF-16 surrogate encoded as UTF-8
		{"tab\tand\nnewline", "tab\tand\nnewline"},
	} {
		got := CleanText(c.in)
		if got != c.want {
			t.Errorf("CleanText(%q) = %q, want %q", c.in, got, c.want)
		}
		if !IsCleanText(got) {
			t.Errorf("CleanText(%q) = %q is not clean", c.in, got)
		}
		if IsCleanText(c.in) != (c.in == c.want) {
			t.Errorf("IsCleanText(%q) = %v", c.in, IsCleanText(c.in))
		}
	}
}

func FuzzCleanText(f *testing.F) {
	for _, s := range []string{"", "a\x00b", "caf\xe9", "\xed\xa0\x80"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := CleanText(s)
		if !IsCleanText(got) {
			t.Fatalf("CleanText(%q) = %q is not clean", s, got)
		}
		if IsCleanText(s) && got != s {
			t.Fatalf("clean text changed: %q → %q", s, got)
		}
	})
}
