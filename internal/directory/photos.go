package directory

import (
	"regexp"
	"strconv"
)

// Mirrored photos (docs/jobs.md): the photo job stores each business photo
// as two JPEG files named by a content key, and the binary serves them under
// MediaPath. Only these paths ever reach a visitor: the imported photo URLs
// (PhotoSources) stay in the data, for the export and the next mirroring.
const (
	// MediaPath is the URL path under which mirrored photos are served.
	MediaPath = "/media/photos/"
	// PhotoWidth and ThumbWidth are the widths of the two stored sizes
	// (smaller photos are not enlarged).
	PhotoWidth = 800
	ThumbWidth = 320
)

// mediaKey is what a content key looks like: 24 lower-case hex digits.
var mediaKey = regexp.MustCompile(`^[0-9a-f]{24}$`)

// ValidMediaKey reports whether key is a well-formed content key.
func ValidMediaKey(key string) bool { return mediaKey.MatchString(key) }

// PhotoFile and ThumbFile are the file names of a key's two sizes, the last
// part of their URL paths.
func PhotoFile(key string) string { return key + ".jpg" }

// ThumbFile is the file name of a key's thumbnail (see PhotoFile).
func ThumbFile(key string) string { return key + "-" + strconv.Itoa(ThumbWidth) + ".jpg" }

// PhotoURLs returns the public paths of the mirrored photos with the given
// keys, and the thumbnail path of the first ("" when there is none).
func PhotoURLs(keys []string) (photos []string, thumbnail string) {
	photos = make([]string, 0, len(keys))
	for _, k := range keys {
		photos = append(photos, MediaPath+PhotoFile(k))
	}
	if len(keys) > 0 {
		thumbnail = MediaPath + ThumbFile(keys[0])
	}
	return photos, thumbnail
}
