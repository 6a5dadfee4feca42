package outscraper

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"os"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// fuzzHeader holds every column the mapper reads, in both generations.
var fuzzHeader = []string{"name", "category", "type", "subtypes", "phone", "website", "site", "address",
	"full_address", "display_address", "city", "postal_code", "country", "country_code", "latitude",
	"longitude", "rating", "reviews", "reviews_link", "reviews_per_score", "reviews_per_score_1",
	"reviews_per_score_2", "reviews_per_score_3", "reviews_per_score_4", "reviews_per_score_5",
	"photos_count", "photos", "photo", "business_status", "working_hours", "working_hours_old_format",
	"about", "description", "verified", "range", "place_id", "is_open", "category_slug", "time_zone"}

// FuzzMapRow maps rows of arbitrary cells (separated by '|') and checks the
// invariants every stored business relies on.
func FuzzMapRow(f *testing.F) {
	f.Add("Bäckerei|Bäckerei|shop|Café, Bar|4930123456.0|www.b%C3%A4cker.de||Str. 1, Deutschland||||01067|||52.5|13.4|4.5|56.0||{\"1\":6,\"5\":40}||||||3.0|[\"https://a/b\"]|https://p|OPERATIONAL|{\"Monday\":[\"9AM-5PM\"]}||{\"a\":{\"b\":true}}|d|True|$$|ChIJ|False|handwerker")
	f.Add("x||||'=1|javascript:alert(1)")
	f.Add("None|||||||||||||||95|200|7|-3")
	f.Add("a|||||||||||||||||||1: 6, 2: x, 9: 1|6.0|nan|1e400")
	m, err := NewMapper(fuzzHeader)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data string) {
		b, err := m.Map(strings.Split(data, "|"))
		if err != nil {
			var de *directory.Error
			if !errors.As(err, &de) || de.Code != directory.EINVALID || de.Message == "" {
				t.Fatalf("error %v is not an EINVALID *directory.Error", err)
			}
			return
		}
		checkBusiness(t, b)
	})
}

func checkBusiness(t *testing.T, b directory.Business) {
	t.Helper()
	switch {
	case b.Name == "" || b.Name != strings.TrimSpace(b.Name):
		t.Fatalf("name %q", b.Name)
	case b.Latitude != nil && (*b.Latitude < -90 || *b.Latitude > 90):
		t.Fatalf("latitude %v", *b.Latitude)
	case b.Longitude != nil && (*b.Longitude < -180 || *b.Longitude > 180):
		t.Fatalf("longitude %v", *b.Longitude)
	case b.Rating < 0 || b.Rating > 5:
		t.Fatalf("rating %v", b.Rating)
	case b.ReviewCount < 0 || b.PhotosCount < 0:
		t.Fatalf("counts %d %d", b.ReviewCount, b.PhotosCount)
	case b.Website != "" && !strings.HasPrefix(b.Website, "http://") && !strings.HasPrefix(b.Website, "https://"):
		t.Fatalf("website %q", b.Website)
	case b.BusinessStatus != directory.StatusOperational && b.BusinessStatus != directory.StatusClosedTemporarily && b.BusinessStatus != directory.StatusClosedPermanently:
		t.Fatalf("status %q", b.BusinessStatus)
	case b.PriceLevel != nil && (*b.PriceLevel < 1 || *b.PriceLevel > 4):
		t.Fatalf("price level %d", *b.PriceLevel)
	case b.About != nil && !json.Valid(b.About):
		t.Fatalf("about %q", b.About)
	case b.PhotoSources == nil:
		t.Fatalf("photos nil")
	case b.CountryCode == "":
		t.Fatalf("empty country code")
	case b.TimeZone != "" && directory.CleanTimeZone(b.TimeZone) != b.TimeZone:
		t.Fatalf("time zone %q does not load", b.TimeZone)
	}
	for _, p := range b.PhotoSources {
		if !directory.IsWebURL(p) {
			t.Fatalf("photo %q", p)
		}
	}
	for k, v := range b.ReviewsPerScore {
		if len(k) != 1 || k[0] < '1' || k[0] > '5' || v < 0 {
			t.Fatalf("reviews per score %v", b.ReviewsPerScore)
		}
	}
	if _, ok := directory.CategoryBySlug(b.CategorySlug); !ok {
		t.Fatalf("category slug %q", b.CategorySlug)
	}
}

