package outscraper

import (
	"archive/zip"
	"encoding/xml"
	"errors"
	"io"
	"path"
	"strings"

	"branchenbuch/internal/directory"
)

// Limits of the .xlsx reader. The sheet XML is streamed from the zip and
// never stored, so its size costs only time; the parts held in memory are
// capped so that a bomb cannot exhaust memory or disk.
const (
	// MaxUnzipTotal caps the declared uncompressed size of the whole
	// package: a real 500,000-row × 60-column export is about 1.5–2 GB of
	// sheet XML, a 20 MB zip bomb can declare ~20 GB.
	MaxUnzipTotal = 4 << 30
	// MaxUnzipPart caps every part other than worksheets and shared
	// strings (workbook, relationships: a few KB in real files).
	MaxUnzipPart = 16 << 20
	// MaxSharedStrings caps the shared-string part, which is held in memory.
	MaxSharedStrings = 256 << 20
	// MaxCompressionRatio refuses parts that inflate more than this; real
	// sheet XML compresses 5–30:1, deflate bombs about 1,000:1.
	MaxCompressionRatio = 200
	maxZipEntries       = 10_000
	maxCellText         = 1 << 20
	maxRowText          = 16 << 20
	maxColumns          = 16_384
)

// xlsxPackage is an opened .xlsx zip with its parts indexed by lower-case name.
type xlsxPackage struct {
	zr    *zip.Reader
	parts map[string]*zip.File
}

