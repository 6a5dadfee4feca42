package pages

import (
	"regexp"
	"strings"
	"testing"
)

func TestContactPage(t *testing.T) {
	got := serverPage(t, "/contact", nil, nil)
	for _, w := range []string{
		`<h1 class="text-3xl font-bold text-slate-900 sm:text-4xl">Kontakt</h1>`,
		`wir antworten innerhalb von 24 Stunden.</p>`,
		`<h3 class="font-semibold text-slate-900">Antwort in 24 Stunden</h3>`,
		`<a class="mt-2 inline-block text-sm font-medium text-blue-700 underline" href="/add-business">Unternehmen eintragen</a>`,
		`<h2 id="contact-faq-heading" class="text-xl font-semibold text-slate-900">Häufige Fragen</h2>`,
		`href="/help">Weitere Antworten im Hilfe-Center</a>`,
		// The form: required fields with the server's limits, the honeypot hidden from people, the texts of the island.
		`<form novalidate aria-labelledby="contact-form-heading" class="relative space-y-5" data-contact-form=""`,
		`<label for="contact-name" class="block text-sm font-medium text-slate-900">Name<span class="ml-1 text-slate-600" aria-hidden="true">*</span></label><input id="contact-name"`,
		`type="email" required autocomplete="email" maxlength="254"`,
		`<input id="contact-subject" class="block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-600 border-slate-300" required maxlength="200" value="">`,
		`<textarea id="contact-message" aria-describedby="contact-message-hint" class="block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-blue-600 min-h-32 resize-y border-slate-300" required rows="6" maxlength="5000"></textarea><p id="contact-message-hint" class="text-sm text-slate-600">`,
		`<div aria-hidden="true" class="absolute -left-[10000px] h-px w-px overflow-hidden"><label for="website2">Website</label><input id="website2" name="website2" type="text" tabindex="-1" autocomplete="off" value=""></div>`,
		`data-error-category="Bitte wählen Sie ein Anliegen."`, `data-retry-at="Sie können es ab {time} Uhr erneut versuchen."`,
		`<p role="status" hidden data-contact-sent=""`, `>Nachricht senden</button>`,
		// The toast region, as the app's ToastProvider renders it, and the toast waiting for a sent message.
		`<div role="region" aria-label="Benachrichtigungen (F8)" tabindex="-1" style="pointer-events:none"><ol tabindex="-1" data-toasts=""`,
		`<div class="font-semibold">Nachricht gesendet!</div><div class="mt-1 text-sm break-words text-slate-700">Wir antworten Ihnen innerhalb von 24 Stunden.</div>`,
		`aria-label="Schließen" data-toast-close=""`,
	} {
		if !strings.Contains(got, w) {
			t.Errorf("missing %s", w)
		}
	}
	options := regexp.MustCompile(`<option value="([a-z]*)">`).FindAllStringSubmatch(got, -1)
	var values []string
	for _, o := range options {
		values = append(values, o[1])
	}
	if strings.Join(values, ",") != ",general,business,support,partnership,feedback" {
		t.Errorf("topics %v", values)
	}
	if n := strings.Count(got, "<h1"); n != 1 {
		t.Errorf("%d h1", n)
	}

	en := serverPage(t, "/en/contact", nil, nil)
	for _, w := range []string{`>Contact</h1>`, `data-error-name="Please enter your name."`, `>Send message</button>`,
		`href="/en/add-business">`, `href="/en/imprint">`, `aria-label="Notifications (F8)"`, `aria-label="Close"`, `<option value="">Please choose</option>`} {
		if !strings.Contains(en, w) {
			t.Errorf("English: missing %s", w)
		}
	}
}
