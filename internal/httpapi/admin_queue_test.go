package httpapi_test

import (
	"encoding/json"
	"net/http"
	"slices"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// decodeAs reads a JSON answer into a T or fails the test.
func decodeAs[T any](t *testing.T, body string) T {
	t.Helper()
	var v T
	if err := json.Unmarshal([]byte(body), &v); err != nil {
		t.Fatalf("decode %s: %v", cut(body, 300), err)
	}
	return v
}

// submit posts a submission publicly and returns its id.
func submit(t *testing.T, base string, s map[string]any) int64 {
	t.Helper()
	res, body := call(t, http.DefaultClient, http.MethodPost, base+"/api/submissions", s)
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("submit: %d %s", res.StatusCode, body)
	}
	return decodeAs[struct{ ID int64 }](t, body).ID
}

type submissionList struct {
	Submissions             []directory.Submission
	Total, Page, TotalPages int
}

// expect fails unless the answer has the status.
func expect(t *testing.T, what string, res *http.Response, body string, status int) {
	t.Helper()
	if res.StatusCode != status {
		t.Fatalf("%s: %d %s, want %d", what, res.StatusCode, cut(body, 300), status)
	}
}

// publicCount reads one figure of the storefront: a city's or a category's
// count, or the total.
func publicCount(t *testing.T, base, what, key string) int {
	t.Helper()
	switch what {
	case "city":
		_, body := get(t, base+"/api/cities")
		for _, c := range decodeAs[[]directory.City](t, body) {
			if c.City == key {
				return c.BusinessCount
			}
		}
		return 0
	case "category":
		_, body := get(t, base+"/api/categories")
		for _, c := range decodeAs[[]struct {
			Slug  string
			Count int
		}](t, body) {
			if c.Slug == key {
				return c.Count
			}
		}
		return 0
	}
	_, body := get(t, base+"/api/businesses/stats")
	return decodeAs[directory.Stats](t, body).Total
}

func TestSubmissionApproveAndReject(t *testing.T) {
	base := startServer(t, asAdmin()).URL
	c := adminClient(t, base, testPassword)
	kfz, total := publicCount(t, base, "category", "kfz-werkstatt"), publicCount(t, base, "", "")
	good := submit(t, base, validSubmission())
	spam := submit(t, base, with(validSubmission(), "name", "Billige Uhren", "category", "handel"))

	res, body := call(t, c, http.MethodGet, base+"/api/admin/submissions", nil)
	expect(t, "list pending", res, body, 200)
	list := decodeAs[submissionList](t, body)
	if list.Total != 2 || len(list.Submissions) != 2 || list.Submissions[0].ID != spam || list.Submissions[1].ID != good ||
		list.Page != 1 || list.TotalPages != 1 {
		t.Fatalf("pending = %+v, want %d then %d on one page", list, spam, good)
	}
	if s := list.Submissions[1]; s.Status != "pending" || s.Website != "https://www.gruenewald.example" || s.Hours["monday"] != "8-18 Uhr" {
		t.Errorf("listed submission = %+v, want pending with the normalised website and hours", s)
	}

	res, body = call(t, c, http.MethodPost, base+"/api/admin/submissions/"+idStr(good)+"/approve", nil)
	expect(t, "approve", res, body, 200)
	approved := decodeAs[struct {
		Submission directory.Submission
		Business   directory.Business
	}](t, body)
	b := approved.Business
	if approved.Submission.Status != "approved" || approved.Submission.BusinessID == nil || *approved.Submission.BusinessID != b.ID {
		t.Errorf("approved submission = %+v, want approved pointing at business %d", approved.Submission, b.ID)
	}
	if b.URLSlug != "leipzig/autohaus-gruenewald" || b.CategorySlug != "kfz-werkstatt" || b.Website != "https://www.gruenewald.example" ||
		b.WorkingHours["Monday"] != "08:00–18:00" {
		t.Errorf("business = slug %q category %q website %q hours %v", b.URLSlug, b.CategorySlug, b.Website, b.WorkingHours)
	}
	res, body = get(t, base+"/api/businesses/slug/leipzig/autohaus-gruenewald")
	if res.StatusCode != 200 || decodeAs[directory.Business](t, body).ID != b.ID {
		t.Errorf("detail by slug: %d %s", res.StatusCode, cut(body, 200))
	}
	res, body = get(t, base+"/api/cities/Leipzig/businesses")
	if city := decodeAs[struct{ Total int }](t, body); res.StatusCode != 200 || city.Total != 1 || !strings.Contains(body, "Autohaus Grünewald") {
		t.Errorf("Leipzig: %d %s, want the new business", res.StatusCode, cut(body, 200))
	}
	if n := publicCount(t, base, "city", "Leipzig"); n != 1 {
		t.Errorf("Leipzig in the city list = %d, want 1", n)
	}
	if n := publicCount(t, base, "category", "kfz-werkstatt"); n != kfz+1 {
		t.Errorf("kfz-werkstatt = %d, want %d", n, kfz+1)
	}
	if n := publicCount(t, base, "", ""); n != total+1 {
		t.Errorf("total = %d, want %d", n, total+1)
	}

	for _, tc := range []struct {
		name, path string
		status     int
	}{
		{"approve twice", "/api/admin/submissions/" + idStr(good) + "/approve", 409},
		{"reject after approve", "/api/admin/submissions/" + idStr(good) + "/reject", 409},
		{"reject", "/api/admin/submissions/" + idStr(spam) + "/reject", 200},
		{"reject twice", "/api/admin/submissions/" + idStr(spam) + "/reject", 409},
		{"approve after reject", "/api/admin/submissions/" + idStr(spam) + "/approve", 409},
		{"approve unknown", "/api/admin/submissions/987654/approve", 404},
		{"approve bad id", "/api/admin/submissions/abc/approve", 400},
	} {
		if res, body := call(t, c, http.MethodPost, base+tc.path, nil); res.StatusCode != tc.status {
			t.Errorf("%s: %d %s, want %d", tc.name, res.StatusCode, cut(body, 200), tc.status)
		}
	}
	if n := publicCount(t, base, "", ""); n != total+1 {
		t.Errorf("total after the refused decisions = %d, want %d", n, total+1)
	}

	for _, tc := range []struct {
		query string
		ids   []int64
	}{
		{"?status=pending", nil},
		{"?status=rejected", []int64{spam}},
		{"?status=approved", []int64{good}},
		{"?status=all", []int64{spam, good}},
		{"?status=all&page=2", nil},
	} {
		res, body := call(t, c, http.MethodGet, base+"/api/admin/submissions"+tc.query, nil)
		expect(t, tc.query, res, body, 200)
		var got []int64
		for _, s := range decodeAs[submissionList](t, body).Submissions {
			got = append(got, s.ID)
		}
		if !slices.Equal(got, tc.ids) {
			t.Errorf("%s = %v, want %v", tc.query, got, tc.ids)
		}
	}
	if res, body := call(t, c, http.MethodGet, base+"/api/admin/submissions?status=deleted", nil); res.StatusCode != 400 {
		t.Errorf("unknown status: %d %s, want 400", res.StatusCode, body)
	}

	entries := auditEntries(t, c, base, 1).Entries
	if len(entries) < 2 || entries[0].Action != "submission.reject" || entries[0].Target != "submission/"+idStr(spam) ||
		entries[1].Action != "submission.approve" || !strings.Contains(entries[1].Details, `status: "pending" → "approved"`) {
		t.Fatalf("audit = %+v, want the rejection and the approval", entries)
	}
	if !strings.HasPrefix(entries[0].Actor, "operator@127.0.0.1 session ") || len(entries[0].Actor) != len("operator@127.0.0.1 session ")+8 {
		t.Errorf("actor = %q, want the address and 8 characters of the session", entries[0].Actor)
	}
}

