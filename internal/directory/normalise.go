package directory

import "strings"

// Normalise fills defaults and refuses what no stored business may be;
// the store calls it for every business it writes.
func (b *Business) Normalise() error {
	// Every text is stored trimmed, as the importer reads it, so that an
	// export imports back unchanged, and as valid UTF-8 without NUL on both
	// engines (CleanText).
	b.Name = strings.TrimSpace(CleanText(b.Name))
	if b.Name == "" {
		return Errorf(EINVALID, "Name fehlt.").WithKey("name_missing")
	}
	for _, f := range []*string{&b.City, &b.PlaceID, &b.Category, &b.Subtypes, &b.Type, &b.Address, &b.FullAddress,
		&b.PostalCode, &b.Country, &b.CountryCode, &b.Phone, &b.Website, &b.ReviewsLink, &b.Description} {
		*f = strings.TrimSpace(CleanText(*f))
	}
	for _, link := range []string{b.Website, b.ReviewsLink} {
		if link != "" && !IsWebURL(link) {
			return Errorf(EINVALID, "Links sind nur als http- oder https-Adresse erlaubt: %q.", link).WithKey("link_not_web", "link", link)
		}
	}
	b.TimeZone = CleanTimeZone(strings.TrimSpace(b.TimeZone)) // only zones every reader can load
	if b.CountryCode == "" {
		b.CountryCode = DefaultCountryCode
	}
	if b.Country == "" && b.CountryCode == DefaultCountryCode {
		b.Country = DefaultCountry
	}
	if b.BusinessStatus == "" {
		b.BusinessStatus = StatusOperational
	}
	if b.CategorySlug == "" {
		b.CategorySlug = MapCategory(b.Category, b.Subtypes)
	}
	if b.Photos == nil {
		b.Photos = []string{} // the mirrored copies come later (photo job)
	}
	return nil
}
