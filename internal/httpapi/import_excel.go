package httpapi

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/importer"
	"branchenbuch/internal/outscraper"
)

// DefaultMaxUploadMB is the largest file an import accepts unless the
// operator sets another limit (MAX_UPLOAD_MB): 20 MB (docs/deploy.md). The
// request may be a little larger for the multipart framing.
const (
	DefaultMaxUploadMB = 20
	multipartFraming   = 64 << 10
	uploadDeadline     = 10 * time.Minute
	// DefaultImportWait is how long an upload's answer waits for its import
	// job: a small file gets its ImportResult, a large one 202 (docs/import.md).
	DefaultImportWait = 5 * time.Second
	importFieldName   = "excelFile"
	importPath        = "/api/admin/import-excel" // the one route with a body limit of its own (middleware.go)
)

var (
	errNoUpload    = directory.Errorf(directory.EINVALID, "İstekte %q alanında bir dosya yok.", importFieldName)
	errEmptyUpload = directory.Errorf(directory.EINVALID, "Dosya boş.")
)

// importExcel takes an uploaded Outscraper export (.xlsx, .xls or .csv),
// streamed to the upload directory without the import lock, and queues it
// as an import job (docs/import.md). When the job ends within the server's
// wait (a few seconds: a small file), the answer is the plain one: the
// ImportResult, or the error with details; otherwise it is 202 with the
// job, which the panel follows.
func (s *Server) importExcel(w http.ResponseWriter, r *http.Request) {
	rc := http.NewResponseController(w)
	_ = rc.SetReadDeadline(time.Now().Add(uploadDeadline))
	_ = rc.SetWriteDeadline(time.Now().Add(uploadDeadline + s.importWait + time.Minute))
	if err := os.MkdirAll(s.importDir, 0o700); err != nil {
		writeImportError(w, r, fmt.Errorf("upload directory: %w", err))
		return
	}
	path, name, size, err := s.saveUpload(r, s.importDir)
	if err != nil {
		writeImportError(w, r, err)
		return
	}
	ctx := context.WithoutCancel(r.Context()) // the upload has arrived: it becomes a job whatever the browser does
	params := importer.JobParams{File: filepath.Base(path), Name: name, Size: size}
	job, _, err := s.store.StartJob(ctx, directory.JobImport, params.Encode(), 0, false)
	if err != nil {
		os.Remove(path)
		writeImportError(w, r, err)
		return
	}
	s.log.Info("import queued", "job", job.ID, "file", name, "bytes", size, "by", auditActor(r))
	if s.wakeJobs != nil {
		s.wakeJobs()
	}
	job = s.awaitJob(r.Context(), job, s.importWait)
	switch job.State {
	case directory.JobDone:
		state, err := importer.ReadJobState(ctx, s.store, job.ID)
		if err != nil || state == nil {
			writeImportError(w, r, fmt.Errorf("import job %d: no report (%v)", job.ID, err))
			return
		}
		if s.wakeJobs != nil {
			s.wakeJobs() // the import may have queued photo mirroring
		}
		writeJSON(w, r, http.StatusOK, "no-store", state.Result)
	case directory.JobFailed:
		writeImportError(w, r, jobFailure(job))
	default:
		writeJSON(w, r, http.StatusAccepted, "no-store", s.importStatus(ctx, job, false))
	}
}

// awaitJob polls the job until it ends, wait passes or ctx ends, and
// returns it as last read.
func (s *Server) awaitJob(ctx context.Context, job *directory.Job, wait time.Duration) *directory.Job {
	deadline := time.Now().Add(wait)
	for step := 20 * time.Millisecond; !job.Ended() && time.Now().Before(deadline); step = min(2*step, 250*time.Millisecond) {
		select {
		case <-ctx.Done():
			return job
		case <-time.After(step):
		}
		j, err := s.store.Job(context.WithoutCancel(ctx), job.ID)
		if err != nil {
			return job
		}
		job = j
	}
	return job
}

