package importer

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"branchenbuch/internal/demo"
	"branchenbuch/internal/directory"
	"branchenbuch/internal/outscraper"
	"branchenbuch/internal/store/postgres"
	"branchenbuch/internal/store/sqlite"
	"branchenbuch/internal/store/storetest"
)

// hostileBusinesses have texts a spreadsheet would run, numbers with a
// sign, an international phone and formula starts after separators.
func hostileBusinesses() []directory.Business {
	f := func(v float64) *float64 { return &v }
	return []directory.Business{
		{Name: "=HYPERLINK(\"http://evil.example\",\"Klick\")", City: "Köln", PlaceID: "h-1", Phone: "+49 221 123"},
		{Name: "harmlos;=HYPERLINK(\"http://evil.example\")", City: "New York", PlaceID: "h-2", Phone: "+1 866-342-2910",
			Latitude: f(40.7505), Longitude: f(-73.9910376), Description: "Preise, -1+1; @Team", Category: "Clinic", Subtypes: "Clinic, -Lab"},
		{Name: "'=schon geschützt", City: "Köln", PlaceID: "h-3", Phone: "-5", Category: "a,@b", Address: "1;=2"},
		{Name: "Praxis Süd", City: "Buenos Aires", PlaceID: "h-4", Latitude: f(-34.6037), Longitude: f(-58.3816), PostalCode: "01067"},
	}
}

// TestExportImportRoundTrip exports a directory as CSV and as .xlsx and
// imports the file again, on SQLite and on PostgreSQL: every business is
// found again and rewritten with the same values, so nothing but the
// update times changes.
func TestExportImportRoundTrip(t *testing.T) {
	engines := []struct {
		name string
		open func(t *testing.T) directory.Store
	}{
		{"sqlite", func(t *testing.T) directory.Store {
			st, err := sqlite.Open(context.Background(), filepath.Join(t.TempDir(), "rt.db"), nil)
			if err != nil {
				t.Fatal(err)
			}
			return st
		}},
		{"postgres", func(t *testing.T) directory.Store {
			st, err := postgres.Open(context.Background(), storetest.FreshPostgresSchema(t), nil)
			if err != nil {
				t.Fatal(err)
			}
			return st
		}},
	}
	for _, engine := range engines {
		for _, format := range []string{"csv", "xlsx"} {
			t.Run(engine.name+"/"+format, func(t *testing.T) {
				ctx := context.Background()
				st := engine.open(t)
				t.Cleanup(func() { st.Close() })
				var bs []directory.Business
				for b := range demo.Generate(17, 300) {
					bs = append(bs, b)
				}
				if _, err := st.UpsertBusinesses(ctx, append(bs, hostileBusinesses()...)); err != nil {
					t.Fatal(err)
				}
				before := stored(t, st)
				path := filepath.Join(t.TempDir(), "businesses_export."+format)
				writeExport(t, st, path, format)
				res, err := Import(ctx, st, path, filepath.Base(path), nil)
				if err != nil {
					t.Fatal(err)
				}
				if res.Imported != 0 || res.Updated != len(before) || res.Errors != 0 || res.Duplicates != 0 {
					t.Fatalf("re-import %+v, want %d updated and nothing else", res, len(before))
				}
				after := stored(t, st)
				if len(after) != len(before) {
					t.Fatalf("%d businesses after the round trip, want %d", len(after), len(before))
				}
				for id, b := range before {
					a := after[id]
					a.UpdatedAt = b.UpdatedAt
					if !reflect.DeepEqual(a, b) {
						t.Errorf("business %d changed:\nbefore %+v\nafter  %+v", id, b, a)
					}
				}
			})
		}
	}
}

// stored reads every business of st as the export does, by id.
func stored(t *testing.T, st directory.Store) map[int64]directory.ExportRow {
	t.Helper()
	out := map[int64]directory.ExportRow{}
	err := st.ExportBusinesses(context.Background(), directory.ExportQuery{}, func(r *directory.ExportRow) error {
		c := *r
		if r.Latitude != nil {
			c.Latitude, c.Longitude = ptr(*r.Latitude), ptr(*r.Longitude)
		}
		if r.PriceLevel != nil {
			c.PriceLevel = ptr(*r.PriceLevel)
		}
		if r.IsOpen != nil {
			c.IsOpen = ptr(*r.IsOpen)
		}
		out[r.ID] = c
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func ptr[T any](v T) *T { return &v }

// writeExport writes every business of st to path in format.
func writeExport(t *testing.T, st directory.Store, path, format string) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	ctx := context.Background()
	switch format {
	case "csv":
		_, err = outscraper.Export(ctx, f, st, directory.ExportQuery{})
	case "xlsx":
		var x *outscraper.XLSXExport
		if x, _, err = outscraper.ExportXLSX(ctx, st, directory.ExportQuery{}); err == nil {
			_, err = x.WriteTo(f)
			x.Close()
		}
	default:
		err = fmt.Errorf("format %q", format)
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
}
