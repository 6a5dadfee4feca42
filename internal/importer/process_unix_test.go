//go:build unix

package importer

import (
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestProcessRunsNotForAZombie: a process that ended but was not collected
// by its parent yet (as a killed import is for a moment) does not hold the
// lock.
func TestProcessRunsNotForAZombie(t *testing.T) {
	if !processRuns(os.Getpid()) {
		t.Fatal("this process does not run")
	}
	cmd := exec.Command("sleep", "0")
	if err := cmd.Start(); err != nil {
		t.Skip(err)
	}
	pid := cmd.Process.Pid
	defer cmd.Wait()
	stat := "/proc/" + strconv.Itoa(pid) + "/stat"
	if _, err := os.Stat(stat); err != nil {
		t.Skip("no /proc")
	}
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(10 * time.Millisecond) {
		b, _ := os.ReadFile(stat)
		if strings.Contains(string(b), ") Z ") {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the child did not end: %s", b)
		}
	}
	if processRuns(pid) {
		t.Errorf("a zombie counts as running")
	}
	cmd.Wait()
	if processRuns(pid) {
		t.Errorf("a collected process counts as running")
	}
}
