//go:build !unix

package importer

// processRuns cannot tell on this system, so a lock is only taken over
// when its lease has expired.
func processRuns(int) bool { return true }
