package pages

// The not-found card (templates/not-found.html): the one answer of every page
// the server renders to a path or data that does not exist, status 404. An
// unknown route's card goes to the start page after three seconds
// (docs/pages.md, "The not-found card"); a page whose data is missing says
// what is missing and where to look instead (missingError).

import "errors"

// notFoundTemplate is the template of every server page's 404.
const notFoundTemplate = "not-found"

// unknownRouteRedirect is how long an unknown route's card shows before it
// goes home, in milliseconds (docs/pages.md, "The not-found card").
const unknownRouteRedirect = 3000

// notFoundCard is the not-found template's data: what is missing, the link
// onwards and, when Redirect (milliseconds) is set, the page replaces itself
// with the link's target after that time (the redirect island), so Back does
// not return to the dead address.
type notFoundCard struct {
	Heading, Text string
	Link          link
	Redirect      int
}

// missingError is the not-found error of a page that names its own card
// (an unknown article: "Artikel nicht gefunden" and a link to the blog).
type missingError struct{ card notFoundCard }

func (e *missingError) Error() string { return errNotFound.Error() }

// Unwrap makes the error a directory ENOTFOUND for directory.ErrorCode.
func (e *missingError) Unwrap() error { return errNotFound }

// notFoundCard is the card of a 404: the builder's own, or the unknown route's.
func (c *Ctx) notFoundCard(err error) notFoundCard {
	if m := (*missingError)(nil); errors.As(err, &m) {
		return m.card
	}
	t := sharedTexts[c.Locale]
	return c.homeCard(t.text("not-found", "heading"), t.text("not-found", "text"), t.text("not-found", "home"), unknownRouteRedirect)
}

// homeCard is a not-found card whose link, the start page, replaces the page
// after redirect milliseconds (the unknown route's and the unknown business's).
func (c *Ctx) homeCard(heading, text, home string, redirect int) notFoundCard {
	return notFoundCard{Heading: heading, Text: text, Link: link{Href: c.Locale.Path("/"), Text: home}, Redirect: redirect}
}
