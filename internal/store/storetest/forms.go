package storetest

import (
	"context"
	"sync"
	"testing"
	"time"

	"branchenbuch/internal/directory"
)

// formsNow is the clock of the form tests; the store never reads its own.
var formsNow = time.Date(2026, 11, 18, 9, 0, 0, 0, time.UTC)

// testFormRates checks the counters behind the forms' rate limits: a full
// bucket refuses and names its wait, a refused post counts nowhere, windows
// end, concurrent posts are all counted, pruning empties ended windows.
func testFormRates(t *testing.T, st directory.Store) {
	ctx := context.Background()
	client := func(c string) []directory.RateBucket {
		return []directory.RateBucket{{Key: "contact|" + c, Limit: 3, Window: 10 * time.Minute},
			{Key: "contact|*", Limit: 5, Window: time.Hour}}
	}
	take := func(at time.Time, c string, wantRefused int, wantWait time.Duration) {
		t.Helper()
		refused, wait, err := st.TakeRate(ctx, at, client(c))
		if err != nil || refused != wantRefused || wait != wantWait {
			t.Fatalf("take %s at +%v: refused %d wait %v err %v, want %d %v", c, at.Sub(formsNow), refused, wait, err, wantRefused, wantWait)
		}
	}
	for range 3 {
		take(formsNow, "a", -1, 0)
	}
	take(formsNow.Add(time.Minute), "a", 0, 9*time.Minute)
	take(formsNow.Add(time.Minute), "b", -1, 0)
	take(formsNow.Add(2*time.Minute), "b", -1, 0)
	take(formsNow.Add(2*time.Minute), "b", 1, 58*time.Minute) // the overall bucket is full
	take(formsNow.Add(10*time.Minute), "a", 1, 50*time.Minute)
	// The refused posts counted nowhere: after the hour, a has its 3 again.
	later := formsNow.Add(time.Hour)
	for range 3 {
		take(later, "a", -1, 0)
	}
	take(later, "a", 0, 10*time.Minute)

	// Concurrent posts (as from several instances) are all counted.
	burst := []directory.RateBucket{{Key: "newsletter|*", Limit: 10, Window: time.Hour}}
	var mu sync.Mutex
	taken := 0
	var wg sync.WaitGroup
	for range 24 {
		wg.Go(func() {
			refused, _, err := st.TakeRate(ctx, formsNow, burst)
			if err != nil {
				t.Error(err)
			}
			mu.Lock()
			defer mu.Unlock()
			if refused < 0 {
				taken++
			}
		})
	}
	wg.Wait()
	if taken != 10 {
		t.Errorf("24 concurrent posts against a limit of 10: %d taken", taken)
	}

	// At +1h every window begun before later has ended; those begun at later not yet.
	n, err := st.PruneForms(ctx, formsNow.Add(time.Hour), formsNow)
	if err != nil || n != 2 { // contact|b and newsletter|*; a's and the overall contact row were renewed at later
		t.Errorf("prune at +1h: %d rows, err %v, want 2", n, err)
	}
	if n, err := st.PruneForms(ctx, later.Add(time.Hour), formsNow); err != nil || n != 2 {
		t.Errorf("prune at +2h: %d rows, err %v, want 2", n, err)
	}
}

