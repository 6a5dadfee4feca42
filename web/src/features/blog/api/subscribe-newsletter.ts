import { useMutation } from "@tanstack/react-query";
import { formRetry, postForm } from "@/lib/post-form";

/** NewsletterSignup is the body of POST /api/newsletter; website2 is the honeypot only bots fill in. */
export interface NewsletterSignup {
  email: string;
  website2: string;
}

/** NewsletterAnswer is the server's 202: the address waits for its confirmation link to be followed. */
export interface NewsletterAnswer {
  status: string;
  message: string;
}

/** subscribeNewsletter asks for a confirmation e-mail; a refusal raises a FormError with the server's text. */
export function subscribeNewsletter(signup: NewsletterSignup, fallback: string): Promise<NewsletterAnswer> {
  return postForm<NewsletterAnswer>("/api/newsletter", signup, fallback);
}

/** useSubscribeNewsletter sends the newsletter form; fallback is the text of a failure without an answer. */
export function useSubscribeNewsletter(fallback: string) {
  return useMutation({
    mutationKey: ["newsletter", "subscribe"],
    mutationFn: (signup: NewsletterSignup) => subscribeNewsletter(signup, fallback),
    retry: formRetry,
  });
}
