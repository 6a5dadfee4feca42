package demo

import (
	"strconv"
	"strings"

	"branchenbuch/internal/directory"
)

// enrichmentColumns lists the columns Outscraper's add-ons (emails and
// contacts, phone enricher, company insights, traffic, domain data) appended
// to the earlier export: about 160, mostly empty, some with dots in the name.
func enrichmentColumns() []string {
	var cols []string
	for _, n := range []string{"1", "2", "3"} {
		e := "email_" + n
		cols = append(cols, e, e+"_full_name", e+"_first_name", e+"_last_name", e+"_title", e+"_phone",
			e+"_linkedin", e+"_twitter", e+"_facebook", e+".emails_validator.status",
			e+".emails_validator.status_details", e+".emails_validator.is_catch_all")
	}
	for _, n := range []string{"1", "2", "3"} {
		p := "phone_" + n
		cols = append(cols, p, p+".phones_enricher.carrier_name", p+".phones_enricher.carrier_type",
			p+".phones_enricher.country_code", p+".phones_enricher.validation")
	}
	cols = append(cols, "facebook", "instagram", "linkedin", "twitter", "youtube", "tiktok", "pinterest",
		"xing", "medium", "reddit", "skype", "snapchat", "telegram", "whatsapp", "vimeo", "github",
		"crunchbase", "yelp", "tripadvisor", "contact_page")
	cols = append(cols, "website_title", "website_description", "website_keywords", "website_generator",
		"website_has_fb_pixel", "website_has_google_tag", "website_has_linkedin_tag",
		"website_has_tiktok_pixel", "website_language", "website_status_code", "website_redirect",
		"website_response_time")
	prefixed := func(prefix string, names ...string) {
		for _, n := range names {
			cols = append(cols, prefix+n)
		}
	}
	prefixed("site.company_insights.", "name", "description", "industry", "subindustry", "employees",
		"revenue", "founded_year", "type", "address", "city", "state", "country", "zip", "phone", "email",
		"linkedin_bio", "linkedin_link", "facebook_link", "twitter_link", "instagram_link", "youtube_link",
		"crunchbase_link", "naics", "sic", "keywords", "technologies", "funding", "funding_stage", "ceo",
		"parent_company")
	prefixed("site.traffic.", "global_rank", "country_rank", "category_rank", "category", "total_visits",
		"bounce_rate", "pages_per_visit", "time_on_site", "top_country", "top_country_share",
		"direct_share", "search_share", "social_share", "referral_share")
	prefixed("site.domain.", "registrar", "created", "updated", "expires", "age_years", "name_servers",
		"dnssec", "mx", "spf", "ssl_issuer")
	prefixed("site.trustpilot.", "rating", "reviews", "link", "claimed", "categories", "response_rate")
	prefixed("site.jobs.", "has_openings", "openings_count", "careers_page", "last_posted")
	prefixed("site.ads.", "google_ads", "facebook_ads", "ads_count", "ads_first_seen", "ads_last_seen")
	prefixed("site.", "emails_found", "phones_found", "socials_found", "pages_crawled", "crawl_status",
		"crawl_date", "http_status", "final_url")
	return cols
}

var (
	generators = []string{"WordPress 6.4.3", "Wix.com Website Builder", "Jimdo", "TYPO3 CMS", "Joomla! - Open Source Content Management"}
	carriers   = []string{"Deutsche Telekom", "Vodafone GmbH", "Telefónica Germany"}
	employees  = []float64{3, 5, 8, 12, 25, 40, 120}
)

// enrich fills a few enrichment columns, as the add-ons did for businesses
// with a website; h (a hash of the place id) decides which.
func (c cells) enrich(b *directory.Business, h uint64, variant int) {
	if b.Website == "" {
		c.set("site.crawl_status", "no website")
		return
	}
	domain := websiteDomain(b.Website)
	label, _, _ := strings.Cut(domain, ".")
	c.set("site.crawl_status", "success")
	c.set("site.final_url", b.Website+"/")
	c.set("site.http_status", 200.0)
	c.set("email_1", "info@"+domain)
	c.set("email_1.emails_validator.status", pick3(h, "RECEIVING", "RECEIVING", "RISKY"))
	c.set("phone_1", b.Phone)
	c.set("phone_1.phones_enricher.carrier_type", "fixed_line")
	c.set("phone_1.phones_enricher.carrier_name", carriers[h%uint64(len(carriers))])
	c.set("phone_1.phones_enricher.country_code", "DE")
	c.set("website_title", b.Name)
	c.set("website_has_fb_pixel", h&1 == 0)                       // a native boolean …
	c.set("website_has_google_tag", strconv.FormatBool(h&2 == 0)) // … and the text pandas writes
	if h%3 == 0 {
		c.set("email_2", "kontakt@"+domain)
		c.set("email_2_full_name", b.Name)
		c.set("facebook", "https://www.facebook.com/"+label)
		c.set("website_generator", generators[h/3%uint64(len(generators))])
	}
	if h%5 < 2 {
		c.set("instagram", "https://www.instagram.com/"+strings.ReplaceAll(label, "-", "_"))
		c.set("website_description", b.Description)
	}
	if h%4 == 0 {
		c.set("site.company_insights.name", b.Name)
		c.set("site.company_insights.industry", b.Category)
		c.set("site.company_insights.employees", employees[h/4%uint64(len(employees))])
		c.set("site.company_insights.founded_year", float64(1950+h/8%74))
		c.set("site.company_insights.city", b.City)
		c.set("site.company_insights.country", "DE")
	}
	if variant%11 == 0 {
		c.set("linkedin", "https://www.linkedin.com/company/"+label)
		c.set("youtube", "https://www.youtube.com/@"+label)
		c.set("twitter", "https://twitter.com/"+label)
	}
}

func pick3(h uint64, a, b, c string) string {
	return [3]string{a, b, c}[h%3]
}

// websiteDomain is the host of a website without "www.".
func websiteDomain(site string) string {
	_, host, _ := strings.Cut(site, "://")
	host, _, _ = strings.Cut(host, "/")
	return strings.TrimPrefix(host, "www.")
}
