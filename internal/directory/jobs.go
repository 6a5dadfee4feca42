package directory

import (
	"context"
	"time"
)

// Job kinds.
const (
	JobValidateURLs = "validate-urls"
	JobUpdatePhotos = "update-photos"
)

// Job states. A job is queued until a runner claims it, running while a
// runner holds its lease (or until another takes it over after the lease
// expired), and ends done, failed or cancelled.
const (
	JobQueued    = "queued"
	JobRunning   = "running"
	JobDone      = "done"
	JobFailed    = "failed"
	JobCancelled = "cancelled"
)

// Job is one background job (docs/jobs.md).
type Job struct {
	ID     int64
	Kind   string
	State  string
	Params string // the kind's parameters, JSON; "" for none
	JobProgress
	ReportFile   string
	Error        string
	CreatedAt    time.Time
	StartedAt    time.Time // zero until first claimed
	FinishedAt   time.Time // zero until it ended
	LeaseOwner   string
	LeaseExpires time.Time
}

// Ended reports whether the job is done, failed or cancelled.
func (j *Job) Ended() bool {
	return j.State == JobDone || j.State == JobFailed || j.State == JobCancelled
}

// JobProgress is what a runner commits as it goes: the number of items in
// all and done, the kind's counters, the current item's name, and the
// cursor: the id up to which every item is done, where a runner that takes
// the job over continues.
type JobProgress struct {
	Total       int
	Processed   int
	Counters    map[string]int
	Cursor      int64
	CurrentItem string
}

// JobStore keeps the jobs table. Every write of a runner names the lease
// owner and fails with an ECONFLICT error when the job's lease is no longer
// the owner's (another runner took it over), so that two runners never both
// write one job.
type JobStore interface {
	// StartJob queues a job of the kind. When once is true and a job of the
	// kind is queued or running, it returns that one and started false.
	StartJob(ctx context.Context, kind, params string, total int, once bool) (job *Job, started bool, err error)
	// ClaimJob leases to owner, until ttl from now, the oldest queued job of
	// the given kinds or a running one whose lease has expired, and returns
	// it as claimed; nil when there is none.
	ClaimJob(ctx context.Context, owner string, kinds []string, ttl time.Duration) (*Job, error)
	// SaveJobProgress commits progress and extends the lease.
	SaveJobProgress(ctx context.Context, id int64, owner string, ttl time.Duration, p JobProgress) error
	// FinishJob ends the job in state (done, failed or cancelled) with an
	// error message and report file name, and frees its lease.
	FinishJob(ctx context.Context, id int64, owner, state, errMsg, reportFile string) error
	// ReleaseJob hands the lease back without ending the job, so that
	// another runner continues it at once (graceful shutdown). The owner
	// goes with it: a write of the old runner still in flight (a commit cut
	// short by the shutdown) finds the lease lost instead of renewing it.
	ReleaseJob(ctx context.Context, id int64, owner string) error
	// Job returns a job by id; ENOTFOUND if absent.
	Job(ctx context.Context, id int64) (*Job, error)
	// LatestJob returns the newest job of the kind, or nil.
	LatestJob(ctx context.Context, kind string) (*Job, error)

	// CountWebsites returns the number of businesses with a website.
	CountWebsites(ctx context.Context) (int, error)
	// WebsitesAfter returns at most limit businesses with a website and an
	// id above afterID, in id order.
	WebsitesAfter(ctx context.Context, afterID int64, limit int) ([]JobItem, error)
	// SaveWebsiteChecks stores the checks and the job's progress in one
	// transaction (ECONFLICT when the lease is lost).
	SaveWebsiteChecks(ctx context.Context, jobID int64, owner string, ttl time.Duration, checks []WebsiteCheck, p JobProgress) error
	// WebsiteChecks calls fn with every check the job made, in business id order.
	WebsiteChecks(ctx context.Context, jobID int64, fn func(c *WebsiteCheck) error) error

	// CountPhotoWork returns the number of businesses with photos: all, or
	// only those whose photos changed since they were last mirrored.
	CountPhotoWork(ctx context.Context, pendingOnly bool) (int, error)
	// PhotoWorkAfter returns at most limit such businesses with an id above
	// afterID, in id order, with their photo URLs.
	PhotoWorkAfter(ctx context.Context, afterID int64, limit int, pendingOnly bool) ([]JobItem, error)
	// SaveMirroredPhotos records the businesses' mirrored photos and the
	// job's progress in one transaction (ECONFLICT when the lease is lost).
	SaveMirroredPhotos(ctx context.Context, jobID int64, owner string, ttl time.Duration, ms []MirroredPhotos, p JobProgress) error
}

// JobItem is one business a job works on.
type JobItem struct {
	ID      int64
	Name    string
	Website string
	// Photos are the imported photo URLs and PhotosSource their stored
	// form, which MirroredPhotos.Source gives back.
	Photos       []string
	PhotosSource string
}

// WebsiteCheck is the result of checking one business's website.
type WebsiteCheck struct {
	BusinessID int64
	Name       string // filled when read back
	URL        string
	Valid      bool
	Reason     string // why it is not valid: dns, timeout, tls, connection, status 404, blocked address…
	StatusCode int    // the final HTTP status, 0 when none came
	CheckedAt  time.Time
}

// MirroredPhotos is the result of mirroring one business's photos: the
// content keys of the copies that worked (dead photos are dropped), made
// from Source (JobItem.PhotosSource).
type MirroredPhotos struct {
	BusinessID int64
	Keys       []string
	Source     string
}

// Website check states of the operator's table filter (AdminQuery.Website).
const (
	WebsiteValid     = "valid"
	WebsiteInvalid   = "invalid"
	WebsiteUnchecked = "unchecked"
)
