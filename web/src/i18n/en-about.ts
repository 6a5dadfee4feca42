import type { Localized, Texts } from "./locale";
import { deAbout } from "./de-about";

/** English texts of the about page. */
export const enAbout: Texts<typeof deAbout> = {
  title: "About us",
  intro:
    "The directory lists local businesses all over Germany – from the car repair shop and the tradesperson to the service provider around the corner.",
  statsHeading: "The directory in figures",
  statsNote: "Counted from the database as of this page view.",
  stats: {
    businesses: "Businesses",
    categories: "Categories with listings",
    largestCity: "Largest city in the directory",
    cityCount: (n: string) => `${n} businesses`,
  },
  statsError: "The figures could not be loaded just now.",
  missionHeading: "Our mission",
  mission: [
    "Anyone looking for a workshop, a tradesperson or a service provider should quickly find the right details: address, phone number, website, opening hours and reviews – clearly laid out, on a phone too.",
    "Searching is free and needs no account. Businesses list themselves for free as well; we review every listing before it appears.",
  ],
  timelineHeading: "The way of a listing",
  timeline: [
    {
      title: "Import",
      text: "Listings come from exports of Google Maps data. Every row is read and checked; faulty rows are reported with their row number instead of being taken over silently.",
    },
    {
      title: "Matching",
      text: "A business is recognised by its Google place ID, or without one by name and address. Duplicate rows stand out, and known businesses are updated instead of doubled.",
    },
    {
      title: "Classification",
      text: "Every business gets a German category from a fixed list, so every trade has its own complete overview.",
    },
    {
      title: "Publication",
      text: "Every business gets its own page with contact details, opening hours and reviews, which search engines can read in full.",
    },
    {
      title: "Upkeep",
      text: "New exports update existing listings. Notes sent through the contact form and self-registered businesses are reviewed by hand.",
    },
  ],
  teamHeading: "Who is behind it",
  team: [
    {
      title: "Operations and data",
      text: "Imports and updates the data, reviews newly registered businesses and corrects listings.",
    },
    { title: "Support", text: "Answers messages from the contact form within 24 hours." },
    {
      title: "Development",
      text: "Builds and runs the software: fast search, accessible pages, careful handling of data.",
    },
  ],
  techHeading: "Technology",
  tech: [
    {
      title: "Go server",
      text: "A single program serves the API, the pages, sitemaps and preview images – the first answer already carries the finished content.",
    },
    {
      title: "SQLite or PostgreSQL",
      text: "The data lives in SQLite or, for large installations, in PostgreSQL. Full-text search runs inside the database.",
    },
    { title: "React", text: "The interface is built with React; every page loads only the code it needs." },
    {
      title: "German search",
      text: "Umlauts and ß are treated alike (Müller = Mueller), small typos are recognised, postal codes and places are matched.",
    },
    {
      title: "Data",
      text: "Business data from Google Maps exports; postal codes and places from GeoNames (geonames.org, CC BY 4.0).",
    },
  ],
  ctaHeading: "Your business is missing?",
  ctaText: "List it for free – or write to us when a listing is wrong.",
  ctaAdd: "Add your business",
  ctaContact: "Get in touch",
};

/** aboutTexts are the about page's texts per locale. */
export const aboutTexts: Localized<typeof deAbout> = { de: deAbout, en: enAbout };
