package directory

import (
	"context"
	"fmt"
	"strings"
	"time"
)

// QueueStore is the operator's work queue: submissions from the add-business
// wizard, messages from the contact form, edits of businesses, and the audit
// log of every change made from the panel. Every method that changes
// something takes the actor and writes its audit entry in the same
// transaction as the change, so the log never misses or invents one.
type QueueStore interface {
	FormStore

	// AddSubmission stores a new pending submission and sets its ID,
	// Status and CreatedAt.
	AddSubmission(ctx context.Context, s *Submission) error
	// Submissions returns one page of submissions with the status (empty for
	// all), newest first, and the total.
	Submissions(ctx context.Context, status string, page, limit int) ([]Submission, int, error)
	// ApproveSubmission turns a pending submission into a listed business
	// through the import path (UpsertBusinesses), so slug, category and
	// counts are those of any other business. ENOTFOUND for an unknown id,
	// ECONFLICT when it was decided before or a business with the same name
	// and address exists.
	ApproveSubmission(ctx context.Context, id int64, actor string) (*Submission, *Business, error)
	// RejectSubmission marks a pending submission rejected; it stays on
	// record. ENOTFOUND or ECONFLICT as ApproveSubmission.
	RejectSubmission(ctx context.Context, id int64, actor string) (*Submission, error)

	// AddMessage stores a new open contact message and sets ID, Status and CreatedAt.
	AddMessage(ctx context.Context, m *ContactMessage) error
	// Messages returns one page of messages with the status (empty for all),
	// newest first, and the total.
	Messages(ctx context.Context, status string, page, limit int) ([]ContactMessage, int, error)
	// MarkMessageDone marks a message done; ECONFLICT if it already is.
	MarkMessageDone(ctx context.Context, id int64, actor string) (*ContactMessage, error)

	// EditBusiness applies an operator's edit, keeping the counts and the
	// search index right (hiding takes a business out of both), and returns
	// the stored business. An edit that changes nothing writes no audit entry.
	EditBusiness(ctx context.Context, id int64, e BusinessEdit, actor string) (*Business, error)
	// ChangeSettings stores the given settings like SaveSettings and records
	// what changed in the audit log; a save that changes nothing is not logged.
	ChangeSettings(ctx context.Context, s Settings, actor string) error
	// AuditLog returns one page of the audit log, newest first, and the total.
	AuditLog(ctx context.Context, page, limit int) ([]AuditEntry, int, error)
}

// Submission and message statuses.
const (
	SubmissionPending  = "pending"
	SubmissionApproved = "approved"
	SubmissionRejected = "rejected"
	MessageOpen        = "open"
	MessageDone        = "done"
)

// Audit actions, one per kind of change the panel makes.
const (
	AuditSettingsSave     = "settings.save"
	AuditSubmissionAccept = "submission.approve"
	AuditSubmissionReject = "submission.reject"
	AuditMessageDone      = "message.done"
	AuditBusinessEdit     = "business.edit"
	AuditBusinessHide     = "business.hide"
	AuditBusinessShow     = "business.show"
)

// Submission is a business proposed through the add-business wizard.
type Submission struct {
	ID          int64             `json:"id"`
	Status      string            `json:"status"`
	Name        string            `json:"name"`
	Category    string            `json:"category"` // a slug of SubmissionCategories
	Description string            `json:"description"`
	Address     string            `json:"address"`
	City        string            `json:"city"`
	PostalCode  string            `json:"postal_code"`
	Phone       string            `json:"phone"`
	Email       string            `json:"email"`
	Website     string            `json:"website"`
	Hours       map[string]string `json:"hours"` // weekday (monday…sunday) → free text
	CreatedAt   time.Time         `json:"createdAt"`
	DecidedAt   *time.Time        `json:"decidedAt"`
	BusinessID  *int64            `json:"businessId"`
}

