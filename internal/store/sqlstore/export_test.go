package sqlstore_test

import (
	"context"
	"database/sql"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/postgres"
	"branchenbuch/internal/store/sqlite"
	"branchenbuch/internal/store/sqlstore"
	"branchenbuch/internal/store/storetest"
)

// exportedText are the text columns of businesses and the fields of an
// export row they fill, read here one by one as the reference.
var exportedText = []struct {
	column string
	field  func(*directory.ExportRow) string
}{
	{"place_id", func(r *directory.ExportRow) string { return r.PlaceID }},
	{"coalesce(url_slug, '')", func(r *directory.ExportRow) string { return r.URLSlug }},
	{"name", func(r *directory.ExportRow) string { return r.Name }},
	{"category", func(r *directory.ExportRow) string { return r.Category }},
	{"category_slug", func(r *directory.ExportRow) string { return r.CategorySlug }},
	{"subtypes", func(r *directory.ExportRow) string { return r.Subtypes }},
	{"type", func(r *directory.ExportRow) string { return r.Type }},
	{"phone", func(r *directory.ExportRow) string { return r.Phone }},
	{"website", func(r *directory.ExportRow) string { return r.Website }},
	{"address", func(r *directory.ExportRow) string { return r.Address }},
	{"full_address", func(r *directory.ExportRow) string { return r.FullAddress }},
	{"city", func(r *directory.ExportRow) string { return r.City }},
	{"postal_code", func(r *directory.ExportRow) string { return r.PostalCode }},
	{"country", func(r *directory.ExportRow) string { return r.Country }},
	{"country_code", func(r *directory.ExportRow) string { return r.CountryCode }},
	{"reviews_link", func(r *directory.ExportRow) string { return r.ReviewsLink }},
	{"reviews_per_score", func(r *directory.ExportRow) string { return r.ReviewsPerScoreJSON }},
	{"photos", func(r *directory.ExportRow) string { return r.PhotosJSON }},
	{"business_status", func(r *directory.ExportRow) string { return r.BusinessStatus }},
	{"working_hours", func(r *directory.ExportRow) string { return r.WorkingHoursJSON }},
	{"about", func(r *directory.ExportRow) string { return r.AboutJSON }},
	{"description", func(r *directory.ExportRow) string { return r.Description }},
	{"time_zone", func(r *directory.ExportRow) string { return r.TimeZone }},
}

// separatorTexts are texts that hold the unit separator the export joins
// text fields with (or look like joined fields), and others.
var separatorTexts = []string{"\x1f", "a\x1fb", "\x1f\x1f\x1f", "Ende\x1f", "\x1fAnfang", strings.Repeat("\x1f", 30),
	"", " ", "Müller, \"Söhne\"\nZeile 2", "=1+1", "\x00", "a\x00b", "\x01\x02\x1e", "日本語"}

// ascii returns s when it is ASCII and "" otherwise.
func ascii(s string) string {
	for i := range len(s) {
		if s[i] >= 0x80 {
			return ""
		}
	}
	return s
}

// An export reads every text field as stored, also where a text holds the
// separator the export joins them with, on both engines and over spans of
// a few businesses.
func TestExportTextFields(t *testing.T) {
	for _, engine := range []struct {
		name, driver string
		open         func(t *testing.T) (st *sqlstore.Store, dsn string)
	}{
		{"sqlite", "sqlite", func(t *testing.T) (*sqlstore.Store, string) {
			path := filepath.Join(t.TempDir(), "test.db")
			st, err := sqlite.Open(context.Background(), path, nil)
			if err != nil {
				t.Fatal(err)
			}
			return st, path
		}},
		{"postgres", "pgx", func(t *testing.T) (*sqlstore.Store, string) {
			url := storetest.FreshPostgresSchema(t)
			st, err := postgres.Open(context.Background(), url, nil)
			if err != nil {
				t.Fatal(err)
			}
			return st, url
		}},
	} {
		t.Run(engine.name, func(t *testing.T) {
			defer sqlstore.SetExportSpan(3)()
			ctx := context.Background()
			st, dsn := engine.open(t)
			defer st.Close()
			var bs []directory.Business
			for i, s := range separatorTexts {
				if engine.name == "postgres" && strings.ContainsRune(s, 0) {
					continue // PostgreSQL text holds no NUL
				}
				bs = append(bs, directory.Business{PlaceID: fmt.Sprintf("p%d%s", i, s), Name: "Firma " + s, Category: "Bäckerei" + s,
					Subtypes: s + ", Café", Type: s, Phone: s, Address: "Straße 1" + s, FullAddress: s + "Straße 1, Köln",
					City: "Köln" + s, PostalCode: ascii(s), // PostgreSQL's search index cuts postal codes by bytes Country: "Deutschland" + s, Description: s, TimeZone: s,
					WorkingHours: map[string]string{"Monday": "09:00–17:00" + s}, About: []byte(fmt.Sprintf("%q", s))})
			}
			bs = append(bs, directory.Business{PlaceID: "plain", Name: "Elektro Weber", City: "Berlin"})
			if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
				t.Fatal(err)
			}
			got := map[int64]directory.ExportRow{}
			err := st.ExportBusinesses(ctx, directory.ExportQuery{}, func(r *directory.ExportRow) error {
				got[r.ID] = *r
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			db, err := sql.Open(engine.driver, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			cols := make([]string, len(exportedText))
			for i, c := range exportedText {
				cols[i] = c.column
			}
			rows, err := db.Query(`SELECT id, ` + strings.Join(cols, ", ") + ` FROM businesses ORDER BY id`)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			stored, withSeparator := 0, 0
			for rows.Next() {
				var id int64
				want := make([]string, len(exportedText))
				dest := []any{&id}
				for i := range want {
					dest = append(dest, &want[i])
				}
				if err := rows.Scan(dest...); err != nil {
					t.Fatal(err)
				}
				stored++
				r, ok := got[id]
				if !ok {
					t.Errorf("business %d (%q) not exported", id, want[2])
					continue
				}
				if strings.Contains(strings.Join(want, ""), "\x1f") {
					withSeparator++
				}
				for i, c := range exportedText {
					if g := c.field(&r); g != want[i] {
						t.Errorf("business %d: %s exported as %q, stored %q", id, c.column, g, want[i])
					}
				}
			}
			if err := rows.Err(); err != nil {
				t.Fatal(err)
			}
			if stored != len(bs) || len(got) != stored || withSeparator < 6 {
				t.Errorf("%d businesses stored of %d, %d exported, %d with the separator in their text; want all, and 6 or more with it",
					stored, len(bs), len(got), withSeparator)
			}
		})
	}
}
