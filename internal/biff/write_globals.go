package biff

import (
	"bytes"
	"encoding/binary"
	"unicode/utf16"
)

// workbookGlobals builds the globals substream and returns it with the
// position of BOUNDSHEET's sheet offset, which the caller fills in once the
// globals' length is known.
func workbookGlobals(sheetName string, sst *sstBuilder) ([]byte, int) {
	var b bytes.Buffer
	writeRecord(&b, recBOF, bofData(bofGlobals))
	writeRecord(&b, recCodePage, u16s(1200)) // UTF-16: strings are Unicode
	writeRecord(&b, recWindow1, u16s(0, 0, 0x4000, 0x2000, 0x0038, 0, 0, 1, 0x0258))
	// Font index 4 does not exist in BIFF, so Excel expects fonts 0–3 to be
	// present even when only font 0 is used.
	for range 4 {
		writeRecord(&b, recFont, fontData("Arial"))
	}
	// XF 0–14 are style formats Excel insists on; XF 15 is the cell format.
	for i := range cellXF {
		writeRecord(&b, recXF, xfData(i != 0, true))
	}
	writeRecord(&b, recXF, xfData(false, false))
	writeRecord(&b, recStyle, []byte{0x00, 0x80, 0x00, 0xFF}) // built-in "Normal" on XF 0
	sheetPosAt := b.Len() + 4
	bs := append(make([]byte, 4), 0, 0) // position, visible, worksheet
	writeRecord(&b, recBoundSheet, append(bs, shortString(sheetName)...))
	sst.write(&b)
	writeRecord(&b, recEOF, nil)
	return b.Bytes(), sheetPosAt
}

// bofData encodes a BIFF8 BOF record of substream type dt, with the build
// numbers Excel 97 writes.
func bofData(dt uint16) []byte {
	b := u16s(biff8, dt, 0x0DBB, 0x07CC)
	b = binary.LittleEndian.AppendUint32(b, 0)
	return binary.LittleEndian.AppendUint32(b, 0x06)
}

// fontData encodes a FONT record: 10 pt, regular weight, automatic colour.
func fontData(name string) []byte {
	b := u16s(200, 0, 0x7FFF, 400, 0)
	b = append(b, 0, 0, 0, 0) // underline, family, charset, reserved
	return append(b, shortString(name)...)
}

// xfData encodes an XF record as Excel writes its defaults: style formats
// carry parent 0xFFF; the cell format points to style 0.
func xfData(altFont, style bool) []byte {
	font, flags, used := uint16(0), uint16(0x0001), byte(0)
	if altFont {
		font = 1
	}
	if style {
		flags, used = 0xFFF5, 0xF4
		if !altFont {
			used = 0
		}
	}
	b := u16s(font, 0, flags)
	b = append(b, 0x20, 0, 0, used)   // bottom aligned
	b = append(b, make([]byte, 8)...) // no borders
	return binary.LittleEndian.AppendUint16(b, 0x20C0)
}

// window2Data encodes the sheet window: gridlines, headers, zeros shown,
// the sheet selected and active.
func window2Data() []byte {
	b := u16s(0x06B6, 0, 0, 0x40, 0, 0, 0)
	return binary.LittleEndian.AppendUint32(b, 0)
}

// shortString encodes a ShortXLUnicodeString (8-bit length), compressed when
// every character fits in one byte.
func shortString(s string) []byte {
	units := utf16.Encode([]rune(s))
	b := []byte{byte(len(units)), 0}
	if !latin1(units) {
		b[1] = strHighByte
	}
	return appendUnits(b, units, b[1] == strHighByte)
}

// latin1 reports whether all units fit the compressed one-byte form.
func latin1(units []uint16) bool {
	for _, u := range units {
		if u > 0xFF {
			return false
		}
	}
	return true
}

// appendUnits appends characters in the compressed or UTF-16LE form.
func appendUnits(b []byte, units []uint16, high bool) []byte {
	for _, u := range units {
		if high {
			b = binary.LittleEndian.AppendUint16(b, u)
		} else {
			b = append(b, byte(u))
		}
	}
	return b
}

// u16s encodes little-endian 16-bit fields.
func u16s(v ...uint16) []byte {
	b := make([]byte, 0, 2*len(v))
	for _, x := range v {
		b = binary.LittleEndian.AppendUint16(b, x)
	}
	return b
}
