package storetest

import (
	"context"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// actor is who the queue tests act as.
const actor = "operator@192.0.2.1 session 0123abcd"

// testQueue checks submissions, messages, business edits and the audit log.
// The cases share one store with the fixture and compare counts before and after.
func testQueue(t *testing.T, st directory.Store) {
	load(t, st)
	t.Run("SubmissionsListNewestFirstByStatus", func(t *testing.T) { testSubmissionList(t, st) })
	t.Run("ApproveListsTheBusiness", func(t *testing.T) { testApprove(t, st) })
	t.Run("RejectKeepsTheSubmission", func(t *testing.T) { testReject(t, st) })
	t.Run("ApproveRefusesADuplicate", func(t *testing.T) { testApproveDuplicate(t, st) })
	t.Run("Messages", func(t *testing.T) { testMessages(t, st) })
	t.Run("EditContactFields", func(t *testing.T) { testEditContact(t, st) })
	t.Run("HideAndShow", func(t *testing.T) { testHideShow(t, st) })
	t.Run("ChangeSettings", func(t *testing.T) { testChangeSettings(t, st) })
	t.Run("AuditPaging", func(t *testing.T) { testAuditPaging(t, st) })
}

// submission is a valid wizard draft named name in Leipzig.
func submission(name string) *directory.Submission {
	return &directory.Submission{Name: name, Category: "kfz-werkstatt", Description: "Meisterbetrieb für alle Marken.",
		Address: "Karl-Liebknecht-Straße 12", City: "Leipzig", PostalCode: "04107", Phone: "0341 123456",
		Email: "info@example.de", Website: "https://example.de",
		Hours: map[string]string{"monday": "8-18 Uhr", "saturday": "geschlossen", "sunday": "nach Vereinbarung"}}
}

func mustAdd(t *testing.T, st directory.Store, s *directory.Submission) *directory.Submission {
	t.Helper()
	if err := st.AddSubmission(context.Background(), s); err != nil {
		t.Fatal(err)
	}
	if s.ID == 0 || s.Status != directory.SubmissionPending || s.CreatedAt.IsZero() {
		t.Fatalf("added submission = %+v, want id, pending, creation time", s)
	}
	return s
}

func testSubmissionList(t *testing.T, st directory.Store) {
	ctx := context.Background()
	before, _, _ := st.Submissions(ctx, "", 1, 100)
	a := mustAdd(t, st, submission("Liste Eins"))
	b := mustAdd(t, st, submission("Liste Zwei"))
	c := mustAdd(t, st, submission("Liste Drei"))
	if _, err := st.RejectSubmission(ctx, b.ID, actor); err != nil {
		t.Fatal(err)
	}
	all, total, err := st.Submissions(ctx, "", 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	if total != len(before)+3 || len(all) != 2 || all[0].ID != c.ID || all[1].ID != b.ID {
		t.Errorf("all, page 1 of 2 = %v (total %d), want ids %d, %d (total %d)", ids(all), total, c.ID, b.ID, len(before)+3)
	}
	next, _, err := st.Submissions(ctx, "", 2, 2)
	if err != nil || len(next) == 0 || next[0].ID != a.ID {
		t.Errorf("all, page 2 = %v (%v), want %d first", ids(next), err, a.ID)
	}
	pending, n, err := st.Submissions(ctx, directory.SubmissionPending, 1, 100)
	if err != nil || n != len(pending) || containsID(pending, b.ID) || !containsID(pending, a.ID) || !containsID(pending, c.ID) {
		t.Errorf("pending = %v (total %d, %v), want %d and %d without %d", ids(pending), n, err, c.ID, a.ID, b.ID)
	}
	got := pending[0]
	if got.Hours["monday"] != "8-18 Uhr" || got.Website != "https://example.de" || got.PostalCode != "04107" || got.DecidedAt != nil {
		t.Errorf("stored submission = %+v, want the draft as sent", got)
	}
}

func testApprove(t *testing.T, st directory.Store) {
	ctx := context.Background()
	listed, _ := st.CountListed(ctx)
	kfz := categoryCount(t, st, "kfz-werkstatt")
	sub := mustAdd(t, st, submission("Autohaus Grünewald"))
	got, b, err := st.ApproveSubmission(ctx, sub.ID, actor)
	if err != nil {
		t.Fatal(err)
	}
	if got.Status != directory.SubmissionApproved || got.DecidedAt == nil || got.BusinessID == nil || *got.BusinessID != b.ID {
		t.Errorf("approved submission = %+v, want approved with decision time and business %d", got, b.ID)
	}
	if b.URLSlug != "leipzig/autohaus-gruenewald" || b.CategorySlug != "kfz-werkstatt" || b.Hidden || !b.Listed() {
		t.Errorf("business slug %q category %q hidden %v, want leipzig/autohaus-gruenewald, kfz-werkstatt, listed", b.URLSlug, b.CategorySlug, b.Hidden)
	}
	if b.Phone != sub.Phone || b.Website != sub.Website || b.PostalCode != "04107" || b.CountryCode != "DE" {
		t.Errorf("business contact = %q %q %q %q, want the submission's", b.Phone, b.Website, b.PostalCode, b.CountryCode)
	}
	// The detail header shows the address: street, postal code and city.
	if want := "Karl-Liebknecht-Straße 12, 04107 Leipzig"; b.Address != want || b.FullAddress != want || b.City != "Leipzig" {
		t.Errorf("business address %q, full %q, city %q; want %q in both and Leipzig", b.Address, b.FullAddress, b.City, want)
	}
	if b.WorkingHours["Monday"] != "08:00–18:00" || b.WorkingHours["Saturday"] != "Closed" || len(b.WorkingHours) != 2 {
		t.Errorf("working hours = %v, want Monday 08:00–18:00 and Saturday Closed, nothing for the unreadable Sunday", b.WorkingHours)
	}
	if bySlug, err := st.BusinessBySlug(ctx, b.URLSlug); err != nil || bySlug.ID != b.ID {
		t.Errorf("by slug: %v %v", bySlug, err)
	}
	city, total, err := st.CityBusinesses(ctx, "Leipzig", directory.ListQuery{Page: 1, Limit: 20})
	if err != nil || total != len(city) || !containsName(city, "Autohaus Grünewald") {
		t.Errorf("Leipzig = %v (total %d, %v), want the new business counted", Names(city), total, err)
	}
	if n, _ := st.CountListed(ctx); n != listed+1 {
		t.Errorf("listed = %d, want %d", n, listed+1)
	}
	if n := categoryCount(t, st, "kfz-werkstatt"); n != kfz+1 {
		t.Errorf("kfz-werkstatt = %d, want %d", n, kfz+1)
	}
	if res, err := st.Search(ctx, directory.SearchQuery{Text: "Grünewald", Limit: 10}); err != nil || res.Total != 1 {
		t.Errorf("search for the new business: %+v (%v), want 1 hit", res, err)
	}
	checkAudit(t, st, directory.AuditSubmissionAccept, "submission/"+itoa(sub.ID), `status: "pending" → "approved"`)

	if _, _, err := st.ApproveSubmission(ctx, sub.ID, actor); directory.ErrorCode(err) != directory.ECONFLICT {
		t.Errorf("approve twice: err = %v, want ECONFLICT", err)
	}
	if _, err := st.RejectSubmission(ctx, sub.ID, actor); directory.ErrorCode(err) != directory.ECONFLICT {
		t.Errorf("reject after approve: err = %v, want ECONFLICT", err)
	}
	if _, _, err := st.ApproveSubmission(ctx, 987654, actor); directory.ErrorCode(err) != directory.ENOTFOUND {
		t.Errorf("approve unknown: err = %v, want ENOTFOUND", err)
	}
	if n, _ := st.CountListed(ctx); n != listed+1 {
		t.Errorf("listed after refused decisions = %d, want %d", n, listed+1)
	}
}

func testReject(t *testing.T, st directory.Store) {
	ctx := context.Background()
	listed, _ := st.CountListed(ctx)
	sub := mustAdd(t, st, submission("Abgelehnte Werkstatt"))
	got, err := st.RejectSubmission(ctx, sub.ID, actor)
	if err != nil || got.Status != directory.SubmissionRejected || got.DecidedAt == nil || got.BusinessID != nil {
		t.Fatalf("rejected = %+v (%v), want rejected with decision time, no business", got, err)
	}
	rejected, _, err := st.Submissions(ctx, directory.SubmissionRejected, 1, 100)
	if err != nil || !containsID(rejected, sub.ID) {
		t.Errorf("rejected list = %v (%v), want %d kept on record", ids(rejected), err, sub.ID)
	}
	if _, err := st.RejectSubmission(ctx, sub.ID, actor); directory.ErrorCode(err) != directory.ECONFLICT {
		t.Errorf("reject twice: err = %v, want ECONFLICT", err)
	}
	if _, _, err := st.ApproveSubmission(ctx, sub.ID, actor); directory.ErrorCode(err) != directory.ECONFLICT {
		t.Errorf("approve after reject: err = %v, want ECONFLICT", err)
	}
	if n, _ := st.CountListed(ctx); n != listed {
		t.Errorf("listed = %d, want %d: a rejection lists nothing", n, listed)
	}
	checkAudit(t, st, directory.AuditSubmissionReject, "submission/"+itoa(sub.ID), `status: "pending" → "rejected"`)
}

func testApproveDuplicate(t *testing.T, st directory.Store) {
	ctx := context.Background()
	first := mustAdd(t, st, submission("Doppelte Werkstatt"))
	if _, _, err := st.ApproveSubmission(ctx, first.ID, actor); err != nil {
		t.Fatal(err)
	}
	again := submission("DOPPELTE WERKSTATT") // the same name and address in another spelling
	again.Phone = "0000"
	mustAdd(t, st, again)
	listed, _ := st.CountListed(ctx)
	if _, _, err := st.ApproveSubmission(ctx, again.ID, actor); directory.ErrorCode(err) != directory.ECONFLICT {
		t.Fatalf("approve a duplicate: err = %v, want ECONFLICT", err)
	}
	pending, _, _ := st.Submissions(ctx, directory.SubmissionPending, 1, 100)
	if !containsID(pending, again.ID) {
		t.Errorf("refused approval changed the submission: pending = %v, want %d still pending", ids(pending), again.ID)
	}
	if n, _ := st.CountListed(ctx); n != listed {
		t.Errorf("listed = %d, want %d", n, listed)
	}
}

func testMessages(t *testing.T, st directory.Store) {
	ctx := context.Background()
	m := &directory.ContactMessage{Name: "Jürgen Öztürk", Email: "j@example.de", Subject: "Eintrag ändern",
		Category: "business", Message: "Bitte die Telefonnummer ändern.\nDanke!"}
	if err := st.AddMessage(ctx, m); err != nil || m.ID == 0 || m.Status != directory.MessageOpen {
		t.Fatalf("add message: %+v (%v)", m, err)
	}
	open, n, err := st.Messages(ctx, directory.MessageOpen, 1, 20)
	if err != nil || n != 1 || open[0].Message != m.Message || open[0].Name != m.Name {
		t.Fatalf("open messages = %+v (total %d, %v), want the message as sent", open, n, err)
	}
	done, err := st.MarkMessageDone(ctx, m.ID, actor)
	if err != nil || done.Status != directory.MessageDone || done.DoneAt == nil {
		t.Fatalf("done = %+v (%v)", done, err)
	}
	if _, n, _ := st.Messages(ctx, directory.MessageOpen, 1, 20); n != 0 {
		t.Errorf("open after done = %d, want 0", n)
	}
	if all, n, _ := st.Messages(ctx, "", 1, 20); n != 1 || all[0].Status != directory.MessageDone {
		t.Errorf("all = %+v (total %d), want the done message", all, n)
	}
	if _, err := st.MarkMessageDone(ctx, m.ID, actor); directory.ErrorCode(err) != directory.ECONFLICT {
		t.Errorf("done twice: err = %v, want ECONFLICT", err)
	}
	if _, err := st.MarkMessageDone(ctx, 987654, actor); directory.ErrorCode(err) != directory.ENOTFOUND {
		t.Errorf("done unknown: err = %v, want ENOTFOUND", err)
	}
	checkAudit(t, st, directory.AuditMessageDone, "message/"+itoa(m.ID), `status: "open" → "done"`)
}

// checkAudit fails unless the newest audit entry has the action, target,
// actor and a details line.
func checkAudit(t *testing.T, st directory.Store, action, target, line string) directory.AuditEntry {
	t.Helper()
	es, _, err := st.AuditLog(context.Background(), 1, 1)
	if err != nil || len(es) != 1 {
		t.Fatalf("audit log: %v %v", es, err)
	}
	e := es[0]
	if e.Action != action || e.Target != target || e.Actor != actor || e.At.IsZero() || !strings.Contains(e.Details, line) {
		t.Errorf("newest audit entry = %+v, want %s %s by %s with %q", e, action, target, actor, line)
	}
	return e
}
