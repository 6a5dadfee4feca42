package media

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"

	"golang.org/x/image/draw"
	"golang.org/x/image/webp"

	"branchenbuch/internal/directory"
)

// Limits on a photo from outside. A photo over them is refused, not shrunk.
const (
	// MaxBytes is the largest body read (15 MiB); a longer one is ErrTooLarge.
	MaxBytes = 15 << 20
	// MaxPixels (24 megapixels) and MaxSide bound the declared dimensions,
	// checked before decoding; beyond them a photo is ErrTooManyPixels.
	MaxPixels = 24_000_000
	MaxSide   = 12_000
)

// jpegQuality is the quality of both stored sizes, the common choice for
// photos on the web.
const jpegQuality = 80

// keyLen is the length of a content key in hex digits, the one
// directory.ValidMediaKey accepts.
const keyLen = 24

// Errors of Process and Mirror, to be tested with errors.Is.
var (
	// ErrNotImage: the bytes are not a JPEG, PNG, GIF or WebP that decodes
	// (HTML, SVG, text, archives, empty or truncated data).
	ErrNotImage = errors.New("not an image")
	// ErrTooManyPixels: the declared size is zero or beyond MaxPixels or MaxSide.
	ErrTooManyPixels = errors.New("image size out of bounds")
	// ErrTooLarge: the body is longer than MaxBytes.
	ErrTooLarge = errors.New("photo over 15 MiB")
)

// format is one accepted image type. Each is decoded by its own package, not
// through image.Decode, so a decoder that some other package registers never
// sees outside bytes.
type format struct {
	name         string
	decodeConfig func(io.Reader) (image.Config, error)
	decode       func(io.Reader) (image.Image, error)
}

// formats maps the sniffed content type to its decoder. gif.Decode returns
// the first frame only.
var formats = map[string]format{
	"image/jpeg": {"jpeg", jpeg.DecodeConfig, jpeg.Decode},
	"image/png":  {"png", png.DecodeConfig, png.Decode},
	"image/gif":  {"gif", gif.DecodeConfig, gif.Decode},
	"image/webp": {"webp", webp.DecodeConfig, webp.Decode},
}

// Process is Mirror's work after the download: it reads a photo from r (at
// most MaxBytes), checks and decodes it, and stores both sizes in s. Storing
// a photo that is already there changes nothing and is no error.
func (s *Store) Process(r io.Reader) (Photo, error) {
	if s.Dir == "" {
		return Photo{}, errors.New("process photo: media store has no directory")
	}
	full, thumb, err := render(r)
	if err != nil {
		return Photo{}, err
	}
	var p Photo
	p.Width, p.Height = full.Rect.Dx(), full.Rect.Dy()
	fullJPEG, err := encode(full)
	if err != nil {
		return Photo{}, fmt.Errorf("encode photo: %w", err)
	}
	thumbJPEG, err := encode(thumb)
	if err != nil {
		return Photo{}, fmt.Errorf("encode thumbnail: %w", err)
	}
	p.Key = contentKey(fullJPEG)
	if err := s.save(p.Key, fullJPEG, thumbJPEG); err != nil {
		return Photo{}, err
	}
	return p, nil
}

// render decodes the photo and returns both sizes, flattened onto white.
func render(r io.Reader) (full, thumb *image.RGBA, err error) {
	src, err := decode(r)
	if err != nil {
		return nil, nil, err
	}
	full = resize(src, directory.PhotoWidth)
	// The thumbnail is made from the full size: far less to filter, and the
	// decoded photo is garbage by then.
	thumb = resize(full, directory.ThumbWidth)
	return full, thumb, nil
}

// decode reads at most MaxBytes from r, sniffs the type from the bytes and
// checks the declared dimensions before it decodes. The raw bytes are
// garbage once it returns.
func decode(r io.Reader) (image.Image, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxBytes+1))
	if err != nil {
		return nil, fmt.Errorf("read photo: %w", err)
	}
	if len(data) > MaxBytes {
		return nil, fmt.Errorf("read photo: %w", ErrTooLarge)
	}
	if len(data) == 0 {
		return nil, fmt.Errorf("empty body: %w", ErrNotImage)
	}
	ctype := http.DetectContentType(data)
	f, ok := formats[ctype]
	if !ok {
		return nil, fmt.Errorf("content is %s: %w", ctype, ErrNotImage)
	}
	cfg, err := f.decodeConfig(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("read %s header: %w: %w", f.name, ErrNotImage, err)
	}
	if err := checkSize(cfg.Width, cfg.Height); err != nil {
		return nil, fmt.Errorf("%s: %w", f.name, err)
	}
	img, err := f.decode(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("decode %s: %w: %w", f.name, ErrNotImage, err)
	}
	// The decoders keep to their header; this guards the resize all the same.
	if b := img.Bounds(); b.Empty() || b.Dx() > cfg.Width || b.Dy() > cfg.Height {
		return nil, fmt.Errorf("decode %s: frame %v in a %d×%d header: %w", f.name, b, cfg.Width, cfg.Height, ErrNotImage)
	}
	return img, nil
}

