//go:build !linux

package main

import (
	"os"
	"os/exec"
	"time"
)

// configureChild does nothing outside Linux: no parent-death signal there.
func configureChild(*exec.Cmd) {}

// peakRSS is unknown outside Linux (the report shows n/a).
func peakRSS(*os.ProcessState) int64 { return 0 }

// vmHWM is unknown outside Linux (the report shows n/a).
func vmHWM(int) int64 { return 0 }

// rssAnon is unknown outside Linux (the report shows n/a).
func rssAnon(int) int64 { return 0 }

// vmRSS is unknown outside Linux (the report shows n/a).
func vmRSS(int) int64 { return 0 }

// resetPeakRSS is not possible outside Linux.
func resetPeakRSS() bool { return false }

// cpuTime is unknown outside Linux (the report shows n/a).
func cpuTime() time.Duration { return 0 }

// processCPU is unknown outside Linux (the report shows n/a).
func processCPU(int) time.Duration { return 0 }

// machineCPU is unknown outside Linux (the report shows n/a).
func machineCPU() cpuSample { return cpuSample{} }

// allowedCPUs is unknown outside Linux: no pinning there.
func allowedCPUs() []int { return nil }
