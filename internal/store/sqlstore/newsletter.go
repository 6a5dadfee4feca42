package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"branchenbuch/internal/directory"
)

const subscriberColumns = `id, email, status, created_at, requested_at, token_expires_at, confirmed_at`

// Subscribe implements directory.FormStore. One statement decides new
// address or known one, so two sign-ups of the same address at once still
// make one row.
func (s *Store) Subscribe(ctx context.Context, email, tokenHash string, now, expires time.Time) (*directory.Subscriber, error) {
	sub, err := scanSubscriber(s.write.QueryRowContext(ctx, s.q(`INSERT INTO newsletter_subscribers
		(email, status, token_hash, token_expires_at, created_at, requested_at) VALUES (?, ?, ?, ?, ?, ?)
		ON CONFLICT (email) DO UPDATE SET
			token_hash = CASE WHEN newsletter_subscribers.status = excluded.status THEN excluded.token_hash ELSE newsletter_subscribers.token_hash END,
			token_expires_at = CASE WHEN newsletter_subscribers.status = excluded.status THEN excluded.token_expires_at ELSE newsletter_subscribers.token_expires_at END,
			requested_at = excluded.requested_at
		RETURNING `+subscriberColumns), email, directory.SubscriberPending, tokenHash, expires.UnixMilli(), now.UnixMilli(), now.UnixMilli()))
	if err != nil {
		return nil, fmt.Errorf("subscribe: %w", err)
	}
	return &sub, nil
}

// ConfirmSubscription implements directory.FormStore. The conditional
// UPDATE decides a race of two clicks: the second finds no token.
func (s *Store) ConfirmSubscription(ctx context.Context, tokenHash string, now time.Time) (*directory.Subscriber, error) {
	sub, err := scanSubscriber(s.write.QueryRowContext(ctx, s.q(`UPDATE newsletter_subscribers
		SET status = ?, confirmed_at = ?, token_hash = NULL, token_expires_at = NULL
		WHERE token_hash = ? AND status = ? AND token_expires_at > ? RETURNING `+subscriberColumns),
		directory.SubscriberConfirmed, now.UnixMilli(), tokenHash, directory.SubscriberPending, now.UnixMilli()))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, directory.Errorf(directory.ENOTFOUND, "Der Bestätigungslink ist ungültig oder abgelaufen.")
	}
	if err != nil {
		return nil, fmt.Errorf("confirm subscription: %w", err)
	}
	return &sub, nil
}

// Subscribers implements directory.FormStore.
func (s *Store) Subscribers(ctx context.Context, status string, page, limit int) ([]directory.Subscriber, int, error) {
	out := []directory.Subscriber{}
	total, err := s.pageByStatus(ctx, "newsletter_subscribers", subscriberColumns, status, page, limit, func(r *sql.Rows) error {
		sub, err := scanSubscriber(r)
		out = append(out, sub)
		return err
	})
	return out, total, err
}

func scanSubscriber(r scanner) (directory.Subscriber, error) {
	var (
		sub                directory.Subscriber
		created, requested int64
		expires, confirmed sql.NullInt64
	)
	if err := r.Scan(&sub.ID, &sub.Email, &sub.Status, &created, &requested, &expires, &confirmed); err != nil {
		return sub, err
	}
	sub.CreatedAt, sub.RequestedAt = msTime(created), msTime(requested)
	sub.TokenExpiresAt, sub.ConfirmedAt = nullTime(expires), nullTime(confirmed)
	return sub, nil
}
