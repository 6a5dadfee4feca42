package main

import (
	"fmt"
	"log/slog"
	"net/netip"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// config is every setting of the binary; each comes from one environment
// variable, declared once in envTable with its default.
type config struct {
	ListenAddr   string
	DatabaseURL  string
	DataDir      string
	BaseURL      string
	LogLevel     slog.Level
	DemoCount    int
	PprofAddr    string
	MetricsAddr  string // serve /metrics there, on its own listener
	MetricsToken string // or on the site's own address, to requests with this bearer token

	AdminPassword     string // ADMIN_PASSWORD; read adminPassword() instead
	AdminPasswordFile string
	TrustedProxies    []netip.Prefix
	OutboundAllow     []string // host names the outbound guard lets reach internal addresses (tests, internal services)
	MaxUploadMB       int      // the import upload limit
}

// envTable declares the environment variables: name, default, meaning.
var envTable = []struct{ name, def, help string }{
	{"LISTEN_ADDR", "127.0.0.1:8080", "address the server listens on"},
	{"DATABASE_URL", "data/branchenbuch.db", "postgres://… selects PostgreSQL; anything else is a SQLite file path"},
	{"DATA_DIR", "data", "folder for media and reports"},
	{"BASE_URL", "http://127.0.0.1:8080", "absolute URL of the site, for sitemaps, canonical links and share images"},
	{"LOG_LEVEL", "info", "debug, info, warn or error"},
	{"DEMO_COUNT", "0", "serve: load this many demo businesses when the database is empty"},
	{"PPROF_ADDR", "", "serve: address for Go's profiler (net/http/pprof), e.g. 127.0.0.1:6060; empty disables"},
	{"METRICS_ADDR", "", "serve: address for the Prometheus metrics (/metrics), e.g. 127.0.0.1:9090; empty disables"},
	{"METRICS_TOKEN", "", "serve: also serve /metrics on LISTEN_ADDR to requests with \"Authorization: Bearer\" and this token; empty disables"},
	{"ADMIN_PASSWORD", "", "serve: the operator password (stored as a hash at start); empty: generated on first start and printed once"},
	{"ADMIN_PASSWORD_FILE", "", "serve: file holding the operator password (e.g. a container secret), instead of ADMIN_PASSWORD"},
	{"OUTBOUND_ALLOW_HOSTS", "", "serve: host names (comma-separated) that URL checks and photo downloads may reach even on internal addresses and other ports; for tests, empty in production"},
	{"MAX_UPLOAD_MB", "20", "serve: largest file the panel's import accepts, in MB (1–4096); a proxy in front needs at least as much (docs/deploy.md)"},
	{"TRUSTED_PROXIES", "", "reverse proxies (IPs or CIDR ranges, comma-separated) whose X-Forwarded-For/-Proto/-Host are believed"},
}

// mediaDir is where the mirrored photos live (DATA_DIR/media).
func (c config) mediaDir() string { return filepath.Join(c.DataDir, "media") }

func env(name string) string {
	if v, ok := os.LookupEnv(name); ok {
		return v
	}
	for _, e := range envTable {
		if e.name == name {
			return e.def
		}
	}
	panic("undeclared environment variable " + name)
}

func loadConfig() (config, error) {
	c := config{
		ListenAddr:   env("LISTEN_ADDR"),
		DatabaseURL:  env("DATABASE_URL"),
		DataDir:      env("DATA_DIR"),
		BaseURL:      strings.TrimRight(env("BASE_URL"), "/"),
		PprofAddr:    env("PPROF_ADDR"),
		MetricsAddr:  env("METRICS_ADDR"),
		MetricsToken: env("METRICS_TOKEN"),

		AdminPassword:     env("ADMIN_PASSWORD"),
		AdminPasswordFile: env("ADMIN_PASSWORD_FILE"),
	}
	if c.AdminPassword != "" && c.AdminPasswordFile != "" {
		return c, fmt.Errorf("set ADMIN_PASSWORD or ADMIN_PASSWORD_FILE, not both")
	}
	proxies, err := parsePrefixes(env("TRUSTED_PROXIES"))
	if err != nil {
		return c, fmt.Errorf("TRUSTED_PROXIES: %w", err)
	}
	c.TrustedProxies = proxies
	for _, h := range strings.Split(env("OUTBOUND_ALLOW_HOSTS"), ",") {
		if h = strings.TrimSpace(h); h != "" {
			c.OutboundAllow = append(c.OutboundAllow, h)
		}
	}
	if err := c.LogLevel.UnmarshalText([]byte(env("LOG_LEVEL"))); err != nil {
		return c, fmt.Errorf("LOG_LEVEL: %w", err)
	}
	n, err := strconv.Atoi(env("DEMO_COUNT"))
	if err != nil || n < 0 {
		return c, fmt.Errorf("DEMO_COUNT must be a whole number ≥ 0, got %q", env("DEMO_COUNT"))
	}
	c.DemoCount = n
	mb, err := strconv.Atoi(env("MAX_UPLOAD_MB"))
	if err != nil || mb < 1 || mb > 4096 {
		return c, fmt.Errorf("MAX_UPLOAD_MB must be a whole number of megabytes from 1 to 4096, got %q", env("MAX_UPLOAD_MB"))
	}
	c.MaxUploadMB = mb
	return c, nil
}

// adminPassword returns the operator password the environment sets, or "".
// The file is read only when needed (serve), so that other commands work
// where it is not mounted; one trailing line break is not part of it.
func (c config) adminPassword() (string, error) {
	if c.AdminPasswordFile == "" {
		return c.AdminPassword, nil
	}
	b, err := os.ReadFile(c.AdminPasswordFile)
	if err != nil {
		return "", fmt.Errorf("ADMIN_PASSWORD_FILE: %w", err)
	}
	pw := strings.TrimSuffix(strings.TrimSuffix(string(b), "\n"), "\r")
	if pw == "" {
		return "", fmt.Errorf("ADMIN_PASSWORD_FILE %s is empty", c.AdminPasswordFile)
	}
	return pw, nil
}

// parsePrefixes reads a comma-separated list of IP addresses and CIDR ranges.
func parsePrefixes(list string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		if p, err := netip.ParsePrefix(item); err == nil {
			out = append(out, p.Masked())
			continue
		}
		a, err := netip.ParseAddr(item)
		if err != nil {
			return nil, fmt.Errorf("%q is neither an IP address nor a CIDR range", item)
		}
		a = a.Unmap()
		out = append(out, netip.PrefixFrom(a, a.BitLen()))
	}
	return out, nil
}

func isPostgres(url string) bool {
	return strings.HasPrefix(url, "postgres://") || strings.HasPrefix(url, "postgresql://")
}
