package pages

import (
	"strings"
	"testing"
)

func TestAddBusinessPage(t *testing.T) {
	for _, c := range []struct {
		path string
		want []string
	}{
		{"/add-business", []string{`<main id="main" class="flex-1"><div class="min-h-screen"><div class="mx-auto max-w-3xl px-4 py-8 sm:py-12"><h1 class="text-3xl font-bold text-slate-900 sm:text-4xl">Unternehmen eintragen</h1><p class="mt-3 text-lg text-slate-700">Tragen Sie Ihr Unternehmen kostenlos`,
			`<div class="mt-8" data-add-business=""></div>`}},
		{"/en/add-business", []string{`>Add your business</h1>`, `List your business in the directory for free.`, `data-add-business=""`}},
	} {
		got := serverPage(t, c.path, nil, nil)
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: missing %s", c.path, w)
			}
		}
		if n := strings.Count(got, "<h1"); n != 1 {
			t.Errorf("%s: %d h1", c.path, n)
		}
	}
}
