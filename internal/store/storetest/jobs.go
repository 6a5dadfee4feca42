package storetest

import (
	"context"
	"sync"
	"testing"
	"time"

	"branchenbuch/internal/directory"
)

// testJobs checks the lease protocol of the jobs table: one active job per
// kind, one runner per job, progress kept across a takeover, a released
// lease claimable at once, writes of a runner that lost its lease refused.
func testJobs(t *testing.T, st directory.Store) {
	ctx := context.Background()
	const kind = directory.JobValidateURLs
	kinds := []string{kind}
	first, started, err := st.StartJob(ctx, kind, "", 10, true)
	if err != nil || !started || first.State != directory.JobQueued || first.Total != 10 {
		t.Fatalf("StartJob = %+v, %v, %v; want a queued job of 10", first, started, err)
	}
	again, started, err := st.StartJob(ctx, kind, "", 99, true)
	if err != nil || started || again.ID != first.ID {
		t.Fatalf("second StartJob = %+v, %v, %v; want the first job %d, not started", again, started, err, first.ID)
	}

	a, err := st.ClaimJob(ctx, "runner-a", kinds, time.Minute)
	if err != nil || a == nil || a.ID != first.ID || a.State != directory.JobRunning || a.StartedAt.IsZero() {
		t.Fatalf("ClaimJob(a) = %+v, %v; want job %d running", a, err, first.ID)
	}
	if b, err := st.ClaimJob(ctx, "runner-b", kinds, time.Minute); err != nil || b != nil {
		t.Fatalf("ClaimJob(b) during a's lease = %+v, %v; want nothing", b, err)
	}
	p := directory.JobProgress{Total: 10, Processed: 4, Cursor: 40, Counters: map[string]int{"valid": 3, "invalid": 1}, CurrentItem: "Bäckerei"}
	// a's lease ends at once: a runner that died.
	if err := st.SaveJobProgress(ctx, a.ID, "runner-a", -time.Second, p); err != nil {
		t.Fatal(err)
	}
	b, err := st.ClaimJob(ctx, "runner-b", kinds, time.Minute)
	if err != nil || b == nil || b.ID != a.ID {
		t.Fatalf("ClaimJob(b) after a's lease ended = %+v, %v; want job %d", b, err, a.ID)
	}
	if b.Processed != 4 || b.Cursor != 40 || b.Counters["valid"] != 3 || b.Counters["invalid"] != 1 || b.CurrentItem != "Bäckerei" {
		t.Errorf("taken over job = %+v; want a's progress", b.JobProgress)
	}
	if !b.StartedAt.Equal(a.StartedAt) {
		t.Errorf("started at %v after the takeover, want %v", b.StartedAt, a.StartedAt)
	}
	if err := st.SaveJobProgress(ctx, a.ID, "runner-a", time.Minute, p); directory.ErrorCode(err) != directory.ECONFLICT {
		t.Errorf("a's write after the takeover: err %v, want conflict", err)
	}
	if err := st.FinishJob(ctx, a.ID, "runner-a", directory.JobDone, "", ""); directory.ErrorCode(err) != directory.ECONFLICT {
		t.Errorf("a's finish after the takeover: err %v, want conflict", err)
	}
	// A graceful shutdown hands the lease back: c continues at once.
	if err := st.ReleaseJob(ctx, b.ID, "runner-b"); err != nil {
		t.Fatal(err)
	}
	late := directory.JobProgress{Total: 100, Processed: 41, Cursor: 41}
	if err := st.SaveJobProgress(ctx, b.ID, "runner-b", time.Hour, late); directory.ErrorCode(err) != directory.ECONFLICT {
		t.Fatalf("a late write of the runner that handed the lease back: %v, want a lost lease", err)
	}
	c, err := st.ClaimJob(ctx, "runner-c", kinds, time.Minute)
	if err != nil || c == nil || c.ID != b.ID || c.Cursor != 40 {
		t.Fatalf("ClaimJob(c) after b released = %+v, %v; want job %d at cursor 40", c, err, b.ID)
	}
	if err := st.FinishJob(ctx, c.ID, "runner-c", directory.JobDone, "", "report.csv"); err != nil {
		t.Fatal(err)
	}
	done, err := st.Job(ctx, c.ID)
	if err != nil || done.State != directory.JobDone || done.FinishedAt.IsZero() || done.ReportFile != "report.csv" || !done.Ended() {
		t.Fatalf("finished job = %+v, %v", done, err)
	}
	if j, err := st.ClaimJob(ctx, "runner-d", kinds, time.Minute); err != nil || j != nil {
		t.Fatalf("ClaimJob after the only job ended = %+v, %v; want nothing", j, err)
	}
	next, started, err := st.StartJob(ctx, kind, "", 5, true)
	if err != nil || !started || next.ID == first.ID {
		t.Fatalf("StartJob after the first ended = %+v, %v, %v; want a new job", next, started, err)
	}
	if latest, err := st.LatestJob(ctx, kind); err != nil || latest == nil || latest.ID != next.ID {
		t.Errorf("LatestJob = %+v, %v; want job %d", latest, err, next.ID)
	}
	if none, err := st.LatestJob(ctx, directory.JobUpdatePhotos); err != nil || none != nil {
		t.Errorf("LatestJob of a kind never started = %+v, %v; want nil", none, err)
	}
	if _, err := st.Job(ctx, 9999); directory.ErrorCode(err) != directory.ENOTFOUND {
		t.Errorf("Job(9999): err %v, want not found", err)
	}
	// Kinds that may run side by side queue several jobs, claimed oldest first.
	x, sx, _ := st.StartJob(ctx, "import", "a.xlsx", 0, false)
	y, sy, _ := st.StartJob(ctx, "import", "b.xlsx", 0, false)
	if !sx || !sy || x.ID == y.ID {
		t.Fatalf("two imports: %v %v, ids %d %d; want two jobs", sx, sy, x.ID, y.ID)
	}
	if j, _ := st.ClaimJob(ctx, "runner-e", []string{"import"}, time.Minute); j == nil || j.ID != x.ID || j.Params != "a.xlsx" {
		t.Errorf("claimed %+v, want the older import %d", j, x.ID)
	}
}

// testJobClaimRace lets many runners claim one job at once: exactly one wins.
func testJobClaimRace(t *testing.T, st directory.Store) {
	ctx := context.Background()
	if _, _, err := st.StartJob(ctx, directory.JobUpdatePhotos, "", 0, true); err != nil {
		t.Fatal(err)
	}
	var (
		wg   sync.WaitGroup
		mu   sync.Mutex
		wins int
	)
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			j, err := st.ClaimJob(ctx, "runner-"+string(rune('a'+i)), []string{directory.JobUpdatePhotos}, time.Minute)
			if err != nil {
				t.Error(err)
			}
			if j != nil {
				mu.Lock()
				wins++
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	if wins != 1 {
		t.Errorf("%d runners claimed the job, want 1", wins)
	}
}