// testNewsletter checks sign-up, the single-use expiring token and the list.
func testNewsletter(t *testing.T, st directory.Store) {
	ctx := context.Background()
	week := 7 * 24 * time.Hour
	a, err := st.Subscribe(ctx, "anna@example.de", "hash-a1", formsNow, formsNow.Add(week))
	if err != nil {
		t.Fatal(err)
	}
	if a.ID == 0 || a.Status != directory.SubscriberPending || !a.CreatedAt.Equal(formsNow) || a.TokenExpiresAt == nil ||
		!a.TokenExpiresAt.Equal(formsNow.Add(week)) || a.ConfirmedAt != nil {
		t.Errorf("new address = %+v", a)
	}
	// The same address again: the same row with the new token; the old one no longer works.
	again, err := st.Subscribe(ctx, "anna@example.de", "hash-a2", formsNow.Add(time.Hour), formsNow.Add(time.Hour+week))
	if err != nil || again.ID != a.ID || !again.CreatedAt.Equal(formsNow) || !again.RequestedAt.Equal(formsNow.Add(time.Hour)) {
		t.Fatalf("same address again = %+v, %v; want row %d with the first creation time", again, err, a.ID)
	}
	if _, err := st.ConfirmSubscription(ctx, "hash-a1", formsNow.Add(2*time.Hour)); directory.ErrorCode(err) != directory.ENOTFOUND {
		t.Errorf("confirm with the replaced token: %v, want not found", err)
	}
	if _, err := st.ConfirmSubscription(ctx, "hash-unknown", formsNow); directory.ErrorCode(err) != directory.ENOTFOUND {
		t.Errorf("confirm with an unknown token: %v, want not found", err)
	}
	ok, err := st.ConfirmSubscription(ctx, "hash-a2", formsNow.Add(2*time.Hour))
	if err != nil || ok.Status != directory.SubscriberConfirmed || ok.ConfirmedAt == nil || ok.TokenExpiresAt != nil {
		t.Fatalf("confirm = %+v, %v", ok, err)
	}
	if _, err := st.ConfirmSubscription(ctx, "hash-a2", formsNow.Add(3*time.Hour)); directory.ErrorCode(err) != directory.ENOTFOUND {
		t.Errorf("confirm twice: %v, want not found", err)
	}
	// A confirmed address signing up again stays confirmed, without a token.
	if c, err := st.Subscribe(ctx, "anna@example.de", "hash-a3", formsNow.Add(4*time.Hour), formsNow.Add(week)); err != nil ||
		c.Status != directory.SubscriberConfirmed || c.TokenExpiresAt != nil {
		t.Errorf("confirmed address again = %+v, %v", c, err)
	}
	if _, err := st.ConfirmSubscription(ctx, "hash-a3", formsNow.Add(5*time.Hour)); directory.ErrorCode(err) != directory.ENOTFOUND {
		t.Errorf("a token issued to a confirmed address works: %v", err)
	}

	// An expired token does not confirm, and its address no longer waits.
	if _, err := st.Subscribe(ctx, "bernd@example.de", "hash-b", formsNow, formsNow.Add(week)); err != nil {
		t.Fatal(err)
	}
	if n, err := st.Waiting(ctx, directory.QueueNewsletter, formsNow.Add(week-time.Second)); err != nil || n != 1 {
		t.Errorf("waiting before expiry = %d, %v; want 1", n, err)
	}
	if _, err := st.ConfirmSubscription(ctx, "hash-b", formsNow.Add(week)); directory.ErrorCode(err) != directory.ENOTFOUND {
		t.Errorf("confirm at expiry: %v, want not found", err)
	}
	if n, err := st.Waiting(ctx, directory.QueueNewsletter, formsNow.Add(week)); err != nil || n != 0 {
		t.Errorf("waiting after expiry = %d, %v; want 0", n, err)
	}

	list, total, err := st.Subscribers(ctx, "", 1, 10)
	if err != nil || total != 2 || len(list) != 2 || list[0].Email != "bernd@example.de" || list[1].Email != "anna@example.de" {
		t.Errorf("all addresses = %+v total %d err %v, want bernd then anna", list, total, err)
	}
	if list, total, err := st.Subscribers(ctx, directory.SubscriberConfirmed, 1, 10); err != nil || total != 1 || list[0].Email != "anna@example.de" {
		t.Errorf("confirmed addresses = %+v total %d err %v", list, total, err)
	}
	// Unconfirmed addresses are forgotten once their token expired before forgetBefore.
	if n, err := st.PruneForms(ctx, formsNow, formsNow.Add(week+time.Second)); err != nil || n != 1 {
		t.Errorf("prune = %d, %v; want bernd's row", n, err)
	}
	if _, total, _ := st.Subscribers(ctx, "", 1, 10); total != 1 {
		t.Errorf("after prune %d addresses, want anna's only", total)
	}
}

// testWaiting checks the counts behind the queue caps.
func testWaiting(t *testing.T, st directory.Store) {
	ctx := context.Background()
	load(t, st)
	for i := range 3 {
		mustAdd(t, st, submission("Wartende "+string(rune('A'+i))))
	}
	for range 2 {
		m := &directory.ContactMessage{Name: "Jürgen", Email: "j@example.de", Subject: "Frage", Category: "general", Message: "Hallo"}
		if err := st.AddMessage(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	subs, _, err := st.Submissions(ctx, directory.SubmissionPending, 1, 10)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := st.RejectSubmission(ctx, subs[0].ID, actor); err != nil {
		t.Fatal(err)
	}
	msgs, _, _ := st.Messages(ctx, directory.MessageOpen, 1, 10)
	if _, err := st.MarkMessageDone(ctx, msgs[0].ID, actor); err != nil {
		t.Fatal(err)
	}
	for queue, want := range map[string]int{directory.QueueSubmissions: 2, directory.QueueMessages: 1, directory.QueueNewsletter: 0} {
		if n, err := st.Waiting(ctx, queue, formsNow); err != nil || n != want {
			t.Errorf("waiting %s = %d, %v; want %d", queue, n, err, want)
		}
	}
	if _, err := st.Waiting(ctx, "businesses", formsNow); err == nil {
		t.Error("an unknown queue is no error")
	}
}
