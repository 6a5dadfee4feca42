package outscraper

import (
	"bytes"
	"fmt"
	"slices"
	"testing"

	"branchenbuch/internal/directory"
)

// TestExportImportKeepsTimeZone writes businesses with the export writer and
// maps the file back: the zone of each business survives, and one without
// a zone (Europe/Berlin) stays without one.
func TestExportImportKeepsTimeZone(t *testing.T) {
	if !slices.Contains(ExportHeader, "time_zone") {
		t.Fatalf("ExportHeader %q lacks time_zone", ExportHeader)
	}
	zones := []string{"America/Los_Angeles", "Europe/Zurich", "", "Europe/Berlin", "America/New_York"}
	var buf bytes.Buffer
	w := NewExportWriter(&buf)
	for i, z := range zones {
		r := directory.ExportRow{Business: directory.Business{ID: int64(i + 1), Name: fmt.Sprintf("Praxis %d", i), City: "Stadt",
			PlaceID: "p" + z, TimeZone: z, BusinessStatus: directory.StatusOperational,
			WorkingHours: map[string]string{"Monday": "09:00–17:00"}}}
		r.WorkingHoursJSON = `{"Monday":"09:00–17:00"}`
		if err := w.Write(&r); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	header, rows, _, err := readAll(t, writeFile(t, "export.csv", buf.Bytes()), "export.csv")
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewMapper(header)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(zones) {
		t.Fatalf("%d rows read back, want %d", len(rows), len(zones))
	}
	for i, cells := range rows {
		b, err := m.Map(cells)
		if err != nil {
			t.Fatalf("row %d: %v", i+1, err)
		}
		if b.TimeZone != zones[i] || b.Name != fmt.Sprintf("Praxis %d", i) || b.WorkingHours["Monday"] != "09:00–17:00" {
			t.Errorf("row %d read back as %q in zone %q with hours %v, want zone %q", i+1, b.Name, b.TimeZone, b.WorkingHours, zones[i])
		}
	}
}
