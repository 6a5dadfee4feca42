package pages

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// labelStore answers the detail and city pages from a fixed list; every
// other store call would panic, which no page of this test makes.
type labelStore struct {
	directory.Store
	bs []directory.Business
}

func (s labelStore) BusinessBySlug(_ context.Context, slug string) (*directory.Business, error) {
	for _, b := range s.bs {
		if b.URLSlug == slug {
			return &b, nil
		}
	}
	return nil, directory.Errorf(directory.ENOTFOUND, "Unternehmen nicht gefunden.")
}

func (s labelStore) CityBusinesses(_ context.Context, city string, _ directory.ListQuery) ([]directory.Business, int, error) {
	var out []directory.Business
	for _, b := range s.bs {
		if directory.CityKey(b.City) == directory.CityKey(city) {
			out = append(out, b)
		}
	}
	return out, len(out), nil
}

func (s labelStore) CityCategories(_ context.Context, city string) ([]directory.CityCategory, error) {
	return cityCategoriesOf(s.bs, city), nil
}

// TestCategoryLabelInPages: the server's first HTML names a business's
// category in the page's language, never as the raw Google category.
func TestCategoryLabelInPages(t *testing.T) {
	store := labelStore{bs: []directory.Business{
		{ID: 1, Name: "Garage du Lac", Category: "Auto repair shop", CategorySlug: "kfz-werkstatt", City: "Zürich",
			URLSlug: "zuerich/garage-du-lac", CountryCode: "CH", ReviewCount: 3, Rating: 4.5},
		{ID: 2, Name: "Salon Belle", Category: "Coiffeur", CategorySlug: "friseur-kosmetik", City: "Zürich",
			URLSlug: "zuerich/salon-belle", CountryCode: "CH"},
		{ID: 3, Name: "Quantenlabor", Category: "Quantum repair lab", CategorySlug: "technische-dienste", City: "Zürich",
			URLSlug: "zuerich/quantenlabor", CountryCode: "CH"},
	}}
	cases := []struct {
		name, path string
		want       []string // in the title, description, JSON-LD or main content
		not        []string
	}{
		{"detail, German", "/zuerich/garage-du-lac",
			[]string{"desc:Garage du Lac in Zürich – Autowerkstatt.", ">Autowerkstatt</a>"}, []string{"Auto repair shop"}},
		{"detail, English", "/en/zuerich/garage-du-lac",
			[]string{"desc:Garage du Lac in Zürich – Auto repair shop.", ">Auto repair shop</a>"}, nil},
		{"detail, French raw category", "/zuerich/salon-belle",
			[]string{"desc:Salon Belle in Zürich – Friseursalon.", "ld:Salon Belle ist ein Betrieb der Branche Friseursalon in Zürich."},
			[]string{"Coiffeur"}},
		{"detail, unknown raw category", "/zuerich/quantenlabor",
			[]string{"desc:Quantenlabor in Zürich – Technische Dienste.", ">Technische Dienste</a>"}, []string{"Quantum"}},
		{"detail, unknown raw category, English", "/en/zuerich/quantenlabor",
			[]string{"ld:Quantenlabor is a business of the trade Technical services in Zürich."}, []string{"Quantum"}},
		{"city, German", "/city/Z%C3%BCrich",
			[]string{`text-slate-800">Autowerkstatt</span>`, `text-slate-800">Friseursalon</span>`, `text-slate-800">Technische Dienste</span>`,
				`text-blue-800 hover:bg-blue-100">KFZ-Werkstätten<span class="ml-1.5 text-blue-700">1</span>`, "Zürich, Schweiz"},
			[]string{"Auto repair shop", "Coiffeur", "Quantum"}},
		{"city, English", "/en/city/Z%C3%BCrich",
			[]string{`text-slate-800">Auto repair shop</span>`, `text-slate-800">Hair salon</span>`, "Zürich, Switzerland",
				`text-blue-800 hover:bg-blue-100">Car repair shops<span class="ml-1.5 text-blue-700">1</span>`}, []string{"Coiffeur"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := Build(context.Background(), store, "https://example.test", nil, c.path)
			if err != nil {
				t.Fatal(err)
			}
			html, err := Render([]byte(`<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-footer--></body></html>`), p)
			if err != nil {
				t.Fatal(err)
			}
			var ld []string
			for _, o := range p.JSONLD {
				if d, ok := o["description"].(string); ok {
					ld = append(ld, d)
				}
			}
			for _, w := range c.want {
				switch {
				case strings.HasPrefix(w, "desc:"):
					if !strings.HasPrefix(p.Description, strings.TrimPrefix(w, "desc:")) {
						t.Errorf("description = %q, want it to start with %q", p.Description, strings.TrimPrefix(w, "desc:"))
					}
				case strings.HasPrefix(w, "ld:"):
					if !strings.Contains(strings.Join(ld, "\n"), strings.TrimPrefix(w, "ld:")) {
						t.Errorf("JSON-LD descriptions %q lack %q", ld, strings.TrimPrefix(w, "ld:"))
					}
				default:
					if !strings.Contains(string(html), w) {
						t.Errorf("page lacks %q:\n%s", w, html)
					}
				}
			}
			all, _ := json.Marshal(p.JSONLD)
			for _, n := range c.not {
				if strings.Contains(string(html), n) || strings.Contains(p.Description, n) || strings.Contains(string(all), n) {
					t.Errorf("page shows the raw category %q:\n%s", n, html)
				}
			}
		})
	}
}
