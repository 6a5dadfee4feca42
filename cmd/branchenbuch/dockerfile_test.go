package main_test

import (
	"debug/elf"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestDockerfileBuild builds the binary with the Dockerfile's own build
// command (its RUN … go build line, the output path aside) and checks that
// it is static, as the image's base without a C library needs, and serves
// the storefront with its embedded front end.
func TestDockerfileBuild(t *testing.T) {
	dockerfile, err := os.ReadFile("../../Dockerfile")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^RUN (CGO_ENABLED=0 go build .*) -o /out/branchenbuch (\./cmd/branchenbuch)$`).FindSubmatch(dockerfile)
	if m == nil {
		t.Fatal("the Dockerfile has no line RUN CGO_ENABLED=0 go build … -o /out/branchenbuch ./cmd/branchenbuch")
	}
	bin := filepath.Join(t.TempDir(), "branchenbuch")
	build := exec.Command("sh", "-c", string(m[1])+" -o "+bin+" "+string(m[2]))
	build.Dir = "../.."
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("%s: %v\n%s", build.Args[2], err, out)
	}
	f, err := elf.Open(bin)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	for _, p := range f.Progs {
		if p.Type == elf.PT_INTERP {
			t.Errorf("the binary needs a dynamic loader; the image has none")
		}
	}
	base, logs, _ := startServe(t, bin, "DATABASE_URL="+filepath.Join(t.TempDir(), "docker.db"), "DEMO_COUNT=10")
	res, err := http.Get(base + "/")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !strings.Contains(string(body), `<script`) || !strings.Contains(string(body), "/assets/") {
		t.Errorf("start page of the Dockerfile's binary: %d, no front end:\n%.500s\n%s", res.StatusCode, body, logs.String())
	}
}
