package storetest

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

func testEditContact(t *testing.T, st directory.Store) {
	ctx := context.Background()
	b := ListedIn(t, st, "München", "Elektro Weber")
	got, err := st.EditBusiness(ctx, b.ID, directory.BusinessEdit{Phone: ptr("089 999"), Website: ptr("https://weber.example"),
		Address: ptr("Brienner Strasse 12, 80333 München")}, actor)
	if err != nil {
		t.Fatal(err)
	}
	stored, err := st.Business(ctx, b.ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range []*directory.Business{got, stored} {
		if x.Phone != "089 999" || x.Website != "https://weber.example" || x.Address != "Brienner Strasse 12, 80333 München" {
			t.Errorf("after edit: phone %q website %q address %q, want the new values", x.Phone, x.Website, x.Address)
		}
	}
	if stored.Name != b.Name || stored.URLSlug != b.URLSlug || stored.Rating != b.Rating || *stored.Latitude != *b.Latitude {
		t.Errorf("edit changed other fields: %+v", stored)
	}
	e := checkAudit(t, st, directory.AuditBusinessEdit, "business/"+itoa(b.ID), `phone: "" → "089 999"`)
	if !strings.Contains(e.Details, `address: "Brienner Strasse 10, 80333 München" → "Brienner Strasse 12, 80333 München"`) {
		t.Errorf("details = %q, want the address before → after", e.Details)
	}
	if res, err := st.Search(ctx, directory.SearchQuery{Text: "Weber", Limit: 10}); err != nil || res.Total != 1 {
		t.Errorf("search after edit: %+v (%v), want the business once", res, err)
	}

	// Writing the same values again changes nothing and logs nothing.
	if _, err := st.EditBusiness(ctx, b.ID, directory.BusinessEdit{Phone: ptr("089 999")}, actor); err != nil {
		t.Fatal(err)
	}
	if after, _, _ := st.AuditLog(ctx, 1, 1); after[0].ID != e.ID {
		t.Errorf("no-op edit wrote audit entry %+v", after[0])
	}
	if _, err := st.EditBusiness(ctx, 987654, directory.BusinessEdit{Phone: ptr("1")}, actor); directory.ErrorCode(err) != directory.ENOTFOUND {
		t.Errorf("edit unknown: err = %v, want ENOTFOUND", err)
	}
}

func testHideShow(t *testing.T, st directory.Store) {
	ctx := context.Background()
	b := ListedIn(t, st, "Hamburg", "Friseursalon Haarmonie")
	listed, _ := st.CountListed(ctx)
	cat := categoryCount(t, st, b.CategorySlug)
	hamburg := cityCount(mustCities(t, st), "Hamburg")

	hidden, err := st.EditBusiness(ctx, b.ID, directory.BusinessEdit{Hidden: ptr(true)}, actor)
	if err != nil || !hidden.Hidden || hidden.Listed() {
		t.Fatalf("hide: %+v (%v), want hidden", hidden, err)
	}
	if _, err := st.BusinessBySlug(ctx, b.URLSlug); directory.ErrorCode(err) != directory.ENOTFOUND {
		t.Errorf("hidden by slug: err = %v, want ENOTFOUND", err)
	}
	if n, _ := st.CountListed(ctx); n != listed-1 {
		t.Errorf("listed = %d, want %d", n, listed-1)
	}
	if n := categoryCount(t, st, b.CategorySlug); n != cat-1 {
		t.Errorf("%s = %d, want %d", b.CategorySlug, n, cat-1)
	}
	if n := cityCount(mustCities(t, st), "Hamburg"); n != hamburg-1 {
		t.Errorf("Hamburg = %d, want %d", n, hamburg-1)
	}
	if city, _, _ := st.CityBusinesses(ctx, "Hamburg", directory.ListQuery{Page: 1, Limit: 20}); containsName(city, b.Name) {
		t.Errorf("Hamburg lists the hidden business: %v", Names(city))
	}
	if res, _ := st.Search(ctx, directory.SearchQuery{Text: "Haarmonie", Limit: 10}); res == nil || res.Total != 0 {
		t.Errorf("search finds the hidden business: %+v", res)
	}
	checkAudit(t, st, directory.AuditBusinessHide, "business/"+itoa(b.ID), `hidden: "false" → "true"`)

	shown, err := st.EditBusiness(ctx, b.ID, directory.BusinessEdit{Hidden: ptr(false)}, actor)
	if err != nil || shown.Hidden || !shown.Listed() {
		t.Fatalf("show: %+v (%v), want listed", shown, err)
	}
	if got, err := st.BusinessBySlug(ctx, b.URLSlug); err != nil || got.ID != b.ID {
		t.Errorf("shown by slug: %v %v", got, err)
	}
	if n, _ := st.CountListed(ctx); n != listed {
		t.Errorf("listed after show = %d, want %d", n, listed)
	}
	if n := cityCount(mustCities(t, st), "Hamburg"); n != hamburg {
		t.Errorf("Hamburg after show = %d, want %d", n, hamburg)
	}
	if res, _ := st.Search(ctx, directory.SearchQuery{Text: "Haarmonie", Limit: 10}); res == nil || res.Total != 1 {
		t.Errorf("search after show: %+v, want 1 hit", res)
	}
	checkAudit(t, st, directory.AuditBusinessShow, "business/"+itoa(b.ID), `hidden: "true" → "false"`)
}

func testChangeSettings(t *testing.T, st directory.Store) {
	ctx := context.Background()
	in := directory.Settings{
		"head_code":  `<script>alert("ü")</script>`,
		"site_title": "Branchenbuch – Türkçe ğüşıöç 😀",
	}
	if err := st.ChangeSettings(ctx, in, actor); err != nil {
		t.Fatal(err)
	}
	got, err := st.Settings(ctx)
	if err != nil || got["head_code"] != in["head_code"] || got["site_title"] != in["site_title"] {
		t.Fatalf("settings = %q (%v), want %q", got, err, in)
	}
	e := checkAudit(t, st, directory.AuditSettingsSave, "settings", `head_code: "" → "<script>alert(\"ü\")</script>"`)
	if !strings.Contains(e.Details, "site_title: ") || strings.Index(e.Details, "head_code") > strings.Index(e.Details, "site_title") {
		t.Errorf("details = %q, want head_code before site_title (form order)", e.Details)
	}
	// The same values again, or an unset key saved empty: no change, no entry.
	if err := st.ChangeSettings(ctx, directory.Settings{"head_code": in["head_code"], "ad_area_4": ""}, actor); err != nil {
		t.Fatal(err)
	}
	if es, _, _ := st.AuditLog(ctx, 1, 1); es[0].ID != e.ID {
		t.Errorf("a save without changes was logged: %+v", es[0])
	}
	long := strings.Repeat("<div>ä</div>", 5000)
	if err := st.ChangeSettings(ctx, directory.Settings{"ad_area_1": long}, actor); err != nil {
		t.Fatal(err)
	}
	if got, _ := st.Settings(ctx); got["ad_area_1"] != long {
		t.Errorf("long ad markup not stored whole: %d bytes, want %d", len(got["ad_area_1"]), len(long))
	}
	if e := checkAudit(t, st, directory.AuditSettingsSave, "settings", "(60000 Zeichen)"); len(e.Details) > 1000 {
		t.Errorf("details hold %d bytes, want long values cut", len(e.Details))
	}
}

func testAuditPaging(t *testing.T, st directory.Store) {
	ctx := context.Background()
	all, total, err := st.AuditLog(ctx, 1, 100)
	if err != nil || total < 8 || len(all) != total {
		t.Fatalf("audit log: %d of %d (%v), want every entry of the earlier cases", len(all), total, err)
	}
	for i := 1; i < len(all); i++ {
		if all[i].ID >= all[i-1].ID || all[i].At.After(all[i-1].At) {
			t.Errorf("entry %d (%d) not older than entry %d (%d)", i, all[i].ID, i-1, all[i-1].ID)
		}
	}
	page2, total2, err := st.AuditLog(ctx, 2, 3)
	if err != nil || total2 != total || len(page2) != 3 || page2[0].ID != all[3].ID {
		t.Errorf("page 2 of 3 = %v (total %d, %v), want entries from id %d", page2, total2, err, all[3].ID)
	}
	if past, _, err := st.AuditLog(ctx, 1000, 20); err != nil || len(past) != 0 {
		t.Errorf("page past the end = %v (%v), want none", past, err)
	}
}

// ListedIn returns the listed business of a city with the name, failing t
// when there is none.
func ListedIn(t *testing.T, st directory.Store, city, name string) directory.Business {
	t.Helper()
	bs, _, err := st.CityBusinesses(context.Background(), city, directory.ListQuery{Page: 1, Limit: 100})
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range bs {
		if b.Name == name {
			return b
		}
	}
	t.Fatalf("%s not listed in %s", name, city)
	return directory.Business{}
}

func categoryCount(t *testing.T, st directory.Store, slug string) int {
	t.Helper()
	counts, err := st.CategoryCounts(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range counts {
		if c.Slug == slug {
			return c.Count
		}
	}
	return 0
}

func ids(ss []directory.Submission) []int64 {
	out := make([]int64, len(ss))
	for i, s := range ss {
		out[i] = s.ID
	}
	return out
}

func containsID(ss []directory.Submission, id int64) bool { return slices.Contains(ids(ss), id) }

func containsName(bs []directory.Business, name string) bool { return slices.Contains(Names(bs), name) }

func itoa(id int64) string { return strconv.FormatInt(id, 10) }
