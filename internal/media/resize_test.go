package media

import (
	"bytes"
	"image"
	"image/jpeg"
	"testing"

	"golang.org/x/image/draw"

	"branchenbuch/internal/directory"
)

// BenchmarkResize measures the filters resize could use on a decoded
// 2000×1500 JPEG (both sizes, as render makes them); it is the measurement
// behind the choice of Catmull-Rom.
func BenchmarkResize(b *testing.B) {
	src := decodedPhoto(b, 2000, 1500)
	for _, f := range []struct {
		name   string
		scaler draw.Scaler
	}{
		{"CatmullRom", draw.CatmullRom},
		{"BiLinear", draw.BiLinear},
		{"ApproxBiLinear", draw.ApproxBiLinear},
	} {
		b.Run(f.name, func(b *testing.B) {
			defer func(s draw.Scaler) { scaler = s }(scaler)
			scaler = f.scaler
			b.ReportAllocs()
			for b.Loop() {
				resize(resize(src, directory.PhotoWidth), directory.ThumbWidth)
			}
		})
	}
}

// decodedPhoto is a w×h JPEG as the decoder returns it (YCbCr 4:2:0).
func decodedPhoto(b *testing.B, w, h int) image.Image {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = uint8(i*7 + i/(4*w))
	}
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 90}); err != nil {
		b.Fatal(err)
	}
	src, err := jpeg.Decode(&buf)
	if err != nil {
		b.Fatal(err)
	}
	return src
}
