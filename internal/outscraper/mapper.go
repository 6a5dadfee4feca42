package outscraper

import (
	"strings"

	"branchenbuch/internal/directory"
)

// column is one header the mapper reads.
type column int

const (
	colName column = iota
	colCategory
	colType
	colSubtypes
	colPhone
	colWebsite
	colSite
	colAddress
	colFullAddress
	colDisplayAddress
	colCity
	colPostalCode
	colCountry
	colCountryCode
	colLatitude
	colLongitude
	colRating
	colReviews
	colReviewsLink
	colReviewsPerScore
	colRPS1
	colRPS2
	colRPS3
	colRPS4
	colRPS5
	colPhotosCount
	colPhotos
	colPhoto
	colBusinessStatus
	colWorkingHours
	colWorkingHoursOld
	colAbout
	colDescription
	colVerified
	colRange
	colPlaceID
	colIsOpen
	colCategorySlug
	colTimeZone
	numColumns
)

// headerNames are the header spellings, lower-case, of every column the
// mapper reads; both Outscraper generations and our own export use them.
var headerNames = [numColumns]string{
	colName: "name", colCategory: "category", colType: "type", colSubtypes: "subtypes",
	colPhone: "phone", colWebsite: "website", colSite: "site", colAddress: "address",
	colFullAddress: "full_address", colDisplayAddress: "display_address", colCity: "city",
	colPostalCode: "postal_code", colCountry: "country", colCountryCode: "country_code",
	colLatitude: "latitude", colLongitude: "longitude", colRating: "rating",
	colReviews: "reviews", colReviewsLink: "reviews_link", colReviewsPerScore: "reviews_per_score",
	colRPS1: "reviews_per_score_1", colRPS2: "reviews_per_score_2", colRPS3: "reviews_per_score_3",
	colRPS4: "reviews_per_score_4", colRPS5: "reviews_per_score_5",
	colPhotosCount: "photos_count", colPhotos: "photos", colPhoto: "photo",
	colBusinessStatus: "business_status", colWorkingHours: "working_hours",
	colWorkingHoursOld: "working_hours_old_format", colAbout: "about",
	colDescription: "description", colVerified: "verified", colRange: "range",
	colPlaceID: "place_id", colIsOpen: "is_open", colCategorySlug: "category_slug",
	colTimeZone: "time_zone",
}

// Mapper turns rows of one header into businesses. It resolves the column
// positions once, so mapping a row costs no lookups by name.
// Map is safe for concurrent use, so rows can be mapped by several workers.
type Mapper struct {
	pos        [numColumns]int // index in the row, -1 when the header lacks it
	categories memo[string]
	hours      memo[map[string]string]
}

// NewMapper checks the header (EINVALID when there is no `name` column) and
// remembers the column positions. Headers match case-insensitively after
// trimming; the first of duplicate headers wins; unknown ones are ignored.
func NewMapper(header []string) (*Mapper, error) {
	m := &Mapper{}
	for i := range m.pos {
		m.pos[i] = -1
	}
	index := make(map[string]column, numColumns)
	for c, name := range headerNames {
		index[name] = column(c)
	}
	for i, h := range header {
		h = strings.ToLower(strings.TrimSpace(strings.TrimPrefix(h, "\uFEFF")))
		if c, ok := index[h]; ok && m.pos[c] < 0 {
			m.pos[c] = i
		}
	}
	if m.pos[colName] < 0 {
		return nil, errNoNameColumn()
	}
	return m, nil
}

// cell returns the cleaned value of column c: valid UTF-8 without NUL
// (directory.CleanText), trimmed, the empty markers (None, nan, null) as "",
// and the export's formula guard removed.
func (m *Mapper) cell(cells []string, c column) string {
	i := m.pos[c]
	if i < 0 || i >= len(cells) {
		return ""
	}
	return cleanCell(cells[i])
}

func cleanCell(v string) string {
	v = strings.TrimSpace(directory.CleanText(v))
	if u := unguard(v); len(u) != len(v) {
		v = strings.TrimSpace(u)
	}
	switch {
	case len(v) > 4:
		return v
	case strings.EqualFold(v, "none"), strings.EqualFold(v, "nan"), strings.EqualFold(v, "null"):
		return ""
	}
	return v
}

// first returns the first non-empty value among the columns.
func (m *Mapper) first(cells []string, cols ...column) string {
	for _, c := range cols {
		if v := m.cell(cells, c); v != "" {
			return v
		}
	}
	return ""
}