// checkSize refuses declared dimensions that are empty or too large to
// decode safely.
func checkSize(w, h int) error {
	if w <= 0 || h <= 0 || w > MaxSide || h > MaxSide || int64(w)*int64(h) > MaxPixels {
		return fmt.Errorf("%d×%d px: %w", w, h, ErrTooManyPixels)
	}
	return nil
}

// resize returns src at most width pixels wide, keeping the aspect ratio and
// never enlarging, drawn over white so transparency becomes white.
//
// It shrinks in two steps, as image libraries such as libvips do: halving
// with a box filter while the picture stays at least as large as the result,
// then scaler for the remaining factor, always under 2:1. ApproxBiLinear
// alone skips pixels beyond 2:1 and shows moiré on fine patterns (brickwork,
// lettering, a zone plate); after halving it shows about as little as
// Catmull-Rom, at a third of the time and without Catmull-Rom's buffer of
// 32 bytes per pixel. BenchmarkResize compares the filters.
func resize(src image.Image, width int) *image.RGBA {
	sb := src.Bounds()
	r := fit(sb.Dx(), sb.Dy(), width)
	for sb.Dx()/2 >= r.Dx() && sb.Dy()/2 >= r.Dy() {
		src = halve(src)
		sb = src.Bounds()
	}
	dst := image.NewRGBA(r)
	draw.Draw(dst, r, image.White, image.Point{}, draw.Src)
	if r.Size() == sb.Size() {
		draw.Draw(dst, r, src, sb.Min, draw.Over)
	} else {
		scaler.Scale(dst, r, src, sb, draw.Over, nil)
	}
	return dst
}

// halve returns src at half its size (an odd last row or column dropped),
// each pixel the mean of a 2×2 block: a box filter, exact at 2:1.
func halve(src image.Image) image.Image {
	if yc, ok := src.(*image.YCbCr); ok && yc.SubsampleRatio == image.YCbCrSubsampleRatio420 &&
		yc.Rect.Min.X%2 == 0 && yc.Rect.Min.Y%2 == 0 {
		return halve420(yc)
	}
	return halveRGBA(src)
}

// halve420 halves a 4:2:0 picture, what the JPEG decoder mostly returns,
// without converting it: its colour planes have the half size already, so
// only the brightness plane is averaged and the result is 4:4:4.
func halve420(src *image.YCbCr) *image.YCbCr {
	w, h := src.Rect.Dx()/2, src.Rect.Dy()/2
	luma := make([]uint8, w*h)
	for y := range h {
		top := src.Y[src.YOffset(src.Rect.Min.X, src.Rect.Min.Y+2*y):]
		bottom := top[src.YStride:]
		row := luma[y*w : y*w+w]
		for x := range row {
			sum := uint16(top[2*x]) + uint16(top[2*x+1]) + uint16(bottom[2*x]) + uint16(bottom[2*x+1])
			row[x] = uint8((sum + 2) / 4)
		}
	}
	c := src.COffset(src.Rect.Min.X, src.Rect.Min.Y)
	return &image.YCbCr{
		Y: luma, Cb: src.Cb[c:], Cr: src.Cr[c:],
		YStride: w, CStride: src.CStride,
		SubsampleRatio: image.YCbCrSubsampleRatio444,
		Rect:           image.Rect(0, 0, w, h),
	}
}

// halveRGBA halves any picture. It converts two rows at a time, so a large
// photo is never copied whole; the conversion is image/draw's, which has
// fast paths for the decoders' types.
func halveRGBA(src image.Image) *image.RGBA {
	sb := src.Bounds()
	w, h := sb.Dx()/2, sb.Dy()/2
	dst := image.NewRGBA(image.Rect(0, 0, w, h))
	strip := image.NewRGBA(image.Rect(0, 0, 2*w, 2))
	top, bottom := strip.Pix[:8*w], strip.Pix[strip.Stride:strip.Stride+8*w]
	for y := range h {
		draw.Draw(strip, strip.Rect, src, sb.Min.Add(image.Pt(0, 2*y)), draw.Src)
		row := dst.Pix[y*dst.Stride : y*dst.Stride+4*w]
		for i := range row {
			// Byte i is channel i%4 of pixel i/4, made of source pixels
			// 2(i/4) and 2(i/4)+1 of both rows, at bytes j and j+4.
			j := i + i&^3
			sum := uint16(top[j]) + uint16(top[j+4]) + uint16(bottom[j]) + uint16(bottom[j+4])
			row[i] = uint8((sum + 2) / 4)
		}
	}
	return dst
}

// scaler does the last step of resize, a variable for BenchmarkResize.
var scaler draw.Scaler = draw.ApproxBiLinear

// fit returns the rectangle of a w×h picture scaled to at most width wide.
func fit(w, h, width int) image.Rectangle {
	if w <= width {
		return image.Rect(0, 0, w, h)
	}
	nh := int((int64(h)*int64(width) + int64(w)/2) / int64(w))
	return image.Rect(0, 0, width, max(nh, 1))
}

// encode writes img as a baseline JPEG; nothing but the pixels goes in.
func encode(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: jpegQuality}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// contentKey is the key of a photo: the first hex digits of the SHA-256 of
// its full-size file.
func contentKey(fullJPEG []byte) string {
	sum := sha256.Sum256(fullJPEG)
	return hex.EncodeToString(sum[:])[:keyLen]
}
