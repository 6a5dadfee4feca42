package outscraper

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"strings"

	"branchenbuch/internal/directory"
)

// reviewsPerScore reads the star histogram from reviews_per_score (JSON
// {"1":6,…} with int or float values, or the text "1: 6, 2: 0, …") or, when
// that is empty, from reviews_per_score_1.._5. All zero or unreadable → nil.
func (m *Mapper) reviewsPerScore(cells []string) map[string]int {
	var counts [5]int
	if !scoresFromText(m.cell(cells, colReviewsPerScore), &counts) {
		for i, c := range []column{colRPS1, colRPS2, colRPS3, colRPS4, colRPS5} {
			counts[i] = wholeNumber(m.cell(cells, c))
		}
	}
	if counts == [5]int{} {
		return nil
	}
	out := make(map[string]int, 5)
	for i, n := range counts {
		out[strconv.Itoa(i+1)] = n
	}
	return out
}

// scoresFromText parses the JSON or "1: 6, 2: 0" form; false when v holds
// no readable count.
func scoresFromText(v string, counts *[5]int) bool {
	if v == "" {
		return false
	}
	var numbers map[string]float64
	if json.Unmarshal([]byte(v), &numbers) == nil {
		found := false
		for k, f := range numbers {
			if i, err := strconv.Atoi(strings.TrimSpace(k)); err == nil && i >= 1 && i <= 5 {
				counts[i-1], found = wholeNumber(strconv.FormatFloat(f, 'f', -1, 64)), true
			}
		}
		return found
	}
	var obj map[string]any
	if json.Unmarshal([]byte(pythonToJSON(v)), &obj) == nil {
		found := false
		for k, raw := range obj {
			i, err := strconv.Atoi(strings.TrimSpace(k))
			if err != nil || i < 1 || i > 5 {
				continue
			}
			switch x := raw.(type) {
			case float64:
				counts[i-1], found = wholeNumber(strconv.FormatFloat(x, 'f', -1, 64)), true
			case string:
				counts[i-1], found = wholeNumber(x), true
			}
		}
		return found
	}
	found := false
	for _, part := range strings.Split(strings.Trim(v, "{} "), ",") {
		k, n, ok := strings.Cut(part, ":")
		i, err := strconv.Atoi(strings.Trim(k, " '\""))
		if !ok || err != nil || i < 1 || i > 5 {
			continue
		}
		counts[i-1], found = wholeNumber(strings.TrimSpace(n)), true
	}
	return found
}

// wholeNumber reads a non-negative count ("6", "6.0"); anything else is 0.
func wholeNumber(v string) int {
	f, ok := parseNumber(v)
	if !ok || f < 0 || f > math.MaxInt32 {
		return 0
	}
	return int(f)
}

// photos takes our export's JSON list, else Outscraper's single photo.
// Only http(s) addresses are kept: they end up in <img src>.
func (m *Mapper) photos(cells []string) []string {
	out := []string{}
	if v := m.cell(cells, colPhotos); v != "" {
		var list []string
		if json.Unmarshal([]byte(v), &list) == nil {
			for _, p := range list {
				if p = strings.TrimSpace(p); directory.IsWebURL(p) {
					out = append(out, p)
				}
			}
			return out
		}
	}
	if p := m.cell(cells, colPhoto); directory.IsWebURL(p) {
		out = append(out, p)
	}
	return out
}

// aboutJSON keeps the about groups as compact JSON; Python's repr (single
// quotes, True/False) from older exports is converted first.
func aboutJSON(v string) json.RawMessage {
	if v == "" {
		return nil
	}
	for _, candidate := range []string{v, pythonToJSON(v)} {
		var buf bytes.Buffer
		if json.Compact(&buf, []byte(candidate)) == nil && buf.Len() > 0 && buf.Bytes()[0] == '{' {
			return buf.Bytes()
		}
	}
	return nil
}

// pythonToJSON rewrites a Python dict repr into JSON when it uses single
// quotes; JSON input is returned unchanged.
func pythonToJSON(v string) string {
	if !strings.Contains(v, "'") || strings.Contains(v, `"`) {
		return v
	}
	r := strings.NewReplacer("'", `"`, "True", "true", "False", "false", "None", "null")
	return r.Replace(v)
}