// noRecover lets a fuzz target see panics that Open and Next would turn
// into "corrupt file".
func noRecover(f *testing.F) {
	recoverPanics = false
	f.Cleanup(func() { recoverPanics = true })
}

// drain reads a sheet to its end and checks the row numbers and errors.
func drain(t *testing.T, s *Sheet) {
	t.Helper()
	last := 0
	for {
		cells, row, err := s.Next()
		if err == io.EOF {
			return
		}
		if err != nil {
			var de *directory.Error
			if !errors.As(err, &de) || de.Code != directory.EINVALID {
				t.Fatalf("Next error %v is not an EINVALID *directory.Error", err)
			}
			return
		}
		if row <= last || row > MaxRows || len(cells) > maxColumns {
			t.Fatalf("row %d after %d with %d cells", row, last, len(cells))
		}
		last = row
	}
}

// FuzzCSV reads arbitrary bytes as a CSV upload.
func FuzzCSV(f *testing.F) {
	noRecover(f)
	f.Add([]byte("name,city\nA,B\n"))
	f.Add([]byte("\xEF\xBB\xBFname;rating\n\"A;\"\"x\"\"\";4,5\n"))
	f.Add([]byte("name\tcity\nK\xF6ln\t\"multi\nline\"\n"))
	f.Add([]byte("name,\"unterminated\nA"))
	f.Fuzz(func(t *testing.T, data []byte) {
		src, err := openCSV(bytes.NewReader(data))
		if err != nil {
			return
		}
		s := &Sheet{src: src, format: "csv"}
		header, _, err := s.nextRow()
		if err != nil {
			return
		}
		if _, err := NewMapper(header); err != nil {
			return
		}
		drain(t, s)
	})
}

// FuzzSheetXML reads arbitrary bytes as worksheet XML.
func FuzzSheetXML(f *testing.F) {
	noRecover(f)
	f.Add([]byte(`<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c></row><row r="3"><c r="B3" t="s"><v>1</v></c><c t="b"><v>1</v></c></row></sheetData></worksheet>`))
	f.Add([]byte(`<x:sheetData><x:row><x:c><x:v>1&amp;&#x41;<![CDATA[]]]]></x:v></x:c></x:row></x:sheetData>`))
	f.Add([]byte(`<!DOCTYPE a [<!ENTITY b "c">]><sheetData><row r="2147483647"/></sheetData>`))
	f.Add([]byte(`<sheetData><row r="-1"><c r="XFD1"><is><r><t>a</t></r><rPh><t>b</t></rPh></is></c></row>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		x := &xlsxRows{s: newXMLScanner(bytes.NewReader(data), maxCellText), sst: []string{"a", "b"}}
		drain(t, &Sheet{src: x, format: "xlsx"})
	})
}

// FuzzXLSX reads arbitrary bytes as an .xlsx package: zip directory, part
// sizes, workbook and relationships, shared strings and the sheet.
func FuzzXLSX(f *testing.F) {
	noRecover(f)
	for _, sheetData := range []string{
		`<row r="1"><c t="s"><v>0</v></c><c t="inlineStr"><is><t>city</t></is></c></row><row r="2"><c t="s"><v>1</v></c><c><v>4.5</v></c></row>`,
		`<row r="1"><c t="s"><v>0</v></c></row><row r="-1"><c t="b"><v>1</v></c></row>`,
	} {
		parts := append(minimalXLSX(sheetData), zipPart{name: "xl/sharedStrings.xml",
			body: `<sst><si><t>name</t></si><si><r><t>A</t></r><rPh><t>x</t></rPh></si></sst>`})
		parts[2].body = strings.Replace(parts[2].body, `</Relationships>`,
			`<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`, 1)
		for _, store := range []bool{false, true} {
			for i := range parts {
				parts[i].store = store
			}
			data, err := os.ReadFile(writeZip(f, "seed.xlsx", parts...))
			if err != nil {
				f.Fatal(err)
			}
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		src, err := openXLSX(bytes.NewReader(data), int64(len(data)))
		if err != nil {
			var de *directory.Error
			if !errors.As(err, &de) {
				t.Fatalf("openXLSX error %v is not a *directory.Error", err)
			}
			return
		}
		defer src.close()
		drain(t, &Sheet{src: src, format: "xlsx"})
	})
}
