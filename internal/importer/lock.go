package importer

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"strconv"
	"strings"
	"time"

	"branchenbuch/internal/directory"
)

// LockName is the name of the lock that lets one import run at a time
// across every instance.
const LockName = "import"

// The lease of the import lock: renewed every leaseRenew while the import
// runs, so that a holder that dies frees the lock within leaseTTL, and at
// once for a holder on the same machine whose process is gone.
const (
	leaseTTL   = 2 * time.Minute
	leaseRenew = 20 * time.Second
)

// errBusy is what a second import gets while one runs.
var errBusy = directory.Errorf(directory.ECONFLICT,
	"Şu anda başka bir içe aktarma sürüyor. Lütfen o bittikten sonra tekrar deneyin.")

// WithLock runs fn while holding the import lock, or returns an ECONFLICT
// error when another import holds it. fn gets the import's work directory
// (see workDir), emptied of what a killed import left. fn's context ends
// when the lease cannot be renewed, so that two imports never overlap.
func WithLock(ctx context.Context, st directory.TransferStore, fn func(ctx context.Context, dir string) error) error {
	return holdLock(ctx, st, nil, func(ctx context.Context) error {
		dir, err := workDir()
		if err != nil {
			return err
		}
		return fn(ctx, dir)
	})
}

// lockRetry is how often an import job waiting for the lock tries again.
var lockRetry = time.Second

// holdLock runs fn while holding the import lock. When another import
// holds it, holdLock returns errBusy, or with waiting set, calls waiting
// and tries again every lockRetry until ctx ends (an import job queued
// behind another, or behind the command line's).
func holdLock(ctx context.Context, st directory.TransferStore, waiting func() error, fn func(ctx context.Context) error) error {
	holder := newHolder()
	for {
		err := acquire(ctx, st, holder)
		if err == nil {
			break
		}
		if err != errBusy || waiting == nil {
			return err
		}
		if err := waiting(); err != nil {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(lockRetry):
		}
	}
	ctx, cancel := context.WithCancelCause(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		renew(ctx, st, holder, cancel)
	}()
	err := fn(ctx)
	cancel(nil)
	<-done
	release(ctx, st, holder)
	return err
}

// release frees the lock, even when ctx has ended.
func release(ctx context.Context, st directory.TransferStore, holder string) {
	ctx, stop := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer stop()
	if err := st.ReleaseLock(ctx, LockName, holder); err != nil {
		slog.Warn("import lock not released; it expires by itself", "err", err)
	}
}

// acquire takes the lock, taking it over from a holder on this machine
// whose process has ended (a killed import).
func acquire(ctx context.Context, st directory.TransferStore, holder string) error {
	err := st.AcquireLock(ctx, LockName, holder, leaseTTL)
	var held *directory.LockedError
	if !errors.As(err, &held) {
		return err
	}
	if !deadHolder(held.Holder) {
		return errBusy
	}
	slog.Warn("import lock of an ended process taken over", "holder", held.Holder)
	if err := st.ReleaseLock(ctx, LockName, held.Holder); err != nil {
		return err
	}
	if err := st.AcquireLock(ctx, LockName, holder, leaseTTL); errors.As(err, &held) {
		return errBusy
	} else if err != nil {
		return err
	}
	return nil
}

func renew(ctx context.Context, st directory.TransferStore, holder string, cancel context.CancelCauseFunc) {
	t := time.NewTicker(leaseRenew)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			if err := st.AcquireLock(ctx, LockName, holder, leaseTTL); err != nil && ctx.Err() == nil {
				cancel(fmt.Errorf("import lock lost: %w", err))
				return
			}
		}
	}
}

// newHolder names this process: host, process id and a random part, so
// that a lock left by a killed process on the same host can be recognised.
func newHolder() string {
	host, _ := os.Hostname()
	var b [4]byte
	_, _ = rand.Read(b[:])
	return host + ":" + strconv.Itoa(os.Getpid()) + ":" + hex.EncodeToString(b[:])
}

// deadHolder reports whether holder names a process on this host that no
// longer runs.
func deadHolder(holder string) bool {
	parts := strings.Split(holder, ":")
	if len(parts) != 3 {
		return false
	}
	host, _ := os.Hostname()
	pid, err := strconv.Atoi(parts[1])
	if parts[0] != host || err != nil || pid <= 0 {
		return false
	}
	return !processRuns(pid)
}
