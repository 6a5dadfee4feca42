package storetest

import (
	"context"
	"reflect"
	"testing"
	"time"

	"branchenbuch/internal/directory"
)

// claimed starts and claims a job of the kind for the item tests.
func claimed(t *testing.T, st directory.Store, kind string) *directory.Job {
	t.Helper()
	ctx := context.Background()
	if _, _, err := st.StartJob(ctx, kind, "", 0, true); err != nil {
		t.Fatal(err)
	}
	j, err := st.ClaimJob(ctx, "runner", []string{kind}, time.Minute)
	if err != nil || j == nil {
		t.Fatalf("claim %s: %+v, %v", kind, j, err)
	}
	return j
}

// testWebsiteChecks checks the URL validation's items and results: the
// businesses with a website in id order, checks stored with the job's
// progress, read back by job, and refused to a runner without the lease.
func testWebsiteChecks(t *testing.T, st directory.Store) {
	ctx := context.Background()
	bs := []directory.Business{
		{Name: "Eins", City: "Berlin", Website: "https://eins.example/"},
		{Name: "Zwei", City: "Berlin"},
		{Name: "Drei", City: "Köln", Website: "http://drei.example/"},
		{Name: "Vier", City: "Köln", Website: "https://vier.example/", Hidden: true},
	}
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	if n, err := st.CountWebsites(ctx); err != nil || n != 3 {
		t.Fatalf("CountWebsites = %d, %v; want 3 (hidden ones too)", n, err)
	}
	items, err := st.WebsitesAfter(ctx, 0, 2)
	if err != nil || len(items) != 2 || items[0].Name != "Eins" || items[1].Name != "Drei" || items[1].Website != "http://drei.example/" {
		t.Fatalf("WebsitesAfter(0, 2) = %+v, %v; want Eins, Drei", items, err)
	}
	rest, _ := st.WebsitesAfter(ctx, items[1].ID, 2)
	if len(rest) != 1 || rest[0].Name != "Vier" {
		t.Fatalf("WebsitesAfter(Drei) = %+v; want Vier", rest)
	}
	j := claimed(t, st, directory.JobValidateURLs)
	at := time.Date(2026, 11, 25, 10, 0, 0, 0, time.UTC)
	checks := []directory.WebsiteCheck{
		{BusinessID: items[0].ID, URL: items[0].Website, Valid: true, StatusCode: 200, CheckedAt: at},
		{BusinessID: items[1].ID, URL: items[1].Website, Reason: "status 404", StatusCode: 404, CheckedAt: at},
	}
	p := directory.JobProgress{Total: 3, Processed: 2, Cursor: items[1].ID, Counters: map[string]int{"valid": 1, "invalid": 1}}
	if err := st.SaveWebsiteChecks(ctx, j.ID, "runner", time.Minute, checks, p); err != nil {
		t.Fatal(err)
	}
	if err := st.SaveWebsiteChecks(ctx, j.ID, "intruder", time.Minute, checks, p); directory.ErrorCode(err) != directory.ECONFLICT {
		t.Errorf("checks saved without the lease: err %v, want conflict", err)
	}
	// A check saved twice (a batch redone after a takeover) stays one row.
	checks[1].Reason = "timeout"
	if err := st.SaveWebsiteChecks(ctx, j.ID, "runner", time.Minute, checks[1:], p); err != nil {
		t.Fatal(err)
	}
	var got []directory.WebsiteCheck
	if err := st.WebsiteChecks(ctx, j.ID, func(c *directory.WebsiteCheck) error { got = append(got, *c); return nil }); err != nil {
		t.Fatal(err)
	}
	checks[0].Name, checks[1].Name = "Eins", "Drei"
	if !reflect.DeepEqual(got, checks) {
		t.Errorf("WebsiteChecks =\n%+v\nwant\n%+v", got, checks)
	}
	filter := func(website string, want ...string) {
		t.Helper()
		want = append([]string{}, want...)
		for _, sort := range []directory.AdminSort{directory.AdminSortName, directory.AdminSortRating} {
			bs, total, err := st.AdminBusinesses(ctx, directory.AdminQuery{Website: website, SortBy: sort, Page: 1, Limit: 20})
			if got := Names(bs); err != nil || total != len(want) || !reflect.DeepEqual(got, want) {
				t.Errorf("website filter %q by %s = %v (total %d), %v; want %v", website, sort, got, total, err, want)
			}
		}
	}
	filter(directory.WebsiteValid, "Eins")
	filter(directory.WebsiteInvalid, "Drei")
	filter(directory.WebsiteUnchecked, "Vier")
	// A new website is unchecked again: the check was of the old one.
	moved := "https://eins-neu.example/"
	if _, err := st.EditBusiness(ctx, items[0].ID, directory.BusinessEdit{Website: &moved}, "test"); err != nil {
		t.Fatal(err)
	}
	filter(directory.WebsiteValid)
	filter(directory.WebsiteUnchecked, "Eins", "Vier")
	if _, _, err := st.AdminBusinesses(ctx, directory.AdminQuery{Website: "kaputt", SortBy: directory.AdminSortName, Page: 1, Limit: 20}); directory.ErrorCode(err) != directory.EINVALID {
		t.Errorf("unknown website filter: err %v, want invalid", err)
	}
	job, _ := st.Job(ctx, j.ID)
	if job.Processed != 2 || job.Counters["invalid"] != 1 || job.Cursor != items[1].ID {
		t.Errorf("job progress = %+v; want the saved one", job.JobProgress)
	}
}

