import { useState, type FormEvent } from "react";
import { Link } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { FormAlert, HoneypotField, TextField } from "@/components/ui/form-field";
import { blogTexts } from "@/i18n/en-blog";
import { useTexts } from "@/i18n/locale";
import { useSubscribeNewsletter } from "../api/subscribe-newsletter";

/**
 * NewsletterBox signs an address up for the newsletter. The server sends a
 * confirmation link first (double opt-in); its answer's message says so and
 * is shown as it comes, as are its refusals.
 */
export function NewsletterBox() {
  const t = useTexts(blogTexts);
  const [email, setEmail] = useState("");
  const [honeypot, setHoneypot] = useState("");
  const [missing, setMissing] = useState(false);
  const subscribe = useSubscribeNewsletter(t.subscribeFailed);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    setMissing(address === "");
    if (address === "") return;
    subscribe.mutate({ email: address, website2: honeypot });
  };

  return (
    <Card className="relative p-5">
      <section aria-labelledby="blog-newsletter">
        <CardTitle id="blog-newsletter">{t.newsletterHeading}</CardTitle>
        <p className="mt-2 text-sm text-slate-700">{t.newsletterText}</p>
        {subscribe.isSuccess ? (
          <p role="status" className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900">
            {subscribe.data.message}
          </p>
        ) : (
          <form noValidate onSubmit={submit} className="mt-4 space-y-3">
            <TextField
              id="newsletter-email"
              label={t.emailLabel}
              type="email"
              autoComplete="email"
              placeholder={t.emailPlaceholder}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={missing ? t.emailMissing : undefined}
            />
            <HoneypotField value={honeypot} onChange={setHoneypot} />
            {subscribe.isError && (
              <FormAlert>{subscribe.error instanceof Error ? subscribe.error.message : t.subscribeFailed}</FormAlert>
            )}
            <Button type="submit" className="w-full" disabled={subscribe.isPending}>
              {subscribe.isPending ? t.subscribing : t.subscribe}
            </Button>
          </form>
        )}
        <Link to="/privacy" className="mt-3 inline-block text-sm text-blue-700 hover:underline">
          {t.privacyLink}
        </Link>
      </section>
    </Card>
  );
}
