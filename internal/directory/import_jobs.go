package directory

import (
	"context"
	"time"
)

// JobImport is the kind of an import job: an uploaded file written into the
// directory in the background (docs/import.md). Several may be queued.
const JobImport = "import"

// ImportJobStore keeps what an import job needs beyond JobStore: its batches
// committed with its progress and report, cancelling, and listing.
type ImportJobStore interface {
	// SaveImportBatch writes bs (UpsertBusinesses) together with the job's
	// progress and its report so far (result, JSON), which commit makes from
	// the batch's counts, in one transaction, if owner still holds the lease
	// (ECONFLICT otherwise: taken over or cancelled). An empty bs commits
	// only the progress and the report.
	SaveImportBatch(ctx context.Context, jobID int64, owner string, ttl time.Duration, bs []Business,
		commit func(UpsertCounts) (p JobProgress, result string)) (UpsertCounts, error)
	// JobResult returns the report a job committed last, "" for none;
	// ENOTFOUND if the job is absent.
	JobResult(ctx context.Context, id int64) (string, error)
	// CancelJob ends a queued or running job as cancelled and returns it; a
	// running job's runner finds its lease lost at its next write, so what
	// it committed before stays. ENOTFOUND if absent, ECONFLICT if it has
	// already ended.
	CancelJob(ctx context.Context, id int64) (*Job, error)
	// RecentJobs returns the jobs of the kind that are queued or running,
	// and the newest ended ones up to limit in all, newest first.
	RecentJobs(ctx context.Context, kind string, limit int) ([]*Job, error)
}
