package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/jobs"
	"branchenbuch/internal/media"
	"branchenbuch/internal/store/sqlite"
)

// The background jobs run in this process, not in the binary: only here can
// the guarded client be given a fake DNS that sends the benchmark's host
// names to a local server.

// jobsPlan sizes the background-job benchmark.
type jobsPlan struct {
	Sites       int           // businesses checked against a server that answers at once
	SlowSites   int           // businesses checked against a server that waits SlowDelay
	SlowDelay   time.Duration // per answer, like a real site
	Hosts       int           // distinct website host names, so the limit of 2 per host is not the bottleneck
	Photos      int           // businesses with one photo each
	PhotoHosts  int           // distinct photo host names
	ProcessRuns int           // media.Store.Process calls of the yardstick loop
}

// The generated photo's size, about what a business's photo on a map service has.
const benchPhotoW, benchPhotoH = 1600, 1200

// defaultJobsPlan is what `make bench` and -jobs-only run.
var defaultJobsPlan = jobsPlan{Sites: 50_000, SlowSites: 10_000, SlowDelay: 20 * time.Millisecond, Hosts: 500,
	Photos: 2_000, PhotoHosts: 100, ProcessRuns: 500}

// jobsResult is the "Background jobs" section of the report.
type jobsResult struct {
	Plan     jobsPlan
	Validate []validateRun
	Photos   *photoRun
}

// failed reports a job that did not end done with every item as expected.
func (r *jobsResult) failed() bool {
	if r == nil {
		return false
	}
	for _, v := range r.Validate {
		if v.Err != nil {
			return true
		}
	}
	return r.Photos != nil && r.Photos.Err != nil
}

// validateRun is one URL validation job and its yardsticks.
type validateRun struct {
	Businesses, Hosts, Workers int
	Delay                      time.Duration // the server's wait per answer
	Took                       time.Duration // StartJob → the job has ended
	Valid                      int
	Conns                      int64 // TCP connections the job opened to the server
	Mem                        memUse
	Bare                       []bareRun // plain HEAD requests to the same server
	Err                        error
}

// photoRun is one photo mirroring job and its yardstick.
type photoRun struct {
	Businesses, Hosts, Workers int
	PhotoBytes                 int
	Took                       time.Duration // QueuePendingPhotos → the job has ended
	Mirrored                   int
	Mem                        memUse
	ProcessRuns                int           // yardstick: Process calls in one loop
	ProcessTook                time.Duration // and their time
	Err                        error
}

// jobLog passes the runner's warnings and errors on to stderr.
var jobLog = slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))

// benchJobs runs both URL validation rounds and the photo mirroring in dir.
func benchJobs(ctx context.Context, plan jobsPlan, dir string) *jobsResult {
	r := &jobsResult{Plan: plan}
	rounds := []struct {
		n     int
		delay time.Duration
	}{{plan.Sites, 0}, {plan.SlowSites, plan.SlowDelay}}
	for i, rd := range rounds {
		if rd.n <= 0 || ctx.Err() != nil {
			continue
		}
		logf("jobs: URL validation of %s websites, server delay %s", thousands(rd.n), rd.delay)
		v := benchValidate(ctx, filepath.Join(dir, fmt.Sprintf("validate-%d.db", i)), rd.n, plan.Hosts, rd.delay)
		logf("jobs: URL validation: %s in %s, %.0f URLs/s, peak heap %s, error %v",
			thousands(v.Valid), v.Took.Round(time.Millisecond), perSec(v.Businesses, v.Took), mbBytes(v.Mem.HeapPeak), v.Err)
		r.Validate = append(r.Validate, v)
	}
	if plan.Photos > 0 && ctx.Err() == nil {
		logf("jobs: photo mirroring of %s photos", thousands(plan.Photos))
		p := benchPhotos(ctx, dir, plan)
		logf("jobs: photo mirroring: %s in %s, %.1f images/s, Process alone %.1f images/s, error %v", thousands(p.Mirrored),
			p.Took.Round(time.Millisecond), perSec(p.Mirrored, p.Took), perSec(p.ProcessRuns, p.ProcessTook), p.Err)
		r.Photos = &p
	}
	return r
}

// benchValidate checks n websites spread over hosts names with the real
// runner and handler, then times the bare client on the same server.
func benchValidate(ctx context.Context, dbPath string, n, hosts int, delay time.Duration) validateRun {
	v := validateRun{Businesses: n, Hosts: hosts, Workers: jobs.DefaultCheckWorkers, Delay: delay}
	srv, err := startLocalServer(delay, nil)
	if err != nil {
		v.Err = err
		return v
	}
	defer srv.close()
	st, err := sqlite.Open(ctx, dbPath, nil)
	if err != nil {
		v.Err = fmt.Errorf("open %s: %w", dbPath, err)
		return v
	}
	defer st.Close()
	names := benchHosts("shop", hosts)
	err = upsertBusinesses(ctx, st, n, func(i int, b *directory.Business) {
		b.Website = fmt.Sprintf("http://%s:%d/s/%d", names[i%hosts], srv.port, i)
	})
	if err != nil {
		v.Err = err
		return v
	}
	checker := &jobs.LinkChecker{Client: guardedClient(names, 15*time.Second, 0)}
	conns := srv.conns.Load()
	job, took, mem, err := measureJob(ctx, st, directory.JobValidateURLs, jobs.ValidateURLs(st, checker, 0),
		func(ctx context.Context) (*directory.Job, error) {
			j, _, err := st.StartJob(ctx, directory.JobValidateURLs, "", n, true)
			return j, err
		})
	v.Took, v.Mem, v.Conns = took, mem, srv.conns.Load()-conns
	if job != nil {
		v.Valid = job.Counters["valid"]
	}
	if err == nil {
		if err = checkJob(job, "valid", n); err != nil {
			err = fmt.Errorf("%w; %s", err, invalidReasons(ctx, st, job.ID))
		}
	}
	if v.Err = err; job == nil || !job.Ended() || ctx.Err() != nil {
		return v
	}
	for _, keepAlive := range []bool{true, false} {
		v.Bare = append(v.Bare, bareHEAD(ctx, fmt.Sprintf("http://127.0.0.1:%d/s/", srv.port), n, v.Workers, keepAlive))
	}
	return v
}

