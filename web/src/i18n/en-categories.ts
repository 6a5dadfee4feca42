import type { Localized, Texts } from "./locale";
import { deCategories } from "./de-categories";

/** English texts of the categories overview and the category page (the four overview names are the spec's). */
export const enCategories: Texts<typeof deCategories> = {
  overview: {
    heading: "Industries & Categories",
    intro: "Find businesses by industry – every category shows how many businesses are listed with us.",
    summary: (categories: string, businesses: string) => `${categories} categories · ${businesses} businesses`,
    popularHeading: "Popular Categories",
    allHeading: "All Categories",
    featuredHeading: "Popular Businesses",
    marketHeading: "Market Development",
    marketIntro: "What local businesses and their customers expect today – and what the directory offers for it.",
    count: (n: string) => `${n} businesses`,
    showBusinesses: "View businesses",
    categoriesError: "The categories could not be loaded.",
    popularError: "The popular businesses could not be loaded.",
    retry: "Try again",
  },
  fixed: [
    { slug: "restaurant", name: "Restaurants" },
    { slug: "hair-salon", name: "Hair Salons" },
    { slug: "retail", name: "Retail Stores" },
    { slug: "services", name: "Professional Services" },
  ],
  market: {
    figures: {
      categories: "categories in the directory",
      businesses: "listed businesses",
      largest: (name: string) => `listings in the largest category “${name}”`,
    },
    cards: [
      {
        title: "Local search online",
        text: "Anyone looking for a tradesperson, a workshop or a restaurant usually starts online. Complete listings with address, phone number and opening hours are found faster.",
      },
      {
        title: "Reviews build trust",
        text: "Reviews and photos help to choose the right business. Branchenbuch shows the reviews from public sources right on the listing.",
      },
      {
        title: "List your business for free",
        text: "The basic listing is free. Owners can add their business and keep its details up to date.",
        link: { href: "/add-business", label: "Add your business" },
      },
    ],
  },
  page: {
    loadingTitle: "Category",
    breadcrumb: "All Categories",
    servicesHeading: "Main services",
    statsLabel: "Category figures",
    statTotal: "businesses in this category",
    statShare: "of all listed businesses",
    statAvg: "average rating of all businesses in the category",
    sortLabel: "Sort by",
    sort: [
      { value: "rating", label: "Best rating" },
      { value: "name", label: "Name A-Z" },
      { value: "city", label: "City A-Z" },
      { value: "reviews", label: "Most reviews" },
    ],
    found: (n: string) => `${n} businesses found`,
    details: "View details",
    detailsOf: (name: string) => `Details of ${name}`,
    notFound: "Category not found",
    notFoundText: "This category does not exist. Choose a category from the overview.",
    backToCategories: "Back to all categories",
    errorHeading: "Error loading data",
    errorCategory: (slug: string) => `Category: ${slug}`,
    unknownError: "Unknown error",
    reload: "Reload",
    empty: "No businesses found",
    emptyFiltered: "No businesses of this category match the chosen filters.",
    emptyText: "No businesses are listed in this category yet.",
    otherCategories: "View other categories",
  },
};

/** categoriesTexts are the texts in both locales. */
export const categoriesTexts: Localized<typeof deCategories> = { de: deCategories, en: enCategories };
