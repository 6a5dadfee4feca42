//go:build unix

package importer

import (
	"errors"
	"syscall"
)

// processRuns reports whether a process with the id exists.
func processRuns(pid int) bool {
	err := syscall.Kill(pid, 0)
	return err == nil || errors.Is(err, syscall.EPERM)
}
