package ogimage_test

import (
	"bytes"
	"fmt"
	"sync"
	"testing"

	"branchenbuch/internal/ogimage"
)

func TestCacheKeepsTheRecentlyUsed(t *testing.T) {
	c := ogimage.NewCache(2, 1000)
	c.Add("a", []byte("aaa"))
	c.Add("b", []byte("bbb"))
	c.Get("a") // a is now newer than b
	c.Add("c", []byte("ccc"))
	if _, ok := c.Get("b"); ok {
		t.Error("b survived, but it was the least recently used")
	}
	for _, k := range []string{"a", "c"} {
		if got, ok := c.Get(k); !ok || !bytes.Equal(got, []byte(k+k+k)) {
			t.Errorf("Get(%q) = %q, %v", k, got, ok)
		}
	}
	if n, size := c.Len(); n != 2 || size != 6 {
		t.Errorf("Len = %d entries, %d bytes; want 2, 6", n, size)
	}
}

func TestCacheBoundsBytes(t *testing.T) {
	c := ogimage.NewCache(100, 10)
	c.Add("a", make([]byte, 4))
	c.Add("b", make([]byte, 4))
	c.Add("c", make([]byte, 4)) // 12 bytes: a must go
	if _, ok := c.Get("a"); ok {
		t.Error("a kept although the cache exceeds its byte bound")
	}
	c.Add("huge", make([]byte, 11))
	if _, ok := c.Get("huge"); ok {
		t.Error("an image larger than the whole cache was stored")
	}
	c.Add("b", make([]byte, 6)) // replacing counts the new size only
	if n, size := c.Len(); n != 2 || size != 10 {
		t.Errorf("Len = %d entries, %d bytes; want 2, 10", n, size)
	}
}

func TestCacheIsSafeForConcurrentUse(t *testing.T) {
	c := ogimage.NewCache(8, 1<<20)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Go(func() {
			for i := range 200 {
				k := fmt.Sprint((g + i) % 16)
				if _, ok := c.Get(k); !ok {
					c.Add(k, []byte(k))
				}
			}
		})
	}
	wg.Wait()
	if n, _ := c.Len(); n > 8 {
		t.Errorf("Len = %d, want at most 8", n)
	}
}
