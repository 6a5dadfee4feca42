package geo
import "testing"
func BenchmarkBuild(b *testing.B) {
	ps := Places()
	for b.Loop() { buildIndex(ps) }
}
