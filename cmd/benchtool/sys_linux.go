//go:build linux

package main

import (
	"bufio"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// configureChild makes the kernel kill the child when benchtool dies, even by SIGKILL.
func configureChild(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}

// peakRSS is a finished child's peak resident set size in KiB.
func peakRSS(ps *os.ProcessState) int64 {
	if ru, ok := ps.SysUsage().(*syscall.Rusage); ok {
		return ru.Maxrss // KiB on Linux
	}
	return 0
}

// vmHWM is a running process's peak resident set size in KiB.
func vmHWM(pid int) int64 { return statusKiB(pid, "VmHWM:") }

// rssAnon is a running process's own resident memory now, in KiB: its
// resident set without the pages of files it maps (the SQLite database,
// which the storefront's readers map).
func rssAnon(pid int) int64 { return statusKiB(pid, "RssAnon:") }

// vmRSS is a running process's resident set size now, in KiB.
func vmRSS(pid int) int64 { return statusKiB(pid, "VmRSS:") }

// resetPeakRSS sets this process's VmHWM back to its current RSS, so that a
// later vmHWM is the peak of what ran in between.
func resetPeakRSS() bool {
	return os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) == nil
}

// cpuTime is the user and system CPU time this process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// statusKiB reads one "Key: n kB" line of /proc/pid/status; 0 when unknown.
func statusKiB(pid int, key string) int64 {
	f, err := os.Open("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), key); ok {
			n, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			return n
		}
	}
	return 0
}

// processCPU is the user and system CPU time a running process has used.
func processCPU(pid int) time.Duration {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0
	}
	return parsePidStat(string(b))
}

// machineCPU is the CPU time all cores spent busy and in all since boot.
func machineCPU() cpuSample {
	b, err := os.ReadFile("/proc/stat")
	if err != nil {
		return cpuSample{}
	}
	line, _, _ := strings.Cut(string(b), "\n")
	return parseProcStat(line)
}

// allowedCPUs are the CPUs this process may run on (and its children, unless
// pinned): Cpus_allowed_list of /proc/self/status.
func allowedCPUs() []int {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return nil
	}
	for line := range strings.Lines(string(b)) {
		if v, ok := strings.CutPrefix(line, "Cpus_allowed_list:"); ok {
			return parseCPUList(strings.TrimSpace(v))
		}
	}
	return nil
}
