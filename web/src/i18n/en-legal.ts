import type { Localized, Texts } from "./locale";
import { deLegal } from "./de-legal";

/** English translations of the legal pages; they say that the German version is binding. */
export const enLegal: Texts<typeof deLegal> = {
  lastUpdated: "Last updated:",
  toc: "Contents",
  bindingNote: "This is a shortened translation for your convenience. Only the German version is legally binding.",
  privacy: {
    title: "Privacy policy",
    intro:
      "You can use Branchenbuch without an account and without giving personal data. This page explains what is processed anyway.",
    sections: {
      controller: {
        title: "Controller",
        p: ["The operator of this website is responsible for the processing. Name, address and contact are in the imprint."],
      },
      logs: {
        title: "Server logs",
        p: [
          "For every request the server logs: time, request method, path without query parameters, status code, response size in bytes and duration in milliseconds. Your IP address, browser and referring page are not logged.",
          "When the operator signs in or out of the admin area, or a sign-in fails, the IP address of the person signing in is logged too, and failed attempts are counted per address to prevent password guessing.",
          "Legal basis: legitimate interest in secure operation (Art. 6(1)(f) GDPR).",
        ],
      },
      cookies: {
        title: "Cookies and consent",
        p: [
          "Branchenbuch itself only sets these cookies:",
          "Necessary cookies are set under § 25(2) no. 2 TDDDG; everything else only with your consent (§ 25(1) TDDDG, Art. 6(1)(a) GDPR). All optional categories are off until you choose. You can withdraw consent at any time.",
        ],
        list: [
          "bb_session – keeps the operator signed in, only in the admin area (/admin), HttpOnly; ends after 2 hours idle, 12 hours at most.",
          "bb_consent – stores your cookie choice for 12 months.",
          "bb_locale – remembers your language for 12 months, only with consent to “Preferences”; deleted when you withdraw it.",
        ],
        link: "Cookie settings and cookie policy",
      },
      operatorCode: {
        title: "Advertising and analytics",
        p: [
          "The operator may embed ad areas and analytics code from third parties: ads only with your consent to “Marketing”, analytics only with consent to “Analytics”. These providers may receive your IP address and set their own cookies.",
          "Code the operator puts into the page head runs regardless of your choice; the operator is responsible for it.",
        ],
      },
      forms: {
        title: "Contact form, business listing and newsletter",
        p: [
          "What you enter into our forms is stored so that the operator can handle it:",
          "It is kept until the operator has handled or reviewed it and deletes it; an approved listing is published in the directory. Legal basis: Art. 6(1)(b) GDPR, for the newsletter your consent (Art. 6(1)(a) GDPR).",
          "To prevent floods, the server counts posts per form and IP address in ten-minute windows; each counter is deleted when its window ends.",
        ],
        list: [
          "Contact messages: name, e-mail address, subject, category and message.",
          "Business listings: name, category, description, address, phone, e-mail, website and opening hours of the business.",
          "Newsletter: your e-mail address, with double opt-in; the link works for 7 days; an unconfirmed address is deleted 30 days after it expired.",
        ],
      },
      localStorage: {
        title: "Draft in your browser",
        p: ["The add-business draft is kept in your browser's localStorage until you submit it or clear your browser data."],
      },
      map: {
        title: "Maps",
        p: [
          "The search and the businesses' pages can show a map when the operator has set up a map server (such as the OpenStreetMap Foundation's or a map provider's). Before you click “Load map”, your browser does not connect to that server; the placeholder names it.",
          "After the click your browser loads the map images directly from that server, which receives your IP address, the address of our website and your browser's details; the map server's privacy policy applies to them. The legal basis is your consent by the click (§ 25(1) TDDDG, Art. 6(1)(a) GDPR).",
          "Your choice holds for this visit. Only with your consent to “Preferences” do we remember it for 12 months in your browser's local storage (bb_map); withdrawing that consent deletes the entry.",
        ],
      },
      directory: {
        title: "Business data in the directory",
        p: [
          "Listings come from exports of publicly visible Google Maps entries. Photos are stored as resized copies on our own server, so your browser does not contact Google.",
          "If a listing concerns you as a person, you can ask for correction or deletion (legal basis: Art. 6(1)(f) GDPR).",
        ],
      },
      geonames: {
        title: "Postal codes",
        p: ["Postal codes and places come from GeoNames, licensed under CC BY 4.0. Your browser does not contact GeoNames."],
      },
      rights: {
        title: "Your rights",
        p: [
          "Under the GDPR you have the right to:",
          "You can withdraw consent at any time (Art. 7(3)) and complain to a supervisory authority (Art. 77). Contact us as given in the imprint – we answer requests within 30 days.",
        ],
        list: [
          "access (Art. 15)",
          "rectification (Art. 16)",
          "erasure (Art. 17)",
          "restriction of processing (Art. 18)",
          "data portability (Art. 20)",
          "object (Art. 21)",
        ],
      },
    },
    imprintLink: "Go to the imprint",
  },
  imprint: {
    title: "Imprint",
    notFilled: "The operator has not filled in their imprint details yet.",
    notGiven: "not given",
    loading: "Loading details …",
    loadFailed: "The operator's details could not be loaded.",
    sections: {
      operator: { title: "Information under § 5 DDG" },
      contact: { title: "Contact" },
      register: { title: "Register and VAT" },
      directors: { title: "Managing directors" },
      hours: { title: "Availability" },
      dispute: {
        title: "EU dispute resolution",
        text: "The European Commission provides a platform for online dispute resolution (ODR):",
      },
      sources: {
        title: "Data sources",
        text: "Listings come from publicly visible Google Maps entries. Postal codes and places: GeoNames, licensed under CC BY 4.0.",
      },
    },
    fields: {
      company: "Company",
      address: "Address",
      email: "E-mail",
      phone: "Phone",
      register: "Register entry",
      vatId: "VAT identification number (§ 27a UStG)",
      directors: "Managing directors",
      hours: "Business hours",
    },
  },
  terms: {
    title: "Terms of use",
    intro: "These terms apply to the use of Branchenbuch, run by the operator named in the imprint.",
    sections: {
      services: {
        title: "Services",
        p: [
          "Searching and viewing listings is free and needs no account.",
          "Businesses can be listed free of charge with a basic listing. The operator reviews every listing before it is published; there is no right to be listed.",
        ],
      },
      reviews: {
        title: "Reviews",
        p: ["Ratings are imported from public Google Maps data. Reviews cannot be written on Branchenbuch."],
      },
      paid: {
        title: "Paid extra functions",
        p: [
          "The operator may charge for extended functions, only under a separate agreement that states scope and price beforehand.",
        ],
      },
      duties: {
        title: "Users' duties",
        p: ["Give true information, respect the rights of others and do not misuse the forms or query the site in bulk."],
      },
      liability: {
        title: "Liability",
        p: [
          "Directory data may be outdated; no guarantee is given for its accuracy.",
          "The operator is fully liable for intent, gross negligence and injury to life, body or health; otherwise only for breach of essential duties, limited to foreseeable, typical damage.",
        ],
      },
      changes: {
        title: "Changes to these terms",
        p: [
          "Changes are announced to listed businesses in advance and count as accepted unless objected to within 30 days of the announcement, which points out this consequence.",
        ],
      },
      final: {
        title: "Final provisions",
        p: ["German law applies; mandatory consumer protection of your country of residence remains unaffected."],
      },
    },
  },
};

/** legalTexts are the legal pages' texts per locale. */
export const legalTexts: Localized<typeof deLegal> = { de: deLegal, en: enLegal };
