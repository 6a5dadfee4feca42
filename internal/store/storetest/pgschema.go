package storetest

import (
	"database/sql"
	"fmt"
	"math/rand/v2"
	"net/url"
	"os"
	"testing"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver for creating the schema
)

// PostgresURL is the server tests use: TEST_POSTGRES_URL, or the
// development machines' 127.0.0.1:5432 database "test".
func PostgresURL() string {
	if u := os.Getenv("TEST_POSTGRES_URL"); u != "" {
		return u
	}
	return "postgres://postgres@127.0.0.1:5432/test?sslmode=disable"
}

// FreshPostgresSchema creates an empty schema, dropped when the test ends,
// and returns a URL that uses it; every store opened with the URL sees the
// same database, as instances behind a load balancer do. Without a
// reachable server the test is skipped, except under CI, where it fails.
func FreshPostgresSchema(t testing.TB) string {
	t.Helper()
	admin, err := sql.Open("pgx", PostgresURL())
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
	u, _ := url.Parse(PostgresURL())
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}
