# Branchenbuch: the same commands for a person and for CI.
GO      ?= go
BIN     := bin/branchenbuch
DB      ?= data/branchenbuch.db

.PHONY: run build ui test test-go lint bench clean

## run: build everything and start the server with demo data on http://127.0.0.1:8080
run: build
	DATABASE_URL=$(DB) DEMO_COUNT=$${DEMO_COUNT:-5000} ./$(BIN) serve

## build: the React app (when web/package.json exists) and the binary
build: ui
	$(GO) build -o $(BIN) ./cmd/branchenbuch

ui:
	@if [ -f web/package.json ]; then cd web && npm ci --no-audit --no-fund && npm run build; fi

## test: everything CI runs
test: lint test-go

test-go:
	$(GO) test -race -count=1 ./cmd/... ./internal/... ./web/...

STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2

## lint: formatting, vet and staticcheck
lint:
	@unformatted=$$(gofmt -l cmd internal web/*.go); if [ -n "$$unformatted" ]; then echo "gofmt needed:"; echo "$$unformatted"; exit 1; fi
	$(GO) vet ./cmd/... ./internal/... ./web/...
	$(GO) run $(STATICCHECK) ./cmd/... ./internal/... ./web/...

## bench: 500,000 generated businesses, server latencies and rates (see docs/benchmarks.md)
bench: build
	$(GO) run ./cmd/benchtool -bin $(BIN) -count $${BENCH_COUNT:-500000}

clean:
	rm -rf bin tmp
