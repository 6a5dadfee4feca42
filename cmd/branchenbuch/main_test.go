package main_test

import (
	"bytes"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// buildBinary compiles the command once for the tests of this file.
func buildBinary(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "branchenbuch")
	out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput()
	if err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	return bin
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// TestServeWithDemoDataAndGracefulShutdown starts the real binary on an empty
// database, waits for the demo data, asks for a page and stops it with SIGTERM.
func TestServeWithDemoDataAndGracefulShutdown(t *testing.T) {
	bin := buildBinary(t)
	addr := freeAddr(t)
	cmd := exec.Command(bin, "serve")
	var logs bytes.Buffer
	cmd.Stderr = &logs
	cmd.Env = append(os.Environ(), "LISTEN_ADDR="+addr, "DATABASE_URL="+filepath.Join(t.TempDir(), "db", "b.db"), "DEMO_COUNT=300")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	deadline := time.Now().Add(60 * time.Second)
	for {
		res, err := http.Get("http://" + addr + "/api/businesses/stats")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				break
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("server not ready: %v\n%s", err, logs.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	res, err := http.Get("http://" + addr + "/api/businesses/popular?limit=3")
	if err != nil || res.StatusCode != 200 {
		t.Fatalf("popular: %v %v", res, err)
	}
	res.Body.Close()
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			t.Fatalf("exit after SIGTERM: %v\n%s", err, logs.String())
		}
	case <-time.After(20 * time.Second):
		t.Fatal("no exit within 20 s of SIGTERM")
	}
	for _, want := range []string{`"msg":"demo data loaded"`, `"msg":"shutting down"`} {
		if !strings.Contains(logs.String(), want) {
			t.Errorf("log lacks %s", want)
		}
	}
}

func TestMigrateCreatesTheDatabase(t *testing.T) {
	bin := buildBinary(t)
	db := filepath.Join(t.TempDir(), "new", "b.db")
	cmd := exec.Command(bin, "migrate")
	cmd.Env = append(os.Environ(), "DATABASE_URL="+db)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("migrate: %v\n%s", err, out)
	}
	if _, err := os.Stat(db); err != nil {
		t.Errorf("no database after migrate: %v", err)
	}
	// A second run finds every migration applied.
	again := exec.Command(bin, "migrate")
	again.Env = cmd.Env
	if out, err := again.CombinedOutput(); err != nil {
		t.Errorf("second migrate: %v\n%s", err, out)
	}
}

func TestSettingsSetAndShow(t *testing.T) {
	bin := buildBinary(t)
	env := append(os.Environ(), "DATABASE_URL="+filepath.Join(t.TempDir(), "b.db"))
	set := exec.Command(bin, "settings", "set", "head_code", "-")
	set.Env = env
	set.Stdin = strings.NewReader(`<script>window.größe = "ü"</script>`)
	if out, err := set.CombinedOutput(); err != nil {
		t.Fatalf("settings set: %v\n%s", err, out)
	}
	show := exec.Command(bin, "settings", "show")
	show.Env = env
	out, err := show.Output()
	if err != nil {
		t.Fatalf("settings show: %v", err)
	}
	if want := `head_code="<script>window.größe = \"ü\"</script>"`; !strings.Contains(string(out), want) {
		t.Errorf("settings show printed\n%s\nwant a line %s", out, want)
	}
}

func TestCommandErrors(t *testing.T) {
	bin := buildBinary(t)
	db := "DATABASE_URL=" + filepath.Join(t.TempDir(), "b.db")
	cases := []struct {
		args []string
		env  string
		want string
	}{
		{[]string{"nonsense"}, db, `unknown command "nonsense"`},
		{[]string{"demo", "--count", "0"}, db, "--count must be between"},
		{[]string{"demo", "--count", "zwei"}, db, "invalid value"},
		{[]string{"serve"}, "LOG_LEVEL=loud", "LOG_LEVEL"},
		{[]string{"serve"}, "DEMO_COUNT=-1", "DEMO_COUNT"},
		{[]string{"serve"}, "MAX_UPLOAD_MB=0", "MAX_UPLOAD_MB"},
		{[]string{"serve"}, "MAX_UPLOAD_MB=20MB", "MAX_UPLOAD_MB"},
		{[]string{"serve"}, "MAX_UPLOAD_MB=99999", "MAX_UPLOAD_MB"},
		{[]string{"settings"}, db, "settings show | settings set"},
		{[]string{"settings", "set", "colour", "blue"}, db, `unknown setting "colour"`},
		{[]string{"settings", "set", "head_code"}, db, "settings show | settings set"},
		{[]string{"settings", "set", "map_tile_url", "javascript:alert(1)//{z}/{x}/{y}"}, db, "http:// oder https://"},
	}
	for _, c := range cases {
		t.Run(fmt.Sprint(c.args, c.env), func(t *testing.T) {
			cmd := exec.Command(bin, c.args...)
			cmd.Env = append(os.Environ(), c.env)
			out, err := cmd.CombinedOutput()
			if err == nil || !strings.Contains(string(out), c.want) {
				t.Errorf("err %v, output %q, want a failure mentioning %q", err, out, c.want)
			}
		})
	}
}
