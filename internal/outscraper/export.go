package outscraper

// ExportHeader is the header row of the CSV export; the mapper reads every
// one of these columns back (id, hidden, url_slug and the timestamps are
// ignored), so export → import is a round trip.
var ExportHeader = []string{
	"id", "place_id", "name", "category", "category_slug", "subtypes", "type", "phone", "website",
	"address", "display_address", "city", "postal_code", "country", "country_code", "latitude",
	"longitude", "rating", "reviews", "reviews_link", "reviews_per_score", "photos_count", "photos",
	"business_status", "working_hours", "about", "description", "verified", "range", "is_open",
	"time_zone", "hidden", "url_slug", "created_at", "updated_at",
}
