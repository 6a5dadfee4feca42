package demo

import (
	"math"
	"math/rand/v2"

	"branchenbuch/internal/directory"
)

// rescraper draws what a later scrape finds changed, from a random stream
// of its own that is seeded per place, so that the first scrape's stream
// (and with it every other business) stays as Generate makes it.
type rescraper struct {
	src  *rand.PCG
	r    *rand.Rand
	seed uint64
}

func newRescraper(seed int64) *rescraper {
	src := rand.NewPCG(0, 0)
	return &rescraper{src: src, r: rand.New(src), seed: uint64(seed) ^ 0x2545f4914f6cdd1d}
}

// Shares of the businesses whose later scrape shows a change, in per mille.
const (
	laterHoursChanged   = 150 // another week of the trade's typical hours
	laterHoursAdded     = 200 // of those without hours
	laterWebsiteMoved   = 50  // of those with a website: another domain
	laterWebsiteGone    = 10  // of those with a website
	laterWebsiteAdded   = 30  // of those without a website
	laterPhoneChanged   = 10
	laterVerified       = 30 // of the unverified
	laterClosedForNow   = 5  // of the operational: closed temporarily
	laterReopened       = 500
	laterPhotosMax      = 3   // up to this many new photos
	laterReviewsPerMill = 100 // up to this share of the reviews is new
)

// rescrape changes b, made from category c, name and city index city with
// week hoursAt of the pool (-1: none), as a later scrape finds it. Place
// id, name and address stay: they are what the importer matches on and
// what the business's address (its slug) is made of.
func (g *generator) rescrape(b *directory.Business, c *category, name string, city, hoursAt int) {
	l := g.later
	l.src.Seed(placeHash(b.PlaceID), l.seed)
	r := l.r
	per := func(mille int) bool { return r.IntN(1000) < mille }

	b.ReviewCount, b.ReviewsPerScore, b.Rating = moreReviews(r, b.ReviewCount, b.ReviewsPerScore, b.Rating)
	b.PhotosCount = max(b.PhotosCount, min(50, b.PhotosCount+r.IntN(laterPhotosMax+1)))

	switch {
	case hoursAt >= 0 && per(laterHoursChanged):
		b.WorkingHours = g.workingHours(c.hours, (hoursAt+1+r.IntN(weekPool-1))%weekPool)
	case hoursAt < 0 && per(laterHoursAdded):
		b.WorkingHours = g.workingHours(c.hours, r.IntN(weekPool))
	}

	switch {
	case b.Website == "":
		if per(laterWebsiteAdded) {
			b.Website = g.website(r, name, city)
		}
	case per(laterWebsiteMoved):
		// The business moved to a domain with its city in the name, or
		// from there to the plain one.
		host := siteHost(name)
		moved := g.cityWebsite(host, city)
		if moved == b.Website {
			moved = "https://www." + host + ".de"
		}
		b.Website = moved
	case per(laterWebsiteGone):
		b.Website = ""
	}

	if per(laterPhoneChanged) {
		b.Phone = phone(r, g.cities[city].Name, b.PostalCode)
	}
	if !b.Verified && per(laterVerified) {
		b.Verified = true
	}
	switch b.BusinessStatus {
	case directory.StatusOperational:
		if per(laterClosedForNow) {
			b.BusinessStatus = directory.StatusClosedTemporarily
		}
	case directory.StatusClosedTemporarily:
		if per(laterReopened) {
			b.BusinessStatus = directory.StatusOperational
		}
	}
}

// moreReviews adds the reviews written since the first scrape: at least
// one, up to a tenth more, each drawn around the rating so far (4.5 for a
// place without reviews). Count, stars and rating agree as reviews' do.
func moreReviews(r *rand.Rand, count int, perScore map[string]int, rating float64) (int, map[string]int, float64) {
	target := rating
	if count == 0 {
		target = 4.5
	}
	shares := starShares[int(math.Round((max(1, min(target, 5))-1)*20))]
	added := 1 + r.IntN(1+count*laterReviewsPerMill/1000)
	next := make(map[string]int, 5)
	for _, k := range scoreKeys {
		next[k] = perScore[k]
	}
	for range added {
		next[scoreKeys[drawStar(r, &shares)]]++
	}
	count += added
	sum := 0
	for s, k := range scoreKeys {
		sum += next[k] * (s + 1)
	}
	return count, next, math.Round(float64(sum)/float64(count)*10) / 10
}
