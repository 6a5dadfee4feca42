package outscraper

import (
	"errors"
	"io"
	"iter"
	"os"

	"branchenbuch/internal/biff"
	"branchenbuch/internal/directory"
)

// xlsRows adapts the BIFF reader's row iterator to a rowSource.
type xlsRows struct {
	pull func() (biff.Row, error, bool)
	stop func()
	last int
}

func openXLS(f *os.File, size int64) (rowSource, error) {
	if size > biff.MaxFileSize {
		return nil, directory.Errorf(directory.EINVALID, "Excel 97–2003 (.xls) dosyası 64 MB'den büyük; .xlsx olarak kaydedin.")
	}
	wb, err := biff.Open(f, size)
	if err != nil {
		return nil, xlsError(err)
	}
	next, stop := iter.Pull2(wb.Rows())
	return &xlsRows{pull: next, stop: stop}, nil
}

func xlsError(err error) error {
	if errors.Is(err, biff.ErrEncrypted) {
		return errEncrypted()
	}
	return directory.Errorf(directory.EINVALID, "Excel 97–2003 (.xls) dosyası bozuk veya okunamıyor.")
}

func (x *xlsRows) close() error {
	x.stop()
	return nil
}

func (x *xlsRows) next() ([]string, int, error) {
	r, err, ok := x.pull()
	if !ok {
		return nil, 0, io.EOF
	}
	if err != nil {
		return nil, 0, rowError(x.last+1, xlsError(err))
	}
	n := r.Index + 1
	if n <= x.last || n > MaxRows {
		return nil, 0, directory.Errorf(directory.EINVALID, "Satır %d: satırlar sırasız; dosya bozuk.", n)
	}
	x.last = n
	return r.Cells, n, nil
}
