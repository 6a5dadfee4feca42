package ogimage_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"

	"branchenbuch/internal/ogimage"
)

var blue = color.RGBA{R: 0x25, G: 0x63, B: 0xeb, A: 0xff} // the KFZ-Werkstatt colour

func card(name string) ogimage.Business {
	return ogimage.Business{Name: name, Category: "Autowerkstatt", City: "München", Color: "#2563eb", Rating: 4.6, ReviewCount: 128}
}

func rgba(img image.Image, x, y int) color.RGBA {
	return color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
}

func TestCardsArePNGsOfOpenGraphSize(t *testing.T) {
	for name, c := range map[string]interface{ PNG() ([]byte, error) }{
		"business": card("Autowerkstatt Müller"),
		"city":     ogimage.City{Name: "München", Count: 3},
	} {
		t.Run(name, func(t *testing.T) {
			data, err := c.PNG()
			if err != nil {
				t.Fatal(err)
			}
			img, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("not a PNG: %v", err)
			}
			if got, want := img.Bounds(), image.Rect(0, 0, 1200, 630); got != want {
				t.Errorf("bounds = %v, want %v", got, want)
			}
		})
	}
}

func TestBackgroundIsTheCategoryColour(t *testing.T) {
	img := card("Elektro Weber").Render()
	if got := rgba(img, 10, 10); got != blue {
		t.Errorf("background pixel = %v, want %v", got, blue)
	}
	band := rgba(img, 1190, 620)
	if band == blue || band.B >= blue.B {
		t.Errorf("band pixel = %v, want a darker shade of %v", band, blue)
	}
	for _, bad := range []string{"", "blue", "#12345", "#zzzzzz"} {
		c := card("Elektro Weber")
		c.Color = bad
		if got := rgba(c.Render(), 10, 10); got != ogimage.FallbackColor {
			t.Errorf("colour %q: background = %v, want the fallback %v", bad, got, ogimage.FallbackColor)
		}
	}
	if got := rgba(ogimage.City{Name: "Berlin", Count: 1}.Render(), 10, 10); got != ogimage.BrandColor {
		t.Errorf("city background = %v, want %v", got, ogimage.BrandColor)
	}
}

func TestTextChangesPixels(t *testing.T) {
	differ := []struct{ name, a, b string }{
		{"different names", "Elektro Weber", "Elektro Weller"},
		{"umlauts are drawn", "Müller & Söhne", "Muller & Sohne"},
		{"ß is drawn", "Straße", "Strasse"},
		{"euro sign is drawn", "Alles für 1 €", "Alles für 1 E"},
	}
	for _, tc := range differ {
		t.Run(tc.name, func(t *testing.T) {
			if bytes.Equal(card(tc.a).Render().Pix, card(tc.b).Render().Pix) {
				t.Errorf("%q and %q render the same image", tc.a, tc.b)
			}
		})
	}
	c := card("Steuerberatung Groß")
	other := c
	other.ReviewCount = 129
	if bytes.Equal(c.Render().Pix, other.Render().Pix) {
		t.Error("the review count changes no pixel")
	}
	if a, b := (ogimage.City{Name: "Köln", Count: 5}), (ogimage.City{Name: "Köln", Count: 6}); bytes.Equal(a.Render().Pix, b.Render().Pix) {
		t.Error("the business count changes no pixel")
	}
}

