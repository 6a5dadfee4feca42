package httpapi

// SetSitemapSizes sets how many business URLs a sitemap file holds and how
// many one store call reads, for a test, and returns the function that restores them.
func SetSitemapSizes(perFile, perQuery int) (restore func()) {
	prevFile := businessesPerSitemap.Swap(int64(perFile))
	prevQuery := sitemapChunk.Swap(int64(perQuery))
	return func() {
		businessesPerSitemap.Store(prevFile)
		sitemapChunk.Store(prevQuery)
	}
}

// PreloadKey exposes preloadKey, whose results the app must compute alike.
var PreloadKey = preloadKey
