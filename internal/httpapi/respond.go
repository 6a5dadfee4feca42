package httpapi

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/json"
	"log/slog"
	"net/http"

	"branchenbuch/internal/directory"
)

// statusOf maps domain error codes to HTTP status codes, in one place.
var statusOf = map[string]int{
	directory.EINVALID:      http.StatusBadRequest,
	directory.ENOTFOUND:     http.StatusNotFound,
	directory.ECONFLICT:     http.StatusConflict,
	directory.EUNAUTHORIZED: http.StatusUnauthorized,
	directory.EFORBIDDEN:    http.StatusForbidden,
	directory.ETOOMANY:      http.StatusTooManyRequests,
	directory.EMETHOD:       http.StatusMethodNotAllowed,
	directory.ETOOLARGE:     http.StatusRequestEntityTooLarge,
	directory.EUNSUPPORTED:  http.StatusUnsupportedMediaType,
	directory.EINTERNAL:     http.StatusInternalServerError,
}

// statusClientGone is the request log's status of a request whose client
// closed the connection before the answer (nginx's 499).
const statusClientGone = 499

// Cache lifetimes of public answers; the React app keeps its own caches (docs/api.md, "Caching").
const (
	cacheShort = "public, max-age=60"
	cacheList  = "public, max-age=300"
)

// writeJSON sends v as JSON. GET answers carry an ETag, and a matching
// If-None-Match gets 304 without a body.
func writeJSON(w http.ResponseWriter, r *http.Request, status int, cacheControl string, v any) {
	body, err := json.Marshal(v)
	if err != nil {
		writeError(w, r, err)
		return
	}
	etag := ""
	if r.Method == http.MethodGet && status == http.StatusOK {
		etag = etagOf(body)
	}
	writeJSONBody(w, r, status, cacheControl, body, etag)
}

// etagOf is the ETag of an answer's body.
func etagOf(body []byte) string {
	sum := sha256.Sum256(body)
	return `"` + base64.RawURLEncoding.EncodeToString(sum[:12]) + `"`
}

// writeJSONBody sends an encoded JSON answer; with an etag (GET answers
// that succeeded), a matching If-None-Match gets 304.
func writeJSONBody(w http.ResponseWriter, r *http.Request, status int, cacheControl string, body []byte, etag string) {
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	if cacheControl != "" {
		h.Set("Cache-Control", cacheControl)
	} else {
		h.Set("Cache-Control", "no-store")
	}
	if etag != "" && r.Method == http.MethodGet {
		h.Set("ETag", etag)
		if match := r.Header.Get("If-None-Match"); match != "" && match == etag {
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	w.WriteHeader(status)
	w.Write(body)
}

// writeError sends the error's answer (errorAnswer) with the status of its
// code. Internal errors are logged once with their context and shown
// generically.
func writeError(w http.ResponseWriter, r *http.Request, err error) {
	e := directory.ErrorOf(err)
	status, known := statusOf[e.Code]
	if !known {
		status = http.StatusInternalServerError
	}
	if status == http.StatusInternalServerError {
		if r.Context().Err() != nil {
			// The client went away (or the server is shutting down) while the
			// answer was made: nobody reads it, and it is no failure of ours.
			slog.InfoContext(r.Context(), "client gone", "method", r.Method, "path", r.URL.Path, "err", err)
			w.WriteHeader(statusClientGone)
			return
		}
		slog.ErrorContext(r.Context(), "request failed", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	h := w.Header()
	h.Set("Content-Type", "application/json; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Del("ETag")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(errorAnswer{Error: e.Message, Code: e.Code, Key: e.Key, Params: e.Params})
}

// errorAnswer is the body of every error (docs/api.md, "Errors"): the German
// message, the code, and for the panel, which speaks Turkish, the key and
// params of its own text.
type errorAnswer struct {
	Error  string         `json:"error"`
	Code   string         `json:"code"`
	Key    string         `json:"key,omitempty"`
	Params map[string]any `json:"params,omitempty"`
}

// invalid is shorthand for a 400 with a message a person understands.
func invalid(format string, args ...any) *directory.Error {
	return directory.Errorf(directory.EINVALID, format, args...)
}
