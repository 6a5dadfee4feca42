import { useMutation } from "@tanstack/react-query";
import { formRetry, postForm } from "@/lib/post-form";

/** CONTACT_CATEGORIES are the contact form's topics (spec section 9), as the server names them. */
export const CONTACT_CATEGORIES = ["general", "business", "support", "partnership", "feedback"] as const;

/** ContactCategory is one topic of the contact form. */
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** ContactMessage is the body of POST /api/contact; website2 is the honeypot only bots fill in. */
export interface ContactMessage {
  name: string;
  email: string;
  category: ContactCategory | "";
  subject: string;
  message: string;
  website2: string;
}

/** sendContactMessage stores a message for the operator; a refusal raises a FormError with the server's text. */
export function sendContactMessage(message: ContactMessage, fallback: string): Promise<{ id: number }> {
  return postForm<{ id: number }>("/api/contact", message, fallback);
}

/** useSendContactMessage sends the contact form; fallback is the text of a failure without an answer. */
export function useSendContactMessage(fallback: string) {
  return useMutation({
    mutationKey: ["contact", "send"],
    mutationFn: (message: ContactMessage) => sendContactMessage(message, fallback),
    retry: formRetry,
  });
}