// Business is the listed business an approved submission becomes. The
// category slug comes from the taxonomy; hours the parser cannot read are
// left out rather than shown wrong. The address reads "Straße, PLZ Stadt",
// as an imported one does, so that the detail header shows where it is.
func (s *Submission) Business() Business {
	b := Business{
		Name: s.Name, City: s.City, Address: s.Address, PostalCode: s.PostalCode, Phone: s.Phone,
		Website: s.Website, Description: s.Description, Country: DefaultCountry, CountryCode: DefaultCountryCode,
		BusinessStatus: StatusOperational, CategorySlug: SlugOther,
	}
	if c, ok := CategoryBySlug(s.Category); ok {
		b.Category, b.CategorySlug = c.Name, c.Slug
	}
	b.FullAddress = s.Address
	if place := strings.TrimSpace(s.PostalCode + " " + s.City); place != "" && !strings.Contains(s.Address, place) {
		b.FullAddress = strings.TrimLeft(s.Address+", "+place, ", ")
	}
	b.Address = b.FullAddress
	if h, ok := HoursFromDisplay(s.Hours); ok {
		b.WorkingHours = h.Display()
	}
	return b
}

// ContactMessage is a message sent through the contact form.
type ContactMessage struct {
	ID        int64      `json:"id"`
	Name      string     `json:"name"`
	Email     string     `json:"email"`
	Subject   string     `json:"subject"`
	Category  string     `json:"category"` // one of ContactCategories
	Message   string     `json:"message"`
	Status    string     `json:"status"`
	CreatedAt time.Time  `json:"createdAt"`
	DoneAt    *time.Time `json:"doneAt"`
}

// AuditEntry is one change made from the operator panel.
type AuditEntry struct {
	ID      int64     `json:"id"`
	At      time.Time `json:"at"`
	Actor   string    `json:"actor"`   // who: the operator's address and session prefix
	Action  string    `json:"action"`  // one of the Audit… constants
	Target  string    `json:"target"`  // what: "settings", "business/42", "submission/7", "message/3"
	Details string    `json:"details"` // one line per change, "field: before → after"
}

// BusinessEdit is an operator's change of a business; nil fields stay as they are.
type BusinessEdit struct {
	Phone   *string `json:"phone"`
	Website *string `json:"website"`
	Address *string `json:"address"`
	Hidden  *bool   `json:"hidden"`
}

// Change is one field an edit changed, for the audit log.
type Change struct {
	Field, Before, After string
}

// Apply changes b and returns what changed. A new address also replaces the
// start of the full address when it began with the old one, and clears it
// otherwise, because the storefront shows the full address first.
func (e BusinessEdit) Apply(b *Business) []Change {
	var out []Change
	set := func(field string, to *string, v *string) {
		if to != nil && *to != *v {
			out = append(out, Change{field, *v, *to})
			*v = *to
		}
	}
	set("phone", e.Phone, &b.Phone)
	set("website", e.Website, &b.Website)
	oldAddress := b.Address
	set("address", e.Address, &b.Address)
	if b.Address != oldAddress {
		full := ""
		if oldAddress != "" && strings.HasPrefix(b.FullAddress, oldAddress) {
			full = b.Address + b.FullAddress[len(oldAddress):]
		}
		set("fullAddress", &full, &b.FullAddress)
	}
	if e.Hidden != nil && *e.Hidden != b.Hidden {
		out = append(out, Change{"hidden", fmt.Sprint(b.Hidden), fmt.Sprint(*e.Hidden)})
		b.Hidden = *e.Hidden
	}
	return out
}

// maxAuditValue bounds one value in the audit details: settings hold up to
// 64 KB of markup, and the log is for reading, not for restoring.
const maxAuditValue = 160

// ChangeLines renders changes as the audit details: one "field: before → after" line each.
func ChangeLines(cs []Change) string {
	lines := make([]string, len(cs))
	for i, c := range cs {
		lines[i] = fmt.Sprintf("%s: %s → %s", c.Field, auditValue(c.Before), auditValue(c.After))
	}
	return strings.Join(lines, "\n")
}

// NoteLine is a details line that names what an entry is about without
// being a change: `name: "Bäckerei Schulze"`.
func NoteLine(field, value string) string { return field + ": " + auditValue(value) + "\n" }

// auditValue quotes a value so empty ones and line breaks stay visible, cut to maxAuditValue runes.
func auditValue(v string) string {
	r := []rune(v)
	if len(r) > maxAuditValue {
		return fmt.Sprintf("%q… (%d Zeichen)", string(r[:maxAuditValue]), len(r))
	}
	return fmt.Sprintf("%q", v)
}
