import { deBlog } from "./de-blog";
import type { Localized, Texts } from "./locale";

/** English texts of the blog's frame; the articles themselves are German. */
export const enBlog: Texts<typeof deBlog> = {
  title: "Advice Blog",
  intro:
    "Practical tips about local businesses: finding workshops and tradespeople, reading listings critically and presenting your own business well.",
  statsLabel: "The blog in figures",
  statArticles: "Articles",
  statCategories: "Categories",
  featuredHeading: "Featured",
  latestHeading: "More articles",
  readMore: "Read more",
  readMoreAbout: (title: string) => `Read more: ${title}`,
  readTime: (time: string) => `${time} read`,
  by: (author: string) => `by ${author}`,
  categoriesHeading: "Categories",
  categoryCount: (count: number) => (count === 1 ? "1 article" : `${count} articles`),
  picksHeading: "Editors' picks",
  loading: "Loading articles...",
  error: "The blog could not be loaded.",
  retry: "Try again",
  germanOnly: "Our articles are written in German.",
  newsletterHeading: "Newsletter",
  newsletterText: "New articles by e-mail (in German). You first receive an e-mail with a link to confirm your subscription.",
  emailLabel: "E-mail address",
  emailPlaceholder: "name@example.com",
  emailMissing: "Please enter your e-mail address.",
  subscribe: "Subscribe",
  subscribing: "Sending...",
  subscribeFailed: "The subscription could not be sent. Please check your connection and try again.",
  privacyLink: "Privacy notice",
  newsletterConfirmed: "Thank you! Your newsletter subscription is confirmed.",
  newsletterInvalid: "This confirmation link is invalid or has expired. Please subscribe again.",
  backToBlog: "Back to the blog",
  notFoundTitle: "Article not found",
  notFoundText: "This article does not exist (any more). You may find a matching one on the blog.",
  articleError: "The article could not be loaded.",
};

/** blogTexts are the blog's texts in both locales. */
export const blogTexts: Localized<typeof deBlog> = { de: deBlog, en: enBlog };
