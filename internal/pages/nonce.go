package pages

import "bytes"

// withNonce gives every <script> element of html (in any letter case, also
// the operator's head and footer code, trusted by design) and every module
// preload the attribute nonce=N, which the page's Content-Security-Policy
// names (docs/security.md). The nonce is unquoted (base64url, no padding):
// a script tag inside a quoted JavaScript string, as document.write code
// has it, keeps its quotes balanced.
func withNonce(html []byte, nonce string) []byte {
	out := make([]byte, 0, len(html)+64*len(nonce))
	attr := " nonce=" + nonce
	for {
		i := bytes.IndexByte(html, '<')
		if i < 0 {
			return append(out, html...)
		}
		tag := tagNeedingNonce(html[i:])
		out = append(out, html[:i+max(tag, 1)]...)
		if tag > 0 {
			out = append(out, attr...)
		}
		html = html[i+max(tag, 1):]
	}
}

// tagNeedingNonce returns the length of "<script" or `<link
// rel="modulepreload"` at the start of s, or 0.
func tagNeedingNonce(s []byte) int {
	const script, preload = "<script", `<link rel="modulepreload"`
	if len(s) > len(script) && bytes.EqualFold(s[:len(script)], []byte(script)) {
		switch s[len(script)] {
		case ' ', '>', '\t', '\n', '\r', '\f', '/':
			return len(script)
		}
	}
	if bytes.HasPrefix(s, []byte(preload)) {
		return len(preload)
	}
	return 0
}
