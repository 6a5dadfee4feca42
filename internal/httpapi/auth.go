package httpapi

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"net/http"
	"time"

	"branchenbuch/internal/directory"
)

// Sessions: the cookie carries a random token, the database only its SHA-256
// (directory.AdminSession), so every instance can check it and a logout ends
// it everywhere at once.
const (
	sessionCookie      = "bb_session"
	defaultSessionIdle = 2 * time.Hour
	defaultSessionMax  = 12 * time.Hour
	// touchEvery bounds the writes of an active session to one a minute.
	touchEvery = time.Minute
	// pruneEvery bounds how often an instance deletes ended sessions and old throttle records.
	pruneEvery = 10 * time.Minute
	// touchTimeout keeps a request from waiting long for SQLite's one writer
	// (an import may hold it); a missed touch is retried a request later.
	touchTimeout = 2 * time.Second
)

// adminSession is the signed-in operator of a request.
type adminSession struct {
	ID       string // session id (never logged in full)
	ClientIP string // the client's address, behind trusted proxies the forwarded one
}

type adminKey struct{}

// adminFrom returns the operator of a request that passed s.admin.
func adminFrom(ctx context.Context) (adminSession, bool) {
	a, ok := ctx.Value(adminKey{}).(adminSession)
	return a, ok
}

var errNoSession = directory.Errorf(directory.EUNAUTHORIZED, "Anmeldung erforderlich.").WithKey("login_required")

// admin guards an operator route: it needs a valid session (401 without) and,
// for state-changing methods, a same-origin request (403 otherwise).
func (s *Server) admin(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		a, err := s.currentSession(r)
		if err != nil {
			writeError(w, r, err)
			return
		}
		check := s.checkPanelRead
		if changesState(r.Method) {
			check = s.checkOrigin
		}
		if err := check(r); err != nil {
			writeError(w, r, err)
			return
		}
		ctx := context.WithValue(r.Context(), adminKey{}, adminSession{ID: a.ID, ClientIP: s.clientIP(r).String()})
		h(w, r.WithContext(ctx))
	}
}

// currentSession returns the live session of the request's cookie, ending
// it when it has run out; EUNAUTHORIZED without one.
func (s *Server) currentSession(r *http.Request) (*directory.AdminSession, error) {
	c, err := r.Cookie(sessionCookie)
	if err != nil {
		return nil, errNoSession
	}
	id, ok := sessionID(c.Value)
	if !ok {
		return nil, errNoSession
	}
	ctx := r.Context()
	a, err := s.store.AdminSession(ctx, id)
	if directory.ErrorCode(err) == directory.ENOTFOUND {
		return nil, errNoSession
	}
	if err != nil {
		return nil, err
	}
	now := s.now()
	if !now.Before(a.ExpiresAt) || now.Sub(a.LastSeenAt) >= s.sessionIdle {
		if err := s.store.DeleteAdminSession(ctx, id); err != nil {
			s.log.Warn("delete ended session", "session", shortID(id), "err", err)
		}
		return nil, directory.Errorf(directory.EUNAUTHORIZED, "Sitzung abgelaufen. Bitte erneut anmelden.").WithKey("session_expired")
	}
	if now.Sub(a.LastSeenAt) >= touchEvery {
		tctx, cancel := context.WithTimeout(ctx, touchTimeout)
		defer cancel()
		if err := s.store.TouchAdminSession(tctx, id, now); err != nil {
			s.log.Warn("touch session", "session", shortID(id), "err", err)
		} else {
			a.LastSeenAt = now
		}
	}
	return a, nil
}

// endsAt is when a session ends if the operator does nothing more.
func (s *Server) endsAt(a *directory.AdminSession) time.Time {
	idle := a.LastSeenAt.Add(s.sessionIdle)
	if idle.Before(a.ExpiresAt) {
		return idle.UTC()
	}
	return a.ExpiresAt.UTC()
}

func (s *Server) session(w http.ResponseWriter, r *http.Request) {
	a, err := s.currentSession(r)
	if err != nil {
		// The panel asks this to decide whether to show the login form: a
		// database failure is logged and answered as "not signed in", never a 500.
		if directory.ErrorCode(err) != directory.EUNAUTHORIZED {
			s.log.Error("read session", "err", err)
			err = errNoSession
		}
		writeError(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusOK, "", map[string]any{"authenticated": true, "expiresAt": s.endsAt(a).Format(time.RFC3339),
		"maxUploadMB": s.maxUploadMB})
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	if err := s.checkOrigin(r); err != nil {
		writeError(w, r, err)
		return
	}
	if c, err := r.Cookie(sessionCookie); err == nil {
		if id, ok := sessionID(c.Value); ok {
			if err := s.store.DeleteAdminSession(r.Context(), id); err != nil {
				writeError(w, r, err)
				return
			}
			s.log.Info("admin logout", "session", shortID(id), "client", s.clientIP(r).String())
		}
	}
	http.SetCookie(w, s.sessionCookie(r, "", -1))
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusNoContent)
}

// startSession stores a new session for the client and sets its cookie.
func (s *Server) startSession(w http.ResponseWriter, r *http.Request, client string) (*directory.AdminSession, error) {
	var token [32]byte
	rand.Read(token[:])
	value := base64.RawURLEncoding.EncodeToString(token[:])
	id, _ := sessionID(value)
	now := s.now()
	a := &directory.AdminSession{ID: id, ClientIP: client, CreatedAt: now, LastSeenAt: now, ExpiresAt: now.Add(s.sessionMax)}
	if err := s.store.CreateAdminSession(r.Context(), *a); err != nil {
		return nil, err
	}
	http.SetCookie(w, s.sessionCookie(r, value, int(s.sessionMax/time.Second)))
	return a, nil
}

// sessionCookie is the cookie that carries value; maxAge < 0 deletes it.
func (s *Server) sessionCookie(r *http.Request, value string, maxAge int) *http.Cookie {
	return &http.Cookie{Name: sessionCookie, Value: value, Path: "/", MaxAge: maxAge, HttpOnly: true,
		SameSite: http.SameSiteStrictMode, Secure: s.overTLS(r)}
}

// sessionID returns the stored id of a cookie value: the hex SHA-256 of a
// 32-byte token; anything else is no session.
func sessionID(value string) (string, bool) {
	token, err := base64.RawURLEncoding.DecodeString(value)
	if err != nil || len(token) != 32 {
		return "", false
	}
	sum := sha256.Sum256(token)
	return hex.EncodeToString(sum[:]), true
}

// shortID is the part of a session id that logs may show.
func shortID(id string) string { return id[:min(8, len(id))] }

// pruneSessions deletes ended sessions and forgotten throttle records, at
// most every pruneEvery per instance; logins call it, so it costs nothing
// on ordinary requests.
func (s *Server) pruneSessions(ctx context.Context) {
	now := s.now()
	last := s.lastPrune.Load()
	if now.UnixMilli()-last < pruneEvery.Milliseconds() || !s.lastPrune.CompareAndSwap(last, now.UnixMilli()) {
		return
	}
	if err := s.store.PruneAuth(ctx, now, now.Add(-s.sessionIdle), now.Add(-directory.DefaultThrottle.Forget)); err != nil {
		s.log.Warn("prune sessions", "err", err)
	}
}

func changesState(method string) bool {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodOptions:
		return false
	}
	return true
}
