package httpapi

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"net/http"
	"net/url"
	"time"

	"branchenbuch/internal/directory"
)

// ConfirmMailer sends the newsletter's confirmation link to an address. The
// product has no mail set-up: without one, addresses wait unconfirmed and
// the operator sees them in the panel (docs/forms.md).
type ConfirmMailer func(ctx context.Context, email, confirmURL string) error

// newsletterTokenLife is how long a confirmation link works.
const newsletterTokenLife = 7 * 24 * time.Hour

// newsletterPending is the answer to every sign-up, whether the address is
// new, waiting or confirmed already: the form does not tell a stranger who
// is subscribed.
var newsletterPending = map[string]string{"status": directory.SubscriberPending,
	"message": "Fast geschafft: Bitte bestätigen Sie Ihre Anmeldung über den Link in der E-Mail, die wir Ihnen geschickt haben."}

// newsletterRequest is the blog's newsletter box.
type newsletterRequest struct {
	Email string `json:"email"`
	honeypot
}

// subscribeNewsletter stores an address for double opt-in, guarded like
// the other public forms, and sends the confirmation link when a mailer is
// set up.
func (s *Server) subscribeNewsletter(w http.ResponseWriter, r *http.Request) {
	var in newsletterRequest
	if err := decodeForm(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	email, err := directory.NormaliseSubscriberEmail(in.Email)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if !s.admitForm(w, r, directory.QueueNewsletter) {
		return
	}
	var raw [32]byte
	rand.Read(raw[:])
	token := base64.RawURLEncoding.EncodeToString(raw[:])
	hash, _ := sessionID(token)
	now := s.now()
	sub, err := s.store.Subscribe(r.Context(), email, hash, now, now.Add(newsletterTokenLife))
	if err != nil {
		writeError(w, r, err)
		return
	}
	if sub.Status == directory.SubscriberPending && s.confirmMail != nil {
		link := s.siteURL(r) + "/api/newsletter/confirm?token=" + url.QueryEscape(token)
		if err := s.confirmMail(r.Context(), email, link); err != nil {
			// The address is stored; a later sign-up sends a new link.
			s.log.Warn("send newsletter confirmation", "subscriber", sub.ID, "err", err)
		}
	}
	writeJSON(w, r, http.StatusAccepted, "", newsletterPending)
}

// confirmNewsletter confirms the address holding the token and sends the
// visitor to the blog, which says whether it worked. An unknown, used or
// expired token is no error page: the blog explains it.
func (s *Server) confirmNewsletter(w http.ResponseWriter, r *http.Request) {
	result := "invalid"
	if hash, ok := sessionID(r.URL.Query().Get("token")); ok {
		sub, err := s.store.ConfirmSubscription(r.Context(), hash, s.now())
		switch {
		case err == nil:
			result = "confirmed"
			s.log.Info("newsletter address confirmed", "subscriber", sub.ID)
		case directory.ErrorCode(err) != directory.ENOTFOUND:
			writeError(w, r, err)
			return
		}
	}
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, "/blog?newsletter="+result, http.StatusSeeOther)
}

// siteURL is the site's absolute origin for links sent out: BASE_URL, or
// without one the origin the client addressed.
func (s *Server) siteURL(r *http.Request) string {
	if s.baseURL != "" {
		return s.baseURL
	}
	return s.ownOrigin(r)
}

// subscriberPage is the answer of GET /api/admin/newsletter.
type subscriberPage struct {
	Subscribers []directory.Subscriber `json:"subscribers"`
	Total       int                    `json:"total"`
	Page        int                    `json:"page"`
	TotalPages  int                    `json:"totalPages"`
}

// listSubscribers is the operator's list of newsletter addresses; without
// a status filter it shows all of them, confirmed or not.
func (s *Server) listSubscribers(w http.ResponseWriter, r *http.Request) {
	q := newQuery(r)
	status := ""
	if q.text("status") != "" {
		status = q.status(directory.SubscriberPending, directory.SubscriberConfirmed)
	}
	page := q.integer("page", 1, 1, maxPage)
	if q.err != nil {
		writeError(w, r, q.err)
		return
	}
	subs, total, err := s.store.Subscribers(r.Context(), status, page, queuePageSize)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, "", subscriberPage{subs, total, page, totalPages(total, queuePageSize)})
}
