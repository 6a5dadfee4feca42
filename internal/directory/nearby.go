package directory

// WideningRadii are the radii, in km, that a search widens through when a
// place has too few hits, and that "nearby" looks in: close first, so the
// nearest alternatives come without scanning a whole region.
var WideningRadii = []float64{5, 10, 25, 50}

// NearbyLimit is how many businesses of the same category a detail page
// shows as nearby alternatives.
const NearbyLimit = 6
