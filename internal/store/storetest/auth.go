package storetest

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"branchenbuch/internal/directory"
)

// testAuth checks sessions, the login throttle and the password hash.
func testAuth(t *testing.T, st directory.Store) {
	t0 := time.Date(2026, 11, 18, 9, 0, 0, 0, time.UTC)
	t.Run("PasswordHash", func(t *testing.T) { testPasswordHash(t, st, t0) })
	t.Run("Sessions", func(t *testing.T) { testSessions(t, st, t0) })
	t.Run("Throttle", func(t *testing.T) { testThrottle(t, st, t0) })
	t.Run("ThrottleConcurrent", func(t *testing.T) { testThrottleConcurrent(t, st, t0) })
}

func testPasswordHash(t *testing.T, st directory.Store, t0 time.Time) {
	ctx := context.Background()
	if h, err := st.AdminPasswordHash(ctx); err != nil || h != "" {
		t.Fatalf("hash of a new store = %q (%v), want none", h, err)
	}
	if ok, err := st.InitAdminPasswordHash(ctx, "first", t0); err != nil || !ok {
		t.Fatalf("first init = %v (%v), want stored", ok, err)
	}
	if ok, err := st.InitAdminPasswordHash(ctx, "second", t0); err != nil || ok {
		t.Errorf("second init = %v (%v), want refused", ok, err)
	}
	if h, _ := st.AdminPasswordHash(ctx); h != "first" {
		t.Errorf("hash after two inits = %q, want first", h)
	}
	mustCreateSession(t, st, directory.AdminSession{ID: "s-old", CreatedAt: t0, LastSeenAt: t0, ExpiresAt: t0.Add(time.Hour)})
	if err := st.SetAdminPasswordHash(ctx, "changed", t0); err != nil {
		t.Fatal(err)
	}
	if h, _ := st.AdminPasswordHash(ctx); h != "changed" {
		t.Errorf("hash after set = %q, want changed", h)
	}
	if _, err := st.AdminSession(ctx, "s-old"); directory.ErrorCode(err) != directory.ENOTFOUND {
		t.Errorf("session after a password change: err = %v, want ENOTFOUND", err)
	}
}

func mustCreateSession(t *testing.T, st directory.Store, s directory.AdminSession) {
	t.Helper()
	if err := st.CreateAdminSession(context.Background(), s); err != nil {
		t.Fatal(err)
	}
}

