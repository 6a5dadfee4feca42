package postgres_test

import (
	"context"
	"database/sql"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"testing"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/postgres"
	"branchenbuch/internal/store/storetest"
)

// testURL is the server the suite uses; every test gets its own schema in it.
func testURL() string {
	if u := os.Getenv("TEST_POSTGRES_URL"); u != "" {
		return u
	}
	return "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"
}

// freshSchema creates an empty schema and returns a URL that uses it. Without
// a reachable server the test is skipped, except under CI, where it fails.
func freshSchema(t *testing.T) string {
	t.Helper()
	admin, err := sql.Open("pgx", testURL())
	if err == nil {
		err = admin.Ping()
	}
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("PostgreSQL is required under CI: %v", err)
		}
		t.Skipf("PostgreSQL not reachable: %v", err)
	}
	schema := fmt.Sprintf("test_%d", rand.Uint64())
	if _, err := admin.Exec(`CREATE SCHEMA ` + schema); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		admin.Exec(`DROP SCHEMA ` + schema + ` CASCADE`)
		admin.Close()
	})
	u, _ := url.Parse(testURL())
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) directory.Store {
		st, err := postgres.Open(context.Background(), freshSchema(t), nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	})
}
