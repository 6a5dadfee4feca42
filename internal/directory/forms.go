package directory

import (
	"context"
	"strings"
	"time"
)

// FormStore is what protects the public forms from floods, and the
// newsletter's addresses. Rate counters live in the database, so every
// instance behind a load balancer counts the same posts. Times are decided
// by the caller's clock, never by the store.
type FormStore interface {
	// TakeRate counts one post in every bucket, atomically across instances,
	// unless one of them is already full at now: then nothing is counted and
	// it returns that bucket's index and how long until its window ends.
	// Taken, it returns -1 and 0.
	TakeRate(ctx context.Context, now time.Time, buckets []RateBucket) (refused int, wait time.Duration, err error)
	// PruneForms deletes rate counters whose window ended by now and
	// unconfirmed newsletter addresses whose token expired before
	// forgetBefore, and returns how many rows it deleted.
	PruneForms(ctx context.Context, now, forgetBefore time.Time) (int64, error)
	// Waiting counts the unreviewed entries of a queue (one of the Queue…
	// constants): pending submissions, open messages, or newsletter
	// addresses whose confirmation is still possible at now.
	Waiting(ctx context.Context, queue string, now time.Time) (int, error)

	// Subscribe stores an address as unconfirmed with the token's hash, or,
	// when the address is stored unconfirmed, gives it the new token; a
	// confirmed address stays as it is. It returns the stored subscriber.
	Subscribe(ctx context.Context, email, tokenHash string, now, expires time.Time) (*Subscriber, error)
	// ConfirmSubscription confirms the unconfirmed address holding the token
	// hash if the token has not expired at now, and forgets the token so it
	// works once. ENOTFOUND for an unknown, used or expired token.
	ConfirmSubscription(ctx context.Context, tokenHash string, now time.Time) (*Subscriber, error)
	// Subscribers returns one page of addresses with the status (empty for
	// all), newest first, and the total.
	Subscribers(ctx context.Context, status string, page, limit int) ([]Subscriber, int, error)
}

// Queues whose unreviewed size is capped.
const (
	QueueSubmissions = "submissions"
	QueueMessages    = "messages"
	QueueNewsletter  = "newsletter"
)

// Newsletter address states.
const (
	SubscriberPending   = "pending"
	SubscriberConfirmed = "confirmed"
)

// RateBucket is one counter a post is counted in: Key names the form and
// the client (or the form overall), Limit posts per Window.
type RateBucket struct {
	Key    string
	Limit  int
	Window time.Duration
}

// Subscriber is a newsletter address. The confirmation token is stored
// only as its SHA-256, like session tokens, and never leaves the store.
type Subscriber struct {
	ID             int64      `json:"id"`
	Email          string     `json:"email"`
	Status         string     `json:"status"`
	CreatedAt      time.Time  `json:"createdAt"`
	RequestedAt    time.Time  `json:"requestedAt"`    // the last sign-up, which issued the current token
	TokenExpiresAt *time.Time `json:"tokenExpiresAt"` // nil once confirmed
	ConfirmedAt    *time.Time `json:"confirmedAt"`
}

// NormaliseSubscriberEmail trims and lower-cases an address, so that the
// same person signing up as Info@ and info@ is one row, and checks it like
// the contact form's address.
func NormaliseSubscriberEmail(email string) (string, error) {
	email = strings.ToLower(strings.TrimSpace(email))
	var f field
	f.check(lEmail, email, true, MaxEmailLength, false)
	f.email(email)
	return email, f.err
}
