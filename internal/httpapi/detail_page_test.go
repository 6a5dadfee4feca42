package httpapi_test

import (
	"strings"
	"testing"
)

// TestDetailPage: a business's page is the server's, complete in the first
// HTML inside the frame's main element (no app root): header, contact,
// hours, about and rating cards, in German and in English; an unknown
// business is the not-found card with status 404.
func TestDetailPage(t *testing.T) {
	srv := startServer(t, asSEO())
	base, byName := srv.URL, srv.ByName
	cases := []struct {
		name, path string
		want       []string
	}{
		{"detail", "/muenchen/autowerkstatt-mueller", []string{
			`sm:text-3xl">Autowerkstatt Müller</h1>`, `href="/categories/kfz-werkstatt">Autowerkstatt</a>`,
			`role="img" aria-label="Bewertung 4,8 von 5"`, `<span class="text-slate-700">120 Bewertungen</span>`,
			`<a href="tel:&#43;4989123456"`, `aria-label="&#43;49 89 123456 anrufen">&#43;49 89 123456</a>`,
			`<a href="https://mueller.example/" target="_blank" rel="noopener nofollow"`, `>mueller.example<span class="sr-only"> (öffnet in neuem Tab)</span>`,
			`data-fact="Preisniveau">€€</dd>`, `Öffnungszeiten</h2>`,
			`<th scope="row" class="py-2 pr-4 pl-2 font-medium text-slate-900">Montag`, `>08:00–12:00, 13:00–18:00</td>`,
			`text-red-800">Geschlossen</td>`, `>Open 24 hours</td>`,
			`<p class="mt-3 text-slate-700">Reparatur und Inspektion aller Marken.</p>`,
			`href="/businesses" data-back-link="">`, `Zurück zur Suche</a>`, `data-share-title="Autowerkstatt Müller"`,
		}},
		{"detail without description", "/berlin/muller-elektrotechnik", []string{
			`>Muller Elektrotechnik</h1>`,
			`<p class="mt-3 text-slate-700">Muller Elektrotechnik aus der Kategorie Elektriker in Berlin. Hier finden Sie Kontaktdaten, Öffnungszeiten und Bewertungen.</p>`,
		}},
		{"English detail", "/en/muenchen/autowerkstatt-mueller", []string{
			`sm:text-3xl">Autowerkstatt Müller</h1>`, `href="/en/categories/kfz-werkstatt">`, `aria-label="Rating 4.8 out of 5"`,
			`>120 reviews</span>`, `Opening Hours</h2>`, `>Monday`, `text-red-800">Closed</td>`, `href="/en/businesses" data-back-link="">`,
			`data-fact="Price level">€€</dd>`,
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p := fetchPage(t, base+tc.path)
			if p.status != 200 || p.root != "" || !strings.Contains(p.body, `<main id="main" class="flex-1"><div class="mx-auto max-w-4xl space-y-6`) {
				t.Fatalf("status %d, want 200 and the page in <main> without the app's root:\n%s", p.status, p.body)
			}
			for _, w := range tc.want {
				if !strings.Contains(p.body, w) {
					t.Errorf("page lacks %s:\n%s", w, p.body)
				}
			}
		})
	}
	if p := fetchPage(t, base+"/business/"+idStr(byName["Autowerkstatt Müller"].ID)); !strings.Contains(p.body, `>Autowerkstatt Müller</h1>`) {
		t.Errorf("/business/{id} lacks the business")
	}
	for _, path := range []string{"/business/999999", "/business/abc", "/gibt-es/nicht", "/en/gibt-es/nicht"} {
		p := fetchPage(t, base+path)
		card := "Unternehmen nicht gefunden</h1>"
		if strings.HasPrefix(path, "/en/") {
			card = "Business not found</h1>"
		}
		if p.status != 404 || !strings.Contains(p.body, card) || !strings.Contains(p.body, `data-redirect-after="2000"`) {
			t.Errorf("%s: status %d, want 404 with the not-found card:\n%s", path, p.status, p.body)
		}
	}
}
