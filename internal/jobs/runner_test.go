package jobs_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/jobs"
)

// manySites stores n businesses whose websites are distinct paths of a
// test server that answers each after delay.
func manySites(t *testing.T, st directory.Store, n int, delay time.Duration) (*httptest.Server, *hits) {
	t.Helper()
	h := &hits{}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.add(r)
		time.Sleep(delay)
	}))
	t.Cleanup(srv.Close)
	bs := make([]directory.Business, n)
	for i := range bs {
		bs[i] = directory.Business{Name: fmt.Sprintf("Laden %03d", i), City: "Berlin", Website: siteURL(srv, fmt.Sprintf("/site/%03d", i))}
	}
	if _, err := st.UpsertBusinesses(context.Background(), bs); err != nil {
		t.Fatal(err)
	}
	return srv, h
}

func validator(st directory.Store, srv *httptest.Server, owner string, ttl time.Duration) *jobs.Runner {
	checker := &jobs.LinkChecker{Client: guarded(srv, 5*time.Second)}
	return &jobs.Runner{Store: st, Owner: owner, Poll: 20 * time.Millisecond, LeaseTTL: ttl,
		Handlers: map[string]jobs.Handler{directory.JobValidateURLs: jobs.ValidateURLs(st, checker, 4)}}
}

// dying is a store through which a runner cannot hand its lease back or
// end its job: what a killed process leaves behind.
type dying struct{ directory.Store }

func (dying) ReleaseJob(context.Context, int64, string) error { return nil }

// TestKilledRunnersJobIsFinishedByTheOther: two instances share one
// database; the one running the job dies mid-way; the other takes the job
// over once the lease has expired and continues from the last commit, so
// every website is counted exactly once.
func TestKilledRunnersJobIsFinishedByTheOther(t *testing.T) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) { testKilledRunner(t, e.two) })
	}
}

func testKilledRunner(t *testing.T, two func(t *testing.T) (a, b directory.Store)) {
	ctx := context.Background()
	stA, stB := two(t)
	const n = 300
	srv, h := manySites(t, stA, n, 10*time.Millisecond)
	job, _, err := stA.StartJob(ctx, directory.JobValidateURLs, "", n, true)
	if err != nil {
		t.Fatal(err)
	}
	a := validator(dying{stA}, srv, "instance-a", time.Second)
	actx, kill := context.WithCancel(ctx)
	aDone := make(chan struct{})
	go func() { defer close(aDone); a.Run(actx) }()
	mid := waitFor(t, stA, job.ID, 20*time.Second, func(j *directory.Job) bool { return j.Processed >= 60 })
	kill()
	<-aDone
	if mid.LeaseOwner != "instance-a" {
		t.Fatalf("lease owner %q, want instance-a", mid.LeaseOwner)
	}
	killed, _ := stA.Job(ctx, job.ID)

	b := validator(stB, srv, "instance-b", time.Second)
	done := runUntil(t, stB, job.ID, 60*time.Second, b)
	if done.State != directory.JobDone || done.Processed != n || done.Counters["valid"] != n || done.Total != n {
		t.Fatalf("job after the takeover = %v %+v; want done with %d valid", done.State, done.JobProgress, n)
	}
	redone := 0
	for i := range n {
		switch c := h.get(fmt.Sprintf("HEAD /site/%03d", i)); {
		case c == 0:
			t.Errorf("site %03d never checked", i)
		case c > 1:
			redone++
			if int64(i) < killed.Cursor { // ids and site numbers both count from 1 and 0 in order
				t.Errorf("site %03d before the killed runner's cursor was checked %d times", i, c)
			}
		}
	}
	t.Logf("killed at %d of %d processed; %d items redone after the takeover", killed.Processed, n, redone)
	var checks int
	_ = stB.WebsiteChecks(ctx, job.ID, func(*directory.WebsiteCheck) error { checks++; return nil })
	if checks != n {
		t.Errorf("%d checks stored, want %d", checks, n)
	}
}

// TestShutdownHandsTheJobOver: a runner that stops gracefully hands the
// lease back, so the other continues at once, long before the lease would
// have expired.
func TestShutdownHandsTheJobOver(t *testing.T) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) { testShutdownHandsOver(t, e.two) })
	}
}

func testShutdownHandsOver(t *testing.T, two func(t *testing.T) (a, b directory.Store)) {
	ctx := context.Background()
	stA, stB := two(t)
	const n = 200
	srv, _ := manySites(t, stA, n, 10*time.Millisecond)
	job, _, _ := stA.StartJob(ctx, directory.JobValidateURLs, "", n, true)
	a := validator(stA, srv, "instance-a", time.Hour)
	actx, stop := context.WithCancel(ctx)
	aDone := make(chan struct{})
	go func() { defer close(aDone); a.Run(actx) }()
	waitFor(t, stA, job.ID, 20*time.Second, func(j *directory.Job) bool { return j.Processed >= 40 })
	stop()
	<-aDone
	handed, _ := stA.Job(ctx, job.ID)
	if handed.State != directory.JobRunning || handed.LeaseExpires.After(time.Now()) {
		t.Fatalf("after shutdown: state %s lease until %v; want running with the lease handed back", handed.State, handed.LeaseExpires)
	}
	b := validator(stB, srv, "instance-b", time.Hour)
	done := runUntil(t, stB, job.ID, 30*time.Second, b)
	if done.State != directory.JobDone || done.Counters["valid"] != n {
		t.Errorf("job = %v %+v; want done with %d valid", done.State, done.JobProgress, n)
	}
}

