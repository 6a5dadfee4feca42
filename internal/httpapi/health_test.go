package httpapi_test

import (
	"context"
	"database/sql"
	"testing"
)

// TestHealthAndReadiness: /healthz answers while the process runs;
// /readyz only while the database answers, every migration is applied and
// no index is missing.
func TestHealthAndReadiness(t *testing.T) {
	ctx := context.Background()
	srv := startServer(t)
	st := srv.Store
	raw, err := sql.Open("sqlite", srv.db)
	if err != nil {
		t.Fatal(err)
	}
	defer raw.Close()
	expect := func(what string, health, ready int) {
		t.Helper()
		if res, body := get(t, srv.URL+"/healthz"); res.StatusCode != health {
			t.Errorf("%s: /healthz %d %s, want %d", what, res.StatusCode, body, health)
		}
		if res, body := get(t, srv.URL+"/readyz"); res.StatusCode != ready {
			t.Errorf("%s: /readyz %d %s, want %d", what, res.StatusCode, body, ready)
		}
	}
	expect("a migrated database with every index", 200, 200)

	exec := func(q string) {
		t.Helper()
		if _, err := raw.ExecContext(ctx, q); err != nil {
			t.Fatal(err)
		}
	}
	exec(`DROP INDEX businesses_city`)
	expect("an index missing", 200, 503)
	if _, err := st.EnsureIndexes(ctx); err != nil {
		t.Fatal(err)
	}
	expect("the index built again", 200, 200)

	exec(`CREATE TABLE saved AS SELECT * FROM schema_migrations WHERE version = (SELECT max(version) FROM schema_migrations)`)
	exec(`DELETE FROM schema_migrations WHERE version IN (SELECT version FROM saved)`)
	expect("a migration not applied (an older binary's database)", 200, 503)
	exec(`INSERT INTO schema_migrations SELECT * FROM saved`)
	expect("migrated again", 200, 200)

	st.Close()
	expect("the database closed", 200, 503)
}