// Map turns one row's cells (shorter or longer than the header) into a
// Business. The error is a *directory.Error EINVALID with the Turkish row
// message; the caller adds the row number.
func (m *Mapper) Map(cells []string) (directory.Business, error) {
	var b directory.Business
	var err error
	b.Name = m.cell(cells, colName)
	if b.Name == "" {
		return b, invalid("İşletme adı (name) eksik.")
	}
	b.Type = m.cell(cells, colType)
	b.Subtypes = m.cell(cells, colSubtypes)
	b.Category = m.cell(cells, colCategory)
	if b.Category == "" {
		b.Category = firstSubtype(b.Subtypes)
	}
	if b.Category == "" {
		b.Category = b.Type
	}
	b.CategorySlug = m.categorySlug(cells, &b)
	b.Phone = integerText(m.cell(cells, colPhone))
	if b.Website, err = parseWebsite(m.first(cells, colWebsite, colSite)); err != nil {
		return b, err
	}
	b.FullAddress = m.first(cells, colAddress, colFullAddress)
	b.Address = m.cell(cells, colDisplayAddress)
	if b.Address == "" {
		b.Address = displayAddress(b.FullAddress)
	}
	b.City = m.cell(cells, colCity)
	b.CountryCode = strings.ToUpper(m.cell(cells, colCountryCode))
	if b.CountryCode == "" {
		b.CountryCode = directory.DefaultCountryCode
	}
	b.Country = m.cell(cells, colCountry)
	if b.Country == "" && b.CountryCode == directory.DefaultCountryCode {
		b.Country = directory.DefaultCountry
	}
	b.PostalCode = postalCode(m.cell(cells, colPostalCode), b.CountryCode)
	if err := m.mapNumbers(cells, &b); err != nil {
		return b, err
	}
	if v := m.cell(cells, colReviewsLink); directory.IsWebURL(v) {
		b.ReviewsLink = v // anything else (javascript:, data:, a bare word) is dropped
	}
	b.ReviewsPerScore = m.reviewsPerScore(cells)
	b.PhotoSources = m.photos(cells)
	if b.BusinessStatus, err = businessStatus(m.cell(cells, colBusinessStatus)); err != nil {
		return b, err
	}
	b.WorkingHours = m.workingHours(m.cell(cells, colWorkingHours))
	if b.WorkingHours == nil {
		b.WorkingHours = m.workingHours(m.cell(cells, colWorkingHoursOld))
	}
	b.About = aboutJSON(m.cell(cells, colAbout))
	b.Description = m.cell(cells, colDescription)
	b.Verified, _ = parseBool(m.cell(cells, colVerified))
	b.PriceLevel = priceLevel(m.cell(cells, colRange))
	b.PlaceID = m.cell(cells, colPlaceID)
	if v, ok := parseBool(m.cell(cells, colIsOpen)); ok {
		b.IsOpen = &v
	}
	// A zone this binary cannot load is dropped, not an error: the
	// business then keeps its hours in Europe/Berlin.
	b.TimeZone = directory.CleanTimeZone(m.cell(cells, colTimeZone))
	return b, nil
}

// mapNumbers fills coordinates, rating and the counts.
func (m *Mapper) mapNumbers(cells []string, b *directory.Business) error {
	var err error
	if b.Latitude, err = coordinate(m.cell(cells, colLatitude), 90, "enlem"); err != nil {
		return err
	}
	if b.Longitude, err = coordinate(m.cell(cells, colLongitude), 180, "boylam"); err != nil {
		return err
	}
	if b.Rating, err = rating(m.cell(cells, colRating)); err != nil {
		return err
	}
	if b.ReviewCount, err = count(m.cell(cells, colReviews), "Yorum sayısı"); err != nil {
		return err
	}
	b.PhotosCount, err = count(m.cell(cells, colPhotosCount), "Fotoğraf sayısı")
	return err
}

// categorySlug keeps our own export's slug when it names a taxonomy entry
// and otherwise maps the raw category.
func (m *Mapper) categorySlug(cells []string, b *directory.Business) string {
	if slug := m.cell(cells, colCategorySlug); slug != "" {
		if _, ok := directory.CategoryBySlug(slug); ok {
			return slug
		}
	}
	return m.categories.get(b.Category+"\x00"+b.Subtypes, func(key string) string {
		category, subtypes, _ := strings.Cut(key, "\x00")
		return directory.MapCategory(category, subtypes)
	})
}

// workingHours parses hours through the memo and hands out a copy, since
// the caller owns the map.
func (m *Mapper) workingHours(v string) map[string]string {
	if v == "" {
		return nil
	}
	shared := m.hours.get(v, workingHours)
	if shared == nil {
		return nil
	}
	out := make(map[string]string, len(shared))
	for k, d := range shared {
		out[k] = d
	}
	return out
}

func firstSubtype(subtypes string) string {
	first, _, _ := strings.Cut(subtypes, ",")
	return strings.TrimSpace(first)
}

// displayAddress drops the country Outscraper appends to German addresses.
func displayAddress(full string) string {
	for _, suffix := range []string{", Deutschland", ", Germany", ", DE"} {
		if len(full) >= len(suffix) && strings.EqualFold(full[len(full)-len(suffix):], suffix) {
			return strings.TrimSpace(full[:len(full)-len(suffix)])
		}
	}
	return full
}

func invalid(format string, args ...any) error {
	return directory.Errorf(directory.EINVALID, format, args...)
}
