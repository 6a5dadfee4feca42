package outscraper

import (
	"encoding/binary"
	"unicode/utf16"
)

// oleFile builds a minimal OLE2 compound file holding empty streams with
// the given names: enough for format sniffing and encryption detection.
func oleFile(streams ...string) []byte {
	const (
		endOfChain = 0xFFFFFFFE
		freeSect   = 0xFFFFFFFF
		fatSect    = 0xFFFFFFFD
		noStream   = 0xFFFFFFFF
	)
	le := binary.LittleEndian
	out := make([]byte, 512*3)
	h := out[:512]
	copy(h, oleMagic)
	le.PutUint16(h[24:], 0x3E)
	le.PutUint16(h[26:], 3)
	le.PutUint16(h[28:], 0xFFFE)
	le.PutUint16(h[30:], 9)
	le.PutUint16(h[32:], 6)
	le.PutUint32(h[44:], 1) // FAT sectors
	le.PutUint32(h[48:], 1) // first directory sector
	le.PutUint32(h[56:], 4096)
	le.PutUint32(h[60:], endOfChain)
	le.PutUint32(h[68:], endOfChain)
	le.PutUint32(h[76:], 0) // DIFAT[0]: the FAT is sector 0
	for i := 80; i < 512; i += 4 {
		le.PutUint32(h[i:], freeSect)
	}
	fat := out[512:1024]
	for i := 0; i < 512; i += 4 {
		le.PutUint32(fat[i:], freeSect)
	}
	le.PutUint32(fat[0:], fatSect)
	le.PutUint32(fat[4:], endOfChain)
	dir := out[1024:]
	entry := func(i int, name string, typ byte, child, right uint32) {
		e := dir[i*128 : (i+1)*128]
		u := utf16.Encode([]rune(name))
		for j, c := range u {
			le.PutUint16(e[j*2:], c)
		}
		le.PutUint16(e[64:], uint16(len(u)*2+2))
		e[66], e[67] = typ, 1
		le.PutUint32(e[68:], noStream)
		le.PutUint32(e[72:], right)
		le.PutUint32(e[76:], child)
		le.PutUint32(e[116:], endOfChain)
	}
	child := uint32(noStream)
	if len(streams) > 0 {
		child = 1
	}
	entry(0, "Root Entry", 5, child, noStream)
	for i, name := range streams {
		right := uint32(noStream)
		if i+1 < len(streams) {
			right = uint32(i + 2)
		}
		entry(i+1, name, 2, noStream, right)
	}
	for i := len(streams) + 1; i < 4; i++ {
		e := dir[i*128 : (i+1)*128]
		le.PutUint32(e[68:], noStream)
		le.PutUint32(e[72:], noStream)
		le.PutUint32(e[76:], noStream)
	}
	return out
}
