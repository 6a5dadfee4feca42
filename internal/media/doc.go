// Package media mirrors business photos into Branchenbuch's own storage and
// serves them from there.
//
// Why it exists: the imported photo URLs point at Google. A page that showed
// them would make every visitor's browser contact Google, which the storefront
// must never do (docs/decisions.md, "Mirrored photos"). So the photo job
// downloads each photo once, through the guarded outbound client, and stores
// it as two JPEGs of our own (directory.PhotoWidth and directory.ThumbWidth
// wide, never enlarged), which the binary serves under directory.MediaPath.
//
// Content keys: a file is named after the SHA-256 of its encoded full-size
// bytes (see directory.ValidMediaKey). A changed photo gets a new key and so
// a new URL, which lets browsers and proxies cache every file for ever, and a
// photo mirrored twice lands on the same files, so mirroring is idempotent.
// Files are written to a temporary file and renamed, so a reader never sees
// half a photo.
//
// Outside input is distrusted: the body is read up to MaxBytes, its type is
// sniffed from the bytes (never from the Content-Type header) and only JPEG,
// PNG, GIF and WebP are decoded, each by its own decoder rather than through
// image.Decode's global registry. The dimensions are read from the header
// and checked against MaxPixels and MaxSide before anything is decoded: a
// few hundred bytes can declare a picture of many gigabytes (a decompression
// bomb), and it must be refused without allocating it.
//
// Re-encoding drops everything but the pixels: EXIF (camera, GPS position),
// ICC profiles and comments are not carried over. EXIF orientation is
// ignored as well: a photo that relies on an orientation tag is stored as its
// pixels lie. The photos Google's image servers deliver are normally
// re-encoded upright already, so this was not worth a parser of its own.
package media
