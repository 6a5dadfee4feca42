package directory

import "strings"

// compoundHeads are the last parts of German compound words that visitors
// search for on their own: "Werkstatt" should find an "Autowerkstatt",
// "Service" a "Reifenservice". Folded forms (see Fold).
var compoundHeads = []string{
	"werkstatt", "service", "dienst", "technik", "handel", "reinigung", "schule", "bau", "beratung",
	"salon", "studio", "praxis", "markt", "laden", "handwerk", "montage", "reparatur", "vermietung",
	"verleih", "bedarf", "zentrum", "haus", "center", "shop", "pflege", "therapie", "versicherung",
	"transport", "logistik", "umzug", "installation", "elektrik", "elektro", "sanitar", "heizung",
	"maler", "tischler", "schreiner", "baker", "backer", "friseur", "kosmetik", "apotheke", "arzt",
}

// withCompoundHeads appends to folded text the heads of its compound words,
// so that the index finds them as words of their own.
func withCompoundHeads(folded string) string {
	var extra []string
	for _, w := range strings.Fields(folded) {
		for _, h := range compoundHeads {
			if len(w) >= len(h)+3 && strings.HasSuffix(w, h) {
				extra = append(extra, h)
			}
		}
	}
	if len(extra) == 0 {
		return folded
	}
	return folded + " " + strings.Join(extra, " ")
}
