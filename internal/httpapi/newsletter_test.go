package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/httpapi"
)

// mailbox collects the confirmation links a server sends.
type mailbox struct {
	mu    sync.Mutex
	links map[string][]string // address → links, oldest first
}

func (m *mailbox) send(_ context.Context, email, link string) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.links == nil {
		m.links = map[string][]string{}
	}
	m.links[email] = append(m.links[email], link)
	return nil
}

func (m *mailbox) last(t *testing.T, email string) string {
	t.Helper()
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.links[email]) == 0 {
		t.Fatalf("no confirmation link sent to %s", email)
	}
	return m.links[email][len(m.links[email])-1]
}

// confirm opens a confirmation link without following the redirect and
// returns where it points.
func confirm(t *testing.T, link string) string {
	t.Helper()
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	res, err := c.Get(link)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusSeeOther {
		t.Fatalf("confirm %s: %d, want 303", link, res.StatusCode)
	}
	return res.Header.Get("Location")
}

func subscribe(t *testing.T, base, email string) {
	t.Helper()
	res, body := postRaw(t, base+"/api/newsletter", "application/json", jsonOf(t, map[string]string{"email": email, "website2": ""}))
	if res.StatusCode != http.StatusAccepted {
		t.Fatalf("subscribe %s: %d %s", email, res.StatusCode, body)
	}
}

func TestNewsletterValidate(t *testing.T) {
	srv := startServer(t, asAdmin())
	base, st := srv.URL, srv.Store
	valid := map[string]any{"email": "leser@example.de", "website2": ""}
	for _, tc := range []struct {
		name   string
		body   string
		status int
		want   string
	}{
		{"accepted", jsonOf(t, valid), 202, `"status":"pending"`},
		{"without honeypot field", jsonOf(t, with(valid, "website2", nil, "email", "zwei@example.de")), 202, "Link in der E-Mail"},
		{"email missing", jsonOf(t, with(valid, "email", nil)), 400, "Bitte die E-Mail-Adresse angeben."},
		{"email only spaces", jsonOf(t, with(valid, "email", "  ")), 400, "Bitte die E-Mail-Adresse angeben."},
		{"email invalid", jsonOf(t, with(valid, "email", "leser@localhost")), 400, "gültige E-Mail-Adresse"},
		{"email with display name", jsonOf(t, with(valid, "email", "Leser <leser@example.de>")), 400, "gültige E-Mail-Adresse"},
		{"email overlong", jsonOf(t, with(valid, "email", strings.Repeat("a", 250)+"@example.de")), 400, "zu lang (höchstens 254 Zeichen)"},
		{"honeypot", jsonOf(t, with(valid, "website2", "http://spam.example")), 400, "nicht angenommen"},
		{"unknown field", jsonOf(t, with(valid, "name", "x")), 400, `Unbekanntes Feld "name".`},
		{"email is a number", jsonOf(t, with(valid, "email", 5)), 400, "Das Feld email hat den falschen Typ"},
		{"body over 32 KB", jsonOf(t, with(valid, "email", strings.Repeat("x", 33<<10))), 413, "zu groß"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, body := postRaw(t, base+"/api/newsletter", "application/json", tc.body)
			if res.StatusCode != tc.status || !strings.Contains(errorText(body), tc.want) {
				t.Errorf("got %d %s, want %d with %q", res.StatusCode, cut(body, 300), tc.status, tc.want)
			}
		})
	}
	if res, _ := postRaw(t, base+"/api/newsletter", "text/plain", jsonOf(t, valid)); res.StatusCode != 400 {
		t.Errorf("text/plain (a cross-site form): %d, want 400", res.StatusCode)
	}
	// Without a mailer the addresses simply wait unconfirmed.
	subs, total, err := st.Subscribers(context.Background(), "", 1, 10)
	if err != nil || total != 2 || subs[0].Status != directory.SubscriberPending {
		t.Errorf("stored = %+v total %d err %v, want 2 pending", subs, total, err)
	}
}

func TestNewsletterDoubleOptIn(t *testing.T) {
	clock := &authClock{t: fixedNow}
	box := &mailbox{}
	srv := startServer(t, withPassword(), withConfig(httpapi.Config{Now: clock.Now, ConfirmMail: box.send, BaseURL: "https://branchenbuch.example"}))
	base, st := srv.URL, srv.Store
	local := func(link string) string { // the mail's link, opened on the test server
		u, err := url.Parse(link)
		if err != nil || u.Scheme+"://"+u.Host != "https://branchenbuch.example" || u.Path != "/api/newsletter/confirm" {
			t.Fatalf("confirmation link %q", link)
		}
		return base + u.RequestURI()
	}
	subscribe(t, base, " Anna@Example.de ")
	first := box.last(t, "anna@example.de")
	subscribe(t, base, "anna@example.de") // the same address again: one row, a new token
	second := box.last(t, "anna@example.de")
	if first == second {
		t.Fatal("the second sign-up sent the same token")
	}
	if _, total, _ := st.Subscribers(context.Background(), "", 1, 10); total != 1 {
		t.Errorf("same address twice stored %d rows, want 1", total)
	}
	if got := confirm(t, local(first)); got != "/blog?newsletter=invalid" {
		t.Errorf("the replaced token: %s", got)
	}
	if got := confirm(t, local(second)); got != "/blog?newsletter=confirmed" {
		t.Errorf("the current token: %s", got)
	}
	if got := confirm(t, local(second)); got != "/blog?newsletter=invalid" {
		t.Errorf("the token again: %s", got)
	}
	subs, _, _ := st.Subscribers(context.Background(), directory.SubscriberConfirmed, 1, 10)
	if len(subs) != 1 || subs[0].Email != "anna@example.de" || subs[0].ConfirmedAt == nil || !subs[0].ConfirmedAt.Equal(fixedNow) {
		t.Errorf("confirmed = %+v", subs)
	}
	// A confirmed address signing up again gets the same answer and no mail.
	subscribe(t, base, "anna@example.de")
	if n := len(box.links["anna@example.de"]); n != 2 {
		t.Errorf("%d links sent to a confirmed address, want still 2", n)
	}

	for _, bad := range []string{"", "token=", "token=abc", "token=" + strings.Repeat("A", 43), "token=%ZZ", "token=" + strings.Repeat("x", 5000)} {
		if got := confirm(t, base+"/api/newsletter/confirm?"+bad); got != "/blog?newsletter=invalid" {
			t.Errorf("wrong token %q: %s", cut(bad, 40), got)
		}
	}

	// A link works for seven days.
	subscribe(t, base, "bernd@example.de")
	subscribe(t, base, "carla@example.de")
	clock.Add(7*24*time.Hour - time.Second)
	if got := confirm(t, local(box.last(t, "bernd@example.de"))); got != "/blog?newsletter=confirmed" {
		t.Errorf("on the last day: %s", got)
	}
	clock.Add(time.Second)
	if got := confirm(t, local(box.last(t, "carla@example.de"))); got != "/blog?newsletter=invalid" {
		t.Errorf("expired token: %s", got)
	}
}

