# Branchenbuch in a container (docs/deploy.md). Three stages: the front end
# (web/dist), the Go binary that embeds it, and a small image with the
# binary alone. The binary is pure Go (the SQLite driver too), so it runs
# without a C library. cmd/branchenbuch's TestDockerfileBuild builds it the
# way the build stage's RUN line does.

FROM node:20-bookworm-slim AS web
WORKDIR /src/web
COPY web/package.json web/package-lock.json ./
RUN npm install --no-audit --no-fund
COPY web/ ./
RUN npm run build

FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY cmd/ cmd/
COPY internal/ internal/
COPY web/*.go web/
COPY web/src/i18n/ web/src/i18n/
COPY --from=web /src/web/dist web/dist
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/branchenbuch ./cmd/branchenbuch
RUN mkdir -p /out/data

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /out/branchenbuch /usr/local/bin/branchenbuch
COPY --from=build --chown=65532:65532 /out/data /data
ENV LISTEN_ADDR=0.0.0.0:8080 DATABASE_URL=/data/branchenbuch.db DATA_DIR=/data
VOLUME /data
EXPOSE 8080
USER nonroot
ENTRYPOINT ["/usr/local/bin/branchenbuch"]
CMD ["serve"]
