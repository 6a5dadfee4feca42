package directory

import "math"

const earthRadiusKm = 6371.0

// DistanceKm is the great-circle distance between two points (haversine).
func DistanceKm(a, b Point) float64 {
	lat1, lat2 := a.Lat*math.Pi/180, b.Lat*math.Pi/180
	dLat := lat2 - lat1
	dLng := (b.Lng - a.Lng) * math.Pi / 180
	h := math.Sin(dLat/2)*math.Sin(dLat/2) + math.Cos(lat1)*math.Cos(lat2)*math.Sin(dLng/2)*math.Sin(dLng/2)
	return 2 * earthRadiusKm * math.Asin(math.Min(1, math.Sqrt(h)))
}

// BoundingBox returns the latitude and longitude ranges that contain every
// point within radiusKm of c; stores use it to narrow candidates by index.
func BoundingBox(c Point, radiusKm float64) (minLat, maxLat, minLng, maxLng float64) {
	dLat := radiusKm / earthRadiusKm * 180 / math.Pi
	cos := math.Cos(c.Lat * math.Pi / 180)
	if cos < 0.01 {
		cos = 0.01
	}
	dLng := dLat / cos
	return c.Lat - dLat, c.Lat + dLat, c.Lng - dLng, c.Lng + dLng
}
