package main_test

import (
	"bytes"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// lockedBuffer collects a process's output while the test reads it.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string { l.mu.Lock(); defer l.mu.Unlock(); return l.b.String() }

// startServe runs `bin serve` with env until stop (or the test's end) and
// returns its URL once it answers, and its standard error.
func startServe(t *testing.T, bin string, env ...string) (base string, logs *lockedBuffer, stop func()) {
	t.Helper()
	addr := freeAddr(t)
	cmd := exec.Command(bin, "serve")
	logs = &lockedBuffer{}
	cmd.Stderr = logs
	cmd.Env = append(append(os.Environ(), "LISTEN_ADDR="+addr, "ADMIN_PASSWORD=", "ADMIN_PASSWORD_FILE="), env...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	stop = func() {
		cmd.Process.Signal(syscall.SIGTERM)
		cmd.Wait()
	}
	t.Cleanup(stop)
	base = "http://" + addr
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if res, err := http.Get(base + "/healthz"); err == nil {
			res.Body.Close()
			return base, logs, stop
		}
		if time.Now().After(deadline) {
			t.Fatalf("server not ready:\n%s", logs.String())
		}
	}
}

// adminLogin posts a password to the panel's login as the panel does and
// returns the status and the session cookie header.
func adminLogin(t *testing.T, base, password string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", base+"/api/admin/login", strings.NewReader(`{"password":`+strconv.Quote(password)+`}`))
	req.Header.Set("Origin", base)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	for _, c := range res.Cookies() {
		if c.Name == "bb_session" {
			return res.StatusCode, "bb_session=" + c.Value
		}
	}
	return res.StatusCode, ""
}

// setPassword runs `admin set-password` with args and standard input.
func setPassword(t *testing.T, bin, db, stdin string, args ...string) string {
	t.Helper()
	cmd := exec.Command(bin, append([]string{"admin", "set-password"}, args...)...)
	cmd.Env = append(os.Environ(), "DATABASE_URL="+db, "ADMIN_PASSWORD=", "ADMIN_PASSWORD_FILE=")
	if stdin != "" {
		cmd.Stdin = strings.NewReader(stdin)
	}
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "Admin-Passwort gespeichert") {
		t.Fatalf("admin set-password: %v\n%s", err, out)
	}
	return string(out)
}

// TestAdminPassword follows the operator's password through the real binary:
// generated and printed on the first start only, replaced by
// `admin set-password` (ending the sessions of the running server), and
// taken from ADMIN_PASSWORD when that is set.
func TestAdminPassword(t *testing.T) {
	bin := buildBinary(t)
	db := filepath.Join(t.TempDir(), "b.db")
	base, logs, stop := startServe(t, bin, "DATABASE_URL="+db)
	m := regexp.MustCompile(`(?m)^Admin-Passwort: (\S+)$`).FindStringSubmatch(logs.String())
	if m == nil || !strings.Contains(logs.String(), `"msg":"admin password generated"`) {
		t.Fatalf("first start printed no generated password:\n%s", logs.String())
	}
	generated := m[1]
	status, cookie := adminLogin(t, base, generated)
	if status != 200 || cookie == "" {
		t.Fatalf("login with the printed password: %d", status)
	}

	setPassword(t, bin, db, "Neu-Geheim-2026\n")
	req, _ := http.NewRequest("GET", base+"/api/admin/session", nil)
	req.Header.Set("Cookie", cookie)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 401 {
		t.Errorf("session of the running server after set-password: %d, want 401", res.StatusCode)
	}
	for pw, want := range map[string]int{generated: 401, "Neu-Geheim-2026": 200} {
		if got, _ := adminLogin(t, base, pw); got != want {
			t.Errorf("login with %q after set-password from stdin: %d, want %d", pw, got, want)
		}
	}
	out := setPassword(t, bin, db, "")
	m = regexp.MustCompile(`Neues Admin-Passwort: (\S+)`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("set-password without input printed no password:\n%s", out)
	}
	if got, _ := adminLogin(t, base, m[1]); got != 200 {
		t.Errorf("login with the password set-password generated: %d, want 200", got)
	}
	stop()

	base, logs, stop = startServe(t, bin, "DATABASE_URL="+db)
	if strings.Contains(logs.String(), "Admin-Passwort") || strings.Contains(logs.String(), m[1]) {
		t.Errorf("second start printed a password:\n%s", logs.String())
	}
	if got, _ := adminLogin(t, base, m[1]); got != 200 {
		t.Errorf("login after a restart: %d, want 200 (the password kept)", got)
	}
	stop()
	base, logs, _ = startServe(t, bin, "DATABASE_URL="+db, "ADMIN_PASSWORD=Aus-Der-Umgebung-1")
	for pw, want := range map[string]int{m[1]: 401, "Aus-Der-Umgebung-1": 200} {
		if got, _ := adminLogin(t, base, pw); got != want {
			t.Errorf("login with %q under ADMIN_PASSWORD: %d, want %d", pw, got, want)
		}
	}
	if strings.Contains(logs.String(), "Aus-Der-Umgebung-1") {
		t.Error("the password from the environment appears in the log")
	}
}

func TestAdminPasswordErrors(t *testing.T) {
	bin := buildBinary(t)
	db := "DATABASE_URL=" + filepath.Join(t.TempDir(), "b.db")
	cases := []struct {
		args []string
		env  []string
		want string
	}{
		{[]string{"admin"}, []string{db}, "admin set-password"},
		{[]string{"admin", "reset"}, []string{db}, "admin set-password"},
		{[]string{"admin", "set-password", "--password", "kurz"}, []string{db}, "mindestens 8 Zeichen"},
		{[]string{"serve"}, []string{db, "ADMIN_PASSWORD=kurz"}, "ADMIN_PASSWORD: invalid: Das Passwort muss mindestens 8 Zeichen"},
		{[]string{"serve"}, []string{db, "ADMIN_PASSWORD=lang-genug-1", "ADMIN_PASSWORD_FILE=/etc/hostname"}, "not both"},
		{[]string{"serve"}, []string{db, "ADMIN_PASSWORD_FILE=/nicht/da"}, "ADMIN_PASSWORD_FILE"},
		{[]string{"serve"}, []string{db, "TRUSTED_PROXIES=10.0.0.0/8, proxy.local"}, `"proxy.local" is neither`},
	}
	for _, c := range cases {
		t.Run(fmt.Sprint(c.args, c.env[1:]), func(t *testing.T) {
			cmd := exec.Command(bin, c.args...)
			cmd.Env = append(append(os.Environ(), "ADMIN_PASSWORD=", "ADMIN_PASSWORD_FILE=", "LISTEN_ADDR="+freeAddr(t)), c.env...)
			out, err := cmd.CombinedOutput()
			if err == nil || !strings.Contains(string(out), c.want) {
				t.Errorf("err %v, output %q, want a failure mentioning %q", err, out, c.want)
			}
		})
	}
}
