package postgres_test

import (
	"context"
	"testing"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/postgres"
	"branchenbuch/internal/store/storetest"
)

func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) directory.Store {
		st, err := postgres.Open(context.Background(), storetest.FreshPostgresSchema(t), nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	})
}

func TestReindexAfterMigration(t *testing.T) {
	ctx := context.Background()
	url := storetest.FreshPostgresSchema(t)
	open := func() directory.Store {
		st, err := postgres.Open(ctx, url, nil)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	storetest.Reindex(t, open, storetest.ExecOn(t, "pgx", url), `DELETE FROM business_search`)
}

func TestCityCategoriesMigration(t *testing.T) {
	url := storetest.FreshPostgresSchema(t)
	open := func() directory.Store {
		st, err := postgres.Open(context.Background(), url, nil)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	storetest.CityCategoriesMigration(t, open, storetest.ExecOn(t, "pgx", url), "0018_city_categories")
}

func TestIndexBuiltAtStartHasStatistics(t *testing.T) {
	url := storetest.FreshPostgresSchema(t)
	open := func() directory.Store {
		st, err := postgres.Open(context.Background(), url, nil)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	// An expression index has statistics of its own (pg_stats names it as the table).
	storetest.IndexStatistics(t, open, "pgx", url, "businesses_geo_box", `SELECT count(*) FROM pg_stats WHERE tablename = $1`)
}
