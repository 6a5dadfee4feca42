package main

import (
	"bufio"
	"encoding/json"
	"os"
	"strings"
	"unicode/utf8"
)

// logSummary counts the server's warnings and errors and keeps a few examples.
type logSummary struct {
	Warnings, Errors int
	Examples         []string
}

// summarizeLog reads the server's JSON log lines.
func summarizeLog(path string) logSummary {
	var s logSummary
	f, err := os.Open(path)
	if err != nil {
		return s
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	for sc.Scan() {
		var l struct{ Level string }
		if json.Unmarshal(sc.Bytes(), &l) != nil {
			// Go runtime crashes write plain text: "panic: …", "fatal error: …".
			if t := sc.Text(); strings.HasPrefix(t, "panic:") || strings.HasPrefix(t, "fatal error:") {
				l.Level = "ERROR"
			}
		}
		switch l.Level {
		case "WARN":
			s.Warnings++
		case "ERROR":
			s.Errors++
		default:
			continue
		}
		if len(s.Examples) < 5 {
			s.Examples = append(s.Examples, clip(sc.Text(), 300))
		}
	}
	return s
}

// tail returns the last n lines of a child's log, leaving out the
// server's per-request lines, which say nothing about a failure.
func tail(path string, n int) string {
	b, err := os.ReadFile(path)
	if err != nil {
		return err.Error()
	}
	var lines []string
	for l := range strings.Lines(string(b)) {
		if !strings.Contains(l, `"msg":"request"`) {
			lines = append(lines, strings.TrimRight(l, "\n"))
		}
	}
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}

// clip shortens s to at most n bytes, on a rune boundary.
func clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}
