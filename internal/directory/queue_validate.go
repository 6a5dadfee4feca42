package directory

import (
	"maps"
	"net/mail"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// SubmissionCategories are the categories the add-business wizard offers (docs/forms.md, "Fields").
var SubmissionCategories = []string{
	"kfz-werkstatt", "handwerker", "dienstleister", "handel", "gastronomie",
	"gesundheit", "bildung", "immobilien", "transport", "sonstiges",
}

// ContactCategories are the topics of the contact form (docs/forms.md, "Fields").
var ContactCategories = []string{"general", "business", "support", "partnership", "feedback"}

// Weekdays are the keys of a submission's opening hours, in order.
var Weekdays = []string{"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"}

// Length limits of form fields, in characters (docs/forms.md, "Fields"): they
// fit every real value and keep a hostile request small.
const (
	MaxNameLength    = 200 // names, subjects, addresses, cities
	MaxTextLength    = 5000
	MaxEmailLength   = 254
	MaxWebsiteLength = 500
	MaxPhoneLength   = 50
	MaxPostalLength  = 20
	MaxHoursLength   = 200 // one day's free text
)

// label names a field in a message: accusative for "Bitte … angeben.",
// nominative for "… ist zu lang."
type label struct{ acc, nom string }

// Field labels of the forms.
var (
	lName        = label{"den Namen", "Der Name"}
	lCategory    = label{"die Kategorie", "Die Kategorie"}
	lDescription = label{"eine Beschreibung", "Die Beschreibung"}
	lAddress     = label{"die Adresse", "Die Adresse"}
	lCity        = label{"die Stadt", "Die Stadt"}
	lPostalCode  = label{"die Postleitzahl", "Die Postleitzahl"}
	lPhone       = label{"die Telefonnummer", "Die Telefonnummer"}
	lEmail       = label{"die E-Mail-Adresse", "Die E-Mail-Adresse"}
	lWebsite     = label{"die Webseite", "Die Webseite"}
	lSubject     = label{"den Betreff", "Der Betreff"}
	lMessage     = label{"eine Nachricht", "Die Nachricht"}
)

// germanDays name the weekdays in messages.
var germanDays = map[string]string{"monday": "Montag", "tuesday": "Dienstag", "wednesday": "Mittwoch",
	"thursday": "Donnerstag", "friday": "Freitag", "saturday": "Samstag", "sunday": "Sonntag"}

// field checks one text field; the first problem is kept in err.
type field struct{ err error }

func (f *field) check(l label, v string, required bool, maxLen int, multiline bool) {
	if f.err != nil {
		return
	}
	switch {
	case required && v == "":
		f.err = Errorf(EINVALID, "Bitte %s angeben.", l.acc)
	case utf8.RuneCountInString(v) > maxLen:
		f.err = Errorf(EINVALID, "%s ist zu lang (höchstens %d Zeichen).", l.nom, maxLen)
	case hasControl(v, multiline):
		f.err = Errorf(EINVALID, "%s enthält unzulässige Zeichen.", l.nom)
	}
}

// oneOf refuses a value outside allowed; what names it ("Unbekannte Kategorie").
func (f *field) oneOf(what, v string, allowed []string) {
	if f.err == nil && !slices.Contains(allowed, v) {
		if utf8.RuneCountInString(v) > 40 { // a hostile key is not echoed at length
			v = string([]rune(v)[:40]) + "…"
		}
		f.err = Errorf(EINVALID, "%s %q (erlaubt: %s).", what, v, strings.Join(allowed, ", "))
	}
}

func (f *field) email(v string) {
	if f.err == nil && !ValidEmail(v) {
		f.err = Errorf(EINVALID, "Bitte eine gültige E-Mail-Adresse angeben.")
	}
}

// Validate trims the submission's fields and checks them; the error is
// EINVALID with a German message naming the first problem. A website without
// scheme gets https://.
func (s *Submission) Validate() error {
	for _, p := range []*string{&s.Name, &s.Category, &s.Description, &s.Address, &s.City, &s.PostalCode, &s.Phone, &s.Email, &s.Website} {
		*p = strings.TrimSpace(*p)
	}
	var f field
	f.check(lName, s.Name, true, MaxNameLength, false)
	f.check(lCategory, s.Category, true, MaxNameLength, false)
	f.oneOf("Unbekannte Kategorie", s.Category, SubmissionCategories)
	f.check(lDescription, s.Description, true, MaxTextLength, true)
	f.check(lAddress, s.Address, true, MaxNameLength, false)
	f.check(lCity, s.City, true, MaxNameLength, false)
	f.check(lPostalCode, s.PostalCode, true, MaxPostalLength, false)
	f.check(lPhone, s.Phone, true, MaxPhoneLength, false)
	f.check(lEmail, s.Email, true, MaxEmailLength, false)
	f.email(s.Email)
	if f.err == nil && s.Website != "" {
		s.Website, f.err = NormaliseWebsite(s.Website)
	}
	for _, day := range slices.Sorted(maps.Keys(s.Hours)) {
		f.oneOf("Unbekannter Wochentag", day, Weekdays)
	}
	hours := map[string]string{}
	for _, day := range Weekdays {
		text := strings.TrimSpace(s.Hours[day])
		f.check(label{nom: "Die Angabe für " + germanDays[day]}, text, false, MaxHoursLength, false)
		if text != "" {
			hours[day] = text
		}
	}
	s.Hours = hours
	return f.err
}

// Validate trims the message's fields and checks them like Submission.Validate.
func (m *ContactMessage) Validate() error {
	for _, p := range []*string{&m.Name, &m.Email, &m.Subject, &m.Category, &m.Message} {
		*p = strings.TrimSpace(*p)
	}
	var f field
	f.check(lName, m.Name, true, MaxNameLength, false)
	f.check(lEmail, m.Email, true, MaxEmailLength, false)
	f.email(m.Email)
	f.check(lSubject, m.Subject, true, MaxNameLength, false)
	f.check(lCategory, m.Category, true, MaxNameLength, false)
	f.oneOf("Unbekannte Kategorie", m.Category, ContactCategories)
	f.check(lMessage, m.Message, true, MaxTextLength, true)
	return f.err
}

// Validate trims the edit's texts and checks them; an empty edit is invalid.
// Empty phone, website or address clear the field.
func (e *BusinessEdit) Validate() error {
	if e.Phone == nil && e.Website == nil && e.Address == nil && e.Hidden == nil {
		return Errorf(EINVALID, "Keine Änderung angegeben (phone, website, address oder hidden).")
	}
	var f field
	for _, p := range []struct {
		l   label
		v   *string
		max int
	}{{lPhone, e.Phone, MaxPhoneLength}, {lWebsite, e.Website, MaxWebsiteLength}, {lAddress, e.Address, MaxNameLength}} {
		if p.v != nil {
			*p.v = strings.TrimSpace(*p.v)
			f.check(p.l, *p.v, false, p.max, false)
		}
	}
	if f.err == nil && e.Website != nil && *e.Website != "" {
		*e.Website, f.err = NormaliseWebsite(*e.Website)
	}
	return f.err
}

var emailShape = regexp.MustCompile(`^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$`)

// ValidEmail reports whether s is a plain e-mail address (no display name).
func ValidEmail(s string) bool {
	if len(s) > MaxEmailLength || !emailShape.MatchString(s) {
		return false
	}
	a, err := mail.ParseAddress(s)
	return err == nil && a.Address == s
}

// hasScheme finds a URL scheme; without dots in it, "www.beispiel.de:8080"
// reads as a host with a port, not as a scheme.
var hasScheme = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+-]*:`)

// NormaliseWebsite returns the website as an absolute http(s) URL; a value
// without scheme ("www.beispiel.de") gets https://. Anything else, such as
// javascript: or data: links, is EINVALID: links are http(s) only (docs/security.md).
func NormaliseWebsite(s string) (string, error) {
	bad := Errorf(EINVALID, "Die Webseite muss eine http- oder https-Adresse sein (z. B. https://www.beispiel.de).")
	if utf8.RuneCountInString(s) > MaxWebsiteLength || hasControl(s, false) || strings.ContainsAny(s, " \\") {
		return "", bad
	}
	if !hasScheme.MatchString(s) {
		s = "https://" + strings.TrimPrefix(s, "//")
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.User != nil || !strings.Contains(u.Hostname(), ".") {
		return "", bad
	}
	return s, nil
}

// IsWebURL reports whether s is an absolute http(s) URL with a host: the
// only kind of link stored from outside (imported websites, reviews links
// and photos; docs/security.md).
func IsWebURL(s string) bool {
	u, err := url.Parse(s)
	if err != nil || u.Host == "" {
		return false
	}
	scheme := strings.ToLower(u.Scheme)
	return scheme == "http" || scheme == "https"
}

// hasControl reports control or invisible format characters (NUL, bidi
// overrides); multiline texts may hold line breaks and tabs.
func hasControl(s string, multiline bool) bool {
	for _, r := range s {
		if multiline && (r == '\n' || r == '\r' || r == '\t') {
			continue
		}
		if unicode.IsControl(r) || unicode.Is(unicode.Bidi_Control, r) {
			return true
		}
	}
	return false
}