// TestLongNamesStayInBounds: whatever the name, nothing is drawn in the right
// margin, and nothing between the stars and the band.
func TestLongNamesStayInBounds(t *testing.T) {
	names := map[string]string{
		"300 chars of words": strings.Repeat("Großhandel ", 28)[:300],
		"one 300-char word":  strings.Repeat("W", 300),
		"umlaut word":        strings.Repeat("ÄÖÜß", 75),
		"invalid UTF-8":      "Bäcker\xff\xfe" + strings.Repeat("\xc3", 50),
		"control characters": "Elektro\nWeber\t\x00 GmbH",
	}
	for label, name := range names {
		t.Run(label, func(t *testing.T) {
			img := card(name).Render()
			for y := 0; y < 630-100; y++ {
				for x := 1200 - 60; x < 1200; x++ {
					if got := rgba(img, x, y); got != blue {
						t.Fatalf("pixel (%d,%d) in the right margin = %v, want background", x, y, got)
					}
				}
			}
			// Below the stars of a two-line name (they end at y≈424) lies background only.
			for y := 440; y < 630-100; y++ {
				for x := 0; x < 1200; x++ {
					if got := rgba(img, x, y); got != blue {
						t.Fatalf("pixel (%d,%d) below the stars = %v, want background", x, y, got)
					}
				}
			}
		})
	}
}

func TestStars(t *testing.T) {
	cases := []struct {
		name   string
		rating float64
		want   string // F full, H half, E empty
	}{
		{"no rating", 0, "EEEEE"},
		{"three and a half", 3.5, "FFFHE"},
		{"fraction below .5 rounds down", 4.4, "FFFFE"},
		{"fraction .5 is a half star", 4.5, "FFFFH"},
		{"four and a half and a bit", 4.99, "FFFFH"},
		{"five", 5, "FFFFF"},
		{"above five is five", 7.2, "FFFFF"},
		{"negative is none", -1, "EEEEE"},
		{"a sliver", 0.5, "HEEEE"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var got strings.Builder
			for _, s := range ogimage.Stars(tc.rating) {
				got.WriteByte("EHF"[s])
			}
			if got.String() != tc.want {
				t.Errorf("Stars(%v) = %s, want %s", tc.rating, got.String(), tc.want)
			}
		})
	}
}

func TestKeyFollowsEveryDrawnField(t *testing.T) {
	base := card("Elektro Weber")
	if base.Key() != card("Elektro Weber").Key() {
		t.Fatal("the same card has two keys")
	}
	changes := map[string]func(*ogimage.Business){
		"name":     func(b *ogimage.Business) { b.Name = "Elektro Weller" },
		"category": func(b *ogimage.Business) { b.Category = "Elektriker" },
		"city":     func(b *ogimage.Business) { b.City = "Berlin" },
		"colour":   func(b *ogimage.Business) { b.Color = "#15803d" },
		"rating":   func(b *ogimage.Business) { b.Rating = 4.7 },
		"reviews":  func(b *ogimage.Business) { b.ReviewCount = 1 },
		"shifted":  func(b *ogimage.Business) { b.Name, b.Category = "Elektro WeberAutowerkstatt", "" },
	}
	for field, change := range changes {
		c := base
		change(&c)
		if c.Key() == base.Key() {
			t.Errorf("changing the %s keeps the key", field)
		}
	}
	if (ogimage.City{Name: "Köln", Count: 1}).Key() == (ogimage.City{Name: "Köln", Count: 2}).Key() {
		t.Error("the city key ignores the count")
	}
}

func TestRendersCountsEveryDrawing(t *testing.T) {
	before := ogimage.Renders()
	card("Elektro Weber").Render()
	if _, err := (ogimage.City{Name: "Berlin", Count: 1}).PNG(); err != nil {
		t.Fatal(err)
	}
	if got := ogimage.Renders() - before; got != 2 {
		t.Errorf("Renders grew by %d, want 2", got)
	}
}

func TestRenderIsDeterministic(t *testing.T) {
	a, err := card("Müller & Söhne").PNG()
	if err != nil {
		t.Fatal(err)
	}
	b, _ := card("Müller & Söhne").PNG()
	if !bytes.Equal(a, b) {
		t.Error("the same card encodes to different bytes; ETags would lie")
	}
}

func BenchmarkRenderBusiness(b *testing.B) {
	c := card("Autowerkstatt Müller & Söhne GmbH – Meisterbetrieb für alle Marken")
	var size int
	for b.Loop() {
		data, err := c.PNG()
		if err != nil {
			b.Fatal(err)
		}
		size = len(data)
	}
	b.ReportMetric(float64(size), "png-bytes")
}
