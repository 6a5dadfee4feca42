package httpapi

import (
	"crypto/rand"
	"encoding/base64"
	"net/http"
	"strings"
)

// Content-Security-Policy of the HTML pages (docs/security.md). Every
// script element of a page, ours and the operator's head and footer code
// alike, carries the answer's nonce (pages.Page.Nonce), and 'strict-dynamic'
// lets those scripts load others: the app's chunks, the ad areas' and the
// analytics code's scripts (inserted by our islands), whatever a tag
// manager loads. Nothing else runs: no script that found its way into the
// page's text, no event-handler attribute. Browsers without 'strict-dynamic'
// fall back to https: scripts ('unsafe-inline' only where nonces are not
// understood either).
//
// The storefront keeps images, styles, frames and connections open, since
// the operator's ad and analytics code may use any server. The panel runs
// none of the operator's code and talks to nobody but us.
const (
	storefrontCSP = "script-src 'nonce-%s' 'strict-dynamic' https: 'unsafe-inline'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'"
	panelCSP      = "default-src 'self'; script-src 'nonce-%s' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; " +
		"img-src 'self' data: blob:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
	apiCSP = "default-src 'none'; frame-ancestors 'none'"
)

// hsts is sent on every answer of a site that runs on https.
const hsts = "max-age=31536000"

// newNonce returns 128 random bits in base64url without padding, so the
// value can stand unquoted in an attribute.
func newNonce() string {
	b := make([]byte, 16)
	rand.Read(b) // never fails (crypto/rand)
	return base64.RawURLEncoding.EncodeToString(b)
}

// setPageCSP sets the policy of an HTML page with the nonce its scripts carry.
func setPageCSP(h http.Header, panel bool, nonce string) {
	policy := storefrontCSP
	if panel {
		policy = panelCSP
	}
	h.Set("Content-Security-Policy", strings.Replace(policy, "%s", nonce, 1))
}
