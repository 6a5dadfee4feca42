package main_test

import (
	"bytes"
	"encoding/csv"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// TestDemoWritesOutscraperFiles runs `demo --write` for each format and
// generation, and checks that the file is one and that no database was
// touched.
func TestDemoWritesOutscraperFiles(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	db := filepath.Join(dir, "never.db")
	tests := []struct {
		file, generation string
		check            func(t *testing.T, path string)
	}{
		{"current.xlsx", "current", checkXLSX("website")},
		{"earlier.xlsx", "earlier", checkXLSX("site")},
		{"current.csv", "current", checkCSV("website")},
		{"earlier.csv", "earlier", checkCSV("site")},
		{"earlier.xls", "earlier", checkOLE2},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			path := filepath.Join(dir, tt.file)
			cmd := exec.Command(bin, "demo", "--write", path, "--count", "30", "--generation", tt.generation)
			cmd.Env = append(os.Environ(), "DATABASE_URL="+db)
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("demo --write: %v\n%s", err, out)
			}
			if !strings.Contains(string(out), `"msg":"demo file written"`) {
				t.Errorf("log lacks the written file:\n%s", out)
			}
			tt.check(t, path)
		})
	}
	if _, err := os.Stat(db); !os.IsNotExist(err) {
		t.Errorf("demo --write created or opened the database (%v)", err)
	}
}

func TestDemoWriteRefusesBadFlags(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown generation", []string{"--write", filepath.Join(dir, "a.csv"), "--generation", "ancient"}, "ancient"},
		{"unknown extension", []string{"--write", filepath.Join(dir, "a.ods"), "--count", "5"}, ".ods"},
		{"too many rows for xls", []string{"--write", filepath.Join(dir, "a.xls"), "--count", "70000"}, "65535"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cmd := exec.Command(bin, append([]string{"demo"}, tt.args...)...)
			cmd.Env = append(os.Environ(), "DATABASE_URL="+filepath.Join(dir, "never.db"))
			out, err := cmd.CombinedOutput()
			if err == nil {
				t.Fatalf("exit 0, want an error\n%s", out)
			}
			if !strings.Contains(string(out), tt.want) {
				t.Errorf("output lacks %q:\n%s", tt.want, out)
			}
			if _, err := os.Stat(tt.args[1]); !os.IsNotExist(err) {
				t.Errorf("%s exists after the error", tt.args[1])
			}
		})
	}
}

func checkXLSX(websiteColumn string) func(t *testing.T, path string) {
	return func(t *testing.T, path string) {
		f, err := excelize.OpenFile(path)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		rows, err := f.GetRows("Sheet1")
		if err != nil {
			t.Fatal(err)
		}
		if len(rows) != 31 {
			t.Errorf("%d rows, want 31 (header and 30 businesses)", len(rows))
		}
		if len(rows) > 0 && !slices.Contains(rows[0], websiteColumn) {
			t.Errorf("header lacks %q: %v", websiteColumn, rows[0])
		}
	}
}

func checkCSV(websiteColumn string) func(t *testing.T, path string) {
	return func(t *testing.T, path string) {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		records, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		if len(records) != 31 {
			t.Errorf("%d records, want 31 (header and 30 businesses)", len(records))
		}
		if len(records) > 0 && !slices.Contains(records[0], websiteColumn) {
			t.Errorf("header lacks %q: %v", websiteColumn, records[0])
		}
	}
}

func checkOLE2(t *testing.T, path string) {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.HasPrefix(data, []byte("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1")) {
		t.Errorf("not an OLE2 compound file: % x", data[:min(8, len(data))])
	}
}

// TestDemoWritesALaterScrape writes the same businesses plain and with
// --rescrape: the same place ids in the same order, with more reviews.
func TestDemoWritesALaterScrape(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	read := func(args ...string) [][]string {
		path := filepath.Join(dir, "out.csv")
		cmd := exec.Command(bin, append([]string{"demo", "--write", path, "--count", "40", "--seed", "3"}, args...)...)
		cmd.Env = append(os.Environ(), "DATABASE_URL="+filepath.Join(dir, "never.db"))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("demo --write %v: %v\n%s", args, err, out)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		records, err := csv.NewReader(bytes.NewReader(data)).ReadAll()
		if err != nil || len(records) != 41 {
			t.Fatalf("%d records, %v; want 41", len(records), err)
		}
		return records
	}
	first, later := read(), read("--rescrape")
	placeID, reviews := slices.Index(first[0], "place_id"), slices.Index(first[0], "reviews")
	if placeID < 0 || reviews < 0 {
		t.Fatalf("header lacks place_id or reviews: %v", first[0])
	}
	for i := 1; i < len(first); i++ {
		if first[i][placeID] != later[i][placeID] {
			t.Errorf("row %d: place id %s, later %s", i, first[i][placeID], later[i][placeID])
		}
		if first[i][reviews] == later[i][reviews] {
			t.Errorf("row %d: %s reviews in both scrapes", i, first[i][reviews])
		}
	}

	cmd := exec.Command(bin, "demo", "--rescrape", "--count", "5")
	cmd.Env = append(os.Environ(), "DATABASE_URL="+filepath.Join(dir, "never.db"))
	if out, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(out), "--write") {
		t.Errorf("--rescrape without --write: %v\n%s", err, out)
	}
	if _, err := os.Stat(filepath.Join(dir, "never.db")); !os.IsNotExist(err) {
		t.Errorf("demo --rescrape without --write touched the database (%v)", err)
	}
}
