package httpapi

import (
	"context"
	"net/http"

	"branchenbuch/internal/directory"
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

// admin guards an operator route: it needs a valid session (401 without) and,
// for state-changing methods, a same-origin request (403 otherwise).
// NOT BUILT YET: it refuses everything.
func (s *Server) admin(h http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		writeError(w, r, directory.Errorf(directory.EUNAUTHORIZED, "Anmeldung erforderlich."))
	}
}

func (s *Server) login(w http.ResponseWriter, r *http.Request) {
	writeError(w, r, directory.Errorf(directory.EUNAUTHORIZED, "Anmeldung erforderlich."))
}

func (s *Server) logout(w http.ResponseWriter, r *http.Request) {
	writeError(w, r, directory.Errorf(directory.EUNAUTHORIZED, "Anmeldung erforderlich."))
}

func (s *Server) session(w http.ResponseWriter, r *http.Request) {
	writeError(w, r, directory.Errorf(directory.EUNAUTHORIZED, "Anmeldung erforderlich."))
}

// SetAdminPassword stores the hash of a new operator password and ends every
// session. NOT BUILT YET.
func SetAdminPassword(ctx context.Context, st directory.Store, password string) error {
	return directory.Errorf(directory.EINTERNAL, "not built")
}