// jobFailure turns a failed job's stored error ("CODE: message", written
// by the runner from the handler's *directory.Error) back into the error.
func jobFailure(job *directory.Job) error {
	code, msg, ok := strings.Cut(job.Error, ": ")
	if _, known := statusOf[code]; ok && known {
		return directory.Errorf(code, "%s", msg)
	}
	return directory.Errorf(directory.EINTERNAL, "%s", job.Error)
}

// maxUploadBytes is the upload limit in bytes.
func (s *Server) maxUploadBytes() int64 { return int64(s.maxUploadMB) << 20 }

// errUploadTooLarge says the limit and what the operator can do instead.
func (s *Server) errUploadTooLarge() error {
	return directory.Errorf(directory.ETOOLARGE, "Dosya %d MB sınırını aşıyor. Sınır sunucuda MAX_UPLOAD_MB ayarıyla yükseltilebilir; "+
		"dosyayı parçalara bölmek ya da komut satırından içe aktarmak (branchenbuch import dosya.xlsx) da olur.", s.maxUploadMB)
}

// saveUpload streams the multipart field excelFile into a file in dir,
// refusing more than the limit while reading (the middleware bounds the
// whole body to the limit and the framing), and returns its path, the
// name the browser gave it and its size.
func (s *Server) saveUpload(r *http.Request, dir string) (path, name string, size int64, err error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return "", "", 0, directory.Errorf(directory.EINVALID, "Dosya multipart/form-data olarak gönderilmeli.")
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return "", "", 0, errNoUpload
		}
		if err != nil {
			return "", "", 0, s.uploadError(err)
		}
		if part.FormName() != importFieldName {
			continue // the reader skips the part's body
		}
		return s.savePart(part, dir)
	}
}

func (s *Server) savePart(part *multipart.Part, dir string) (path, name string, size int64, err error) {
	name = directory.CleanText(filepath.Base(part.FileName())) // stored with the job
	if name == "." || name == "/" {
		return "", "", 0, errNoUpload
	}
	if err := outscraper.CheckExtension(name); err != nil {
		return "", "", 0, err
	}
	f, err := os.CreateTemp(dir, importer.UploadPrefix+"*"+strings.ToLower(filepath.Ext(name)))
	if err != nil {
		return "", "", 0, err
	}
	defer func() {
		if cerr := f.Close(); err == nil && cerr != nil {
			err = cerr
		}
		if err != nil {
			os.Remove(f.Name())
		}
	}()
	n, err := io.Copy(f, io.LimitReader(part, s.maxUploadBytes()+1))
	switch {
	case err != nil:
		return "", "", 0, s.uploadError(err)
	case n > s.maxUploadBytes():
		return "", "", 0, s.errUploadTooLarge()
	case n == 0:
		return "", "", 0, errEmptyUpload
	}
	return f.Name(), name, n, nil
}

func (s *Server) uploadError(err error) error {
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return s.errUploadTooLarge()
	}
	return directory.Errorf(directory.EINVALID, "Yükleme yarıda kesildi: %v", err)
}

// writeImportError answers a failed import with error and details (docs/api.md,
// "Operator calls"): the panel shows details.
func writeImportError(w http.ResponseWriter, r *http.Request, err error) {
	code := directory.ErrorCode(err)
	msg := "İçe aktarma sırasında hata oluştu."
	var e *directory.Error
	if errors.As(err, &e) && code != directory.EINTERNAL {
		msg = e.Message
	} else {
		slog.ErrorContext(r.Context(), "import failed", "err", err)
	}
	if code == directory.ETOOLARGE {
		w.Header().Set("Connection", "close") // the rest of the body is not read
	}
	writeJSON(w, r, statusOf[code], "no-store", map[string]string{"error": msg, "details": msg})
}

// DefaultImportDir is where uploads wait for their import job unless the
// server is given another directory (serve uses DATA_DIR/imports).
func DefaultImportDir() string { return filepath.Join(os.TempDir(), "branchenbuch-uploads") }
