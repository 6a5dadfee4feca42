import type { Localized, Texts } from "./locale";
import { deContact } from "./de-contact";

/** English texts of the contact page. */
export const enContact: Texts<typeof deContact> = {
  title: "Contact",
  intro: "Questions about a listing, outdated data or ideas for the directory? Write to us – we answer within 24 hours.",
  formHeading: "Send a message",
  requiredNote: "All fields are required.",
  name: "Name",
  email: "E-mail address",
  category: "Topic",
  categoryPlaceholder: "Please choose",
  categories: {
    general: "General enquiry",
    business: "Business listing",
    support: "Technical support",
    partnership: "Partnership",
    feedback: "Feedback",
  },
  subject: "Subject",
  message: "Message",
  messageHint: "For a question about a listing, please name the business and its town.",
  send: "Send message",
  sending: "Sending …",
  sentNote: "Thank you! Your message has arrived. We answer within 24 hours.",
  errors: {
    name: "Please enter your name.",
    email: "Please enter your e-mail address.",
    emailInvalid: "Please enter a valid e-mail address (e.g. name@example.com).",
    category: "Please choose a topic.",
    subject: "Please enter a subject.",
    message: "Please write a message.",
    network: "The message could not be sent. Please check your connection and try again.",
    retryAt: (time: string) => `You can try again from ${time}.`,
  },
  toastTitle: "Message sent!",
  toastText: "We will answer within 24 hours.",
  infoHeading: "How to reach us",
  info: [
    {
      key: "form",
      title: "Contact form",
      text: "The fastest way to us: your message goes straight to the directory's team.",
      link: null,
    },
    {
      key: "time",
      title: "Answer within 24 hours",
      text: "We answer every message within 24 hours – by e-mail to the address you give.",
      link: null,
    },
    {
      key: "business",
      title: "List your business",
      text: "Your business is missing? List it for free; we review the listing and publish it.",
      link: { to: "/add-business", label: "List your business" },
    },
    {
      key: "imprint",
      title: "Provider",
      text: "The postal address and details of the operator are in the imprint.",
      link: { to: "/imprint", label: "To the imprint" },
    },
  ],
  faqHeading: "Frequently asked questions",
  faq: [
    {
      question: "How soon will I get an answer?",
      answer: "Within 24 hours, by e-mail to the address you give in the form.",
    },
    {
      question: "A listing has wrong data. What can I do?",
      answer:
        "Write to us with the topic “Business listing” and name the business, its town and the correct details. We correct the address, phone number or website in the directory.",
    },
    {
      question: "Can I write a review or have one removed?",
      answer: "Reviews come from Google and are only shown here. You can write or change them on Google itself.",
    },
    {
      question: "What happens to my details?",
      answer: "We store your message in order to answer it. The privacy policy tells you more.",
    },
  ],
  helpLink: "More answers in the help centre",
};

/** contactTexts are the contact page's texts per locale. */
export const contactTexts: Localized<typeof deContact> = { de: deContact, en: enContact };
