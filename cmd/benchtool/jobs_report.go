package main

import (
	"fmt"
	"strings"
	"time"

	"branchenbuch/internal/directory"
)

// markdown renders the "Background jobs" section.
func (r *jobsResult) markdown(p func(string, ...any)) {
	p("## Background jobs (SQLite)")
	p("")
	p("Run inside benchtool, since only there can the guarded client get a fake DNS: a fresh SQLite database per job, "+
		"the real `jobs.Runner` and handlers, host names `*%s` resolved to a local HTTP server in the same process. "+
		"Time is `StartJob` → the job has ended. Connections are the TCP connections the job opened to the server. "+
		"CPU is the process's CPU time over the wall time (below the machine's cores when something else shared them). "+
		"Memory is the whole process while the job ran, the local server included: the Go heap in use (peak of samples "+
		"every 100 ms) and the peak RSS over the RSS at the start.", benchDomain)
	if len(r.Validate) > 0 {
		p("")
		p("| URL validation | hosts | server delay | workers | connections | seconds | CPU | URLs/s | peak heap | peak RSS | bare client, keep-alive | bare client, a connection per request |")
		p("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|---|")
		for _, v := range r.Validate {
			rate := perSec(v.Businesses, v.Took)
			cells := []string{thousands(v.Businesses) + " websites", thousands(v.Hosts), delay(v.Delay), fmt.Sprint(v.Workers),
				thousands(int(v.Conns)),
				seconds(v.Took), v.Mem.cores(v.Took), thousands(int(rate + 0.5)), mbBytes(v.Mem.HeapPeak), v.Mem.rssGrowth()}
			for _, keep := range []bool{true, false} {
				cells = append(cells, v.bare(keep).describe(rate))
			}
			p("| %s |", strings.Join(cells, " | "))
		}
	}
	if ph := r.Photos; ph != nil {
		rate := perSec(ph.Mirrored, ph.Took)
		p("")
		p("| photo mirroring | hosts | workers | photo | seconds | CPU | images/s | peak heap | peak RSS | `media.Store.Process` alone, one loop |")
		p("|---|--:|--:|---|--:|--:|--:|--:|--:|---|")
		alone := "n/a"
		if ph.ProcessTook > 0 {
			pr := perSec(ph.ProcessRuns, ph.ProcessTook)
			alone = fmt.Sprintf("%.1f images/s (%d runs); the job at %.2f×", pr, ph.ProcessRuns, rate/pr)
		}
		p("| %s photos | %d | %d | %d×%d JPEG, %s → %d + %d px wide | %s | %s | %.1f | %s | %s | %s |",
			thousands(ph.Businesses), ph.Hosts, ph.Workers, benchPhotoW, benchPhotoH, kB(ph.PhotoBytes),
			directory.PhotoWidth, directory.ThumbWidth, seconds(ph.Took), ph.Mem.cores(ph.Took), rate, mbBytes(ph.Mem.HeapPeak), ph.Mem.rssGrowth(), alone)
	}
	var problems []string
	for _, v := range r.Validate {
		if v.Err != nil {
			problems = append(problems, fmt.Sprintf("URL validation of %s websites: %v", thousands(v.Businesses), v.Err))
		}
		for _, b := range v.Bare {
			if b.Errors > 0 {
				problems = append(problems, fmt.Sprintf("bare client (keep-alive %t): %s of %s requests failed",
					b.KeepAlive, thousands(b.Errors), thousands(b.Requests)))
			}
		}
	}
	if r.Photos != nil && r.Photos.Err != nil {
		problems = append(problems, "photo mirroring: "+r.Photos.Err.Error())
	}
	writeProblems(p, problems, "\n  ")
}

// bare returns the yardstick with or without keep-alive; zero when it did not run.
func (v validateRun) bare(keepAlive bool) bareRun {
	for _, b := range v.Bare {
		if b.KeepAlive == keepAlive {
			return b
		}
	}
	return bareRun{}
}

// describe renders the yardstick's rate and the job's rate as a share of it.
func (b bareRun) describe(jobRate float64) string {
	rate := perSec(b.Requests, b.Took)
	if rate == 0 {
		return "n/a"
	}
	return fmt.Sprintf("%s req/s, %s; the job at %.2f×", thousands(int(rate+0.5)), memUse{CPU: b.CPU}.cores(b.Took), jobRate/rate)
}

// rssGrowth renders the peak RSS over the start, "+40 MB (from 60 MB)".
func (u memUse) rssGrowth() string {
	if u.RSSStart <= 0 {
		return "n/a"
	}
	return fmt.Sprintf("+%s (from %s)", mb(max(u.RSSPeak-u.RSSStart, 1)), mb(u.RSSStart))
}

// delay renders the server's wait per answer, "none" or "20 ms".
func delay(d time.Duration) string {
	if d <= 0 {
		return "none"
	}
	return fmt.Sprintf("%d ms", d.Milliseconds())
}

// cores renders the CPU time over the wall time d, "1.85 cores".
func (u memUse) cores(d time.Duration) string {
	if u.CPU <= 0 || d <= 0 {
		return "n/a"
	}
	return fmt.Sprintf("%.2f cores", u.CPU.Seconds()/d.Seconds())
}

// seconds renders a duration in seconds with one decimal.
func seconds(d time.Duration) string { return fmt.Sprintf("%.1f", d.Seconds()) }

// kB renders a byte count in kilobytes.
func kB(n int) string { return thousands((n+512)/1024) + " kB" }
