package pages

// The contact page /contact (templates/contact.html): the form, the ways to
// reach the team and an FAQ, texts from web/src/i18n/<locale>-contact.json.
// The form is an island (web/src/app/islands/contact-form.ts) that checks it
// with web/src/features/contact/contact-rules.ts and posts it to /api/contact;
// its topics and length limits are the server's own (internal/directory).

import "branchenbuch/internal/directory"

// formField is a labelled text control of a form the server renders (template "text-field").
type formField struct {
	ID, Label, Type, AutoComplete, Hint, Marker, Class string
	Required                                           bool
	Max                                                int
}

// option is one choice of a select.
type option struct {
	Value, Label string
	Selected     bool
}

// contactView is the contact form's fields and topics, and its toast.
type contactView struct {
	Name, Email, Category, Subject, Message formField
	Categories                              []option
	Toast                                   toastView
}

// toastView is a toast's texts (template "toast", the toast island web/src/app/islands/toast.ts).
type toastView struct {
	T           TextTree
	Title, Text string
}

func (c *Ctx) contact() (any, error) {
	t := TextTree(sharedTexts[c.Locale])
	field := func(key string, max int) formField {
		return formField{ID: "contact-" + key, Label: t.text("contact", key), Marker: "*", Required: true, Max: max}
	}
	v := contactView{Name: field("name", directory.MaxNameLength), Email: field("email", directory.MaxEmailLength),
		Category: field("category", directory.MaxNameLength),
		Subject:  field("subject", directory.MaxNameLength), Message: field("message", directory.MaxTextLength),
		Toast: toastView{T: t, Title: t.text("contact", "toastTitle"), Text: t.text("contact", "toastText")}}
	v.Name.AutoComplete = "name"
	v.Email.Type, v.Email.AutoComplete = "email", "email"
	v.Message.Hint = t.text("contact", "messageHint")
	for _, cat := range directory.ContactCategories {
		v.Categories = append(v.Categories, option{Value: cat, Label: t.text("contact", "categories", cat)})
	}
	return v, nil
}
