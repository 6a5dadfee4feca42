package media_test

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/color/palette"
	"image/gif"
	"image/jpeg"
	"image/png"
	"os"
	"testing"
)

// photo draws a w×h picture with gradients and fine texture, so that it
// encodes and resizes like a photo rather than like a flat colour.
func photo(w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	seed := uint32(1)
	for y := range h {
		for x := range w {
			seed = seed*1664525 + 1013904223 // a cheap deterministic noise
			i := img.PixOffset(x, y)
			img.Pix[i+0] = uint8(x * 255 / w)
			img.Pix[i+1] = uint8(y * 255 / h)
			img.Pix[i+2] = uint8((x^y)&0x7f) + uint8(seed>>26)
			img.Pix[i+3] = 0xff
		}
	}
	return img
}

func jpegFile(t testing.TB, w, h int) []byte {
	t.Helper()
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, photo(w, h), &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func grayJPEG(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewGray(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = uint8(i % 251)
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, nil); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// pngWithAlpha is w×h, fully transparent on the left half and opaque red on
// the right half.
func pngWithAlpha(t testing.TB, w, h int) []byte {
	t.Helper()
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := w / 2; x < w; x++ {
			img.SetNRGBA(x, y, color.NRGBA{R: 0xff, A: 0xff})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// gifTwoFrames is an animated w×h GIF whose first frame is red and second blue.
func gifTwoFrames(t testing.TB, w, h int) []byte {
	t.Helper()
	frame := func(c color.Color) *image.Paletted {
		img := image.NewPaletted(image.Rect(0, 0, w, h), palette.Plan9)
		idx := uint8(img.Palette.Index(c))
		for i := range img.Pix {
			img.Pix[i] = idx
		}
		return img
	}
	var buf bytes.Buffer
	err := gif.EncodeAll(&buf, &gif.GIF{
		Image: []*image.Paletted{frame(color.RGBA{R: 0xff, A: 0xff}), frame(color.RGBA{B: 0xff, A: 0xff})},
		Delay: []int{10, 10},
	})
	if err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// pngHeader is a PNG that declares w×h pixels in its IHDR and holds no
// image data: a decompression bomb needs no more to be dangerous.
func pngHeader(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(typ string, data []byte) {
		binary.Write(&b, binary.BigEndian, uint32(len(data)))
		crc := crc32.NewIEEE()
		crc.Write([]byte(typ))
		crc.Write(data)
		b.WriteString(typ)
		b.Write(data)
		binary.Write(&b, binary.BigEndian, crc.Sum32())
	}
	ihdr := binary.BigEndian.AppendUint32(nil, w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	ihdr = append(ihdr, 8, 6, 0, 0, 0) // 8-bit RGBA, no interlace
	chunk("IHDR", ihdr)
	chunk("IDAT", []byte{0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01}) // empty zlib stream
	chunk("IEND", nil)
	return b.Bytes()
}

// jpegDeclaring is a real 16×16 JPEG whose frame header (SOF0) is patched to
// declare w×h pixels.
func jpegDeclaring(t testing.TB, w, h uint16) []byte {
	t.Helper()
	b := jpegFile(t, 16, 16)
	i := bytes.Index(b, []byte{0xff, 0xc0})
	if i < 0 {
		t.Fatal("no SOF0 marker in the encoded JPEG")
	}
	// marker(2) length(2) precision(1) height(2) width(2)
	binary.BigEndian.PutUint16(b[i+5:], h)
	binary.BigEndian.PutUint16(b[i+7:], w)
	return b
}

// gifDeclaring is a real GIF whose logical screen is patched to w×h.
func gifDeclaring(t testing.TB, w, h uint16) []byte {
	t.Helper()
	b := gifTwoFrames(t, 4, 4)
	binary.LittleEndian.PutUint16(b[6:], w)
	binary.LittleEndian.PutUint16(b[8:], h)
	return b
}

// webpDeclaring is the test WebP with alpha whose VP8X canvas is patched to
// w×h.
func webpDeclaring(t testing.TB, w, h uint32) []byte {
	t.Helper()
	b := readFile(t, "testdata/gopher-doc.with-alpha.lossless.webp")
	put24 := func(i int, v uint32) { b[i], b[i+1], b[i+2] = byte(v), byte(v>>8), byte(v>>16) }
	put24(24, w-1)
	put24(27, h-1)
	return b
}

func readFile(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
