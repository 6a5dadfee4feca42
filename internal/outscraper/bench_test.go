package outscraper

import (
	"fmt"
	"io"
	"path/filepath"
	"testing"

	"github.com/xuri/excelize/v2"
)

// benchRow is a typical current-generation row.
func benchRow(i int) map[string]string {
	return map[string]string{
		"query": "Bäckerei Berlin", "name": fmt.Sprintf("Bäckerei Müller %d", i), "subtypes": "Bäckerei, Café, Konditorei",
		"category": "Bäckerei", "type": "Bäckerei", "phone": "+49 30 1234567", "website": "https://www.b%C3%A4ckerei-m%C3%BCller.de/",
		"address": "Hauptstraße 1, 10115 Berlin, Deutschland", "street": "Hauptstraße 1", "city": "Berlin",
		"postal_code": "10115.0", "country": "Deutschland", "country_code": "DE", "latitude": "52.5321", "longitude": "13.3849",
		"rating": "4.6", "reviews": "128.0", "reviews_link": "https://search.google.com/local/reviews?placeid=ChIJ",
		"reviews_per_score": `{"1": 3, "2": 2, "3": 8, "4": 25, "5": 90}`, "photos_count": "45.0",
		"photo": "https://lh5.googleusercontent.com/p/AF1QipN", "business_status": "OPERATIONAL",
		"working_hours": `{"Monday": ["6AM-6PM"], "Tuesday": ["6AM-6PM"], "Wednesday": ["6AM-6PM"], "Thursday": ["6AM-6PM"], "Friday": ["6AM-6PM"], "Saturday": ["7AM-1PM"], "Sunday": ["Closed"]}`,
		"about":         `{"Service options": {"Takeout": true, "Dine-in": true}, "Accessibility": {"Wheelchair accessible entrance": true}}`,
		"description":   "Traditionelle Bäckerei mit Café.", "verified": "True", "range": "$$", "place_id": fmt.Sprintf("ChIJ%020d", i),
		"google_id": "0x47a851e3a9b3c8c1:0x4f4b8c3c2a1b0d9e", "cid": "5713345346457251230", "reviews_id": "-4827293840172637",
	}
}

// BenchmarkMap maps rows whose categories and hours repeat (as in real
// files, where the memo answers) and rows whose hours are all distinct.
func BenchmarkMap(b *testing.B) {
	m, err := NewMapper(currentHeader)
	if err != nil {
		b.Fatal(err)
	}
	for _, tc := range []struct {
		name     string
		distinct int
	}{{"repeated", 64}, {"distinct hours", 2 * memoLimit}} {
		rows := make([][]string, tc.distinct)
		for i := range rows {
			kv := benchRow(i)
			if tc.distinct > 64 {
				kv["working_hours"] = fmt.Sprintf(`{"Monday": ["6:%02dAM-6PM"], "Tuesday": ["%dAM-6PM"], "Saturday": ["7AM-1PM"], "Sunday": ["Closed"]}`, i%60, 1+i%11)
				kv["category"] = fmt.Sprintf("Bäckerei %d", i)
			}
			rows[i] = row(currentHeader, kv)
		}
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := m.Map(rows[i%len(rows)]); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rows/s")
		})
	}
}

const benchRows, benchCols = 100_000, 60

// writeBenchXLSX writes benchRows × benchCols cells with the StreamWriter:
// every third column a number, the rest text.
func writeBenchXLSX(b *testing.B) string {
	b.Helper()
	p := filepath.Join(b.TempDir(), "bench.xlsx")
	f := excelize.NewFile()
	defer f.Close()
	sw, err := f.NewStreamWriter("Sheet1")
	if err != nil {
		b.Fatal(err)
	}
	cells := make([]any, benchCols)
	for r := 1; r <= benchRows+1; r++ {
		for c := range cells {
			switch {
			case r == 1 && c == 0:
				cells[c] = "name"
			case r == 1:
				cells[c] = fmt.Sprintf("col_%d", c)
			case c%3 == 0:
				cells[c] = float64(r*c) + 0.5
			default:
				cells[c] = fmt.Sprintf("Wert %d/%d Hauptstraße", r, c)
			}
		}
		cell, _ := excelize.CoordinatesToCellName(1, r)
		if err := sw.SetRow(cell, cells); err != nil {
			b.Fatal(err)
		}
	}
	if err := sw.Flush(); err != nil {
		b.Fatal(err)
	}
	if err := f.SaveAs(p); err != nil {
		b.Fatal(err)
	}
	return p
}

// BenchmarkReadXLSX reads a 100,000-row × 60-column sheet with Sheet.Next.
func BenchmarkReadXLSX(b *testing.B) {
	p := writeBenchXLSX(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		s, err := Open(p, "bench.xlsx")
		if err != nil {
			b.Fatal(err)
		}
		n := 0
		for {
			_, _, err := s.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				b.Fatal(err)
			}
			n++
		}
		s.Close()
		if n != benchRows {
			b.Fatalf("read %d rows, want %d", n, benchRows)
		}
	}
	b.ReportMetric(float64(benchRows*b.N)/b.Elapsed().Seconds(), "rows/s")
}

// BenchmarkReadXLSXExcelize reads the same sheet with excelize's Rows
// iterator, the reader this package replaced, for comparison.
func BenchmarkReadXLSXExcelize(b *testing.B) {
	p := writeBenchXLSX(b)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		f, err := excelize.OpenFile(p, excelize.Options{RawCellValue: true})
		if err != nil {
			b.Fatal(err)
		}
		rows, err := f.Rows("Sheet1")
		if err != nil {
			b.Fatal(err)
		}
		for rows.Next() {
			if _, err := rows.Columns(); err != nil {
				b.Fatal(err)
			}
		}
		rows.Close()
		f.Close()
	}
	b.ReportMetric(float64(benchRows*b.N)/b.Elapsed().Seconds(), "rows/s")
}
