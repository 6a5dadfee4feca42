package outscraper

import (
	"io"

	"github.com/richardlehane/mscfb"
)

// oleEncrypted reports whether an OLE2 compound file is an encrypted Office
// package: Office stores a password-protected .xlsx as an OLE2 file with
// EncryptionInfo and EncryptedPackage streams instead of a zip.
func oleEncrypted(r io.ReaderAt, size int64) (found bool) {
	defer func() {
		if recover() != nil {
			found = false
		}
	}()
	doc, err := mscfb.New(io.NewSectionReader(r, 0, size))
	if err != nil {
		return false
	}
	for i := 0; i < 1000; i++ {
		entry, err := doc.Next()
		if err != nil {
			return false
		}
		if entry.Name == "EncryptionInfo" || entry.Name == "EncryptedPackage" {
			return true
		}
	}
	return false
}
