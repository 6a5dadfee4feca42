package main_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// TestExportCommand exports generated businesses with `branchenbuch export`
// as .xlsx (by --format and by the file's extension) and as CSV, and
// imports the workbook again: every business is updated, none added.
func TestExportCommand(t *testing.T) {
	bin := buildBinary(t)
	dir := t.TempDir()
	env := append(os.Environ(), "DATABASE_URL="+filepath.Join(dir, "b.db"))
	run := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Env = env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
		return string(out)
	}
	run("demo", "--count", "40")
	run("export", "--format", "xlsx", "--out", filepath.Join(dir, "all.xlsx"))
	run("export", "--out", filepath.Join(dir, "range.xlsx"), "--type", "range", "--start", "3", "--end", "7")
	run("export", "--out", filepath.Join(dir, "all.csv"))
	for file, want := range map[string]int{"all.xlsx": 41, "range.xlsx": 6} {
		f, err := excelize.OpenFile(filepath.Join(dir, file))
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		rows, err := f.GetRows("businesses")
		f.Close()
		if err != nil || len(rows) != want {
			t.Errorf("%s: %d rows (%v), want %d with the header", file, len(rows), err, want)
		}
	}
	if csv, _ := os.ReadFile(filepath.Join(dir, "all.csv")); !strings.HasPrefix(string(csv), "\uFEFFid,place_id,") {
		t.Errorf("all.csv starts %q, want the CSV header", csv[:min(len(csv), 30)])
	}
	if out := run("import", filepath.Join(dir, "all.xlsx")); !strings.Contains(out, "imported 0 new, updated 40,") {
		t.Errorf("import of the export: %s", out)
	}
	cmd := exec.Command(bin, "export", "--format", "ods")
	cmd.Env = env
	if out, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(out), "--format must be csv or xlsx") {
		t.Errorf("--format ods: %v %s", err, out)
	}
}
