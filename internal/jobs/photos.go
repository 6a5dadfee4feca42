package jobs

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/media"
)

// Photo job limits: businesses mirrored at once (decoding and resizing is
// CPU work, and a photo at media.MaxPixels decodes into up to about 190 MB,
// so two at once bound the job's memory), and photos kept per business.
const (
	DefaultPhotoWorkers  = 2
	MaxPhotosPerBusiness = 10
)

// PhotoParams are the parameters of a photo job.
type PhotoParams struct {
	// PendingOnly limits the job to businesses whose photos changed since
	// they were last mirrored (the job an import queues); otherwise every
	// business's photos are fetched again (the operator's refresh).
	PendingOnly bool `json:"pendingOnly,omitempty"`
}

// Params encodes p for StartJob.
func (p PhotoParams) Params() string {
	if !p.PendingOnly {
		return ""
	}
	b, _ := json.Marshal(p)
	return string(b)
}

type photoResult struct {
	m                 directory.MirroredPhotos
	mirrored, dropped int
}

// UpdatePhotos is the handler of directory.JobUpdatePhotos: it mirrors the
// photos of each business through the guarded client into ms, keeping the
// copies that worked (a dead photo is dropped).
func UpdatePhotos(st directory.Store, ms *media.Store, client *http.Client, workers int) Handler {
	if workers <= 0 {
		workers = DefaultPhotoWorkers
	}
	return func(ctx context.Context, run *Run) (string, error) {
		job := run.Job()
		var params PhotoParams
		if job.Params != "" {
			_ = json.Unmarshal([]byte(job.Params), &params) // written by StartJob's caller
		}
		total := job.Total
		if total == 0 {
			n, err := st.CountPhotoWork(ctx, params.PendingOnly)
			if err != nil {
				return "", err
			}
			total = n
		}
		w := &walk[photoResult]{
			run: run, workers: workers, total: total,
			fetch: func(ctx context.Context, after int64, limit int) ([]directory.JobItem, error) {
				return st.PhotoWorkAfter(ctx, after, limit, params.PendingOnly)
			},
			work: func(ctx context.Context, it directory.JobItem) photoResult {
				r := photoResult{m: directory.MirroredPhotos{BusinessID: it.ID, Source: it.PhotosSource, Keys: []string{}}}
				for i, u := range it.Photos {
					if i == MaxPhotosPerBusiness {
						break
					}
					p, err := ms.Mirror(ctx, client, u)
					if err != nil {
						r.dropped++
						continue
					}
					r.m.Keys = append(r.m.Keys, p.Key)
					r.mirrored++
				}
				return r
			},
			tally: func(r photoResult, counters map[string]int) {
				counters["mirrored"] += r.mirrored
				counters["dropped"] += r.dropped
			},
			save: func(ctx context.Context, rs []photoResult, p directory.JobProgress, owner string, ttl time.Duration) error {
				ms := make([]directory.MirroredPhotos, len(rs))
				for i, r := range rs {
					ms[i] = r.m
				}
				return st.SaveMirroredPhotos(ctx, job.ID, owner, ttl, ms, p)
			},
		}
		return "", w.do(ctx)
	}
}

// QueuePendingPhotos queues the mirroring of the photos that changed since
// they were last mirrored, when there are any (an import calls it). While
// a photo job runs, it returns that one.
func QueuePendingPhotos(ctx context.Context, st directory.Store) (*directory.Job, bool, error) {
	n, err := st.CountPhotoWork(ctx, true)
	if err != nil || n == 0 {
		return nil, false, err
	}
	return st.StartJob(ctx, directory.JobUpdatePhotos, PhotoParams{PendingOnly: true}.Params(), n, true)
}
