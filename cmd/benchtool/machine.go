package main

import (
	"bufio"
	"fmt"
	"os"
	"strconv"
	"strings"
)

// machine describes where the benchmark ran.
type machine struct{ CPU, Memory string }

// readMachine reads the CPU model and memory size from /proc.
func readMachine() machine {
	m := machine{CPU: "unknown CPU", Memory: "unknown"}
	if v := procField("/proc/cpuinfo", "model name"); v != "" {
		m.CPU = v
	}
	if v := procField("/proc/meminfo", "MemTotal"); v != "" {
		kib, _ := strconv.ParseInt(strings.TrimSuffix(v, " kB"), 10, 64)
		m.Memory = fmt.Sprintf("%.1f GB", float64(kib)/(1<<20))
	}
	return m
}

// procField is the value of the first "key: value" line of a /proc file.
func procField(path, key string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		k, v, ok := strings.Cut(sc.Text(), ":")
		if ok && strings.TrimSpace(k) == key {
			return strings.TrimSpace(v)
		}
	}
	return ""
}
