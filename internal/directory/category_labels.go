package directory

import (
	_ "embed"
	"strings"
)

// The locales of Business.CategoryLabels.
const (
	LabelDE = "de"
	LabelEN = "en"
)

// categoryLabelsTSV is the maintained table of raw Google categories and
// their display names; its header explains the format.
//
//go:embed category_labels.tsv
var categoryLabelsTSV string

// categoryNamesEN are the English names of the taxonomy categories, shown
// under /en when the raw category is not in the table. The German names are
// the taxonomy's own (Category.Name). The first five are the search filter's
// English names (web/src/i18n/en-businesses.json).
var categoryNamesEN = map[string]string{
	"dienstleister":      "Service providers",
	"handwerker":         "Tradespeople",
	"kfz-werkstatt":      "Car repair shops",
	"handel":             "Retail",
	"gastronomie":        "Restaurants & cafés",
	"technische-dienste": "Technical services",
	"gesundheit":         "Health",
	"bildung":            "Education",
	"immobilien":         "Real estate",
	"transport":          "Transport",
	"friseur-kosmetik":   "Hair & beauty",
	SlugOther:            "Other",
}

// categoryLabelIndex answers CategoryLabels with map lookups only: list rows
// ask once per business.
type categoryLabelIndex struct {
	exact  map[string]map[string]string // raw names as the table writes them
	folded map[string]map[string]string // Fold of every raw name
	bySlug map[string]map[string]string // taxonomy names by slug and alias
}

var labelIndex = buildCategoryLabelIndex(categoryLabelsTSV)

// CategoryLabels returns the display names of a business's category by locale
// (LabelDE, LabelEN). A raw Google category the table knows, in any case,
// accent or spelling Fold ignores, or as an English plural, gives its names;
// otherwise the taxonomy category slug gives the category's names; nil when
// neither is known. The map is shared by every caller and must not be changed.
func CategoryLabels(raw, slug string) map[string]string {
	if l, ok := labelIndex.exact[raw]; ok {
		return l
	}
	if key := Fold(raw); key != "" {
		if l, ok := labelIndex.folded[key]; ok {
			return l
		}
		for _, k := range singularKeys(key) {
			if l, ok := labelIndex.folded[k]; ok {
				return l
			}
		}
	}
	if l, ok := labelIndex.bySlug[slug]; ok {
		return l
	}
	if c, ok := CategoryBySlug(slug); ok {
		return labelIndex.bySlug[c.Slug]
	}
	return nil
}

// singularKeys are the folded forms an English plural in the last word may
// come from: "pharmacies" → "pharmacy", "churches" → "church", "bars" → "bar".
// Outscraper writes the search term ("restaurants") when Google gave none.
func singularKeys(key string) []string {
	last := key[strings.LastIndexByte(key, ' ')+1:]
	if len(last) < 4 || !strings.HasSuffix(last, "s") {
		return nil
	}
	out := make([]string, 0, 3)
	if stem, ok := strings.CutSuffix(key, "ies"); ok {
		out = append(out, stem+"y")
	}
	if stem, ok := strings.CutSuffix(key, "es"); ok {
		out = append(out, stem)
	}
	return append(out, key[:len(key)-1])
}

// buildCategoryLabelIndex reads the table. A raw name on two lines keeps its
// first line, and a malformed line is skipped, so that a bad edit cannot stop
// the server; TestCategoryLabelsTable keeps the table free of both.
func buildCategoryLabelIndex(tsv string) *categoryLabelIndex {
	x := &categoryLabelIndex{
		exact:  map[string]map[string]string{},
		folded: map[string]map[string]string{},
		bySlug: map[string]map[string]string{},
	}
	for _, line := range strings.Split(tsv, "\n") {
		cols := strings.Split(strings.TrimRight(line, "\r"), "\t")
		if strings.HasPrefix(line, "#") || len(cols) != 3 {
			continue
		}
		en, de := strings.TrimSpace(cols[0]), strings.TrimSpace(cols[1])
		if en == "" || de == "" {
			continue
		}
		labels := map[string]string{LabelDE: de, LabelEN: en}
		for _, raw := range strings.Split(cols[2], "|") {
			raw = strings.TrimSpace(raw)
			if _, ok := x.exact[raw]; !ok && raw != "" {
				x.exact[raw] = labels
			}
			if key := Fold(raw); key != "" {
				if _, ok := x.folded[key]; !ok {
					x.folded[key] = labels
				}
			}
		}
	}
	for _, c := range categories {
		labels := map[string]string{LabelDE: c.Name, LabelEN: categoryNamesEN[c.Slug]}
		if labels[LabelEN] == "" {
			labels[LabelEN] = c.Name
		}
		for _, s := range append([]string{c.Slug}, c.Aliases...) {
			x.bySlug[s] = labels
		}
	}
	return x
}
