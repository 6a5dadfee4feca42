package demo

import (
	"bufio"
	"encoding/csv"
	"fmt"
	"io"
	"iter"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/outscraper"

	"github.com/xuri/excelize/v2"
)

// maxXLSXRows is the number of data rows an .xlsx sheet holds below its header.
const maxXLSXRows = excelize.TotalRows - 1

// WriteOutscraperXLSX writes n demo businesses of seed as an Outscraper .xlsx
// export of generation g, sheet "Sheet1". excelize's StreamWriter keeps only a
// chunk of the sheet in memory and spills the rest to a temporary file, which
// Close removes, so memory stays flat at any n.
func WriteOutscraperXLSX(w io.Writer, g Generation, seed int64, n int) error {
	return writeXLSX(w, g, n, Generate(seed, n))
}

// writeXLSX writes the n businesses of bs as WriteOutscraperXLSX does.
func writeXLSX(w io.Writer, g Generation, n int, bs iter.Seq[directory.Business]) (err error) {
	if n < 0 || n > maxXLSXRows {
		return fmt.Errorf("xlsx: %d rows, want 0 to %d", n, maxXLSXRows)
	}
	f := excelize.NewFile()
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}()
	sw, err := f.NewStreamWriter("Sheet1")
	if err != nil {
		return fmt.Errorf("xlsx: %w", err)
	}
	header := OutscraperHeader(g)
	row := make([]any, len(header))
	for i, name := range header {
		row[i] = name
	}
	if err := sw.SetRow("A1", row); err != nil {
		return fmt.Errorf("xlsx header: %w", err)
	}
	i := 0
	for b := range bs {
		if err := sw.SetRow("A"+strconv.Itoa(i+2), OutscraperRow(g, &b, i)); err != nil {
			return fmt.Errorf("xlsx row %d: %w", i+2, err)
		}
		i++
	}
	if err := sw.Flush(); err != nil {
		return fmt.Errorf("xlsx: %w", err)
	}
	if err := outscraper.WriteWorkbook(f, w); err != nil {
		return fmt.Errorf("xlsx: %w", err)
	}
	return nil
}

// WriteOutscraperCSV writes n demo businesses of seed as an Outscraper .csv
// export of generation g: comma-separated, UTF-8 without BOM, header first,
// numbers as pandas writes them (56.0) and booleans as True/False.
func WriteOutscraperCSV(w io.Writer, g Generation, seed int64, n int) error {
	return writeCSV(w, g, n, Generate(seed, n))
}

// writeCSV writes the businesses of bs as WriteOutscraperCSV does.
func writeCSV(w io.Writer, g Generation, _ int, bs iter.Seq[directory.Business]) error {
	bw := bufio.NewWriterSize(w, 64<<10)
	cw := csv.NewWriter(bw)
	if err := cw.Write(OutscraperHeader(g)); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	i := 0
	var record []string
	for b := range bs {
		record = csvRecord(record[:0], OutscraperRow(g, &b, i))
		if err := cw.Write(record); err != nil {
			return fmt.Errorf("csv record %d: %w", i+2, err)
		}
		i++
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		return fmt.Errorf("csv: %w", err)
	}
	return bw.Flush()
}

// csvRecord writes cells as CSV fields.
func csvRecord(out []string, row []any) []string {
	for _, v := range row {
		out = append(out, cellText(v))
	}
	return out
}

// cellText is a cell as text in the way Outscraper's CSV writes it.
func cellText(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case float64:
		return pyFloat(v)
	case int:
		return strconv.Itoa(v)
	case bool:
		return pyBool(v)
	case nil:
		return ""
	}
	return fmt.Sprint(v)
}

// WriteOutscraperFile writes n demo businesses of seed as an Outscraper
// export to path, in the format its extension names (.xlsx, .csv or .xls).
// A file left half-written by an error is removed.
func WriteOutscraperFile(path string, g Generation, seed int64, n int) error {
	return WriteOutscraperFileOf(path, g, n, Generate(seed, n))
}

// WriteOutscraperFileOf writes the n businesses of bs (Generate's or
// Rescrape's) as WriteOutscraperFile does.
func WriteOutscraperFileOf(path string, g Generation, n int, bs iter.Seq[directory.Business]) (err error) {
	var write func(io.Writer, Generation, int, iter.Seq[directory.Business]) error
	switch ext := strings.ToLower(filepath.Ext(path)); ext {
	case ".xlsx":
		write = writeXLSX
	case ".csv":
		write = writeCSV
	case ".xls":
		write = writeXLS
	default:
		return fmt.Errorf("%s: unknown extension %q (want .xlsx, .csv or .xls)", path, ext)
	}
	file, err := os.Create(path)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := file.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(path)
		}
	}()
	bw := bufio.NewWriterSize(file, 256<<10)
	if err := write(bw, g, n, bs); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return bw.Flush()
}
