package ogimage

import (
	"strings"
	"testing"

	"golang.org/x/image/font/opentype"
)

func TestWrap(t *testing.T) {
	face := newFace(loadFonts().bold, 72)
	cases := []struct {
		name, text string
		lines      int
		ellipsis   bool
	}{
		{"short name", "Elektro Weber", 1, false},
		{"two lines", "Autowerkstatt Müller & Söhne Meisterbetrieb für alle Marken", 2, false},
		{"overlong words", strings.Repeat("Straßenbau ", 40), 2, true},
		{"one overlong word", strings.Repeat("W", 300), 2, true},
		{"blank", "  \n\t ", 0, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := wrap(face, tc.text, textWidth, 2)
			if len(got) != tc.lines {
				t.Fatalf("wrap gave %d lines %q, want %d", len(got), got, tc.lines)
			}
			for _, line := range got {
				if w := measure(face, line); w > textWidth {
					t.Errorf("line %q is %dpx wide, more than %d", line, w, textWidth)
				}
			}
			if len(got) > 0 && strings.HasSuffix(got[len(got)-1], "…") != tc.ellipsis {
				t.Errorf("last line %q: ellipsis = %v, want %v", got[len(got)-1], !tc.ellipsis, tc.ellipsis)
			}
		})
	}
}

func TestEllipsize(t *testing.T) {
	face := newFace(loadFonts().regular, 38)
	if got := ellipsize(face, "Bäckerei – Köln", 500); got != "Bäckerei – Köln" {
		t.Errorf("short text changed to %q", got)
	}
	got := ellipsize(face, strings.Repeat("Größe ", 100), 500)
	if !strings.HasPrefix(got, "Größe Größe") || !strings.HasSuffix(got, "…") || measure(face, got) > 500 {
		t.Errorf("ellipsize = %q (%dpx), want the text cut with … within 500px", got, measure(face, got))
	}
}

// TestFontsCoverGerman: a missing glyph would draw as an empty box.
func TestFontsCoverGerman(t *testing.T) {
	fonts := loadFonts()
	for _, r := range "äöüÄÖÜß€–…éç" {
		for name, f := range map[string]*opentype.Font{"regular": fonts.regular, "bold": fonts.bold} {
			if i, err := f.GlyphIndex(nil, r); err != nil || i == 0 {
				t.Errorf("%s font has no glyph for %q", name, r)
			}
		}
	}
}

func TestGermanFigures(t *testing.T) {
	cases := []struct{ got, want string }{
		{formatRating(4.6), "4,6"},
		{formatRating(4), "4,0"},
		{formatRating(7), "5,0"},
		{formatRating(-2), "0,0"},
		{germanInt(0), "0"},
		{germanInt(999), "999"},
		{germanInt(1280), "1.280"},
		{germanInt(1234567), "1.234.567"},
		{germanInt(-1234), "-1.234"},
		{reviewText(0), ""},
		{reviewText(1), "(1 Bewertung)"},
		{reviewText(128), "(128 Bewertungen)"},
		{reviewText(12345), "(12.345 Bewertungen)"},
	}
	for _, tc := range cases {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
}
