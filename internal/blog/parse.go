package blog

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/yuin/goldmark"
)

var (
	idPattern       = regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	readTimePattern = regexp.MustCompile(`^[1-9][0-9]? Min$`)
	// Images are files of web/public/blog: the site never makes a visitor's
	// browser load anything from a third party.
	imagePattern = regexp.MustCompile(`^/blog/[a-z0-9-]+\.(svg|png|jpg|webp)$`)
)

// requiredKeys are the front matter fields every article must have.
var requiredKeys = []string{"title", "excerpt", "author", "date", "category", "readTime", "image"}

// markdown is goldmark's default configuration: raw HTML in an article is
// left out and dangerous link targets (javascript:) are emptied, so the
// output is safe to insert into the page as it is.
var markdown = goldmark.New()

// Parse reads one article: front matter between two "---" lines (one
// "key: value" per line, no unknown or repeated keys), then the Markdown body.
func Parse(id string, src []byte) (Article, error) {
	if !idPattern.MatchString(id) {
		return Article{}, fmt.Errorf("file name %q is not a slug (a-z, 0-9, hyphens)", id)
	}
	text := strings.ReplaceAll(string(src), "\r\n", "\n")
	head, body, err := splitFrontMatter(text)
	if err != nil {
		return Article{}, err
	}
	fields, err := parseFields(head)
	if err != nil {
		return Article{}, err
	}
	a := Article{ID: id, Title: fields["title"], Excerpt: fields["excerpt"], Author: fields["author"],
		Category: fields["category"], ReadTime: fields["readTime"], Image: fields["image"]}
	if a.Date, err = time.Parse(time.DateOnly, fields["date"]); err != nil {
		return Article{}, fmt.Errorf("date %q is not a date in the form YYYY-MM-DD", fields["date"])
	}
	switch fields["featured"] {
	case "", "false":
	case "true":
		a.Featured = true
	default:
		return Article{}, fmt.Errorf("featured must be true or false, not %q", fields["featured"])
	}
	if !slices.ContainsFunc(categories, func(c Category) bool { return c.Name == a.Category }) {
		return Article{}, fmt.Errorf("unknown category %q", a.Category)
	}
	if !readTimePattern.MatchString(a.ReadTime) {
		return Article{}, fmt.Errorf("readTime %q is not like \"8 Min\"", a.ReadTime)
	}
	if !imagePattern.MatchString(a.Image) {
		return Article{}, fmt.Errorf("image %q is not a file under /blog/", a.Image)
	}
	if strings.TrimSpace(body) == "" {
		return Article{}, errors.New("the article has no text")
	}
	var html bytes.Buffer
	if err := markdown.Convert([]byte(body), &html); err != nil {
		return Article{}, fmt.Errorf("rendering: %w", err)
	}
	// The page's only h1 is the article's title.
	if bytes.Contains(html.Bytes(), []byte("<h1")) {
		return Article{}, errors.New("the text has a level-1 heading; start sections with ##")
	}
	a.HTML = html.String()
	return a, nil
}

// splitFrontMatter cuts "---\n…\n---\n" off the start of text.
func splitFrontMatter(text string) (head, body string, err error) {
	rest, ok := strings.CutPrefix(text, "---\n")
	if !ok {
		return "", "", errors.New("no front matter: the file must start with a line \"---\"")
	}
	head, body, ok = strings.Cut(rest, "\n---\n")
	if !ok {
		return "", "", errors.New("front matter is not closed by a line \"---\"")
	}
	return head, body, nil
}

// parseFields reads "key: value" lines; every required key must have a value.
func parseFields(head string) (map[string]string, error) {
	fields := map[string]string{}
	for i, line := range strings.Split(head, "\n") {
		if strings.TrimSpace(line) == "" {
			continue
		}
		key, value, ok := strings.Cut(line, ":")
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if !ok || key == "" {
			return nil, fmt.Errorf("front matter line %d is not \"key: value\": %q", i+1, line)
		}
		if !slices.Contains(requiredKeys, key) && key != "featured" {
			return nil, fmt.Errorf("unknown front matter key %q", key)
		}
		if _, dup := fields[key]; dup {
			return nil, fmt.Errorf("front matter key %q appears twice", key)
		}
		fields[key] = value
	}
	for _, key := range requiredKeys {
		if fields[key] == "" {
			return nil, fmt.Errorf("front matter lacks %q", key)
		}
	}
	return fields, nil
}
