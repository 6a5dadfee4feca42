//go:build !linux

package main

import (
	"os"
	"os/exec"
)

// configureChild does nothing outside Linux: no parent-death signal there.
func configureChild(*exec.Cmd) {}

// peakRSS is unknown outside Linux (the report shows n/a).
func peakRSS(*os.ProcessState) int64 { return 0 }

// vmHWM is unknown outside Linux (the report shows n/a).
func vmHWM(int) int64 { return 0 }
