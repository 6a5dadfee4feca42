package httpapi_test

import (
	"context"
	"encoding/json"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/httpapi"
)

// Two instances on one database: an instance that rendered a business's
// answer answers the new data at most a second after the other instance
// changed it (the store's DataVersion), and openNow follows the minute.
func TestDetailAnswersStayCurrentAcrossInstances(t *testing.T) {
	ctx := context.Background()
	var clock atomic.Int64
	clock.Store(time.Date(2026, 3, 31, 6, 59, 30, 0, time.UTC).Unix()) // Tuesday 08:59:30 in Bonn
	now := func() time.Time { return time.Unix(clock.Load(), 0) }
	srv := startServer(t, withStoreClock(now), withClock(now))
	a := srv.connect(t) // the other instance's store
	bs := []directory.Business{{Name: "Café Zwei", Category: "Café", City: "Bonn", PlaceID: "two-1",
		WorkingHours: map[string]string{"Tuesday": "09:00–17:00"}}}
	if _, err := a.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	detail := func(path string) directory.Business {
		t.Helper()
		r, body := get(t, srv.URL+path)
		var got directory.Business
		if r.StatusCode != 200 || json.Unmarshal([]byte(body), &got) != nil {
			t.Fatalf("%s: %d %s", path, r.StatusCode, body)
		}
		return got
	}
	byID, bySlug := "/api/businesses/"+strconv.FormatInt(bs[0].ID, 10), "/api/businesses/slug/"+bs[0].URLSlug
	for range 2 { // the second answer comes from the cache
		if got := detail(byID); got.Name != "Café Zwei" || got.OpenNow == nil || *got.OpenNow {
			t.Fatalf("first answer: %q, openNow %v", got.Name, got.OpenNow)
		}
		detail(bySlug)
	}

	phone := "+49 228 12345"
	if _, err := a.EditBusiness(ctx, bs[0].ID, directory.BusinessEdit{Phone: &phone}, "test"); err != nil {
		t.Fatal(err)
	}
	clock.Add(1)
	if got := detail(byID); got.Phone != phone {
		t.Errorf("after an edit on the other instance: phone %q, want %q", got.Phone, phone)
	}
	if got := detail(bySlug); got.Phone != phone {
		t.Errorf("by slug after the edit: phone %q, want %q", got.Phone, phone)
	}
	bs[0].Name = "Café Zwei am Markt" // a re-import on the other instance
	if _, err := a.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	clock.Add(1)
	if got := detail(byID); got.Name != bs[0].Name {
		t.Errorf("after a re-import on the other instance: %q, want %q", got.Name, bs[0].Name)
	}

	clock.Add(58) // 09:00:30
	if got := detail(byID); got.OpenNow == nil || !*got.OpenNow {
		t.Errorf("at 09:00 openNow is %v, want true", got.OpenNow)
	}

	hide := true
	if _, err := a.EditBusiness(ctx, bs[0].ID, directory.BusinessEdit{Hidden: &hide}, "test"); err != nil {
		t.Fatal(err)
	}
	clock.Add(1)
	if r, _ := get(t, srv.URL+byID); r.StatusCode != 404 {
		t.Errorf("hidden on the other instance: %d, want 404", r.StatusCode)
	}
}

// loadCounter counts the business reads of the store it wraps.
type loadCounter struct {
	directory.Store
	loads atomic.Int64
}

func (c *loadCounter) Business(ctx context.Context, id int64) (*directory.Business, error) {
	c.loads.Add(1)
	return c.Store.Business(ctx, id)
}

// A cached answer is read from the store once, also across minutes while
// openNow stays the same, and the compressed and plain answers carry the
// same business.
func TestDetailCacheReadsTheBusinessOnce(t *testing.T) {
	counter := &loadCounter{}
	var clock atomic.Int64
	clock.Store(time.Date(2026, 3, 31, 10, 0, 0, 0, time.UTC).UnixMilli())
	now := func() time.Time { return time.UnixMilli(clock.Load()) }
	srv := startServer(t, withBusinesses(directory.Business{Name: "Bäckerei Einmal", City: "Bonn", PlaceID: "once-1"}), withClock(now),
		beforeStart(func(_ *testing.T, st directory.Store, c *httpapi.Config) { counter.Store, c.Store = st, counter }))
	bs := srv.Businesses
	path := srv.URL + "/api/businesses/" + strconv.FormatInt(bs[0].ID, 10)
	for i := range 20 {
		encoding := []string{"Accept-Encoding", "gzip"}
		if i%2 == 1 {
			encoding = nil
		}
		r, body := get(t, path, encoding...)
		var got directory.Business
		if r.StatusCode != 200 || json.Unmarshal([]byte(body), &got) != nil || got.Name != bs[0].Name {
			t.Fatalf("request %d (%v): %d %s", i, encoding, r.StatusCode, body)
		}
		if gz := r.Header.Get("Content-Encoding") == "gzip"; gz != (encoding != nil) {
			t.Errorf("request %d (%v): Content-Encoding %q", i, encoding, r.Header.Get("Content-Encoding"))
		}
		clock.Add(20_000) // 20 requests over 6 minutes 40 s; no hours, so openNow stays unknown
	}
	if n := counter.loads.Load(); n != 1 {
		t.Errorf("the business was read %d times, want 1", n)
	}
}

// TestDetailAnswerHasEveryField: a detail answer names every field of the
// Business shape, null or empty when unknown (a list row leaves the empty
// ones out).
func TestDetailAnswerHasEveryField(t *testing.T) {
	srv := startServer(t, asAPI())
	base, byName := srv.URL, srv.ByName
	b := byName["Bäckerei Schulze"]
	for _, path := range []string{"/api/businesses/" + strconv.FormatInt(b.ID, 10), "/api/businesses/slug/" + b.URLSlug} {
		_, body := get(t, base+path)
		var fields map[string]json.RawMessage
		if err := json.Unmarshal([]byte(body), &fields); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for _, name := range []string{"about", "workingHours", "reviewsPerScore", "categoryLabels", "thumbnail", "timeZone",
			"website", "phone", "photos", "latitude", "longitude", "openNow", "priceLevel"} {
			if _, ok := fields[name]; !ok {
				t.Errorf("%s: no %q in %s", path, name, body)
			}
		}
	}
}
