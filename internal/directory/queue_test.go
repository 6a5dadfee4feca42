package directory_test

import (
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

func TestNormaliseWebsite(t *testing.T) {
	tests := []struct {
		in, want string // want "" means refused
	}{
		{"https://www.beispiel.de", "https://www.beispiel.de"},
		{"http://beispiel.de/kontakt?x=1", "http://beispiel.de/kontakt?x=1"},
		{"www.beispiel.de", "https://www.beispiel.de"},
		{"beispiel.de:8080/pfad", "https://beispiel.de:8080/pfad"},
		{"//beispiel.de", "https://beispiel.de"},
		{"HTTPS://Beispiel.de", "HTTPS://Beispiel.de"},
		{"javascript:alert(1)", ""},
		{"JavaScript:alert(1)", ""},
		{"java\tscript:alert(1)", ""},
		{"data:text/html,<script>alert(1)</script>", ""},
		{"vbscript:msgbox", ""},
		{"ftp://beispiel.de", ""},
		{"https://nutzer:pass@beispiel.de", ""},
		{"https://localhost", ""},
		{"https://", ""},
		{"https://bei spiel.de", ""},
		{"https://beispiel.de/\\evil", ""},
		{"https://" + strings.Repeat("a", 500) + ".de", ""},
	}
	for _, tc := range tests {
		got, err := directory.NormaliseWebsite(tc.in)
		if tc.want == "" {
			if directory.ErrorCode(err) != directory.EINVALID {
				t.Errorf("NormaliseWebsite(%q) = %q, %v; want EINVALID", tc.in, got, err)
			}
			continue
		}
		if err != nil || got != tc.want {
			t.Errorf("NormaliseWebsite(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

func TestValidEmail(t *testing.T) {
	for in, want := range map[string]bool{
		"info@beispiel.de": true, "vor.name+tag@sub.beispiel.de": true, "jürgen@müller.de": true,
		"": false, "info": false, "info@": false, "@beispiel.de": false, "info@beispiel": false,
		"info@beispiel.d": false, "Info <info@beispiel.de>": false, "a b@beispiel.de": false, "a@b@beispiel.de": false,
	} {
		if got := directory.ValidEmail(in); got != want {
			t.Errorf("ValidEmail(%q) = %v, want %v", in, got, want)
		}
	}
}

func TestSubmissionBusiness(t *testing.T) {
	s := directory.Submission{Name: "Bäckerei Kern", Category: "gastronomie", Address: "Markt 1", City: "Jena",
		PostalCode: "07743", Hours: map[string]string{"monday": "6:00 - 18:00", "tuesday": "nach Absprache"}}
	b := s.Business()
	if b.CategorySlug != "gastronomie" || b.Category != "Gastronomie" || b.FullAddress != "Markt 1, 07743 Jena" ||
		b.CountryCode != "DE" || b.BusinessStatus != directory.StatusOperational || !b.Listed() {
		t.Errorf("business = %+v", b)
	}
	if b.Address != "Markt 1, 07743 Jena" || b.PostalCode != "07743" || b.City != "Jena" {
		t.Errorf("address %q, postal code %q, city %q; want the street with postal code and city, and both on their own",
			b.Address, b.PostalCode, b.City)
	}
	if b.WorkingHours["Monday"] != "06:00–18:00" || len(b.WorkingHours) != 1 {
		t.Errorf("hours = %v, want Monday only: the Tuesday text says no time", b.WorkingHours)
	}
	s.Address = "Markt 1, 07743 Jena"
	if b := s.Business(); b.FullAddress != "Markt 1, 07743 Jena" || b.Address != "Markt 1, 07743 Jena" {
		t.Errorf("address %q, full address %q, want the address once when it names the place", b.Address, b.FullAddress)
	}
}

func TestBusinessEditApply(t *testing.T) {
	str := func(s string) *string { return &s }
	b := directory.Business{Phone: "1", Address: "Markt 1", FullAddress: "Markt 1, 07743 Jena, Deutschland"}
	changes := directory.BusinessEdit{Phone: str("1"), Address: str("Markt 2")}.Apply(&b)
	if b.FullAddress != "Markt 2, 07743 Jena, Deutschland" || len(changes) != 2 ||
		changes[0].Field != "address" || changes[1].Field != "fullAddress" {
		t.Errorf("after address edit: full %q changes %+v, want the full address to follow and phone unchanged", b.FullAddress, changes)
	}
	b.FullAddress = "Anderswo 5"
	directory.BusinessEdit{Address: str("Markt 3")}.Apply(&b)
	if b.FullAddress != "" {
		t.Errorf("full address %q, want it cleared when it did not start with the old address", b.FullAddress)
	}
	hide := true
	if cs := (directory.BusinessEdit{Hidden: &hide}).Apply(&b); !b.Hidden || len(cs) != 1 || directory.ChangeLines(cs) != `hidden: "false" → "true"` {
		t.Errorf("hide: %+v, %q", b.Hidden, directory.ChangeLines(cs))
	}
}
