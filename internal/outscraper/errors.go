package outscraper

import (
	"errors"

	"branchenbuch/internal/directory"
)

// The file-level errors, in Turkish because the operator panel shows them.

func errEmpty() error {
	return directory.Errorf(directory.EINVALID, "Dosya boş.")
}

func errNotExcel(ext string) error {
	if ext == ".xls" {
		return directory.Errorf(directory.EUNSUPPORTED, "Dosya uzantısı .xls ama içerik bir Excel 97–2003 (.xls) dosyası değil.")
	}
	return directory.Errorf(directory.EUNSUPPORTED, "Dosya uzantısı .xlsx ama içerik bir Excel dosyası değil.")
}

func errEncrypted() error {
	return directory.Errorf(directory.EINVALID, "Şifreli (parola korumalı) dosyalar içe aktarılamaz; dosyayı parolasız kaydedip yeniden yükleyin.")
}

func errCorrupt() error {
	return directory.Errorf(directory.EINVALID, "Dosya bozuk veya okunamıyor.")
}

func errBomb() error {
	return directory.Errorf(directory.EINVALID, "Dosya açıldığında aşırı büyüyor (sıkıştırma bombası olabilir); içe aktarılamaz.")
}

func errXMLBomb() error {
	return directory.Errorf(directory.EINVALID, "Dosya DTD veya varlık tanımı içeriyor (XML bombası olabilir); içe aktarılamaz.")
}

func errNoHeader() error {
	return directory.Errorf(directory.EINVALID, "Başlık satırı bulunamadı: dosyada dolu satır yok.")
}

func errNoNameColumn() error {
	return directory.Errorf(directory.EINVALID, "Başlık satırında \"name\" sütunu yok; bir Outscraper dışa aktarımı bekleniyor.")
}

func errTooManyRows(row int) error {
	return directory.Errorf(directory.EINVALID, "Satır %d: bir dosya en fazla 1.048.576 satır içerebilir.", row)
}

// xmlError turns a scanner error into a file error.
func xmlError(err error) error {
	var de *directory.Error
	switch {
	case errors.As(err, &de):
		return err
	case errors.Is(err, errDTD):
		return errXMLBomb()
	case errors.Is(err, errTextLarge):
		return directory.Errorf(directory.EINVALID, "Bir hücre 1 MB'den uzun; dosya içe aktarılamaz.")
	}
	return errCorrupt()
}

// rowError prefixes a structural error with the row it occurred in, unless
// the message already names one.
func rowError(row int, err error) error {
	var de *directory.Error
	if !errors.As(err, &de) {
		return err
	}
	if len(de.Message) > 5 && de.Message[:5] == "Satır" {
		return err
	}
	return directory.Errorf(de.Code, "Satır %d: %s", row, de.Message)
}
