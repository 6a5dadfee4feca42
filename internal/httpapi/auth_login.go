package httpapi

import (
	"encoding/json"
	"errors"
	"math"
	"net/http"
	"strconv"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/metrics"
)

// maxLoginBody bounds the login request: a password and some JSON around it.
const maxLoginBody = 4 << 10

var errWrongPassword = directory.Errorf(directory.EUNAUTHORIZED, "Geçersiz şifre!")

// login checks the operator password and starts a session. Failures are
// counted in the database per client address (directory.DefaultThrottle)
// and for all addresses together (directory.AccountThrottle); while either
// blocks, a login gets 429 with Retry-After, even with the right password.
func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	if err := s.checkOrigin(r); err != nil {
		writeError(w, r, err)
		return
	}
	ctx := r.Context()
	addr := s.clientIP(r)
	client, key := addr.String(), throttleKey(addr)
	rec, err := s.store.LoginThrottle(ctx, key)
	if err != nil {
		writeError(w, r, err)
		return
	}
	account, err := s.store.LoginThrottle(ctx, directory.AccountThrottleKey)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if wait := max(rec.RetryAfter(s.now()), account.RetryAfter(s.now())); wait > 0 {
		tooMany(w, r, wait)
		return
	}
	var body struct {
		Password string `json:"password"`
	}
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxLoginBody))
	if err := dec.Decode(&body); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			writeError(w, r, directory.Errorf(directory.ETOOLARGE, "Anfrage zu groß.").WithKey("request_too_large"))
			return
		}
		writeError(w, r, invalid(`Erwartet wird JSON wie {"password": "…"}.`))
		return
	}
	if body.Password == "" {
		writeError(w, r, invalid("Şifre gerekli."))
		return
	}
	hash, err := s.store.AdminPasswordHash(ctx)
	if err != nil {
		writeError(w, r, err)
		return
	}
	ok, err := checkPassword(ctx, body.Password, hash)
	if err != nil {
		writeError(w, r, err)
		return
	}
	if !ok {
		s.loginFailed(w, r, client, key)
		return
	}
	if rec != (directory.LoginThrottle{}) {
		if err := s.store.ResetLoginThrottle(ctx, key); err != nil {
			s.log.Warn("reset login throttle", "client", client, "err", err)
		}
	}
	a, err := s.startSession(w, r, client)
	if err != nil {
		writeError(w, r, err)
		return
	}
	s.log.Info("admin login", "client", client, "session", shortID(a.ID))
	s.pruneSessions(ctx)
	writeJSON(w, r, http.StatusOK, "", map[string]any{"ok": true, "expiresAt": s.endsAt(a).Format(time.RFC3339), "maxUploadMB": s.maxUploadMB})
}

// loginFailed counts a wrong password for the address and for the account;
// the failure that starts a block is answered 429 already, so the operator
// learns at once that waiting is needed. A block of the whole account is an
// alarm: guesses are coming from many addresses.
func (s *Server) loginFailed(w http.ResponseWriter, r *http.Request, client, key string) {
	ctx, now := r.Context(), s.now()
	rec, err := s.store.RecordLoginFailure(ctx, key, now, directory.DefaultThrottle)
	if err != nil {
		writeError(w, r, err)
		return
	}
	account, err := s.store.RecordLoginFailure(ctx, directory.AccountThrottleKey, now, directory.AccountThrottle)
	if err != nil {
		writeError(w, r, err)
		return
	}
	s.log.Warn("admin login failed", "client", client, "failures", rec.Failures, "blockedUntil", rec.BlockedUntil)
	metrics.LoginFailures.Inc()
	if rec.BlockStarted(now) {
		metrics.LoginBlocks.WithLabelValues("address").Inc()
	}
	if account.BlockStarted(now) {
		metrics.LoginBlocks.WithLabelValues("account").Inc()
		s.log.Error("admin login alarm: too many failed logins from all addresses together; every login waits",
			"failures", directory.AccountThrottle.MaxFailures, "within", directory.AccountThrottle.Window,
			"wait", account.RetryAfter(now), "blocks", account.Blocks, "lastClient", client)
	}
	if wait := max(rec.RetryAfter(now), account.RetryAfter(now)); wait > 0 {
		tooMany(w, r, wait)
		return
	}
	writeError(w, r, errWrongPassword)
}

// tooMany answers 429 with Retry-After in whole seconds, rounded up.
func tooMany(w http.ResponseWriter, r *http.Request, wait time.Duration) {
	secs := int(math.Ceil(wait.Seconds()))
	w.Header().Set("Retry-After", strconv.Itoa(secs))
	writeError(w, r, directory.Errorf(directory.ETOOMANY, "Çok fazla deneme. Lütfen %d saniye sonra tekrar deneyin.", secs))
}
