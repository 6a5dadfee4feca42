package directory

import (
	"context"
	"time"
)

// AdminStore is the operator's view of the businesses: statistics, the
// filtered and sorted table and its facet lists. Unlike the storefront's
// lists, the table and the facets count every business, listed or not, so
// that the operator can find a hidden or closed one too.
type AdminStore interface {
	// AdminStats returns the dashboard's figures.
	AdminStats(ctx context.Context) (AdminStats, error)
	// AdminBusinesses returns one page of the businesses matching q, listed
	// or not, as list rows (see Store), and the number of all matches.
	AdminBusinesses(ctx context.Context, q AdminQuery) ([]Business, int, error)
	// AdminFacet lists the values of one table filter with their number of
	// businesses, listed or not: most first, then by label.
	AdminFacet(ctx context.Context, f Facet) ([]FacetCount, error)
}

// AdminStats are the dashboard's four figures. Businesses, cities and the
// average rating are the storefront's (listed businesses only; the rating
// over those that have one); categories counts the raw Google categories of
// listed businesses, the values of the panel's category filter.
type AdminStats struct {
	TotalBusinesses int     `json:"totalBusinesses"`
	TotalCities     int     `json:"totalCities"`
	TotalCategories int     `json:"totalCategories"`
	AvgRating       float64 `json:"avgRating"`
}

// AdminQuery selects one page of the operator's business table. Empty
// fields do not filter.
type AdminQuery struct {
	Search   string // see AdminSearchWords
	Category string // the raw Google category, exactly
	Type     string // the Google type, exactly
	City     string // compared by CityKey
	Country  string // country code such as DE, exactly
	Website  string // WebsiteValid, WebsiteInvalid or WebsiteUnchecked: the last URL check of the current website
	// CreatedFrom and CreatedTo bound the creation time: [from, to). Both
	// zero means any time.
	CreatedFrom, CreatedTo time.Time
	SortBy                 AdminSort
	Desc                   bool
	Page                   int // from 1
	Limit                  int
}

// Offset returns the row offset of the page.
func (q AdminQuery) Offset() int { return (q.Page - 1) * q.Limit }

// AdminSort names an allow-listed order of the operator's table.
type AdminSort string

// Orders of the operator's table. Ties go the same direction: by name for
// name, city and category; by review count for rating and by rating for
// review count, as on the storefront; then by id.
const (
	AdminSortName        AdminSort = "name"
	AdminSortCity        AdminSort = "city"
	AdminSortCategory    AdminSort = "category"
	AdminSortRating      AdminSort = "rating"
	AdminSortReviewCount AdminSort = "reviewCount"
)

// AdminSorts lists every order of the operator's table.
var AdminSorts = []AdminSort{AdminSortName, AdminSortCity, AdminSortCategory, AdminSortRating, AdminSortReviewCount}

// Facet names a filter of the operator's table that has a value list.
type Facet string

// The filters with value lists. FacetCity values are city keys (CityKey)
// with the city's name as label; FacetCountry values are country codes with
// the country's name as label; the others are labelled by their value.
const (
	FacetCategory Facet = "category"
	FacetType     Facet = "type"
	FacetCity     Facet = "city"
	FacetCountry  Facet = "country"
)

// FacetCount is one value of a facet with its number of businesses.
type FacetCount struct {
	Value string
	Label string
	Count int
}

// BerlinDay returns the instants that bound a calendar date (YYYY-MM-DD) in
// Europe/Berlin, [from, to); a day has 23, 24 or 25 hours. ok is false for
// anything that is not a valid date.
func BerlinDay(date string) (from, to time.Time, ok bool) {
	d, err := time.ParseInLocation(time.DateOnly, date, hoursZone())
	if err != nil || d.Format(time.DateOnly) != date {
		return time.Time{}, time.Time{}, false
	}
	return d, d.AddDate(0, 0, 1), true
}

// BerlinDate returns the calendar date of t in Europe/Berlin as YYYY-MM-DD.
func BerlinDate(t time.Time) string { return t.In(hoursZone()).Format(time.DateOnly) }

// Berlin returns the Europe/Berlin time zone, in which the panel shows and
// selects days.
func Berlin() *time.Location { return hoursZone() }