func testSessions(t *testing.T, st directory.Store, t0 time.Time) {
	ctx := context.Background()
	want := directory.AdminSession{ID: "a1", ClientIP: "192.0.2.7", CreatedAt: t0, LastSeenAt: t0, ExpiresAt: t0.Add(12 * time.Hour)}
	mustCreateSession(t, st, want)
	got, err := st.AdminSession(ctx, "a1")
	if err != nil {
		t.Fatal(err)
	}
	if got.ID != want.ID || got.ClientIP != want.ClientIP || !got.CreatedAt.Equal(t0) || !got.LastSeenAt.Equal(t0) ||
		!got.ExpiresAt.Equal(want.ExpiresAt) {
		t.Errorf("session = %+v, want %+v", got, want)
	}
	if err := st.CreateAdminSession(ctx, want); err == nil {
		t.Error("a second session with the same id was stored")
	}
	later := t0.Add(5 * time.Minute)
	if err := st.TouchAdminSession(ctx, "a1", later); err != nil {
		t.Fatal(err)
	}
	// A touch from an instance with an older request never moves the time back.
	if err := st.TouchAdminSession(ctx, "a1", t0.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.AdminSession(ctx, "a1"); got == nil || !got.LastSeenAt.Equal(later) {
		t.Errorf("last seen after touches = %v, want %v", got, later)
	}
	if _, err := st.AdminSession(ctx, "nope"); directory.ErrorCode(err) != directory.ENOTFOUND {
		t.Errorf("unknown session: err = %v, want ENOTFOUND", err)
	}

	mustCreateSession(t, st, directory.AdminSession{ID: "expired", CreatedAt: t0, LastSeenAt: later, ExpiresAt: later})
	mustCreateSession(t, st, directory.AdminSession{ID: "idle", CreatedAt: t0, LastSeenAt: t0, ExpiresAt: t0.Add(time.Hour)})
	if err := st.PruneAuth(ctx, later, t0.Add(time.Minute), t0); err != nil {
		t.Fatal(err)
	}
	for id, kept := range map[string]bool{"a1": true, "expired": false, "idle": false} {
		_, err := st.AdminSession(ctx, id)
		if gotKept := err == nil; gotKept != kept {
			t.Errorf("after prune, session %s kept = %v (%v), want %v", id, gotKept, err, kept)
		}
	}
	if err := st.DeleteAdminSession(ctx, "a1"); err != nil {
		t.Fatal(err)
	}
	if _, err := st.AdminSession(ctx, "a1"); directory.ErrorCode(err) != directory.ENOTFOUND {
		t.Errorf("deleted session: err = %v, want ENOTFOUND", err)
	}
	if err := st.DeleteAdminSession(ctx, "a1"); err != nil {
		t.Errorf("deleting twice: %v", err)
	}
}

func testThrottle(t *testing.T, st directory.Store, t0 time.Time) {
	ctx := context.Background()
	p := directory.DefaultThrottle
	if got, err := st.LoginThrottle(ctx, "198.51.100.1"); err != nil || got != (directory.LoginThrottle{}) {
		t.Fatalf("record of an unknown client = %+v (%v), want zero", got, err)
	}
	var last directory.LoginThrottle
	for i := range p.MaxFailures {
		var err error
		if last, err = st.RecordLoginFailure(ctx, "198.51.100.1", t0.Add(time.Duration(i)*time.Second), p); err != nil {
			t.Fatal(err)
		}
	}
	blockedAt := t0.Add(time.Duration(p.MaxFailures-1) * time.Second)
	if got, want := last.BlockedUntil, blockedAt.Add(p.FirstBlock); !got.Equal(want) || last.Blocks != 1 {
		t.Errorf("after %d failures: blocked until %v (blocks %d), want %v (1)", p.MaxFailures, got, last.Blocks, want)
	}
	stored, err := st.LoginThrottle(ctx, "198.51.100.1")
	if err != nil || stored != last {
		t.Errorf("stored record = %+v (%v), want %+v", stored, err, last)
	}
	if got, _ := st.LoginThrottle(ctx, "198.51.100.2"); got != (directory.LoginThrottle{}) {
		t.Errorf("another client's record = %+v, want zero", got)
	}
	// The next block lasts twice as long.
	after := last.BlockedUntil
	for i := range p.MaxFailures {
		last, _ = st.RecordLoginFailure(ctx, "198.51.100.1", after.Add(time.Duration(i)*time.Second), p)
	}
	if last.Blocks != 2 || last.RetryAfter(last.LastFailure) != 2*p.FirstBlock {
		t.Errorf("second block: blocks %d, retry after %v, want 2 and %v", last.Blocks, last.RetryAfter(last.LastFailure), 2*p.FirstBlock)
	}
	if err := st.ResetLoginThrottle(ctx, "198.51.100.1"); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.LoginThrottle(ctx, "198.51.100.1"); got != (directory.LoginThrottle{}) {
		t.Errorf("record after reset = %+v, want zero", got)
	}

	// Prune forgets records without recent failures, never a running block.
	st.RecordLoginFailure(ctx, "old", t0, p)
	for i := range p.MaxFailures {
		st.RecordLoginFailure(ctx, "blocked", t0.Add(time.Duration(i)), p)
	}
	if err := st.PruneAuth(ctx, t0.Add(30*time.Second), t0.Add(-time.Hour), t0.Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.LoginThrottle(ctx, "old"); got.Failures != 0 {
		t.Errorf("old record kept after prune: %+v", got)
	}
	if got, _ := st.LoginThrottle(ctx, "blocked"); got.BlockedUntil.IsZero() {
		t.Error("a running block was pruned")
	}
}

// testThrottleConcurrent reports failures from many goroutines at once, as
// several instances would: every one of them must count.
func testThrottleConcurrent(t *testing.T, st directory.Store, t0 time.Time) {
	ctx := context.Background()
	p := directory.DefaultThrottle
	p.MaxFailures = 1000
	const n = 20
	var wg sync.WaitGroup
	errs := make(chan error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := st.RecordLoginFailure(ctx, "203.0.113.9", t0.Add(time.Duration(i)*time.Millisecond), p); err != nil {
				errs <- fmt.Errorf("failure %d: %w", i, err)
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	if got, _ := st.LoginThrottle(ctx, "203.0.113.9"); got.Failures != n {
		t.Errorf("failures = %d, want %d", got.Failures, n)
	}
}
