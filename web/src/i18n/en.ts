import type { Localized, Texts } from "./locale";
import { de } from "./de";

/** English texts of the shared frame: the spec's wording (nav, footer headings). */
export const en: Texts<typeof de> = {
  nav: {
    home: "Home",
    businesses: "Businesses",
    categories: "Categories",
    help: "Help",
    contact: "Contact",
    menu: "Menu",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    mainNav: "Main navigation",
    skipToContent: "Skip to content",
  },
  footer: {
    about:
      "Branchenbuch connects you with workshops, tradespeople and service providers all over Germany – with contact details, opening hours and reviews.",
    quickLinks: "Quick Links",
    categories: "Categories",
    legal: "Legal",
    social: "Social networks",
    allBusinesses: "All Businesses",
    allCategories: "All Categories",
    help: "Help",
    contact: "Contact",
    about2: "About Us",
    addBusiness: "Add Business",
    blog: "Blog",
    restaurants: "Restaurants",
    hairSalons: "Hair Salons",
    retail: "Retail",
    services: "Services",
    healthcare: "Healthcare",
    privacy: "Privacy Policy",
    imprint: "Imprint",
    terms: "Terms of Service",
    cookies: "Cookie Policy",
    cookieSettings: "Cookie settings",
    language: "Language",
    otherLanguage: "Deutsch",
    copyright: "© 2024 Branchenbuch. All rights reserved.",
  },
  common: {
    reviews: (n: string) => `${n} reviews`,
    oneReview: "1 review",
    noReviews: "New",
    previous: "Previous",
    next: "Next",
    page: (n: number) => `Page ${n}`,
    pagination: "Pagination",
    grid: "Grid view",
    list: "List view",
    view: "View",
    map: "Map",
    loading: "Loading …",
    ratingLabel: (r: string) => `Rating ${r} out of 5`,
  },
  toast: {
    label: "Notification",
    viewport: "Notifications ({hotkey})",
    close: "Close",
  },
};

/** siteTexts are the texts in both locales. */
export const siteTexts: Localized<typeof de> = { de, en };
