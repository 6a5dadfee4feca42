package httpapi

import (
	"context"
	"fmt"
	"math"
	"net/http"
	"strconv"
	"time"

	"branchenbuch/internal/directory"
)

// Rate is at most Limit posts per Window.
type Rate struct {
	Limit  int
	Window time.Duration
}

// FormLimit is what one public form accepts: posts per client address (an
// IPv6 client by its /64) and from everyone together, and how many of its
// entries may wait unreviewed before it takes no more.
type FormLimit struct {
	PerAddress Rate
	Overall    Rate
	QueueCap   int
}

// DefaultFormLimits are the public forms' limits, keyed by their queue
// (docs/forms.md explains them). A person sends a form once or twice; five
// posts in ten minutes leave room for an office behind one address. The
// overall rates are far above what the directory receives and far below
// what would bury the operator's queue: a flood from many addresses fills at
// most 200 entries an hour, and the caps stop it long before the tables grow.
var DefaultFormLimits = map[string]FormLimit{
	directory.QueueSubmissions: {PerAddress: Rate{5, 10 * time.Minute}, Overall: Rate{200, time.Hour}, QueueCap: 1000},
	directory.QueueMessages:    {PerAddress: Rate{5, 10 * time.Minute}, Overall: Rate{200, time.Hour}, QueueCap: 1000},
	directory.QueueNewsletter:  {PerAddress: Rate{5, 10 * time.Minute}, Overall: Rate{300, time.Hour}, QueueCap: 5000},
}

// queueFullRetry is the Retry-After of a full queue: the operator works
// through it by hand, which takes hours rather than seconds.
const queueFullRetry = time.Hour

// forgetUnconfirmed is how long after its token expired an unconfirmed
// newsletter address is deleted: it can no longer be confirmed, and an
// address nobody confirmed is not kept for ever.
const forgetUnconfirmed = 30 * 24 * time.Hour

// queueNoun names a queue's entries in the full-queue message.
var queueNoun = map[string]string{
	directory.QueueSubmissions: "Einträge auf ihre Prüfung",
	directory.QueueMessages:    "Nachrichten auf ihre Bearbeitung",
	directory.QueueNewsletter:  "Anmeldungen auf ihre Bestätigung",
}

// admitForm decides whether a valid post to the form of queue may be
// stored: its queue must have room, and neither the client's address nor
// the form as a whole may have used up its rate. A refused post is answered
// here (503 or 429, both with Retry-After) and admitForm returns false.
// Validation comes first, so a post that would be refused as invalid
// costs no database write and uses up no one's allowance.
func (s *Server) admitForm(w http.ResponseWriter, r *http.Request, queue string) bool {
	ctx, now := r.Context(), s.now()
	lim, ok := s.formLimits[queue]
	if !ok {
		writeError(w, r, fmt.Errorf("no form limits for queue %q", queue))
		return false
	}
	s.pruneForms(ctx, now)
	waiting, err := s.store.Waiting(ctx, queue, now)
	if err != nil {
		writeError(w, r, err)
		return false
	}
	if waiting >= lim.QueueCap {
		s.log.Warn("form queue full", "queue", queue, "waiting", waiting)
		refuse(w, r, http.StatusServiceUnavailable, queueFullRetry, "Derzeit warten zu viele "+queueNoun[queue]+
			", deshalb nehmen wir vorübergehend keine weiteren an. Bitte versuchen Sie es %s erneut.")
		return false
	}
	client := throttleKey(s.clientIP(r))
	refused, wait, err := s.store.TakeRate(ctx, now, []directory.RateBucket{
		{Key: queue + "|" + client, Limit: lim.PerAddress.Limit, Window: lim.PerAddress.Window},
		{Key: queue + "|*", Limit: lim.Overall.Limit, Window: lim.Overall.Window},
	})
	switch {
	case err != nil:
		writeError(w, r, err)
		return false
	case refused == 0:
		refuse(w, r, http.StatusTooManyRequests, wait, "Sie haben in kurzer Zeit zu viele Anfragen gesendet. Bitte versuchen Sie es %s erneut.")
		return false
	case refused > 0:
		s.log.Warn("form rate reached overall", "queue", queue)
		refuse(w, r, http.StatusTooManyRequests, wait, "Gerade erreichen uns sehr viele Anfragen. Bitte versuchen Sie es %s erneut.")
		return false
	}
	return true
}

// refuse answers status with Retry-After in whole seconds (rounded up) and
// the message, whose %s becomes the wait in words ("in 9 Minuten").
func refuse(w http.ResponseWriter, r *http.Request, status int, wait time.Duration, message string) {
	secs := max(1, int(math.Ceil(wait.Seconds())))
	w.Header().Set("Retry-After", strconv.Itoa(secs))
	writeJSON(w, r, status, "", map[string]string{"error": fmt.Sprintf(message, inGerman(secs))})
}

// inGerman says a wait of secs seconds the way a person reads it, rounded
// up to whole minutes from a minute on, so it never promises too early.
func inGerman(secs int) string {
	switch mins := (secs + 59) / 60; {
	case secs == 1:
		return "in einer Sekunde"
	case secs < 60:
		return fmt.Sprintf("in %d Sekunden", secs)
	case mins == 1:
		return "in einer Minute"
	case mins < 60:
		return fmt.Sprintf("in %d Minuten", mins)
	case mins == 60:
		return "in einer Stunde"
	default:
		return fmt.Sprintf("in %d Stunden", (mins+59)/60)
	}
}

// pruneForms deletes ended rate windows and forgotten newsletter addresses,
// at most every pruneEvery per instance, so the tables hold only what
// still counts.
func (s *Server) pruneForms(ctx context.Context, now time.Time) {
	last := s.lastFormPrune.Load()
	if now.UnixMilli()-last < pruneEvery.Milliseconds() || !s.lastFormPrune.CompareAndSwap(last, now.UnixMilli()) {
		return
	}
	if _, err := s.store.PruneForms(ctx, now, now.Add(-forgetUnconfirmed)); err != nil {
		s.log.Warn("prune form rates", "err", err)
	}
}
