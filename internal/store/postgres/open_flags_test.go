package postgres_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"branchenbuch/internal/directory"
)

// TestOpenFlagsKeepTheirStatistics: when the "Jetzt geöffnet" filter
// changes the open flags, the planner learns how many schedules are open.
// Statistics left from the night, when none was open, made it loop over a
// search's hits once per open schedule in the morning.
func TestOpenFlagsKeepTheirStatistics(t *testing.T) {
	ctx := context.Background()
	st, db := demoLoaded(t, 300)
	night := time.Date(2026, 3, 31, 1, 0, 0, 0, time.UTC) // Tuesday, 03:00 in Berlin
	morning := night.Add(8 * time.Hour)
	for _, at := range []time.Time{night, morning} {
		if _, err := st.Search(ctx, directory.SearchQuery{Filters: directory.Filters{OpenAt: at}, Limit: 24}); err != nil {
			t.Fatal(err)
		}
		var open int
		if err := db.QueryRowContext(ctx, `SELECT count(*) FROM schedules WHERE open`).Scan(&open); err != nil {
			t.Fatal(err)
		}
		if at == morning && open == 0 {
			t.Fatal("no demo schedule is open on a Tuesday at 11:00")
		}
		var text []byte
		if err := db.QueryRowContext(ctx, `EXPLAIN (FORMAT JSON) SELECT key FROM schedules WHERE open`).Scan(&text); err != nil {
			t.Fatal(err)
		}
		var plan []struct {
			Plan struct {
				Rows float64 `json:"Plan Rows"`
			}
		}
		if err := json.Unmarshal(text, &plan); err != nil || len(plan) != 1 {
			t.Fatalf("EXPLAIN: %v: %s", err, text)
		}
		// The planner estimates at least one row, even for none.
		if est := plan[0].Plan.Rows; est < float64(open)*0.8 || est > float64(max(open, 1))*1.2 {
			t.Errorf("%s: %d schedules are open, the planner expects %.0f", at.Format(time.DateTime), open, est)
		}
	}
}
