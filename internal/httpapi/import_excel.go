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

// maxUploadBytes is the largest file an import accepts: 20 MB, as the
// panel says. The request may be a little larger for the multipart framing.
const (
	maxUploadBytes  = 20 << 20
	maxImportBody   = maxUploadBytes + 64<<10
	uploadDeadline  = 10 * time.Minute
	importDeadline  = 20 * time.Minute // the panel's own timeout (spec section 9)
	importFieldName = "excelFile"
	importPath      = "/api/admin/import-excel" // the one route with a body limit of its own (middleware.go)
)

var (
	errUploadTooLarge = directory.Errorf(directory.ETOOLARGE, "Dosya 20 MB sınırını aşıyor.")
	errNoUpload       = directory.Errorf(directory.EINVALID, "İstekte %q alanında bir dosya yok.", importFieldName)
	errEmptyUpload    = directory.Errorf(directory.EINVALID, "Dosya boş.")
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
		path, name, err := saveUpload(r, dir)
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

// saveUpload streams the multipart field excelFile into a file in dir,
// refusing more than maxUploadBytes while reading (the middleware bounds
// the whole body to maxImportBody), and returns its path
// and the name the browser gave it.
func saveUpload(r *http.Request, dir string) (path, name string, err error) {
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
			return "", "", uploadError(err)
		}
		if part.FormName() != importFieldName {
			continue // the reader skips the part's body
		}
		return savePart(part, dir)
	}
}

func savePart(part *multipart.Part, dir string) (path, name string, err error) {
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
	n, err := io.Copy(f, io.LimitReader(part, maxUploadBytes+1))
	switch {
	case err != nil:
		return "", "", uploadError(err)
	case n > maxUploadBytes:
		return "", "", errUploadTooLarge
	case n == 0:
		return "", "", errEmptyUpload
	}
	return f.Name(), name, nil
}

func uploadError(err error) error {
	var tooLarge *http.MaxBytesError
	if errors.As(err, &tooLarge) {
		return errUploadTooLarge
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
