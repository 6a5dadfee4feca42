package jobs

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/outscraper"
)

// DefaultCheckWorkers is how many websites are checked at once.
const DefaultCheckWorkers = 16

// ValidateURLs is the handler of directory.JobValidateURLs: it checks the
// website of every business that has one and stores each result.
func ValidateURLs(st directory.Store, checker *LinkChecker, workers int) Handler {
	if workers <= 0 {
		workers = DefaultCheckWorkers
	}
	return func(ctx context.Context, run *Run) (string, error) {
		job := run.Job()
		total := job.Total
		if total == 0 {
			n, err := st.CountWebsites(ctx)
			if err != nil {
				return "", err
			}
			total = n
		}
		w := &walk[directory.WebsiteCheck]{
			run: run, workers: workers, total: total,
			fetch: st.WebsitesAfter,
			work:  checker.Check,
			tally: func(c directory.WebsiteCheck, counters map[string]int) {
				if c.Valid {
					counters["valid"]++
				} else {
					counters["invalid"]++
				}
			},
			save: func(ctx context.Context, cs []directory.WebsiteCheck, p directory.JobProgress, owner string, ttl time.Duration) error {
				return st.SaveWebsiteChecks(ctx, job.ID, owner, ttl, cs, p)
			},
		}
		if err := w.do(ctx); err != nil {
			return "", err
		}
		return ReportName(job), nil
	}
}

// ReportName is the file name of a URL validation's report.
func ReportName(job *directory.Job) string {
	day := job.StartedAt
	if day.IsZero() {
		day = job.CreatedAt
	}
	return fmt.Sprintf("url-validation-%d-%s.csv", job.ID, day.UTC().Format("2006-01-02"))
}

// WriteReport writes the report of a URL validation as CSV: one row per
// business checked, in id order. The report is made from the stored checks
// when asked for, so any instance can serve it, also of a job that several
// instances ran in turn. Cells are neutralised against spreadsheet formulas.
func WriteReport(ctx context.Context, w io.Writer, st directory.JobStore, jobID int64) error {
	cw := csv.NewWriter(w)
	if err := cw.Write([]string{"id", "işletme", "web sitesi", "sonuç", "neden", "HTTP durumu", "kontrol zamanı"}); err != nil {
		return err
	}
	err := st.WebsiteChecks(ctx, jobID, func(c *directory.WebsiteCheck) error {
		result := "geçersiz"
		if c.Valid {
			result = "geçerli"
		}
		status := ""
		if c.StatusCode > 0 {
			status = strconv.Itoa(c.StatusCode)
		}
		return cw.Write([]string{strconv.FormatInt(c.BusinessID, 10), outscraper.Neutralise(c.Name), outscraper.Neutralise(c.URL),
			result, outscraper.Neutralise(c.Reason), status, c.CheckedAt.UTC().Format(time.RFC3339)})
	})
	if err != nil {
		return err
	}
	cw.Flush()
	return cw.Error()
}
