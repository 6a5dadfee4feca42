package main

import (
	"fmt"
	"log/slog"
	"os"
	"strconv"
	"strings"
)

// config is every setting of the binary; each comes from one environment
// variable, declared once in envTable with its default.
type config struct {
	ListenAddr  string
	DatabaseURL string
	DataDir     string
	BaseURL     string
	LogLevel    slog.Level
	DemoCount   int
	PprofAddr   string
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
}

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
		ListenAddr:  env("LISTEN_ADDR"),
		DatabaseURL: env("DATABASE_URL"),
		DataDir:     env("DATA_DIR"),
		BaseURL:     strings.TrimRight(env("BASE_URL"), "/"),
		PprofAddr:   env("PPROF_ADDR"),
	}
	if err := c.LogLevel.UnmarshalText([]byte(env("LOG_LEVEL"))); err != nil {
		return c, fmt.Errorf("LOG_LEVEL: %w", err)
	}
	n, err := strconv.Atoi(env("DEMO_COUNT"))
	if err != nil || n < 0 {
		return c, fmt.Errorf("DEMO_COUNT must be a whole number ≥ 0, got %q", env("DEMO_COUNT"))
	}
	c.DemoCount = n
	return c, nil
}

func isPostgres(url string) bool {
	return strings.HasPrefix(url, "postgres://") || strings.HasPrefix(url, "postgresql://")
}
