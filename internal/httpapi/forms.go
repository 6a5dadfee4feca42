package httpapi

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"mime"
	"net/http"
	"strings"

	"branchenbuch/internal/directory"
)

// maxFormBody bounds the public forms' bodies: the longest valid submission
// (5,000 characters of description, seven days of hours) fits with room for
// multi-byte text; anything bigger is not a person filling in a form.
const maxFormBody = 32 << 10

// errHoneypot answers a filled-in honeypot field: the forms hide "website2"
// from people, so only bots fill it. The message says nothing about why.
var errHoneypot = invalid("Die Anfrage konnte nicht angenommen werden.")

// submissionRequest is the add-business wizard's draft (docs/forms.md, "Fields").
type submissionRequest struct {
	Name        string            `json:"name"`
	Category    string            `json:"category"`
	Description string            `json:"description"`
	Address     string            `json:"address"`
	City        string            `json:"city"`
	PostalCode  string            `json:"postal_code"`
	Phone       string            `json:"phone"`
	Email       string            `json:"email"`
	Website     string            `json:"website"`
	Hours       map[string]string `json:"hours"`
	honeypot
}

// submitBusiness stores a wizard draft for the operator's review. Public: no
// login, so the body is small, strictly JSON (a cross-site HTML form cannot
// send that without a preflight), strictly validated, and rate-limited and
// capped by admitForm.
func (s *Server) submitBusiness(w http.ResponseWriter, r *http.Request) {
	var in submissionRequest
	if err := decodeForm(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	sub := directory.Submission{Name: in.Name, Category: in.Category, Description: in.Description, Address: in.Address,
		City: in.City, PostalCode: in.PostalCode, Phone: in.Phone, Email: in.Email, Website: in.Website, Hours: in.Hours}
	if err := sub.Validate(); err != nil {
		writeError(w, r, err)
		return
	}
	if !s.admitForm(w, r, directory.QueueSubmissions) {
		return
	}
	if err := s.store.AddSubmission(r.Context(), &sub); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusCreated, "", map[string]int64{"id": sub.ID})
}

// contactRequest is the contact form (docs/forms.md, "Fields").
type contactRequest struct {
	Name     string `json:"name"`
	Email    string `json:"email"`
	Subject  string `json:"subject"`
	Category string `json:"category"`
	Message  string `json:"message"`
	honeypot
}

// submitContact stores a contact message; public, guarded like submitBusiness.
func (s *Server) submitContact(w http.ResponseWriter, r *http.Request) {
	var in contactRequest
	if err := decodeForm(w, r, &in); err != nil {
		writeError(w, r, err)
		return
	}
	m := directory.ContactMessage{Name: in.Name, Email: in.Email, Subject: in.Subject, Category: in.Category, Message: in.Message}
	if err := m.Validate(); err != nil {
		writeError(w, r, err)
		return
	}
	if !s.admitForm(w, r, directory.QueueMessages) {
		return
	}
	if err := s.store.AddMessage(r.Context(), &m); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, r, http.StatusCreated, "", map[string]int64{"id": m.ID})
}

// decodeForm reads a public form: JSON content type, at most maxFormBody.
func decodeForm(w http.ResponseWriter, r *http.Request, v interface{ trapped() bool }) error {
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt != "application/json" {
		return invalid("Bitte als JSON senden (Content-Type: application/json).").WithKey("json_expected")
	}
	if err := decodeStrict(w, r, maxFormBody, v); err != nil {
		return err
	}
	if v.trapped() {
		return errHoneypot
	}
	return nil
}

// honeypot is the hidden field of the public forms that only bots fill in.
type honeypot struct {
	Website2 string `json:"website2"`
}

func (h *honeypot) trapped() bool { return h.Website2 != "" }

// decodeStrict reads one JSON value of at most limit bytes into v: unknown
// fields, wrong types and trailing data are refused with a message a person
// understands.
func decodeStrict(w http.ResponseWriter, r *http.Request, limit int64, v any) error {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err == nil {
		err = decodeJSON(body, v)
	}
	var (
		tooLarge *http.MaxBytesError
		typeErr  *json.UnmarshalTypeError
		known    *directory.Error
	)
	switch {
	case err == nil:
		return nil
	case errors.As(err, &known):
		return err
	case errors.Is(err, io.EOF):
		return invalid("Die Anfrage ist leer; erwartet wird ein JSON-Objekt.").WithKey("json_expected")
	case errors.As(err, &tooLarge):
		return directory.Errorf(directory.ETOOLARGE, "Die Anfrage ist zu groß (höchstens %d KB).", tooLarge.Limit>>10).WithKey("request_too_large")
	case errors.As(err, &typeErr) && typeErr.Field != "":
		return invalid("Das Feld %s hat den falschen Typ (erwartet: %s).", typeErr.Field, jsonType(typeErr.Type.Kind().String())).WithKey("json_field_type", "field", typeErr.Field)
	case errors.As(err, &typeErr):
		return invalid("Erwartet wird ein JSON-Objekt.").WithKey("json_expected")
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		name := strings.TrimPrefix(err.Error(), "json: unknown field ")
		if len(name) > 60 { // a hostile name is not echoed at length
			name = name[:60] + "…"
		}
		return invalid("Unbekanntes Feld %s.", name).WithKey("json_unknown_field", "field", name)
	}
	return invalid("Ungültiges JSON.").WithKey("json_expected")
}

// decodeJSON decodes the one JSON value of body into v, refusing unknown
// fields, trailing data and text holding NUL (directory.IsCleanText; the
// decoder already replaces invalid UTF-8).
func decodeJSON(body []byte, v any) error {
	if hasNULEscape(body) {
		return invalid("Text mit dem Nullzeichen (\\u0000) wird nicht angenommen.").WithKey("json_nul")
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if dec.Decode(&json.RawMessage{}) != io.EOF {
		return invalid("Nach dem JSON-Objekt folgen weitere Daten.").WithKey("json_expected")
	}
	return nil
}

// hasNULEscape reports a \u0000 escape in JSON text: a NUL can reach a
// decoded string only so (a raw one is invalid JSON). "\\u0000", an
// escaped backslash before "u0000", is no NUL.
func hasNULEscape(body []byte) bool {
	for i := 0; ; {
		j := bytes.Index(body[i:], []byte(`u0000`))
		if j < 0 {
			return false
		}
		i += j
		slashes := 0
		for k := i - 1; k >= 0 && body[k] == '\\'; k-- {
			slashes++
		}
		if slashes%2 == 1 {
			return true
		}
		i += len(`u0000`)
	}
}

// jsonType names a Go kind the way a JSON sender thinks of it.
func jsonType(kind string) string {
	switch kind {
	case "string":
		return "Text"
	case "bool":
		return "true oder false"
	case "map", "struct":
		return "Objekt"
	case "ptr":
		return "Wert"
	}
	return kind
}
