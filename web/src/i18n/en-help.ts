import type { Localized, Texts } from "./locale";
import { deHelp } from "./de-help";

/** English texts of the help centre. */
export const enHelp: Texts<typeof deHelp> = {
  title: "Help centre",
  intro: "Answers to common questions about searching, listings and the directory.",
  searchLabel: "Search the questions",
  searchPlaceholder: "e.g. postal code, reviews, listing",
  hits: (n: number) => (n === 1 ? "1 matching question" : `${n} matching questions`),
  noResults: "No results found",
  noResultsHint: "Try another word or write to us.",
  reset: "Reset search",
  groups: [
    {
      key: "general",
      title: "General",
      color: "blue",
      items: [
        {
          question: "What is the directory?",
          answer:
            "A directory of local businesses in Germany – workshops, tradespeople, service providers and more – with address, phone number, website, opening hours and reviews.",
        },
        { question: "Does it cost anything?", answer: "No. Searching and reading is free and needs no account." },
        {
          question: "Where does the data come from?",
          answer:
            "Most listings come from exports of Google Maps data, which we import and update regularly. Businesses that register themselves through “Add your business” are added after our review.",
        },
        {
          question: "How do I reach the team?",
          answer: "Through the contact form. We answer within 24 hours.",
        },
      ],
    },
    {
      key: "search",
      title: "Search and navigation",
      color: "green",
      items: [
        {
          question: "How do I find a business?",
          answer:
            "On the home page, enter what you are looking for (name or service) and where (place or postal code). The “Businesses” page also narrows down by city and category.",
        },
        {
          question: "Can I search by postal code?",
          answer:
            "Yes. A full postal code finds exactly that district, its first digits a whole area (for example “80” for Munich's 80xxx). You can also enter a place name.",
        },
        {
          question: "Does the search find other spellings?",
          answer:
            "Yes. Umlauts and ß may be written out (Müller = Mueller = Muller, Straße = Strasse), and small typos are recognised.",
        },
        {
          question: "In what order do results appear?",
          answer:
            "First businesses whose name holds every search word, then matches in category and services, then in the description. Within these groups, rating and number of reviews decide.",
        },
        {
          question: "How do I see every business of a trade?",
          answer: "Under “Categories” each trade is listed with its number of entries and its own overview page.",
        },
      ],
    },
    {
      key: "listing",
      title: "Listing a business",
      color: "orange",
      items: [
        {
          question: "How do I list my business?",
          answer:
            "On the “Add your business” page: in three steps you enter name, category and description, address and contact details, and optionally the opening hours.",
        },
        { question: "What does a listing cost?", answer: "Nothing. The listing is free." },
        {
          question: "When does my listing appear?",
          answer: "We review every submitted listing before it appears in the directory. It goes live within 24 hours.",
        },
        {
          question: "How do I change my business's details?",
          answer:
            "Write to us through the contact form with the topic “Business listing”. We correct the address, phone number and website for you.",
        },
      ],
    },
    {
      key: "users",
      title: "For users",
      color: "purple",
      items: [
        {
          question: "Where do the reviews come from?",
          answer:
            "The reviews come from Google and are only shown here. You cannot write reviews here – you can on Google itself.",
        },
        {
          question: "What does “Open now” mean?",
          answer:
            "We work it out on every visit from the opening hours and the current time. When a day has no opening hours, we show nothing rather than guess.",
        },
        {
          question: "Which cookies does the site use?",
          answer:
            "Without your consent, only technically necessary ones. Statistics and marketing cookies are set only after you agree; you can change your choice at any time on the “Cookie settings” page.",
        },
        { question: "How do I share a listing?", answer: "With the “Share” button on the business's page." },
      ],
    },
  ],
  supportHeading: "Personal help",
  support: {
    phone: {
      title: "Phone",
      hours: "Mon–Fri 9:00–18:00",
      text: "Prefer to talk? Give us your number and a suitable time in the contact form.",
      action: "Request a call back",
    },
    email: {
      title: "E-mail",
      hours: "Reply within 24 hours",
      text: "Write to us through the contact form; the answer comes by e-mail.",
      action: "Write a message",
    },
    chat: {
      title: "Live chat",
      hours: "Not available at the moment",
      text: "We do not offer a live chat at the moment. Write to us instead – we answer within 24 hours.",
      action: "To the contact form",
    },
  },
  resourcesHeading: "More pages",
  resources: [
    { key: "add", to: "/add-business", title: "Add your business", text: "Bring your business into the directory for free." },
    { key: "blog", to: "/blog", title: "Guides", text: "Articles about workshops, trades and local services." },
    { key: "cookies", to: "/cookies", title: "Cookie settings", text: "See and change which cookies you agreed to." },
  ],
};

/** helpTexts are the help centre's texts per locale. */
export const helpTexts: Localized<typeof deHelp> = { de: deHelp, en: enHelp };
