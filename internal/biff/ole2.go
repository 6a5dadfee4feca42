package biff

import (
	"bufio"
	"encoding/binary"
	"io"
	"unicode/utf16"
)

// Compound file constants (version 3, 512-byte sectors).
const (
	sectorSize     = 512
	fatPerSector   = sectorSize / 4
	difatInHeader  = 109
	difatPerSector = fatPerSector - 1 // the last entry links the next DIFAT sector
	miniCutoff     = 4096
	endOfChain     = 0xFFFFFFFE
	fatSectorMark  = 0xFFFFFFFD
	difatSectMark  = 0xFFFFFFFC
	freeSector     = 0xFFFFFFFF
	noStream       = 0xFFFFFFFF
)

// writeCompound wraps stream as the "Workbook" stream of a compound file.
// Streams under 4,096 bytes would belong in the mini stream; instead the
// stream is padded with zeros after its final EOF record, which every BIFF
// reader ignores, so only regular sectors are needed.
func writeCompound(w io.Writer, stream []byte) error {
	if len(stream) < miniCutoff {
		stream = append(stream, make([]byte, miniCutoff-len(stream))...)
	}
	nData := (len(stream) + sectorSize - 1) / sectorSize
	nFAT, nDIFAT := 1, 0
	for {
		total := nData + 1 + nFAT + nDIFAT // + directory sector
		needFAT := (total + fatPerSector - 1) / fatPerSector
		needDIFAT := 0
		if needFAT > difatInHeader {
			needDIFAT = (needFAT - difatInHeader + difatPerSector - 1) / difatPerSector
		}
		if needFAT <= nFAT && needDIFAT <= nDIFAT {
			break
		}
		nFAT, nDIFAT = max(nFAT, needFAT), max(nDIFAT, needDIFAT)
	}
	dirAt := nData
	fatAt := dirAt + 1
	difatAt := fatAt + nFAT

	fat := make([]uint32, nFAT*fatPerSector)
	for i := range fat {
		fat[i] = freeSector
	}
	for i := range nData - 1 {
		fat[i] = uint32(i + 1)
	}
	fat[nData-1] = endOfChain
	fat[dirAt] = endOfChain
	for i := range nFAT {
		fat[fatAt+i] = fatSectorMark
	}
	for i := range nDIFAT {
		fat[difatAt+i] = difatSectMark
	}
	// The DIFAT lists the FAT sectors: 109 in the header, the rest in
	// DIFAT sectors chained by their last entry.
	difat := make([]uint32, difatInHeader+nDIFAT*difatPerSector)
	for i := range difat {
		difat[i] = freeSector
	}
	for i := range nFAT {
		difat[i] = uint32(fatAt + i)
	}

	bw := bufio.NewWriter(w)
	bw.Write(compoundHeader(nFAT, nDIFAT, dirAt, difatAt, difat[:difatInHeader]))
	bw.Write(stream)
	bw.Write(make([]byte, nData*sectorSize-len(stream)))
	bw.Write(directory(len(stream)))
	writeU32s(bw, fat)
	for i := range nDIFAT {
		writeU32s(bw, difat[difatInHeader+i*difatPerSector:difatInHeader+(i+1)*difatPerSector])
		next := uint32(endOfChain)
		if i+1 < nDIFAT {
			next = uint32(difatAt + i + 1)
		}
		writeU32s(bw, []uint32{next})
	}
	return bw.Flush()
}

// compoundHeader encodes the 512-byte file header.
func compoundHeader(nFAT, nDIFAT, dirAt, difatAt int, difat []uint32) []byte {
	h := make([]byte, 0, sectorSize)
	h = append(h, oleSignature...)
	h = append(h, make([]byte, 16)...) // CLSID
	h = append(h, u16s(0x003E, 0x0003, 0xFFFE, 9, 6)...)
	h = append(h, make([]byte, 6)...)
	le := binary.LittleEndian
	h = le.AppendUint32(h, 0) // directory sectors: always 0 in version 3
	h = le.AppendUint32(h, uint32(nFAT))
	h = le.AppendUint32(h, uint32(dirAt))
	h = le.AppendUint32(h, 0) // transaction signature
	h = le.AppendUint32(h, miniCutoff)
	h = le.AppendUint32(h, endOfChain) // no mini FAT
	h = le.AppendUint32(h, 0)
	difatStart := uint32(endOfChain)
	if nDIFAT > 0 {
		difatStart = uint32(difatAt)
	}
	h = le.AppendUint32(h, difatStart)
	h = le.AppendUint32(h, uint32(nDIFAT))
	for _, s := range difat {
		h = le.AppendUint32(h, s)
	}
	return h
}

// directory encodes the directory sector: the root storage holding the one
// Workbook stream, which starts at sector 0, and two unused entries.
func directory(streamSize int) []byte {
	d := dirEntry("Root Entry", 5, 1, endOfChain, 0)
	d = append(d, dirEntry("Workbook", 2, noStream, 0, streamSize)...)
	d = append(d, dirEntry("", 0, noStream, 0, 0)...)
	return append(d, dirEntry("", 0, noStream, 0, 0)...)
}

// dirEntry encodes one 128-byte directory entry.
func dirEntry(name string, typ byte, child, start uint32, size int) []byte {
	e := make([]byte, 128)
	le := binary.LittleEndian
	units := utf16.Encode([]rune(name))
	for i, u := range units {
		le.PutUint16(e[2*i:], u)
	}
	if len(units) > 0 {
		le.PutUint16(e[64:], uint16(2*len(units)+2)) // with the terminating NUL
		e[67] = 1                                    // black in the red-black tree
	}
	e[66] = typ
	le.PutUint32(e[68:], noStream) // left sibling
	le.PutUint32(e[72:], noStream) // right sibling
	le.PutUint32(e[76:], child)
	le.PutUint32(e[116:], start)
	le.PutUint64(e[120:], uint64(size))
	return e
}

// writeU32s writes little-endian 32-bit values.
func writeU32s(w io.Writer, v []uint32) {
	b := make([]byte, 0, 4*len(v))
	for _, x := range v {
		b = binary.LittleEndian.AppendUint32(b, x)
	}
	w.Write(b)
}
