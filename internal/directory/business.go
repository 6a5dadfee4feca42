// Package directory holds Branchenbuch's domain: businesses, cities, settings,
// the category taxonomy, opening hours, slugs, search normalisation and the
// store interface that the storage engines implement.
package directory

import (
	"encoding/json"
	"strings"
	"time"
)

// UnavailableName is the name the source data gives to placeholder rows; such
// businesses never appear in lists.
const UnavailableName = "Unavailable Business"

// Business status values as Outscraper writes them.
const (
	StatusOperational       = "OPERATIONAL"
	StatusClosedTemporarily = "CLOSED_TEMPORARILY"
	StatusClosedPermanently = "CLOSED_PERMANENTLY"
	DefaultCountryCode      = "DE"
	DefaultCountry          = "Deutschland"
)

// Business is one listed or unlisted business. Its JSON shape is the one
// every call of the API uses (docs/api.md, "A business").
type Business struct {
	ID              int64             `json:"id"`
	Name            string            `json:"name"`
	Category        string            `json:"category"`
	CategoryLabels  map[string]string `json:"categoryLabels,omitempty"` // display names of the category by locale ("de", "en")
	CategorySlug    string            `json:"categorySlug"`
	City            string            `json:"city"`
	Address         string            `json:"address"`
	FullAddress     string            `json:"fullAddress"`
	PostalCode      string            `json:"postalCode"`
	Country         string            `json:"country"`
	CountryCode     string            `json:"country_code"`
	Phone           string            `json:"phone"`
	Website         string            `json:"website"`
	Rating          float64           `json:"rating"`
	ReviewCount     int               `json:"reviewCount"`
	ReviewsLink     string            `json:"reviewsLink"`
	ReviewsPerScore map[string]int    `json:"reviewsPerScore,omitempty"`
	Photos          []string          `json:"photos"`              // mirrored copies (photos.go), never the imported URLs
	Thumbnail       string            `json:"thumbnail,omitempty"` // the first photo's small copy
	PhotoSources    []string          `json:"-"`                   // the imported photo URLs, mirrored by the photo job
	PhotosCount     int               `json:"photosCount"`
	IsOpen          *bool             `json:"isOpen"`
	WorkingHours    map[string]string `json:"workingHours,omitempty"`
	Description     string            `json:"description"`
	About           json.RawMessage   `json:"about,omitempty"`
	Subtypes        string            `json:"subtypes"`
	Verified        bool              `json:"verified"`
	Latitude        *float64          `json:"latitude"`
	Longitude       *float64          `json:"longitude"`
	PriceLevel      *int              `json:"priceLevel"`
	Type            string            `json:"type"`
	PlaceID         string            `json:"place_id"`
	URLSlug         string            `json:"urlSlug"`
	OpenNow         *bool             `json:"openNow"`
	BusinessStatus  string            `json:"businessStatus"`
	TimeZone        string            `json:"timeZone,omitempty"` // IANA name from the import; "" means Europe/Berlin
	Hidden          bool              `json:"hidden,omitempty"`
	DistanceKm      *float64          `json:"distanceKm,omitempty"`
	CreatedAt       time.Time         `json:"createdAt"`
	UpdatedAt       time.Time         `json:"updatedAt"`
	// week is a list row's parsed WorkingHours (UseStoredHours), shared
	// with the other rows of the same hours; nil reads WorkingHours.
	week *storedWeek
}

// Listed reports whether the business may appear on the storefront: not hidden
// by the operator, not a placeholder row and not closed for good.
func (b *Business) Listed() bool {
	return !b.Hidden && b.Name != UnavailableName && b.BusinessStatus != StatusClosedPermanently
}

// Light drops the heavy fields that list rows leave out.
func (b *Business) Light() {
	b.About = nil
	b.ReviewsPerScore = nil
	b.WorkingHours = nil
}

// ComputeOpenNow sets OpenNow from the working hours at the given instant,
// falling back to the imported IsOpen flag when the hours are unknown.
func (b *Business) ComputeOpenNow(now time.Time) {
	// A closed business is closed whatever its hours say; the storefront
	// names the reason from businessStatus ("Vorübergehend geschlossen").
	if b.BusinessStatus == StatusClosedTemporarily || b.BusinessStatus == StatusClosedPermanently {
		closed := false
		b.OpenNow = &closed
		return
	}
	if h, ok := b.hours(); ok {
		// In the business's own zone; a day the hours leave out is unknown
		// (null), not closed, and not the stale imported flag either.
		if open, known := h.OpenIn(now, ZoneOf(b.TimeZone)); known {
			b.OpenNow = &open
		} else {
			b.OpenNow = nil
		}
		return
	}
	b.OpenNow = b.IsOpen
}

// hours are the business's parsed working hours; ok is false when they
// name no day.
func (b *Business) hours() (WeeklyHours, bool) {
	if b.week != nil {
		return b.week.hours, b.week.ok
	}
	return HoursFromDisplay(b.WorkingHours)
}

// City is one entry of the city list.
type City struct {
	City          string `json:"city"`
	BusinessCount int    `json:"businessCount"`
}

// Stats is the public figure set of the storefront.
type Stats struct {
	Total int `json:"total"`
	// HomeCountry and HomeTotal are the home country (HomeCountrySetting)
	// and its number of listed businesses, which the home page names.
	HomeCountry string `json:"homeCountry"`
	HomeTotal   int    `json:"homeTotal"`
}

// Settings are the operator's site settings; every value is raw markup or text.
type Settings map[string]string

// SettingKeys lists every setting the product knows, in form order.
// analytics_code runs only with the visitor's analytics consent, head_code
// always; the operator_* keys are the legal details the imprint shows.
var SettingKeys = []string{
	"head_code", "footer_code", "site_title", "site_description",
	"ad_area_1", "ad_area_2", "ad_area_3", "ad_area_4",
	"analytics_code",
	"operator_company", "operator_address", "operator_register", "operator_vat_id",
	"operator_directors", "operator_email", "operator_phone", "operator_hours",
	HomeCountrySetting, MapTileURLSetting,
}

// HomeCountrySetting names the country the storefront is about (a country
// code, DE when unset): the home page counts its businesses and lists its
// cities first; other countries stay reachable through the search.
const HomeCountrySetting = "home_country"

// HomeCountry returns the home country's code of the settings.
func HomeCountry(s Settings) string {
	c := strings.ToUpper(strings.TrimSpace(s[HomeCountrySetting]))
	if len(c) != 2 || c[0] < 'A' || c[0] > 'Z' || c[1] < 'A' || c[1] > 'Z' {
		return DefaultCountryCode
	}
	return c
}
