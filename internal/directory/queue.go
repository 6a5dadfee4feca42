package directory

// QueueStore is the operator's work queue: submissions from the add-business
// wizard, messages from the contact form, edits of businesses, and the audit
// log of every change made from the panel.
type QueueStore interface {
}
