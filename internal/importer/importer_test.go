package importer

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/outscraper"
	"branchenbuch/internal/store/sqlite"
)

// A file that becomes unreadable after some rows keeps the rows before it,
// and the error says where it broke off and how many were written.
func TestImportBrokenOffMidFile(t *testing.T) {
	ctx := context.Background()
	st, err := sqlite.Open(ctx, filepath.Join(t.TempDir(), "import.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var b strings.Builder
	b.WriteString("name,place_id\n")
	const good = BatchSize + 1000
	for i := range good {
		fmt.Fprintf(&b, "Betrieb %d,p-%d\n", i, i)
	}
	b.WriteString(strings.Repeat("x,", outscraper.MaxCSVFields+10) + "x\n") // row good+2
	path := filepath.Join(t.TempDir(), "broken.csv")
	if err := os.WriteFile(path, []byte(b.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	_, err = Import(ctx, st, path, "broken.csv", nil)
	if directory.ErrorCode(err) != directory.EINVALID || !strings.Contains(err.Error(), fmt.Sprint(good+2)) ||
		!strings.Contains(err.Error(), fmt.Sprintf("%d yeni işletme", good)) {
		t.Fatalf("err = %v, want EINVALID naming row %d and %d written", err, good+2, good)
	}
	_, total, err := st.AdminBusinesses(ctx, directory.AdminQuery{SortBy: directory.AdminSortName, Page: 1, Limit: 1})
	if err != nil || total != good {
		t.Errorf("%d businesses stored (%v), want the %d rows before the break", total, err, good)
	}
}
