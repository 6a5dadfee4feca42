package demo

import (
	"fmt"
	"slices"
)

// Generation is one generation of Outscraper's export header. Real files of
// both are in circulation, and the importer must read either.
type Generation int

// The header generations the demo writer can produce.
const (
	Current Generation = iota // website, address, h3, kgmid …
	Earlier                   // site, full_address, borough, us_state, working_hours_old_format and enrichment columns
)

// ParseGeneration reads a generation as named on the command line.
func ParseGeneration(s string) (Generation, error) {
	switch s {
	case "current":
		return Current, nil
	case "earlier":
		return Earlier, nil
	}
	return 0, fmt.Errorf("unknown header generation %q (want current or earlier)", s)
}

// String names the generation as ParseGeneration reads it.
func (g Generation) String() string {
	if g == Earlier {
		return "earlier"
	}
	return "current"
}

// currentHeader is the header of today's Outscraper Google Maps export.
var currentHeader = []string{
	"query", "name", "name_for_emails", "subtypes", "category", "type", "phone", "website", "address",
	"street", "city", "county", "state", "state_code", "postal_code", "country", "country_code",
	"latitude", "longitude", "h3", "time_zone", "plus_code", "area_service", "rating", "reviews",
	"reviews_link", "reviews_tags", "reviews_per_score", "reviews_per_score_1", "reviews_per_score_2",
	"reviews_per_score_3", "reviews_per_score_4", "reviews_per_score_5", "photos_count", "photo",
	"street_view", "logo", "located_in", "located_google_id", "business_status", "working_hours",
	"working_hours_csv_compatible", "other_hours", "popular_times", "typical_time_spent", "range",
	"prices", "reservation_links", "booking_appointment_link", "menu_link", "order_links", "about",
	"description", "posts", "verified", "owner_id", "owner_title", "owner_link", "location_link",
	"location_reviews_link", "place_id", "google_id", "cid", "kgmid", "reviews_id",
}

// earlierBase is the Google Maps part of the earlier header, in its own
// order; the enrichment columns follow it.
var earlierBase = []string{
	"query", "name", "site", "type", "subtypes", "category", "phone", "full_address", "borough",
	"street", "city", "postal_code", "state", "us_state", "country", "country_code", "latitude",
	"longitude", "time_zone", "plus_code", "rating", "reviews", "reviews_link", "reviews_tags",
	"reviews_per_score", "reviews_per_score_1", "reviews_per_score_2", "reviews_per_score_3",
	"reviews_per_score_4", "reviews_per_score_5", "photos_count", "photo", "street_view",
	"working_hours", "working_hours_old_format", "other_hours", "popular_times", "business_status",
	"about", "range", "posts", "logo", "description", "verified", "reservation_links",
	"booking_appointment_link", "menu_link", "order_links", "owner_id", "owner_title", "owner_link",
	"location_link", "place_id", "google_id", "cid", "reviews_id", "located_in", "located_google_id",
}

var earlierHeader = slices.Concat(earlierBase, enrichmentColumns())

// OutscraperHeader returns the full header of generation g; the caller may
// keep or change the slice.
func OutscraperHeader(g Generation) []string {
	if g == Earlier {
		return slices.Clone(earlierHeader)
	}
	return slices.Clone(currentHeader)
}

// columnIndex maps each column name of a header to its position.
func columnIndex(header []string) map[string]int {
	m := make(map[string]int, len(header))
	for i, name := range header {
		m[name] = i
	}
	return m
}

var (
	currentIndex = columnIndex(currentHeader)
	earlierIndex = columnIndex(earlierHeader)
)

func headerIndex(g Generation) (header []string, index map[string]int) {
	if g == Earlier {
		return earlierHeader, earlierIndex
	}
	return currentHeader, currentIndex
}
