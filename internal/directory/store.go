package directory

import (
	"context"
	"time"
)

// Page limits shared by every list call.
const (
	MaxLimit       = 100
	MaxQueryLength = 200
	MaxRadiusKm    = 200
)

// SortBy names an allow-listed order of a category list.
type SortBy string

// Category list orders.
const (
	SortRating  SortBy = "rating"
	SortName    SortBy = "name"
	SortCity    SortBy = "city"
	SortReviews SortBy = "reviews"
)

// SearchQuery is a storefront search. Text is matched over name, category,
// subtypes and description; Location is a city name, a postal code or a
// postal-code prefix. With RadiusKm > 0, Center must be set (the handler
// geocodes Location) and businesses within the radius come nearest first.
//
// ByDistance with a Center and no radius orders the place's hits by their
// distance from Center instead (the MaxDistanceSorted best ranked of them).
//
// WidenKm with a Center and no radius is a circle search that picks its
// radius: the first of WidenKm (smallest first) within which there is a
// page, else the last; the result's WidenedKm says which. With Text and a
// Location as well, it widens the place's search: the circle search
// answers when the place holds less than a page and the circle more than
// the place, and its result's PlaceTotal says what the place held.
type SearchQuery struct {
	Text       string
	Location   string
	Category   string // taxonomy slug; empty means all
	Center     *Point
	RadiusKm   float64
	WidenKm    []float64
	ByDistance bool
	Filters    Filters
	Limit      int
	Offset     int
}

// MaxDistanceSorted bounds how many hits a search orders by distance from a
// place's centre (SearchQuery.ByDistance): the best ranked of a larger result.
const MaxDistanceSorted = 5000

// Point is a coordinate pair in degrees.
type Point struct {
	Lat, Lng float64
}

// SearchResult is the answer of a search: one page of businesses and the
// total. When text and a place found less than a page, the search widens to
// the place's surroundings (WideningRadii): WidenedKm is the radius it used
// and PlaceTotal what the place itself had.
type SearchResult struct {
	Businesses []Business `json:"businesses"`
	Total      int        `json:"total"`
	// TotalCapped says that a filtered or text search found more than Total
	// (MaxCountedTotal); set by the API from the store's count.
	TotalCapped bool    `json:"totalCapped,omitempty"`
	WidenedKm   float64 `json:"widenedKm,omitempty"`
	PlaceTotal  *int    `json:"placeTotal,omitempty"`
	// Places are the cities an ambiguous place name may mean ("Frankfurt"),
	// for the visitor to choose from; the hits are those of all of them.
	Places []string `json:"places,omitempty"`
}

// ListQuery selects one page of a city or category list.
type ListQuery struct {
	Page    int // from 1
	Limit   int
	SortBy  SortBy
	Filters Filters
}

// Offset returns the row offset of the page.
func (q ListQuery) Offset() int { return (q.Page - 1) * q.Limit }

// CategoryCount is a taxonomy slug with its number of listed businesses.
type CategoryCount struct {
	Slug  string
	Count int
	// AverageRating is the category's rating averaged over all its reviews
	// (a business with 800 reviews weighs 800 times one with one); 0 without reviews.
	AverageRating float64
}

// CityCategory is one category of one city: the city's stored spelling (as
// Cities names it), a taxonomy slug and the number of listed businesses of
// that category in that city.
type CityCategory struct {
	City  string
	Slug  string
	Count int
}

// BusinessURL is what a sitemap needs of a listed business.
type BusinessURL struct {
	ID        int64
	URLSlug   string
	UpdatedAt time.Time
}

