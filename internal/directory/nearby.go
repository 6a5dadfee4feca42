package directory

import "context"

// WideningRadii are the radii, in km, that a search widens through when a
// place has too few hits, and that "nearby" looks in: close first, so the
// nearest alternatives come without scanning a whole region.
var WideningRadii = []float64{5, 10, 25, 50}

// NearbyLimit is how many businesses of the same category a detail page
// shows as nearby alternatives.
const NearbyLimit = 6

// Nearby finds up to NearbyLimit listed businesses of b's category nearest
// to it, with their distance, looking in widening circles so that a dense
// city costs a small box; radius is the circle they were found in (0 when
// none). A business without coordinates has none. The detail page's API
// answer and the server's detail page both read it.
func Nearby(ctx context.Context, st Store, b *Business) (found []Business, radius float64, err error) {
	if b.Latitude == nil || b.Longitude == nil {
		return nil, 0, nil
	}
	center := Point{Lat: *b.Latitude, Lng: *b.Longitude}
	for _, r := range WideningRadii {
		// One more than shown: the business itself is in its own circle.
		res, err := st.Search(ctx, SearchQuery{Category: b.CategorySlug, Center: &center, RadiusKm: r, Limit: NearbyLimit + 1})
		if err != nil {
			return nil, 0, err
		}
		found, radius = found[:0], r
		for _, x := range res.Businesses {
			if x.ID != b.ID {
				found = append(found, x)
			}
		}
		if len(found) >= NearbyLimit {
			break
		}
	}
	found = found[:min(len(found), NearbyLimit)]
	if len(found) == 0 {
		radius = 0
	}
	return found, radius, nil
}
