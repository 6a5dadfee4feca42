package biff

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// patch returns a copy of file with a 32-bit value written at off.
func patch(file []byte, off int, v uint32) []byte {
	out := bytes.Clone(file)
	binary.LittleEndian.PutUint32(out[off:], v)
	return out
}

// renameStream returns a copy of a writer-made file whose Workbook stream is
// called name instead.
func renameStream(file []byte, name string) []byte {
	out := bytes.Clone(file)
	// The directory follows the stream's sectors; its second entry is ours.
	entry := out[bytes.Index(out, []byte("W\x00o\x00r\x00k\x00b\x00o\x00o\x00k\x00")):]
	clear(entry[:64])
	for i, r := range name {
		entry[2*i] = byte(r)
	}
	binary.LittleEndian.PutUint16(entry[64:], uint16(2*len(name)+2))
	return out
}

// directoryOffset finds the directory sector of a writer-made file.
func directoryOffset(file []byte) int {
	return int(binary.LittleEndian.Uint32(file[48:])+1) * sectorSize
}

// fatOffset finds the first FAT sector of a writer-made file.
func fatOffset(file []byte) int {
	return int(binary.LittleEndian.Uint32(file[76:])+1) * sectorSize
}

func TestOpenRefuses(t *testing.T) {
	valid := build(t, [][]any{{"name", "city"}, {"Bäckerei", "Köln"}})
	big := build(t, bigRows(300))
	random := make([]byte, 8192)
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range random {
		random[i] = byte(rng.Uint32())
	}
	badVersion := craftStream(nil, nil)
	binary.LittleEndian.PutUint16(badVersion[4:], biff5)
	badSheetPos := craftStream(nil, nil)
	binary.LittleEndian.PutUint32(badSheetPos[bytes.Index(badSheetPos, []byte{0x85, 0x00})+4:], 0x7FFFFFFF)
	// A filler record makes the stream longer than the 4,096-byte padding,
	// so that it really ends where the EOF is cut off.
	noSheetEOF := craftStream([][]byte{rec(0x0022, make([]byte, 5000))}, nil)
	noSheetEOF = noSheetEOF[:len(noSheetEOF)-4]
	wbEntry := directoryOffset(valid) + 128

	tests := []struct {
		name string
		file []byte
		want string
	}{
		{"empty file", nil, "too small"},
		{"truncated inside the header", valid[:300], "too small"},
		{"not a compound file", bytes.Repeat([]byte("name,city\n"), 100), "not an OLE2 compound file"},
		{"random bytes after the header", append(valid[:512:512], random...), "corrupt compound file"},
		{"truncated after the header", valid[:1024], "corrupt compound file"},
		{"truncated in the middle of the stream", big[:len(big)/2], "xls:"},
		{"huge FAT count", patch(valid, 44, 0xFFFFFFFF), "FAT sectors"},
		{"huge DIFAT count", patch(valid, 72, 0x7FFFFFFF), "DIFAT sectors"},
		{"bad sector size", patch(valid, 28, 0x000AFFFE), "sector shift 10"},
		{"stream size beyond the file", patch(valid, wbEntry+120, 0xFFFFFFFF), "claims 4294967295 bytes"},
		{"directory chain loops on itself", patch(valid, fatOffset(valid)+4*int(binary.LittleEndian.Uint32(valid[48:])), binary.LittleEndian.Uint32(valid[48:])), "cycle"},
		{"Workbook chain loops back to its start", patch(big, fatOffset(big), 0), "xls:"},
		{"Workbook chain leaves the file", patch(big, fatOffset(big), 0x00FFFFFF), "reading the Workbook stream"},
		{"an Excel 5.0 Book stream", renameStream(valid, "Book"), "BIFF5"},
		{"no Workbook stream", renameStream(valid, "Data"), "no Workbook stream"},
		{"a BIFF5 BOF in a Workbook stream", compound(t, badVersion), "BIFF5"},
		{"no BOF", compound(t, rec(recEOF)), "no BOF record"},
		{"a record longer than the stream", compound(t, craftStream([][]byte{u16s(0x0022, 0xFFFF)}, nil)), "claims 65535 bytes, past the end"},
		{"huge SST count", compound(t, craftStream([][]byte{sstRecord(0xFFFFFFFF)}, nil)), "declares 4294967295 strings"},
		{"SST shorter than its count", compound(t, craftStream([][]byte{sstRecord(3, xlString("a"))}, nil)), "shared string 1: xls: truncated string data"},
		{"SST string longer than its records", compound(t, craftStream([][]byte{sstRecord(1, u16s(500), []byte{0, 'a'})}, nil)), "truncated string data"},
		{"sheet offset past the end", compound(t, badSheetPos), "starts at offset 2147483647, past the end"},
		{"sheet offset at the globals", compound(t, craftStream([][]byte{rec(recBoundSheet, u32(0), []byte{0, 0}, shortString("G"))}, nil)), "has type 0x0005, want 0x0010"},
		{"no worksheet", compound(t, append(rec(recBOF, bofData(bofGlobals)), rec(recEOF)...)), "no worksheet"},
		{"globals without EOF", compound(t, rec(recBOF, bofData(bofGlobals))), "globals end without an EOF"},
		{"worksheet without EOF", compound(t, noSheetEOF), "worksheet ends without an EOF"},
		{"column beyond the limit", compound(t, craftStream(nil, [][]byte{rec(recNumber, cellHead(0, 256), f64(1))})), "column 257, beyond the limit of 256 columns"},
		{"MULRK running past the last column", compound(t, craftStream(nil, [][]byte{rec(recMulRK, u16s(4, 254), u16s(15), u32(2), u16s(15), u32(2), u16s(15), u32(2), u16s(256))})), "row 5 at column 257"},
		{"malformed MULRK", compound(t, craftStream(nil, [][]byte{rec(recMulRK, u16s(0, 0, 15, 1, 2))})), "malformed MULRK"},
		{"shared string index out of range", compound(t, craftStream(nil, [][]byte{rec(recLabelSST, cellHead(2, 0), u32(5))})), "row 3 refers to shared string 5 of 0"},
		{"short NUMBER record", compound(t, craftStream(nil, [][]byte{rec(recNumber, cellHead(0, 0))})), "short record 0x0203"},
		{"LABEL text past its record", compound(t, craftStream(nil, [][]byte{rec(recLabel, cellHead(0, 0), u16s(300), []byte{0, 'a'})})), "text cell in row 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := readRows(tt.file)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

func TestEncrypted(t *testing.T) {
	// RC4 FILEPASS: the records after it are unreadable without the key.
	filePass := rec(recFilePass, u16s(1, 1, 2), bytes.Repeat([]byte{0xAB}, 48))
	_, err := readRows(compound(t, craftStream([][]byte{filePass, sstRecord(1, xlString("secret"))}, nil)))
	if !errors.Is(err, ErrEncrypted) {
		t.Errorf("got %v, want ErrEncrypted", err)
	}
}

func TestOversizedFile(t *testing.T) {
	// The size alone decides: nothing is read from a file over the limit.
	_, err := Open(bytes.NewReader(nil), MaxFileSize+1)
	if err == nil || !strings.Contains(err.Error(), "more than the limit") {
		t.Errorf("got %v, want the size limit error", err)
	}
}

func TestReadBudgetStopsLongDirectories(t *testing.T) {
	// A version 4 file (4,096-byte sectors) whose directory chain is 12 MB of
	// entries linked as right siblings: mscfb would read it all and recurse
	// once per entry; the read budget stops it first.
	const dirSectors = 3000
	const ss = 4096
	nFAT := 3
	file := make([]byte, (1+nFAT+dirSectors)*ss)
	difat := make([]uint32, difatInHeader)
	for i := range difat {
		difat[i] = freeSector
	}
	difat[0], difat[1], difat[2] = 0, 1, 2
	copy(file, compoundHeader(nFAT, 0, nFAT, 0, difat))
	binary.LittleEndian.PutUint16(file[26:], 4)  // major version
	binary.LittleEndian.PutUint16(file[30:], 12) // sector shift
	fat := file[ss:]
	for i := range nFAT {
		binary.LittleEndian.PutUint32(fat[4*i:], fatSectorMark)
	}
	for s := nFAT; s < nFAT+dirSectors; s++ {
		next := uint32(s + 1)
		if s == nFAT+dirSectors-1 {
			next = endOfChain
		}
		binary.LittleEndian.PutUint32(fat[4*s:], next)
	}
	dir := file[(1+nFAT)*ss:]
	for e := range dirSectors * ss / 128 {
		entry := dir[e*128:]
		copy(entry, dirEntry("S", 2, noStream, endOfChain, 0))
		binary.LittleEndian.PutUint32(entry[72:], uint32(e+1)) // right sibling
	}
	copy(dir, dirEntry("Root Entry", 5, 1, endOfChain, 0))
	binary.LittleEndian.PutUint32(dir[len(dir)-128+72:], noStream)

	_, err := readRows(file)
	if err == nil || !strings.Contains(err.Error(), "sector chains too long") {
		t.Errorf("got %v, want the read budget error", err)
	}
}

// bigRows makes n rows of a few cells, enough for a multi-sector stream.
func bigRows(n int) [][]any {
	rows := make([][]any, n)
	for i := range rows {
		rows[i] = []any{"Firma", i, 2.5, true}
	}
	return rows
}
