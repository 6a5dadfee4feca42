package demo

import (
	"fmt"
	"io"
	"iter"

	"branchenbuch/internal/biff"
	"branchenbuch/internal/directory"
)

// maxXLSRows is the number of data rows a BIFF8 sheet holds below its header.
const maxXLSRows = 65_535

// WriteOutscraperXLS writes n demo businesses of seed as an Outscraper .xls
// export (BIFF8 in an OLE2 compound file) of generation g. BIFF8 needs the
// whole sheet at once, which its row limit keeps small.
func WriteOutscraperXLS(w io.Writer, g Generation, seed int64, n int) error {
	return writeXLS(w, g, n, Generate(seed, n))
}

// writeXLS writes the n businesses of bs as WriteOutscraperXLS does.
func writeXLS(w io.Writer, g Generation, n int, bs iter.Seq[directory.Business]) error {
	if n < 0 || n > maxXLSRows {
		return fmt.Errorf("xls: %d rows, want 0 to %d", n, maxXLSRows)
	}
	header := OutscraperHeader(g)
	rows := make([][]any, 0, n+1)
	first := make([]any, len(header))
	for i, name := range header {
		first[i] = name
	}
	rows = append(rows, first)
	i := 0
	for b := range bs {
		rows = append(rows, OutscraperRow(g, &b, i))
		i++
	}
	if err := biff.Write(w, "Sheet1", rows); err != nil {
		return fmt.Errorf("xls: %w", err)
	}
	return nil
}