// stoppingClaim is a store whose claim lands in the database as the
// runner's context ends and answers as PostgreSQL's driver answers a
// statement cancelled in flight: with the context's error, once that
// context has ended, whatever the database did.
type stoppingClaim struct {
	directory.Store
	stop context.CancelFunc
}

func (s stoppingClaim) ClaimJob(ctx context.Context, owner string, kinds []string, ttl time.Duration) (*directory.Job, error) {
	j, err := s.Store.ClaimJob(context.WithoutCancel(ctx), owner, kinds, ttl)
	s.stop()
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	return j, err
}

// TestClaimAsTheRunnerStops: a job claimed as its runner stops is handed
// back at once, not left to wait out its lease with no runner at it.
func TestClaimAsTheRunnerStops(t *testing.T) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			st, _ := e.two(t)
			ctx, stop := context.WithCancel(context.Background())
			defer stop()
			job, _, err := st.StartJob(ctx, directory.JobValidateURLs, "", 0, true)
			if err != nil {
				t.Fatal(err)
			}
			ran := false
			r := &jobs.Runner{Store: stoppingClaim{st, stop}, Owner: "instance-a", Poll: 10 * time.Millisecond, LeaseTTL: time.Hour,
				Handlers: map[string]jobs.Handler{directory.JobValidateURLs: func(context.Context, *jobs.Run) (string, error) {
					ran = true
					return "", nil
				}}}
			r.Run(ctx)
			got, err := st.Job(context.Background(), job.ID)
			if err != nil {
				t.Fatal(err)
			}
			if ran || got.State != directory.JobRunning || got.LeaseOwner != "" || got.LeaseExpires.After(time.Now()) {
				t.Errorf("after a claim as the runner stopped: ran %t, state %s, lease %q until %v; want running, handed back, not run",
					ran, got.State, got.LeaseOwner, got.LeaseExpires)
			}
		})
	}
}

// TestTwoRunnersShareTheWork: two instances running side by side take one
// job each, never the same one, and a second start of a running kind
// returns the running job.
func TestTwoRunnersShareTheWork(t *testing.T) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) { testTwoRunners(t, e.two) })
	}
}

func testTwoRunners(t *testing.T, two func(t *testing.T) (a, b directory.Store)) {
	ctx := context.Background()
	stA, stB := two(t)
	var mu sync.Mutex
	ran := map[int64][]string{}
	slow := func(owner string) jobs.Handler {
		return func(ctx context.Context, run *jobs.Run) (string, error) {
			mu.Lock()
			ran[run.Job().ID] = append(ran[run.Job().ID], owner)
			mu.Unlock()
			time.Sleep(200 * time.Millisecond)
			return "", nil
		}
	}
	runner := func(st directory.Store, owner string) *jobs.Runner {
		return &jobs.Runner{Store: st, Owner: owner, Poll: 10 * time.Millisecond, Slots: 1,
			Handlers: map[string]jobs.Handler{directory.JobValidateURLs: slow(owner), directory.JobUpdatePhotos: slow(owner)}}
	}
	v, _, _ := stA.StartJob(ctx, directory.JobValidateURLs, "", 0, true)
	again, started, _ := stB.StartJob(ctx, directory.JobValidateURLs, "", 0, true)
	if started || again.ID != v.ID {
		t.Errorf("second start: job %d started %v; want the running job %d", again.ID, started, v.ID)
	}
	p, _, _ := stA.StartJob(ctx, directory.JobUpdatePhotos, "", 0, true)
	a, b := runner(stA, "a"), runner(stB, "b")
	runUntil(t, stA, v.ID, 10*time.Second, a, b)
	waitFor(t, stA, p.ID, 10*time.Second, (*directory.Job).Ended)
	mu.Lock()
	defer mu.Unlock()
	if len(ran[v.ID]) != 1 || len(ran[p.ID]) != 1 {
		t.Errorf("runs per job %v; want each job run once", ran)
	}
}

// TestFailingHandlerFailsTheJob: an error or a panic ends the job failed,
// with the message, and frees the kind for a new start.
func TestFailingHandlerFailsTheJob(t *testing.T) {
	ctx := context.Background()
	st := openStore(t, "")
	for _, h := range []jobs.Handler{
		func(context.Context, *jobs.Run) (string, error) { return "", fmt.Errorf("disk full") },
		func(context.Context, *jobs.Run) (string, error) { panic("disk full") },
	} {
		job, started, _ := st.StartJob(ctx, directory.JobUpdatePhotos, "", 0, true)
		if !started {
			t.Fatal("the kind is not free after the last job failed")
		}
		r := &jobs.Runner{Store: st, Poll: 10 * time.Millisecond, Handlers: map[string]jobs.Handler{directory.JobUpdatePhotos: h}}
		done := runUntil(t, st, job.ID, 5*time.Second, r)
		if done.State != directory.JobFailed || done.Error == "" {
			t.Errorf("job = %s %q; want failed with the message", done.State, done.Error)
		}
	}
}
