package directory

import "math"

// Rating order (docs/search.md, "Rating order"): a review-count-weighted (Bayesian)
// score, so that one 5-star review does not beat 800 at 4.6. The score is
// the mean of the business's reviews and PriorReviews imagined reviews of
// PriorRating: a handful of reviews moves it little, hundreds settle it at
// the real mean. The rating shown stays the real mean.
const (
	PriorRating  = 4.0
	PriorReviews = 10
	// MaxScore is the score of a perfect rating with endless reviews: scores
	// are hundredths of a star, 0 to 500.
	MaxScore = 500
)

// RankScore is the business's place in rating order, in hundredths of a
// star: the Bayesian mean for a business with reviews; 1 for one without
// (after every rated one); 0 for one closed for the time being (after every
// open one).
func RankScore(b *Business) int {
	switch {
	case b.BusinessStatus == StatusClosedTemporarily:
		return 0
	case b.ReviewCount <= 0 || b.Rating <= 0:
		return 1
	}
	n := float64(b.ReviewCount)
	mean := (n*min(b.Rating, 5) + PriorReviews*PriorRating) / (n + PriorReviews)
	return max(2, int(math.Round(mean*100)))
}

// RatingWeight is what a business adds to its category's average rating,
// which is weighted by reviews: its reviews and its stars in tenths times
// its reviews. A business without a rating or reviews adds nothing.
func RatingWeight(b *Business) (reviews, starTenths int64) {
	if b.Rating <= 0 || b.ReviewCount <= 0 {
		return 0, 0
	}
	n := int64(b.ReviewCount)
	return n, int64(math.Round(min(b.Rating, 5)*10)) * n
}

// AverageRating is the review-weighted average of the given sums, to one
// decimal; 0 when there are no reviews.
func AverageRating(reviews, starTenths int64) float64 {
	if reviews <= 0 {
		return 0
	}
	return math.Round(float64(starTenths)/float64(reviews)) / 10
}
