package ogimage

import (
	"fmt"
	"image"
	"image/draw"
	"math"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// maxRunes bounds the text a card looks at, so a pathological value cannot
// make the wrapping search slow; far more than two lines can show anyway.
const maxRunes = 400

// fontSet holds the parsed Go fonts. Parsing costs milliseconds and the
// parsed fonts are safe for concurrent use, so it happens once per process.
type fontSet struct{ regular, bold *opentype.Font }

var loadFonts = sync.OnceValue(func() fontSet {
	return fontSet{regular: mustParse("goregular", goregular.TTF), bold: mustParse("gobold", gobold.TTF)}
})

// mustParse panics because the fonts are compiled in: a parse error is a
// broken build, never bad input.
func mustParse(name string, ttf []byte) *opentype.Font {
	f, err := opentype.Parse(ttf)
	if err != nil {
		panic(fmt.Sprintf("ogimage: parse %s: %v", name, err))
	}
	return f
}

// newFace returns a face of px pixels. Faces keep scratch buffers and are not
// safe for concurrent use, so each render makes its own; that is cheap.
func newFace(f *opentype.Font, px float64) font.Face {
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		panic(fmt.Sprintf("ogimage: face of %gpx: %v", px, err))
	}
	return face
}

// drawString draws s in white with its baseline at y and returns the x where it ends.
func drawString(dst draw.Image, face font.Face, s string, x, y int) int {
	d := font.Drawer{Dst: dst, Src: image.White, Face: face, Dot: fixed.P(x, y)}
	d.DrawString(s)
	return d.Dot.X.Ceil()
}

func measure(face font.Face, s string) int { return font.MeasureString(face, s).Ceil() }

// clip cuts s to maxRunes runes and replaces invalid UTF-8, so that rune and
// byte lengths agree when wrap cuts a word.
func clip(s string) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if runes := []rune(s); len(runes) > maxRunes {
		return string(runes[:maxRunes])
	}
	return s
}

// wrap splits s into at most maxLines lines no wider than width, breaking at
// spaces (or inside a word that alone is too wide); text that does not fit
// ends the last line in an ellipsis.
func wrap(face font.Face, s string, width, maxLines int) []string {
	words := strings.Fields(clip(s))
	var lines []string
	for len(words) > 0 {
		if len(lines) == maxLines-1 {
			return append(lines, ellipsize(face, strings.Join(words, " "), width))
		}
		n := 1
		for n < len(words) && measure(face, strings.Join(words[:n+1], " ")) <= width {
			n++
		}
		if n == 1 && measure(face, words[0]) > width {
			head := fitPrefix(face, words[0], "", width)
			lines = append(lines, head)
			words[0] = words[0][len(head):]
			continue
		}
		lines = append(lines, strings.Join(words[:n], " "))
		words = words[n:]
	}
	return lines
}

// ellipsize shortens s with a trailing "…" until it fits width.
func ellipsize(face font.Face, s string, width int) string {
	s = strings.Join(strings.Fields(clip(s)), " ")
	if measure(face, s) <= width {
		return s
	}
	return strings.TrimRight(fitPrefix(face, s, "…", width), " ") + "…"
}

// fitPrefix returns the longest prefix of s that fits width together with
// suffix, by binary search; it keeps at least one rune so wrapping always
// makes progress.
func fitPrefix(face font.Face, s, suffix string, width int) string {
	runes := []rune(s)
	lo, hi := 1, len(runes)
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if measure(face, string(runes[:mid])+suffix) <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return string(runes[:lo])
}

// clampRating treats a missing or out-of-range rating like the storefront:
// NaN and negatives are 0, anything above 5 is 5.
func clampRating(r float64) float64 {
	if math.IsNaN(r) || r < 0 {
		return 0
	}
	return math.Min(r, 5)
}

// formatRating writes a rating with one decimal and a German comma: "4,6".
func formatRating(r float64) string {
	return strings.Replace(strconv.FormatFloat(clampRating(r), 'f', 1, 64), ".", ",", 1)
}

// germanInt writes n with German thousands dots: 12345 → "12.345".
func germanInt(n int) string {
	s := strconv.Itoa(n)
	sign := ""
	if n < 0 {
		sign, s = "-", s[1:]
	}
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte('.')
		}
		b.WriteRune(c)
	}
	return sign + b.String()
}

// reviewText is "(128 Bewertungen)", "(1 Bewertung)", or "" without reviews.
func reviewText(n int) string {
	switch {
	case n <= 0:
		return ""
	case n == 1:
		return "(1 Bewertung)"
	}
	return "(" + germanInt(n) + " Bewertungen)"
}

// joinNonEmpty joins the parts that are not blank.
func joinNonEmpty(sep string, parts ...string) string {
	var out []string
	for _, p := range parts {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return strings.Join(out, sep)
}