// Store is the persistence of the directory. Every engine implements it with
// the same semantics; internal/store/storetest proves that.
//
// Lists (search, popular, city and category lists, counts) contain only
// listed businesses (see Business.Listed). Businesses come back with OpenNow
// not yet computed; list calls leave out the heavy fields (Business.Light).
type Store interface {
	AuthStore
	AdminStore
	QueueStore
	TransferStore
	JobStore
	ImportJobStore

	// UpsertBusinesses inserts the businesses, or updates the stored one with
	// the same DedupeKey (its PlaceID, or without one its name and address). It assigns
	// IDs, a unique URLSlug (kept stable on update), CategorySlug when empty,
	// and CreatedAt/UpdatedAt, writing the given slice in place. The batch is
	// one transaction. Derived data (counts, search vocabulary) is refreshed
	// before it returns. An update keeps the stored Hidden: hiding is the
	// operator's decision, which a re-import must not undo.
	UpsertBusinesses(ctx context.Context, bs []Business) (UpsertCounts, error)

	// BulkLoad runs fn, which writes many businesses, with the secondary
	// indexes set aside, and rebuilds and tunes them afterwards.
	BulkLoad(ctx context.Context, fn func(ctx context.Context) error) error
	// EnsureIndexes builds the secondary indexes that are missing (a bulk
	// load that was killed half-way dropped them) and refreshes the
	// planner's statistics of their tables; it reports whether it built any.
	EnsureIndexes(ctx context.Context) (built bool, err error)
	// Ready reports why the store cannot serve yet: the database does not
	// answer, a migration of this binary is not applied, or an index is
	// missing; nil when it can.
	Ready(ctx context.Context) error

	// DataVersion returns a number that every write of business data raises
	// (on any instance): an answer rendered at one version is current while
	// it stays the same. A store reads it at most once a second, so a write
	// through another store shows here within a second, one through this
	// store at once.
	DataVersion(ctx context.Context) (int64, error)

	// Business returns a business by id, listed or not; ENOTFOUND if absent.
	Business(ctx context.Context, id int64) (*Business, error)
	// BusinessBySlug returns a listed business by its URLSlug ("city/name").
	BusinessBySlug(ctx context.Context, urlSlug string) (*Business, error)

	// Search runs a storefront search (see SearchQuery and search.go).
	Search(ctx context.Context, q SearchQuery) (*SearchResult, error)
	// Popular returns the best listed businesses in rating order (RankScore), most reviewed first on ties.
	Popular(ctx context.Context, limit int) ([]Business, error)
	// CityBusinesses lists a city (matched by CityKey), best rated first, and
	// the total; with filters, the total is counted up to MaxCountedTotal+1
	// (as Search's and CategoryBusinesses').
	CityBusinesses(ctx context.Context, city string, q ListQuery) ([]Business, int, error)
	// CategoryBusinesses lists a taxonomy slug in the given order, and the total.
	CategoryBusinesses(ctx context.Context, slug string, q ListQuery) ([]Business, int, error)

	// CityCategoryBusinesses lists one category of one city (city matched by
	// CityKey, slug a taxonomy slug) best rated first, and the total, as
	// CityBusinesses does.
	CityCategoryBusinesses(ctx context.Context, city, slug string, q ListQuery) ([]Business, int, error)

	// BusinessURLs returns at most limit listed businesses in id order: those
	// with an id above afterID, after skipping the first skip of them.
	// Sitemaps page with it: skip finds where a file starts, afterID continues it.
	BusinessURLs(ctx context.Context, afterID int64, skip, limit int) ([]BusinessURL, error)

	// Cities lists cities with listed businesses: those of the country first
	// (a country code; "" for none), then most businesses first, then by
	// name: the first limit of them, or all when limit is 0.
	Cities(ctx context.Context, first string, limit int) ([]City, error)
	// CityCategories returns the taxonomy slugs that have listed businesses
	// in a city (matched by CityKey), most businesses first, then by slug;
	// none for an unknown city or the placeholder city Unknown.
	CityCategories(ctx context.Context, city string) ([]CityCategory, error)
	// CategoryCities returns the cities that have listed businesses of a
	// taxonomy slug, most businesses first, then by CityKey: the first limit
	// of them, or all when limit is 0. The placeholder city Unknown is left out.
	CategoryCities(ctx context.Context, slug string, limit int) ([]CityCategory, error)
	// CategoryCitiesAmong returns those of the given cities (matched by
	// CityKey) that have listed businesses of a taxonomy slug, in the order
	// given; a city named twice comes once.
	CategoryCitiesAmong(ctx context.Context, slug string, cities []string) ([]CityCategory, error)
	// CityCategoryPairs returns the cities and slugs with listed businesses
	// (as CityCategories has them) in the order of CityKey, then slug: at
	// most limit of those that come after the pair after (nil: all), after
	// skipping the first skip of them. Sitemaps page with it: skip finds
	// where a file starts, after continues it.
	CityCategoryPairs(ctx context.Context, after *CityCategory, skip, limit int) ([]CityCategory, error)
	// CountCityCategoryPairs returns the number of CityCategoryPairs.
	CountCityCategoryPairs(ctx context.Context) (int, error)
	// CountListedIn returns the number of listed businesses of a country.
	CountListedIn(ctx context.Context, country string) (int, error)
	// CategoryCounts returns the number of listed businesses per taxonomy slug.
	CategoryCounts(ctx context.Context) ([]CategoryCount, error)
	// CountListed returns the number of listed businesses.
	CountListed(ctx context.Context) (int, error)

	// Settings returns all settings; keys never set are absent.
	Settings(ctx context.Context) (Settings, error)
	// SaveSettings stores the given keys (one transaction).
	SaveSettings(ctx context.Context, s Settings) error

	// Close releases the store's resources.
	Close() error
}

// Clock returns the current time; stores and handlers take one so tests can fix it.
type Clock func() time.Time
