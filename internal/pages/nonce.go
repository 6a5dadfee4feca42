package pages

import (
	"strings"
)

// withNonce gives every <script> element of html (in any letter case, also
// the operator's head and footer code, trusted by design) and every module
// preload the attribute nonce=N, which the page's Content-Security-Policy
// names (docs/security.md). The nonce is unquoted (base64url, no padding):
// a script tag inside a quoted JavaScript string, as document.write code
// has it, keeps its quotes balanced.
func withNonce(html, nonce string) string {
	var b strings.Builder
	b.Grow(len(html) + 64*len(nonce))
	attr := " nonce=" + nonce
	for {
		i := strings.IndexByte(html, '<')
		if i < 0 {
			b.WriteString(html)
			return b.String()
		}
		tag := tagNeedingNonce(html[i:])
		b.WriteString(html[:i+tag])
		if tag > 0 {
			b.WriteString(attr)
		} else {
			b.WriteByte('<')
			tag = 1
		}
		html = html[i+tag:]
	}
}

// tagNeedingNonce returns the length of "<script" or `<link
// rel="modulepreload"` at the start of s, or 0.
func tagNeedingNonce(s string) int {
	const script, preload = "<script", `<link rel="modulepreload"`
	if len(s) > len(script) && strings.EqualFold(s[:len(script)], script) {
		switch s[len(script)] {
		case ' ', '>', '\t', '\n', '\r', '\f', '/':
			return len(script)
		}
	}
	if strings.HasPrefix(s, preload) {
		return len(preload)
	}
	return 0
}
