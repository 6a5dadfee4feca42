package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"
)

// TestMain lets the test binary play the bare handler, as benchtool does.
func TestMain(m *testing.M) {
	serveBareIfAsked()
	os.Exit(m.Run())
}

// The bare handler answers with exactly the bytes and headers the server
// sent, still compressed, and the report divides by its throughput.
func TestBareHandlerServesTheCapturedAnswer(t *testing.T) {
	var zipped bytes.Buffer
	zw := gzip.NewWriter(&zipped)
	zw.Write([]byte(`{"id":7,"name":"Café Früh"}`))
	zw.Close()
	origin := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/businesses/7" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Content-Encoding", "gzip")
		w.Write(zipped.Bytes())
	}))
	defer origin.Close()
	ctx := context.Background()
	client := newClient(2)
	res, err := measureBare(ctx, options{concurrency: 2, duration: 200 * time.Millisecond}, client,
		&server{base: origin.URL}, []string{"/api/businesses/404", "/api/businesses/7"}, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if res.Answer.Path != "/api/businesses/7" || !bytes.Equal(res.Answer.Body, zipped.Bytes()) || res.Answer.Encoding != "gzip" {
		t.Fatalf("captured %+v", res.Answer)
	}
	if res.Requests == 0 || res.Errors != 0 {
		t.Errorf("load on the bare handler: %d requests, %d errors %v", res.Requests, res.Errors, res.Samples)
	}

	bare, err := startBare(ctx, res.Answer, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer bare.kill()
	resp, err := client.Get(bare.base + "/anything")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if string(body) != `{"id":7,"name":"Café Früh"}` || resp.Header.Get("Content-Type") != "application/json; charset=utf-8" {
		t.Errorf("bare answer %q, %q", body, resp.Header)
	}

	e := &engineResult{Bare: res, Scenarios: []scenarioResult{
		{scenario: scenario{Name: "detail by id"}, loadResult: loadResult{Requests: int(res.rate() * 0.6 * 10), Elapsed: 10 * time.Second}},
		{scenario: scenario{Name: "city page"}, loadResult: loadResult{Requests: 1, Elapsed: time.Second}},
		{scenario: scenario{Name: "search: radius"}, loadResult: loadResult{Requests: 1, Elapsed: time.Second}},
	}}
	var out strings.Builder
	e.ratioMarkdown(func(f string, a ...any) { fmt.Fprintf(&out, f+"\n", a...) })
	md := out.String()
	for _, want := range []string{"| detail by id |", "0.60 | ≥ 0.50 ✓", "| city page |", "bytes, gzip)"} {
		if !strings.Contains(md, want) {
			t.Errorf("report lacks %q:\n%s", want, md)
		}
	}
	if strings.Contains(md, "search: radius") {
		t.Errorf("a scenario without a ratio is listed:\n%s", md)
	}
}