func TestNewsletterAdminList(t *testing.T) {
	clock := &authClock{t: fixedNow}
	box := &mailbox{}
	base := startServer(t, withPassword(), withConfig(httpapi.Config{Now: clock.Now, ConfirmMail: box.send, TrustedProxies: behindProxy})).URL
	for i := range 3 {
		postAs(t, base+"/api/newsletter", fmt.Sprintf("192.0.2.%d", i+1), map[string]string{"email": fmt.Sprintf("l%d@example.de", i)})
	}
	confirm(t, box.last(t, "l1@example.de"))

	if res, _ := get(t, base+"/api/admin/newsletter"); res.StatusCode != http.StatusUnauthorized {
		t.Errorf("without a session: %d, want 401", res.StatusCode)
	}
	c := adminClient(t, base, testPassword)
	type page struct {
		Subscribers             []directory.Subscriber
		Total, Page, TotalPages int
	}
	res, body := call(t, c, http.MethodGet, base+"/api/admin/newsletter", nil)
	expect(t, "list", res, body, 200)
	all := decodeAs[page](t, body)
	if all.Total != 3 || all.TotalPages != 1 || all.Subscribers[0].Email != "l2@example.de" || all.Subscribers[1].Status != "confirmed" ||
		all.Subscribers[0].TokenExpiresAt == nil || !all.Subscribers[0].TokenExpiresAt.Equal(fixedNow.Add(7*24*time.Hour)) {
		t.Errorf("list = %s", cut(body, 500))
	}
	if strings.Contains(body, "token_hash") || strings.Contains(body, "tokenHash") {
		t.Error("the list shows token hashes")
	}
	_, body = call(t, c, http.MethodGet, base+"/api/admin/newsletter?status=confirmed", nil)
	if p := decodeAs[page](t, body); p.Total != 1 || p.Subscribers[0].Email != "l1@example.de" {
		t.Errorf("confirmed only = %s", cut(body, 300))
	}
	res, body = call(t, c, http.MethodGet, base+"/api/admin/newsletter?status=open", nil)
	expect(t, "unknown status", res, body, 400)
}

func TestQueueCap(t *testing.T) {
	clock := &authClock{t: fixedNow}
	lim := limits(func(l *httpapi.FormLimit) { l.QueueCap = 2 })
	base := startServer(t, withPassword(), withConfig(httpapi.Config{Now: clock.Now, TrustedProxies: behindProxy, FormLimits: lim})).URL
	nouns := map[string]string{"submissions": "Einträge", "messages": "Nachrichten", "newsletter": "Anmeldungen"}
	for _, f := range publicForms {
		for i := range 2 {
			if s, _, text := postAs(t, base+f.path, fmt.Sprintf("192.0.2.%d", i+1), f.body(i)); s != f.created {
				t.Fatalf("%s %d: %d %s", f.name, i+1, s, text)
			}
		}
		s, retry, text := postAs(t, base+f.path, "192.0.2.50", f.body(2))
		if s != 503 || retry != "3600" || !strings.Contains(text, "Derzeit warten zu viele "+nouns[f.name]) ||
			!strings.HasSuffix(text, "Bitte versuchen Sie es in einer Stunde erneut.") {
			t.Errorf("%s with a full queue: %d Retry-After %q %q, want 503 3600", f.name, s, retry, text)
		}
	}
	// Reviewing makes room again.
	c := adminClient(t, base, testPassword)
	var subs submissionList
	_, body := call(t, c, http.MethodGet, base+"/api/admin/submissions", nil)
	subs = decodeAs[submissionList](t, body)
	res, body := call(t, c, http.MethodPost, fmt.Sprintf("%s/api/admin/submissions/%d/reject", base, subs.Submissions[0].ID), nil)
	expect(t, "reject", res, body, 200)
	if s, _, text := postAs(t, base+"/api/submissions", "192.0.2.50", publicForms[0].body(3)); s != 201 {
		t.Errorf("submission after a rejection: %d %s", s, text)
	}
	// Unconfirmed addresses stop waiting when their link expires.
	clock.Add(7 * 24 * time.Hour)
	if s, _, text := postAs(t, base+"/api/newsletter", "192.0.2.50", publicForms[2].body(3)); s != 202 {
		t.Errorf("newsletter after the links expired: %d %s", s, text)
	}
}