// benchPhotos mirrors one generated photo per business with the real runner
// and handler, then times media.Store.Process alone on the same bytes.
func benchPhotos(ctx context.Context, dir string, plan jobsPlan) photoRun {
	p := photoRun{Businesses: plan.Photos, Hosts: plan.PhotoHosts, Workers: jobs.DefaultPhotoWorkers}
	photo, err := benchPhoto(benchPhotoW, benchPhotoH)
	if err != nil {
		p.Err = err
		return p
	}
	p.PhotoBytes = len(photo)
	srv, err := startLocalServer(0, photo)
	if err != nil {
		p.Err = err
		return p
	}
	defer srv.close()
	st, err := sqlite.Open(ctx, filepath.Join(dir, "photos.db"), nil)
	if err != nil {
		p.Err = fmt.Errorf("open photos.db: %w", err)
		return p
	}
	defer st.Close()
	names := benchHosts("img", plan.PhotoHosts)
	err = upsertBusinesses(ctx, st, plan.Photos, func(i int, b *directory.Business) {
		b.PhotoSources = []string{fmt.Sprintf("http://%s:%d/p/%d.jpg", names[i%plan.PhotoHosts], srv.port, i)}
	})
	if err != nil {
		p.Err = err
		return p
	}
	ms := &media.Store{Dir: filepath.Join(dir, "media")}
	client := guardedClient(names, 30*time.Second, media.MaxBytes+1) // as serve.go sets up the downloads
	job, took, mem, err := measureJob(ctx, st, directory.JobUpdatePhotos, jobs.UpdatePhotos(st, ms, client, 0),
		func(ctx context.Context) (*directory.Job, error) {
			j, _, err := jobs.QueuePendingPhotos(ctx, st)
			if err == nil && j == nil {
				err = fmt.Errorf("no photo job queued")
			}
			return j, err
		})
	p.Took, p.Mem = took, mem
	if job != nil {
		p.Mirrored = job.Counters["mirrored"]
	}
	if err == nil {
		err = checkJob(job, "mirrored", plan.Photos)
	}
	if p.Err = err; job == nil || !job.Ended() || ctx.Err() != nil {
		return p
	}
	p.ProcessRuns = plan.ProcessRuns
	var perr error
	if p.ProcessTook, perr = processLoop(ctx, &media.Store{Dir: filepath.Join(dir, "media-process")}, photo, plan.ProcessRuns); perr != nil {
		p.Err = errors.Join(p.Err, perr)
	}
	return p
}

// measureJob starts a job, runs a Runner with handler until the job has
// ended, and returns it with the time and memory from start to end.
func measureJob(ctx context.Context, st directory.Store, kind string, handler jobs.Handler,
	start func(context.Context) (*directory.Job, error)) (*directory.Job, time.Duration, memUse, error) {
	w := watchMemory()
	t0 := time.Now()
	job, err := start(ctx)
	if err != nil {
		return nil, time.Since(t0), w.stop(), fmt.Errorf("start %s: %w", kind, err)
	}
	rctx, cancel := context.WithCancel(ctx)
	runner := &jobs.Runner{Store: st, Handlers: map[string]jobs.Handler{kind: handler}, Log: jobLog}
	done := make(chan struct{})
	go func() { defer close(done); runner.Run(rctx) }()
	defer func() { cancel(); <-done }()
	for {
		j, err := st.Job(ctx, job.ID)
		if err == nil && j.Ended() {
			return j, time.Since(t0), w.stop(), nil
		}
		if err != nil && ctx.Err() == nil {
			return j, time.Since(t0), w.stop(), fmt.Errorf("read job %d: %w", job.ID, err)
		}
		select {
		case <-ctx.Done():
			return j, time.Since(t0), w.stop(), ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
	}
}

// checkJob wants the job done with counter equal to want.
func checkJob(j *directory.Job, counter string, want int) error {
	if j.State != directory.JobDone || j.Counters[counter] != want {
		return fmt.Errorf("job %d ended %s (%s) with %v; want done with %s %s", j.ID, j.State, j.Error,
			j.Counters, thousands(want), counter)
	}
	return nil
}

// invalidReasons names the first few websites found invalid and why.
func invalidReasons(ctx context.Context, st directory.Store, jobID int64) string {
	var found []string
	_ = st.WebsiteChecks(ctx, jobID, func(c *directory.WebsiteCheck) error {
		if !c.Valid && len(found) < 3 {
			found = append(found, fmt.Sprintf("%s: %s (status %d)", c.URL, c.Reason, c.StatusCode))
		}
		return nil
	})
	if len(found) == 0 {
		return "no invalid check stored"
	}
	return "invalid: " + strings.Join(found, ", ")
}

// perSec is n per second of d, 0 when d is.
func perSec(n int, d time.Duration) float64 {
	if d <= 0 {
		return 0
	}
	return float64(n) / d.Seconds()
}