func openXLSXPackage(f io.ReaderAt, size int64) (*xlsxPackage, error) {
	zr, err := zip.NewReader(f, size)
	if err != nil && !errors.Is(err, zip.ErrInsecurePath) {
		return nil, errNotExcel(".xlsx")
	}
	if len(zr.File) > maxZipEntries {
		return nil, errCorrupt()
	}
	p := &xlsxPackage{zr: zr, parts: make(map[string]*zip.File, len(zr.File))}
	var total uint64
	for _, zf := range zr.File {
		name := strings.ToLower(strings.TrimPrefix(strings.ReplaceAll(zf.Name, `\`, "/"), "/"))
		if _, dup := p.parts[name]; !dup {
			p.parts[name] = zf
		}
		total += zf.UncompressedSize64
		if total > MaxUnzipTotal {
			return nil, errBomb()
		}
		if zf.UncompressedSize64 > 1<<20 && zf.UncompressedSize64/max(zf.CompressedSize64, 1) > MaxCompressionRatio {
			return nil, errBomb()
		}
	}
	if p.parts["xl/workbook.xml"] == nil {
		return nil, errNotExcel(".xlsx")
	}
	return p, nil
}

// open opens a part for streaming; archive/zip fails the read when the data
// runs past the declared size, so the size checks above hold.
func (p *xlsxPackage) open(name string, limit uint64) (io.ReadCloser, error) {
	zf := p.parts[strings.ToLower(name)]
	if zf == nil {
		return nil, errCorrupt()
	}
	if zf.UncompressedSize64 > limit {
		return nil, errBomb()
	}
	rc, err := zf.Open()
	if err != nil {
		return nil, errCorrupt()
	}
	return rc, nil
}

// firstSheet resolves the path of the workbook's first sheet and of the
// shared-string part ("" when there is none).
func (p *xlsxPackage) firstSheet() (sheet, sst string, err error) {
	var wb struct {
		Sheets []struct {
			ID string `xml:"http://schemas.openxmlformats.org/officeDocument/2006/relationships id,attr"`
		} `xml:"sheets>sheet"`
	}
	if err := p.decodeSmall("xl/workbook.xml", &wb); err != nil {
		return "", "", err
	}
	var rels struct {
		Rel []struct {
			ID     string `xml:"Id,attr"`
			Type   string `xml:"Type,attr"`
			Target string `xml:"Target,attr"`
		} `xml:"Relationship"`
	}
	if p.parts["xl/_rels/workbook.xml.rels"] != nil {
		if err := p.decodeSmall("xl/_rels/workbook.xml.rels", &rels); err != nil {
			return "", "", err
		}
	}
	for _, r := range rels.Rel {
		if strings.HasSuffix(r.Type, "/sharedStrings") {
			sst = partPath(r.Target)
		}
		if len(wb.Sheets) > 0 && r.ID == wb.Sheets[0].ID && sheet == "" {
			sheet = partPath(r.Target)
		}
	}
	if sst == "" && p.parts["xl/sharedstrings.xml"] != nil {
		sst = "xl/sharedStrings.xml"
	}
	if sheet == "" && p.parts["xl/worksheets/sheet1.xml"] != nil {
		sheet = "xl/worksheets/sheet1.xml"
	}
	if sheet == "" || p.parts[strings.ToLower(sheet)] == nil {
		return "", "", directory.Errorf(directory.EINVALID, "Çalışma kitabında okunabilir bir tablo sayfası yok.")
	}
	return sheet, sst, nil
}

// partPath resolves a relationship target against the xl/ folder.
func partPath(target string) string {
	target = strings.ReplaceAll(target, `\`, "/")
	if strings.HasPrefix(target, "/") {
		return strings.TrimPrefix(path.Clean(target), "/")
	}
	return path.Clean("xl/" + target)
}

// decodeSmall unmarshals a small XML part, refusing DTDs (encoding/xml does
// not expand custom entities, but a clear message beats a syntax error).
func (p *xlsxPackage) decodeSmall(name string, v any) error {
	rc, err := p.open(name, MaxUnzipPart)
	if err != nil {
		return err
	}
	defer rc.Close()
	d := xml.NewDecoder(io.LimitReader(rc, MaxUnzipPart))
	for {
		tok, err := d.Token()
		if err != nil {
			return errCorrupt()
		}
		switch t := tok.(type) {
		case xml.Directive:
			return errXMLBomb()
		case xml.StartElement:
			if err := d.DecodeElement(v, &t); err != nil {
				return errCorrupt()
			}
			return nil
		}
	}
}

// readSharedStrings loads the shared-string table into memory.
func (p *xlsxPackage) readSharedStrings(name string) ([]string, error) {
	if name == "" || p.parts[strings.ToLower(name)] == nil {
		return nil, nil
	}
	rc, err := p.open(name, MaxSharedStrings)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	s := newXMLScanner(rc, maxCellText)
	var (
		out         []string
		inSI, inRPh bool
		inT         bool
		budget      = MaxSharedStrings
	)
	for {
		tok, err := s.next()
		if err != nil {
			return nil, xmlError(err)
		}
		switch tok {
		case tokEOF:
			return out, nil
		case tokStart, tokEmpty:
			switch string(s.name) {
			case "si":
				inSI, s.text = tok == tokStart, s.text[:0]
				if tok == tokEmpty {
					out = append(out, "")
				}
			case "rPh":
				inRPh = tok == tokStart
			case "t":
				inT = tok == tokStart && inSI && !inRPh
			}
		case tokEnd:
			switch string(s.name) {
			case "si":
				budget -= len(s.text)
				if budget < 0 {
					return nil, errBomb()
				}
				out = append(out, unescapeBSTR(string(s.text)))
				inSI = false
			case "rPh":
				inRPh = false
			case "t":
				inT = false
			}
		}
		s.capture = inT
	}
}

// unescapeBSTR decodes the _xHHHH_ escapes Excel uses for characters XML
// cannot carry (e.g. _x000D_ for a carriage return); _x005F_ is "_".
func unescapeBSTR(v string) string {
	if !strings.Contains(v, "_x") {
		return v
	}
	var b strings.Builder
	for i := 0; i < len(v); {
		if i+7 <= len(v) && v[i] == '_' && v[i+1] == 'x' && v[i+6] == '_' && isHex4(v[i+2:i+6]) {
			var r rune
			for _, c := range v[i+2 : i+6] {
				r = r<<4 | rune(hexVal(byte(c)))
			}
			b.WriteRune(r)
			i += 7
			continue
		}
		b.WriteByte(v[i])
		i++
	}
	return b.String()
}

func isHex4(s string) bool {
	for i := 0; i < 4; i++ {
		if hexVal(s[i]) < 0 {
			return false
		}
	}
	return true
}

func hexVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}
