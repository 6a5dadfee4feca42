package geo

import (
	"reflect"
	"testing"
)

// Go randomises map iteration, so two builds differ unless the index is
// independent of map order; the demo data of a seed depends on that.
func TestBuildIndexIsDeterministic(t *testing.T) {
	a, b := buildIndex(Places()), buildIndex(Places())
	if !reflect.DeepEqual(a.cities, b.cities) {
		t.Error("two builds list different cities")
	}
	if !reflect.DeepEqual(a.byPrefix, b.byPrefix) || !reflect.DeepEqual(a.byPlace, b.byPlace) {
		t.Error("two builds give different centroids")
	}
}
