// Package ogimage draws Branchenbuch's share images (Open Graph cards): a
// 1200×630 PNG per business and per city, with the embedded Go fonts so the
// result is the same on every machine.
package ogimage

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"strconv"
	"sync"
	"sync/atomic"
)

// Size of every card, the one Open Graph and Twitter recommend.
const (
	Width  = 1200
	Height = 630
)

// Version is part of every Key: bump it when the drawing changes, so cached
// images and ETags renew.
const Version = 1

// SiteName is drawn in the corner of every card.
const SiteName = "Branchenbuch"

// Colours of cards without a category colour; both are readable with white
// text (contrast AA), like every taxonomy colour.
var (
	// FallbackColor is slate-700, for businesses whose category has no colour.
	FallbackColor = color.RGBA{R: 0x33, G: 0x41, B: 0x55, A: 0xff}
	// BrandColor is the storefront's blue-700, the background of city cards.
	BrandColor = color.RGBA{R: 0x1d, G: 0x4e, B: 0xd8, A: 0xff}
)

// Layout in pixels: the text column and the band at the bottom.
const (
	margin     = 80
	textWidth  = Width - 2*margin
	bandHeight = 100
	bandTop    = Height - bandHeight
)

// renders counts drawn images; see Renders.
var renders atomic.Int64

// Renders reports how many cards this process has drawn, so callers and
// tests can see that a cache spares the drawing.
func Renders() int64 { return renders.Load() }

// Business is what a business card shows.
type Business struct {
	Name        string
	Category    string // the raw category, e.g. "Autowerkstatt"
	City        string
	Color       string // the taxonomy colour "#rrggbb"; anything else draws FallbackColor
	Rating      float64
	ReviewCount int
}

// Key identifies the image: a hash of every drawn field and Version.
func (b Business) Key() string {
	return key("business", b.Name, b.Category, b.City, b.Color,
		strconv.FormatFloat(b.Rating, 'g', -1, 64), strconv.Itoa(b.ReviewCount))
}

// Render draws the card: the name (at most two lines), category and city,
// the rating stars with the figures, and the site name in the band.
func (b Business) Render() *image.RGBA {
	renders.Add(1)
	fonts := loadFonts()
	img := frame(parseHex(b.Color, FallbackColor))

	meta := newFace(fonts.regular, 38)
	drawString(img, meta, ellipsize(meta, joinNonEmpty(" – ", b.Category, b.City), textWidth), margin, 130)

	title := newFace(fonts.bold, 72)
	y := 130
	for _, line := range wrap(title, b.Name, textWidth, 2) {
		y += 92
		drawString(img, title, line, margin, y)
	}

	starsTop := y + 58
	x := drawStars(img, b.Rating, margin, starsTop) + 24
	baseline := starsTop + starSize - 6 // text sits on the stars' lower points
	body := newFace(fonts.regular, 38)
	if b.ReviewCount <= 0 && clampRating(b.Rating) == 0 {
		drawString(img, body, "Noch keine Bewertungen", x, baseline)
		return img
	}
	x = drawString(img, newFace(fonts.bold, 44), formatRating(b.Rating), x, baseline) + 18
	drawString(img, body, ellipsize(body, reviewText(b.ReviewCount), Width-margin-x), x, baseline)
	return img
}

// PNG renders and encodes the card.
func (b Business) PNG() ([]byte, error) { return encode(b.Render()) }

// City is what a city card shows.
type City struct {
	Name  string // the stored spelling, e.g. "München"
	Count int    // listed businesses in the city
}

// Key identifies the image: a hash of every drawn field and Version.
func (c City) Key() string { return key("city", c.Name, strconv.Itoa(c.Count)) }

// Render draws the card: the city name (at most two lines), the number of
// businesses and the site name in the band.
func (c City) Render() *image.RGBA {
	renders.Add(1)
	fonts := loadFonts()
	img := frame(BrandColor)

	label := newFace(fonts.regular, 38)
	drawString(img, label, "Handwerker, Werkstätten & Dienstleister in", margin, 130)

	title := newFace(fonts.bold, 96)
	y := 130
	for _, line := range wrap(title, c.Name, textWidth, 2) {
		y += 118
		drawString(img, title, line, margin, y)
	}
	drawString(img, newFace(fonts.regular, 48), germanInt(c.Count)+" Unternehmen", margin, y+90)
	return img
}

// PNG renders and encodes the card.
func (c City) PNG() ([]byte, error) { return encode(c.Render()) }

// frame returns a canvas in bg with a darker band at the bottom carrying the
// site name; the darker shade keeps white text at least as readable as on bg.
func frame(bg color.RGBA) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, Width, Height))
	draw.Draw(img, img.Bounds(), image.NewUniform(bg), image.Point{}, draw.Src)
	band := color.RGBA{R: shade(bg.R), G: shade(bg.G), B: shade(bg.B), A: 0xff}
	draw.Draw(img, image.Rect(0, bandTop, Width, Height), image.NewUniform(band), image.Point{}, draw.Src)
	drawString(img, newFace(loadFonts().bold, 40), SiteName, margin, bandTop+64)
	return img
}

func shade(v uint8) uint8 { return uint8(int(v) * 3 / 4) }

// parseHex reads "#rrggbb"; anything else yields def.
func parseHex(s string, def color.RGBA) color.RGBA {
	if len(s) != 7 || s[0] != '#' {
		return def
	}
	v, err := strconv.ParseUint(s[1:], 16, 32)
	if err != nil {
		return def
	}
	return color.RGBA{R: uint8(v >> 16), G: uint8(v >> 8), B: uint8(v), A: 0xff}
}

// key hashes the kind and the fields; the length prefix of each field keeps
// two different field lists from sharing a key.
func key(kind string, fields ...string) string {
	h := sha256.New()
	fmt.Fprintf(h, "og%d\x00%s", Version, kind)
	for _, f := range fields {
		fmt.Fprintf(h, "\x00%d:%s", len(f), f)
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

// encoder trades a few percent of size for speed; images are cached after
// the first request anyway. The buffer pool spares the deflate state per call.
var encoder = png.Encoder{CompressionLevel: png.BestSpeed, BufferPool: &bufferPool{}}

type bufferPool struct{ p sync.Pool }

func (b *bufferPool) Get() *png.EncoderBuffer {
	buf, _ := b.p.Get().(*png.EncoderBuffer)
	return buf
}

func (b *bufferPool) Put(buf *png.EncoderBuffer) { b.p.Put(buf) }

func encode(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	if err := encoder.Encode(&buf, img); err != nil {
		return nil, fmt.Errorf("encode share image: %w", err)
	}
	return buf.Bytes(), nil
}
