package httpapi

import (
	"context"
	"errors"
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
// operator sets another limit (MAX_UPLOAD_MB): 20 MB, as the spec says. The
// request may be a little larger for the multipart framing.
const (
	DefaultMaxUploadMB = 20
	multipartFraming   = 64 << 10
	uploadDeadline     = 10 * time.Minute
	importDeadline     = 20 * time.Minute // the panel's own timeout (spec section 9)
	importFieldName    = "excelFile"
	importPath         = "/api/admin/import-excel" // the one route with a body limit of its own (middleware.go)
)

var (
	errNoUpload    = directory.Errorf(directory.EINVALID, "İstekte %q alanında bir dosya yok.", importFieldName)
	errEmptyUpload = directory.Errorf(directory.EINVALID, "Dosya boş.")
)

// importExcel takes an uploaded Outscraper export (.xlsx, .xls or .csv) and
// imports it. The import lock is taken before the body is read, so that a
// second upload is refused at once and only one file at a time sits on
// disk; the import goes on if the browser leaves, and its result is in
// the log.
func (s *Server) importExcel(w http.ResponseWriter, r *http.Request) {
	rc := http.NewResponseController(w)
	_ = rc.SetReadDeadline(time.Now().Add(uploadDeadline))
	_ = rc.SetWriteDeadline(time.Now().Add(uploadDeadline + importDeadline))
	ctx, cancel := context.WithTimeout(context.WithoutCancel(r.Context()), uploadDeadline+importDeadline)
	defer cancel()
	var res *importer.Result
	err := importer.WithLock(ctx, s.store, func(ctx context.Context, dir string) error {
		path, name, err := s.saveUpload(r, dir)
		if err != nil {
			return err
		}
		defer os.Remove(path)
		res, err = importer.Import(ctx, s.store, path, name, nil)
		return err
	})
	if err != nil {
		writeImportError(w, r, err)
		return
	}
	s.log.Info("import done", "imported", res.Imported, "updated", res.Updated, "duplicates", res.Duplicates,
		"errors", res.Errors, "ms", res.DurationMs)
	if s.wakeJobs != nil {
		s.wakeJobs() // the import may have queued photo mirroring
	}
	writeJSON(w, r, http.StatusOK, "no-store", res)
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
// whole body to the limit and the framing), and returns its path and the
// name the browser gave it.
func (s *Server) saveUpload(r *http.Request, dir string) (path, name string, err error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return "", "", directory.Errorf(directory.EINVALID, "Dosya multipart/form-data olarak gönderilmeli.")
	}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return "", "", errNoUpload
		}
		if err != nil {
			return "", "", s.uploadError(err)
		}
		if part.FormName() != importFieldName {
			continue // the reader skips the part's body
		}
		return s.savePart(part, dir)
	}
}

func (s *Server) savePart(part *multipart.Part, dir string) (path, name string, err error) {
	name = filepath.Base(part.FileName())
	if name == "." || name == "/" {
		return "", "", errNoUpload
	}
	if err := outscraper.CheckExtension(name); err != nil {
		return "", "", err
	}
	f, err := os.CreateTemp(dir, "upload-*"+strings.ToLower(filepath.Ext(name)))
	if err != nil {
		return "", "", err
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
		return "", "", s.uploadError(err)
	case n > s.maxUploadBytes():
		return "", "", s.errUploadTooLarge()
	case n == 0:
		return "", "", errEmptyUpload
	}
	return f.Name(), name, nil
}

func (s *Server) uploadError(err error) error {
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return s.errUploadTooLarge()
	}
	return directory.Errorf(directory.EINVALID, "Yükleme yarıda kesildi: %v", err)
}

// writeImportError answers a failed import with the spec's body: the panel
// shows details.
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
