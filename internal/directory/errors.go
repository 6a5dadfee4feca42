package directory

import (
	"errors"
	"fmt"
)

// Error codes, mapped to HTTP status codes in one place (httpapi).
const (
	ECONFLICT     = "conflict"
	EINTERNAL     = "internal"
	EINVALID      = "invalid"
	ENOTFOUND     = "not_found"
	EUNAUTHORIZED = "unauthorized"
	EFORBIDDEN    = "forbidden"
	ETOOMANY      = "too_many_requests"
	EMETHOD       = "method_not_allowed"
	ETOOLARGE     = "too_large"
	EUNSUPPORTED  = "unsupported_media_type"
)

// Error is a domain error with a code and a message a person understands.
// The message is German, the storefront's language; an error the operator
// panel can meet also carries a Key, a stable name the panel shows in its
// own language, and the Params its text needs (docs/api.md, "Errors").
type Error struct {
	Code    string
	Message string
	Key     string
	Params  map[string]any
}

func (e *Error) Error() string { return fmt.Sprintf("%s: %s", e.Code, e.Message) }

// Errorf returns an *Error with the given code and formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// WithKey returns a copy of e named key, with params given as name, value
// pairs ("id", 7).
func (e *Error) WithKey(key string, params ...any) *Error {
	c := *e
	c.Key, c.Params = key, nil
	for i := 0; i+1 < len(params); i += 2 {
		if c.Params == nil {
			c.Params = map[string]any{}
		}
		c.Params[fmt.Sprint(params[i])] = params[i+1]
	}
	return &c
}

// KeyInternal names a failure of ours: an error that is no *Error, whose
// details only the log gets, or an internal one without a key of its own.
const KeyInternal = "internal"

// ErrorOf returns the *Error in err's chain, or for any other error a
// generic internal one; an internal error without a key is keyed
// KeyInternal.
func ErrorOf(err error) *Error {
	var e *Error
	if !errors.As(err, &e) {
		return &Error{Code: EINTERNAL, Message: "Interner Fehler.", Key: KeyInternal}
	}
	if e.Code == EINTERNAL && e.Key == "" {
		return e.WithKey(KeyInternal)
	}
	return e
}

// ErrorCode returns the code of an *Error in err's chain, or EINTERNAL.
func ErrorCode(err error) string { return ErrorOf(err).Code }

// ErrorMessage returns the message of an *Error in err's chain, or a generic text.
func ErrorMessage(err error) string { return ErrorOf(err).Message }
