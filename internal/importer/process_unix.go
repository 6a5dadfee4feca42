//go:build unix

package importer

import (
	"bytes"
	"errors"
	"os"
	"strconv"
	"syscall"
)

// processRuns reports whether a process with the id exists and has not
// ended: a killed process whose parent has not collected it yet (a zombie)
// still answers signal 0, so where /proc tells its state, that decides.
func processRuns(pid int) bool {
	if err := syscall.Kill(pid, 0); err != nil && !errors.Is(err, syscall.EPERM) {
		return false
	}
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return true // no /proc here (or a race with its end): trust the signal
	}
	// "pid (command) state …"; the command may hold spaces and parentheses.
	i := bytes.LastIndexByte(stat, ')')
	if i < 0 || i+2 >= len(stat) {
		return true
	}
	switch stat[i+2] {
	case 'Z', 'X', 'x':
		return false
	}
	return true
}
