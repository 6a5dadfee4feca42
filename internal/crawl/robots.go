package crawl

// robots.txt as RFC 9309 defines it: groups of rules under user-agent lines,
// the group of our product token or else the "*" group, the longest matching
// rule deciding (Allow on a tie), "*" matching any characters and "$" the end.

import (
	"bufio"
	"bytes"
	"strings"
)

// RobotsMaxBytes is how much of a robots.txt is read; RFC 9309 lets a crawler
// stop at 500 KiB, and a hostile file cannot make the parse cost more.
const RobotsMaxBytes = 500 << 10

// Robots are the rules of one robots.txt for one crawler.
type Robots struct {
	rules []rule
}

type rule struct {
	allow   bool
	pattern string // percent-encoding normalised, runs of "*" collapsed
}

// ParseRobots reads a robots.txt (its first RobotsMaxBytes) and keeps the rules
// for the crawler named agent: those of the groups naming its product token
// (case-insensitively; such a group without rules allows everything), or,
// when no group does, those of the "*" groups.
func ParseRobots(body []byte, agent string) *Robots {
	if len(body) > RobotsMaxBytes {
		body = body[:RobotsMaxBytes]
	}
	body = bytes.TrimPrefix(body, []byte("\ufeff"))
	token := strings.ToLower(productToken(agent))
	var own, any []rule
	named := false      // a group names our token
	var agents []string // the user-agent lines of the group being read
	inRules := false    // a rule has been read since the last user-agent line
	sc := bufio.NewScanner(bytes.NewReader(body))
	sc.Buffer(make([]byte, 0, 4096), RobotsMaxBytes+1)
	sc.Split(scanLines)
	for sc.Scan() {
		field, value, ok := robotsLine(sc.Text())
		if !ok {
			continue
		}
		switch field {
		case "user-agent":
			if inRules {
				agents, inRules = nil, false
			}
			value = strings.ToLower(value)
			agents = append(agents, value)
			named = named || token != "" && value == token
		case "allow", "disallow":
			inRules = true
			if value == "" { // "Disallow:" with nothing allows everything: no rule
				continue
			}
			r := rule{allow: field == "allow", pattern: normalizePattern(value)}
			for _, a := range agents {
				switch {
				case token != "" && a == token:
					own = append(own, r)
				case a == "*":
					any = append(any, r)
				}
			}
		}
	}
	if named {
		return &Robots{rules: own}
	}
	return &Robots{rules: any}
}

// scanLines splits at LF, CR LF or a lone CR, as robots.txt allows.
func scanLines(data []byte, atEOF bool) (int, []byte, error) {
	if i := bytes.IndexAny(data, "\r\n"); i >= 0 {
		if data[i] == '\r' {
			if i+1 < len(data) && data[i+1] == '\n' {
				return i + 2, data[:i], nil
			}
			if i+1 == len(data) && !atEOF {
				return 0, nil, nil // a CR at the end of the buffer: maybe CR LF
			}
		}
		return i + 1, data[:i], nil
	}
	if atEOF && len(data) > 0 {
		return len(data), data, nil
	}
	return 0, nil, nil
}

// robotsLine splits "Field: value # comment" into the lower-case field and
// the value; ok is false for blank lines, comments and lines without a colon.
func robotsLine(line string) (field, value string, ok bool) {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	field, value, ok = strings.Cut(line, ":")
	if !ok {
		return "", "", false
	}
	field = strings.ToLower(strings.TrimSpace(field))
	return field, strings.TrimSpace(value), field != ""
}

// productToken is the name part of a User-Agent ("Branchenbuch-Crawler/1.0
// (+…)" → "Branchenbuch-Crawler").
func productToken(agent string) string {
	agent = strings.TrimSpace(agent)
	if i := strings.IndexAny(agent, "/ \t"); i >= 0 {
		agent = agent[:i]
	}
	return agent
}

// Allowed tells whether the crawler may fetch target, a URL's path with its
// query ("/city/Berlin?page=2", as url.URL.RequestURI writes it). The longest
// matching rule decides; on a tie Allow wins; no matching rule allows.
// /robots.txt itself is always allowed.
func (r *Robots) Allowed(target string) bool {
	if r == nil {
		return true
	}
	target = normalizePattern(target)
	if target == "/robots.txt" {
		return true
	}
	best, allowed := -1, true
	for _, ru := range r.rules {
		if !match(ru.pattern, target) {
			continue
		}
		if n := len(ru.pattern); n > best || n == best && ru.allow {
			best, allowed = n, ru.allow
		}
	}
	return allowed
}

// match tells whether pattern matches the start of path ("$" at its end: the
// whole path), "*" standing for any run of characters. Segments between
// stars are found leftmost in turn, which is exact for this kind of pattern
// and linear in the path, however many stars a hostile file writes.
func match(pattern, path string) bool {
	anchored := strings.HasSuffix(pattern, "$")
	if anchored {
		pattern = pattern[:len(pattern)-1]
	}
	segs := strings.Split(pattern, "*")
	if !strings.HasPrefix(path, segs[0]) {
		return false
	}
	rest := path[len(segs[0]):]
	if len(segs) == 1 {
		return !anchored || rest == ""
	}
	last := segs[len(segs)-1]
	for _, s := range segs[1 : len(segs)-1] {
		i := strings.Index(rest, s)
		if i < 0 {
			return false
		}
		rest = rest[i+len(s):]
	}
	if anchored {
		return strings.HasSuffix(rest, last)
	}
	return strings.Contains(rest, last)
}

// normalizePattern writes a rule or a path the same way: bytes outside
// printable ASCII percent-encoded, percent escapes in upper case (so
// "/München", "/M%c3%bcnchen" and "/M%C3%BCnchen" compare equal), runs of
// "*" as one.
func normalizePattern(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]):
			b.WriteByte('%')
			b.WriteByte(upper(s[i+1]))
			b.WriteByte(upper(s[i+2]))
			i += 2
		case c == '*' && i > 0 && s[i-1] == '*':
		case c <= ' ' || c >= 0x7f:
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func upper(c byte) byte {
	if 'a' <= c && c <= 'f' {
		return c - 'a' + 'A'
	}
	return c
}