func TestContactMessages(t *testing.T) {
	base := startServer(t, asAdmin()).URL
	c := adminClient(t, base, testPassword)
	res, body := call(t, http.DefaultClient, http.MethodPost, base+"/api/contact", validContact())
	expect(t, "send", res, body, 201)
	id := decodeAs[struct{ ID int64 }](t, body).ID

	type messageList struct {
		Messages []directory.ContactMessage
		Total    int
	}
	res, body = call(t, c, http.MethodGet, base+"/api/admin/messages", nil)
	expect(t, "list open", res, body, 200)
	if l := decodeAs[messageList](t, body); l.Total != 1 || l.Messages[0].ID != id || l.Messages[0].Message != validContact()["message"] ||
		l.Messages[0].Status != "open" || l.Messages[0].DoneAt != nil {
		t.Fatalf("open messages = %+v, want the sent one", l)
	}
	res, body = call(t, c, http.MethodPost, base+"/api/admin/messages/"+idStr(id)+"/done", nil)
	expect(t, "done", res, body, 200)
	if m := decodeAs[struct{ Message directory.ContactMessage }](t, body).Message; m.Status != "done" || m.DoneAt == nil {
		t.Errorf("done message = %+v", m)
	}
	res, body = call(t, c, http.MethodPost, base+"/api/admin/messages/"+idStr(id)+"/done", nil)
	expect(t, "done twice", res, body, 409)
	res, body = call(t, c, http.MethodPost, base+"/api/admin/messages/987654/done", nil)
	expect(t, "done unknown", res, body, 404)
	for query, want := range map[string]int{"": 0, "?status=open": 0, "?status=done": 1, "?status=all": 1} {
		res, body := call(t, c, http.MethodGet, base+"/api/admin/messages"+query, nil)
		if l := decodeAs[messageList](t, body); res.StatusCode != 200 || l.Total != want {
			t.Errorf("messages%s: %d total %d, want %d", query, res.StatusCode, l.Total, want)
		}
	}
	if e := auditEntries(t, c, base, 1).Entries[0]; e.Action != "message.done" || e.Target != "message/"+idStr(id) {
		t.Errorf("audit = %+v, want message.done", e)
	}
}
