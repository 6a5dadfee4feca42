package demo

import (
	"math"
	"math/rand/v2"
)

// starShares[t] is the share of 1…5-star reviews whose mean is 1 + t/20:
// a distribution tilted by exp(β·stars), β found by bisection. Reviews are
// drawn from it and the rating is their mean, so that rating, reviewCount
// and reviewsPerScore always agree.
var starShares = func() (tab [81][5]float64) {
	for t := range tab {
		target := 1 + float64(t)/20
		lo, hi := -20.0, 20.0
		for range 60 {
			mid := (lo + hi) / 2
			if mean(tilt(mid)) < target {
				lo = mid
			} else {
				hi = mid
			}
		}
		tab[t] = tilt((lo + hi) / 2)
	}
	return tab
}()

func tilt(beta float64) (p [5]float64) {
	var sum float64
	for i := range p {
		p[i] = math.Exp(beta * float64(i+1))
		sum += p[i]
	}
	for i := range p {
		p[i] /= sum
	}
	return p
}

func mean(p [5]float64) float64 {
	var m float64
	for i, v := range p {
		m += v * float64(i+1)
	}
	return m
}

// scoreKeys are the keys of reviewsPerScore.
var scoreKeys = [5]string{"1", "2", "3", "4", "5"}

// reviews draws a review count (long tail up to 1,500, none for about 3% new
// businesses), the count per star and the rating, rounded to one decimal.
func reviews(r *rand.Rand) (count int, perScore map[string]int, rating float64) {
	if r.IntN(100) < 3 {
		return 0, nil, 0
	}
	// 1501^(u^1.25): median about 20, a few hundred often, 1,500 rarely.
	u := r.Float64()
	count = int(math.Exp(math.Log(1501) * u * math.Sqrt(math.Sqrt(u))))
	count = max(1, min(count, 1500))

	// Most businesses are good: the target mean sits near 4.6 with a tail
	// towards 1, and a few are simply bad.
	target := 4.75 - math.Abs(r.NormFloat64())*0.45
	if r.IntN(100) < 5 {
		target = 1 + r.Float64()*3
	}
	target = max(1, min(target, 5))
	shares := starShares[int(math.Round((target-1)*20))]

	var n [5]int
	if count <= 15 {
		// Few reviews: draw each one, so that small counts look lumpy.
		for range count {
			n[drawStar(r, &shares)]++
		}
	} else {
		// Many reviews: the expected counts, remainders to the largest fractions.
		left := count
		var frac [5]float64
		for s, p := range shares {
			exact := p * float64(count)
			n[s] = int(exact)
			frac[s] = exact - float64(n[s])
			left -= n[s]
		}
		for ; left > 0; left-- {
			best := 0
			for s := range frac {
				if frac[s] > frac[best] {
					best = s
				}
			}
			n[best]++
			frac[best] = -1
		}
	}
	perScore = make(map[string]int, 5)
	sum := 0
	for s, c := range n {
		perScore[scoreKeys[s]] = c
		sum += c * (s + 1)
	}
	rating = math.Round(float64(sum)/float64(count)*10) / 10
	return count, perScore, rating
}

// drawStar draws one review's stars (0 for one star … 4 for five) from shares.
func drawStar(r *rand.Rand, shares *[5]float64) int {
	u, s := r.Float64(), 0
	for s < 4 && u >= shares[s] {
		u -= shares[s]
		s++
	}
	return s
}