// testPhotoWork checks the photo job's items: businesses wait for
// mirroring until their photos are mirrored, and again when an import
// changes them; pages show the mirrored copies only, and an edit keeps the
// imported URLs.
func testPhotoWork(t *testing.T, st directory.Store) {
	ctx := context.Background()
	src := []string{"https://lh5.googleusercontent.com/p/a", "https://lh5.googleusercontent.com/p/b"}
	bs := []directory.Business{
		{Name: "Mit Fotos", City: "Berlin", PlaceID: "p-fotos", PhotoSources: src},
		{Name: "Ohne Fotos", City: "Berlin", PlaceID: "p-ohne"},
	}
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	count := func(pending bool, want int) {
		t.Helper()
		if n, err := st.CountPhotoWork(ctx, pending); err != nil || n != want {
			t.Errorf("CountPhotoWork(pending %v) = %d, %v; want %d", pending, n, err, want)
		}
	}
	count(true, 1)
	count(false, 1)
	items, err := st.PhotoWorkAfter(ctx, 0, 10, true)
	if err != nil || len(items) != 1 || !reflect.DeepEqual(items[0].Photos, src) || items[0].ID != bs[0].ID {
		t.Fatalf("PhotoWorkAfter = %+v, %v; want Mit Fotos with its photos", items, err)
	}
	b, _ := st.Business(ctx, bs[0].ID)
	if len(b.Photos) != 0 || b.Thumbnail != "" || !reflect.DeepEqual(b.PhotoSources, src) {
		t.Errorf("before mirroring: photos %v thumbnail %q sources %v; want no photos, the sources kept", b.Photos, b.Thumbnail, b.PhotoSources)
	}
	j := claimed(t, st, directory.JobUpdatePhotos)
	keys := []string{"0123456789abcdef01234567"}
	m := []directory.MirroredPhotos{{BusinessID: items[0].ID, Keys: keys, Source: items[0].PhotosSource}}
	if err := st.SaveMirroredPhotos(ctx, j.ID, "runner", time.Minute, m, directory.JobProgress{Processed: 1}); err != nil {
		t.Fatal(err)
	}
	count(true, 0)
	count(false, 1)
	wantPhotos, wantThumb := directory.PhotoURLs(keys)
	b, _ = st.Business(ctx, bs[0].ID)
	if !reflect.DeepEqual(b.Photos, wantPhotos) || b.Thumbnail != wantThumb {
		t.Errorf("after mirroring: photos %v thumbnail %q; want %v %q", b.Photos, b.Thumbnail, wantPhotos, wantThumb)
	}
	if list, _, _ := st.CityBusinesses(ctx, "Berlin", directory.ListQuery{Page: 1, Limit: 10, SortBy: directory.SortRating}); len(list) != 2 {
		t.Fatalf("city list has %d businesses, want 2", len(list))
	} else {
		for _, l := range list {
			if l.ID == bs[0].ID && l.Thumbnail != wantThumb {
				t.Errorf("list row thumbnail %q, want %q", l.Thumbnail, wantThumb)
			}
		}
	}
	// The same photos again: nothing to do; changed photos: mirrored again.
	same := bs[0]
	same.ID, same.PhotoSources = 0, append([]string(nil), src...)
	if _, err := st.UpsertBusinesses(ctx, []directory.Business{same}); err != nil {
		t.Fatal(err)
	}
	count(true, 0)
	changed := same
	changed.ID, changed.PhotoSources = 0, src[:1]
	if _, err := st.UpsertBusinesses(ctx, []directory.Business{changed}); err != nil {
		t.Fatal(err)
	}
	count(true, 1)
	if _, err := st.EditBusiness(ctx, bs[0].ID, directory.BusinessEdit{Hidden: ptr(true)}, "test"); err != nil {
		t.Fatal(err)
	}
	if b, _ := st.Business(ctx, bs[0].ID); !reflect.DeepEqual(b.PhotoSources, src[:1]) || !reflect.DeepEqual(b.Photos, wantPhotos) {
		t.Errorf("after an edit: sources %v photos %v; want %v %v", b.PhotoSources, b.Photos, src[:1], wantPhotos)
	}
}
