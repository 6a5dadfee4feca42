package directory

import (
	"context"
	"time"
)

// AuthStore keeps the operator's sessions, the login throttle and the admin
// password hash in the database, so that every instance behind a load
// balancer sees the same state (docs/security.md). Times are decided by
// the caller (its clock), never by the store.
type AuthStore interface {
	// AdminPasswordHash returns the stored password hash, or "" when none is set.
	AdminPasswordHash(ctx context.Context) (string, error)
	// SetAdminPasswordHash stores a new password hash and ends every session,
	// in one transaction.
	SetAdminPasswordHash(ctx context.Context, hash string, at time.Time) error
	// InitAdminPasswordHash stores hash only when no hash is stored yet and
	// reports whether it did (two instances starting at once store one).
	InitAdminPasswordHash(ctx context.Context, hash string, at time.Time) (bool, error)

	// CreateAdminSession stores a new session.
	CreateAdminSession(ctx context.Context, s AdminSession) error
	// AdminSession returns the session with the given id; ENOTFOUND if absent.
	AdminSession(ctx context.Context, id string) (*AdminSession, error)
	// TouchAdminSession records activity of a session at the given time.
	TouchAdminSession(ctx context.Context, id string, at time.Time) error
	// DeleteAdminSession ends a session; an unknown id is no error.
	DeleteAdminSession(ctx context.Context, id string) error
	// PruneAuth deletes sessions that ended (expired at now, or idle since
	// before idleBefore) and throttle records that are not blocking at now
	// and saw no failure since forgetBefore.
	PruneAuth(ctx context.Context, now, idleBefore, forgetBefore time.Time) error

	// LoginThrottle returns the failed-login record of a client key (zero
	// when there is none).
	LoginThrottle(ctx context.Context, client string) (LoginThrottle, error)
	// RecordLoginFailure applies p.Fail to the client's record atomically
	// (concurrent failures from several instances all count) and returns
	// the new record.
	RecordLoginFailure(ctx context.Context, client string, now time.Time, p ThrottlePolicy) (LoginThrottle, error)
	// ResetLoginThrottle forgets a client's failures (after a good login).
	ResetLoginThrottle(ctx context.Context, client string) error
}

// AdminSession is an operator session as stored. Its ID is the SHA-256 of
// the cookie's random token, so a leaked database row does not sign anyone in.
type AdminSession struct {
	ID         string // hex SHA-256 of the session token
	ClientIP   string // where the login came from, for the log and the audit trail
	CreatedAt  time.Time
	LastSeenAt time.Time
	ExpiresAt  time.Time // absolute end, whatever the activity
}

// LoginThrottle is the failed-login record of one client address.
type LoginThrottle struct {
	Failures     int // failures in the current window
	WindowStart  time.Time
	LastFailure  time.Time
	BlockedUntil time.Time
	Blocks       int // blocks so far; each lasts twice as long as the one before
}

// RetryAfter returns how long the client is still blocked at now (0 when not).
func (t LoginThrottle) RetryAfter(now time.Time) time.Duration {
	if d := t.BlockedUntil.Sub(now); d > 0 {
		return d
	}
	return 0
}

// BlockStarted reports whether the failure recorded at now started a block
// (Fail resets the count when it blocks).
func (t LoginThrottle) BlockStarted(now time.Time) bool {
	return t.BlockedUntil.After(now) && t.Failures == 0 && t.LastFailure.Equal(now)
}

// ThrottlePolicy says how failed logins block a client address.
type ThrottlePolicy struct {
	MaxFailures int           // failures within Window that block
	Window      time.Duration // failures older than this start a new count
	FirstBlock  time.Duration // the first block; each further one doubles
	MaxBlock    time.Duration // the longest block
	Forget      time.Duration // a client without failures for this long starts over
}

// DefaultThrottle blocks an address after 5 failures in 15 minutes for one
// minute, doubling with each further block up to an hour: about five guesses
// an hour in the long run, while a mistyping operator waits a minute.
var DefaultThrottle = ThrottlePolicy{MaxFailures: 5, Window: 15 * time.Minute, FirstBlock: time.Minute,
	MaxBlock: time.Hour, Forget: 24 * time.Hour}

// AccountThrottle counts the failed logins of every address together, so
// that guesses spread over many addresses (a botnet) meet a limit too: after
// 20 failures within a minute every login waits 10 seconds, doubling with
// each further block up to a minute. The operator is never locked out for
// longer than that, while the guesses drop to about 20 a minute
// (docs/security.md).
var AccountThrottle = ThrottlePolicy{MaxFailures: 20, Window: time.Minute, FirstBlock: 10 * time.Second,
	MaxBlock: time.Minute, Forget: time.Hour}

// AccountThrottleKey is the record of AccountThrottle among the client
// addresses' records; no address key looks like it.
const AccountThrottleKey = "account"

// Fail returns the record after one more failure at now.
func (p ThrottlePolicy) Fail(t LoginThrottle, now time.Time) LoginThrottle {
	if !t.LastFailure.IsZero() && now.Sub(t.LastFailure) >= p.Forget {
		t = LoginThrottle{}
	}
	if t.WindowStart.IsZero() || now.Sub(t.WindowStart) >= p.Window {
		t.Failures, t.WindowStart = 0, now
	}
	t.Failures++
	t.LastFailure = now
	if t.Failures >= p.MaxFailures {
		block := p.MaxBlock
		if t.Blocks < 30 { // beyond that the shift overflows; MaxBlock applies long before
			block = min(p.FirstBlock<<t.Blocks, p.MaxBlock)
		}
		t.BlockedUntil = now.Add(block)
		t.Blocks++
		t.Failures, t.WindowStart = 0, now
	}
	return t
}
