package ogimage

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"sync"

	"golang.org/x/image/vector"
)

// Star is how one of the five rating stars is drawn.
type Star int

// The three ways a star is drawn.
const (
	Empty Star = iota
	Half
	Full
)

// Stars splits a rating into five stars the way the storefront does: the
// rating is clamped to 0–5 and a half star shows when its fraction is .5 or more.
func Stars(rating float64) [5]Star {
	r := clampRating(rating)
	full := int(math.Floor(r))
	half := r-float64(full) >= 0.5
	var out [5]Star
	for i := range out {
		switch {
		case i < full:
			out[i] = Full
		case i == full && half:
			out[i] = Half
		}
	}
	return out
}

// Star geometry in pixels.
const (
	starSize = 52
	starGap  = 10
)

// dimWhite draws empty stars and the empty half of a half star: visible on
// every category colour, yet clearly not filled.
var dimWhite = image.NewUniform(color.NRGBA{R: 255, G: 255, B: 255, A: 90})

// starMask is one antialiased five-pointed star, rasterised once and reused
// as the mask of every star drawn.
var starMask = sync.OnceValue(func() *image.Alpha {
	// The star's points reach R above the centre and R·cos 36° below it, so
	// R = size / (1 + cos 36°) makes it fill the square's height exactly.
	outer := float64(starSize) / (1 + math.Cos(math.Pi/5))
	inner := outer * 0.5 // plumper than the regular 0.38, like the storefront's icon
	cx, cy := float64(starSize)/2, outer
	z := vector.NewRasterizer(starSize, starSize)
	for i := range 10 {
		r := outer
		if i%2 == 1 {
			r = inner
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		x, y := float32(cx+r*math.Cos(a)), float32(cy+r*math.Sin(a))
		if i == 0 {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
	z.ClosePath()
	mask := image.NewAlpha(image.Rect(0, 0, starSize, starSize))
	z.Draw(mask, mask.Bounds(), image.Opaque, image.Point{})
	return mask
})

// drawStars draws the five stars of rating with their top-left corner at (x, y)
// and returns the x where the row ends.
func drawStars(dst draw.Image, rating float64, x, y int) int {
	mask := starMask()
	for i, s := range Stars(rating) {
		r := image.Rect(x, y, x+starSize, y+starSize).Add(image.Pt(i*(starSize+starGap), 0))
		switch s {
		case Full:
			draw.DrawMask(dst, r, image.White, image.Point{}, mask, image.Point{}, draw.Over)
		case Half:
			draw.DrawMask(dst, r, dimWhite, image.Point{}, mask, image.Point{}, draw.Over)
			r.Max.X = r.Min.X + starSize/2
			draw.DrawMask(dst, r, image.White, image.Point{}, mask, image.Point{}, draw.Over)
		default:
			draw.DrawMask(dst, r, dimWhite, image.Point{}, mask, image.Point{}, draw.Over)
		}
	}
	return x + 5*starSize + 4*starGap
}
