# Branchenbuch: the same commands for a person and for CI.
GO      ?= go
# The Go release every target builds and tests with: 1.26.10 fixes the standard
# library's net/http, html/template, crypto/tls and crypto/x509 issues that
# make vulncheck finds in this machine's 1.26.8. The go command fetches it
# from the module proxy once (docs/security.md).
export GOTOOLCHAIN := go1.26.10
BIN     := bin/branchenbuch
DB      ?= data/branchenbuch.db

.PHONY: run build ui test test-go fuzz test-web test-e2e lint bench loadtest vulncheck lighthouse clean

## run: build everything and start the server with demo data on http://127.0.0.1:8080
run: build
	DATABASE_URL=$(DB) DEMO_COUNT=$${DEMO_COUNT:-5000} ./$(BIN) serve

## build: the React app (when web/package.json exists) and the binary
build: ui
	$(GO) build -o $(BIN) ./cmd/branchenbuch

## ui: the React app into web/dist (embedded by the binary)
ui: web/node_modules/.installed
	cd web && npm run build

# Front-end packages are installed from the lock files, again only when those change.
# web uses `npm install`, not `npm ci`: the registry here does not serve every
# platform's optional binaries (Tailwind's, the ESLint resolver's), which `npm ci`
# may refuse; `npm install` keeps to the locked versions all the same.
web/node_modules/.installed: web/package-lock.json
	cd web && npm install --no-audit --no-fund
	touch $@

e2e/node_modules/.installed: e2e/package-lock.json
	cd e2e && npm ci --no-audit --no-fund
	touch $@

## test: everything CI runs
test: lint test-go fuzz test-web test-e2e

## fuzz: a short run of every fuzz target (FUZZTIME each, 5 s unless set); a crash fails it and leaves the input in the package's testdata/fuzz
## A failed target runs once more: Go's fuzzing coordinator can fail at the end of -fuzztime having found
## nothing ("context deadline exceeded", golang/go#75804), while a found input is replayed from testdata/fuzz and fails again.
FUZZTIME ?= 5s
fuzz:
	@set -e; for file in $$(grep -rl --include='*_test.go' '^func Fuzz' cmd internal web); do \
		for target in $$(sed -n 's/^func \(Fuzz[A-Za-z0-9_]*\).*/\1/p' $$file); do \
			echo "fuzz $$(dirname $$file) $$target"; \
			$(GO) test -run '^$$' -fuzz "^$$target\$$" -fuzztime $(FUZZTIME) ./$$(dirname $$file) || \
				{ echo "fuzz $$(dirname $$file) $$target: once more"; $(GO) test -run '^$$' -fuzz "^$$target\$$" -fuzztime $(FUZZTIME) ./$$(dirname $$file); }; \
		done; \
	done

# The crawl test (cmd/branchenbuch) needs the front-end build, which the binary embeds.
test-go: ui
	$(GO) test -race -count=1 ./cmd/... ./internal/... ./web/...

## test-web: Prettier, ESLint (feature boundaries, import cycles, rules of hooks, kebab-case file names: web/eslint.config.js), type check, component tests of the React app (Vitest) and the first-load JavaScript budget of every public page kind
test-web: web/node_modules/.installed
	cd web && npx prettier --check "src/**/*.{ts,tsx,css}" "scripts/*.mjs" && npx eslint --max-warnings=0 . && npx tsc --noEmit && npx vitest run && node scripts/js-budget.mjs

## test-e2e: browser journeys (Playwright, Debian's Chromium) against the real binary
test-e2e: build e2e/node_modules/.installed
	e2e/scripts/ensure-chromium.sh
	cd e2e && npm test

## loadtest: the mixed load at the highest rate with p99 ≤ 100 ms, slow clients, SIGTERM under load, kill -9 during an import; SQLite and two PostgreSQL instances (LOAD_COUNT businesses, LOAD_DURATION sustained); report in docs/benchmarks.md by hand
LOAD_COUNT ?= 100000
LOAD_DURATION ?= 5m
loadtest: build
	$(GO) run ./cmd/benchtool -loadtest -bin $(BIN) -count $(LOAD_COUNT) -duration $(LOAD_DURATION) -out tmp/loadtest.md

## vulncheck: govulncheck against a database built from the golang.org/x/vulndb module (served by the module proxy where vuln.go.dev is not reachable); docs/security.md
VULNDB_VERSION ?= v0.0.0-20261105234957-e22db6528018
GOVULNCHECK := golang.org/x/vuln/cmd/govulncheck@v1.1.4
vulncheck:
	@dir=$$($(GO) mod download -json golang.org/x/vulndb@$(VULNDB_VERSION) | sed -n 's/.*"Dir": "\(.*\)",/\1/p'); \
	rm -rf tmp/vulndb && $(GO) run golang.org/x/vulndb/cmd/indexdb@$(VULNDB_VERSION) -vulns $$dir/data/osv -out tmp/vulndb
	$(GO) run $(GOVULNCHECK) -db file://$(CURDIR)/tmp/vulndb ./...

## lighthouse: Lighthouse of every public page kind in both locales and the typing flow on /businesses, median of RUNS=3, table into docs/benchmarks.md
lighthouse: build e2e/node_modules/.installed
	e2e/scripts/ensure-chromium.sh
	cd e2e && npm run lighthouse

STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2

## lint: formatting, go.mod tidy, vet and staticcheck
lint:
	@unformatted=$$(gofmt -l cmd internal web/*.go); if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	$(GO) mod tidy -diff
	$(GO) vet ./cmd/... ./internal/... ./web/...
	$(GO) run $(STATICCHECK) ./cmd/... ./internal/... ./web/...

## bench: 500,000 generated businesses, server latencies and rates and the businesses' click depth, compared with docs/benchmarks-baseline.json, then a fifth as many rows uploaded through the panel's API as an import job (see docs/benchmarks.md)
bench: build
	$(GO) run ./cmd/benchtool -bin $(BIN) -count $${BENCH_COUNT:-500000} -baseline docs/benchmarks-baseline.json $${BENCH_FLAGS}
	$(GO) run ./cmd/benchtool import-jobs -bin $(BIN) -count $${BENCH_COUNT:-500000} -rows $$(( $${BENCH_COUNT:-500000} / 5 ))

clean:
	rm -rf bin tmp
