package directory

import (
	"context"
	"time"
)

// TransferStore is what imports and exports need besides UpsertBusinesses:
// a lock that one process holds at a time across every instance, and a
// streamed read of many businesses.
type TransferStore interface {
	// AcquireLock takes the named lock for holder until ttl from now when it
	// is free, expired or already held by holder (which renews it). When
	// someone else holds it, the error is a *LockedError.
	AcquireLock(ctx context.Context, name, holder string, ttl time.Duration) error
	// ReleaseLock frees the named lock if holder holds it.
	ReleaseLock(ctx context.Context, name, holder string) error
	// ExportBusinesses calls fn with every business matching q, listed or
	// not, in id order, reusing row between calls. It stops at fn's first
	// error and returns it.
	ExportBusinesses(ctx context.Context, q ExportQuery, fn func(row *ExportRow) error) error
}

// LockedError reports a lock held by another holder.
type LockedError struct {
	Name, Holder string
	Expires      time.Time
}

func (e *LockedError) Error() string {
	return "lock " + e.Name + " is held by " + e.Holder + " until " + e.Expires.UTC().Format(time.RFC3339)
}

// ExportQuery selects the businesses of an export: the table's filters
// (AdminQuery's Search, Category, Type, City and Country), and either an
// inclusive id range or a period in which a business was added or updated.
type ExportQuery struct {
	Filter AdminQuery
	// IDFrom and IDTo bound the ids, inclusive, when IDTo > 0.
	IDFrom, IDTo int64
	// ChangedFrom and ChangedTo bound [from, to) the creation or last update
	// time, when ChangedTo is not zero.
	ChangedFrom, ChangedTo time.Time
}

// ExportRow is a business as stored, with its JSON fields left encoded so
// that an export of many rows decodes nothing: the Business's
// ReviewsPerScore, Photos, WorkingHours and About stay empty.
type ExportRow struct {
	Business
	ReviewsPerScoreJSON, PhotosJSON, WorkingHoursJSON, AboutJSON string
}

// UpsertCounts says how many businesses an upsert added and how many it
// rewrote.
type UpsertCounts struct {
	Inserted, Updated int
}

// DedupeKey identifies a business across imports: its Google place id, or
// without one its folded name and address. Name and place id must be
// trimmed already.
func DedupeKey(b *Business) string {
	if b.PlaceID != "" {
		return "p:" + b.PlaceID
	}
	return "n:" + Fold(b.Name) + "|" + Fold(b.Address)
}
