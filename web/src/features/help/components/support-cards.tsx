import { Mail, MessageCircle, Phone } from "lucide-react";
import { Link } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { helpTexts } from "@/i18n/en-help";
import { useTexts } from "@/i18n/locale";

const cards = [
  { key: "phone", Icon: Phone },
  { key: "email", Icon: Mail },
  { key: "chat", Icon: MessageCircle },
] as const;

/** SupportCards are the three ways to get personal help; each leads to the contact form. */
export function SupportCards() {
  const t = useTexts(helpTexts);
  return (
    <section aria-labelledby="support-heading" className="mt-12">
      <h2 id="support-heading" className="text-xl font-semibold text-slate-900">
        {t.supportHeading}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {cards.map(({ key, Icon }) => {
          const c = t.support[key];
          return (
            <li key={key}>
              <Card className="flex h-full flex-col p-5">
                <Icon aria-hidden="true" className="h-6 w-6 text-blue-700" />
                <h3 className="mt-3 font-semibold text-slate-900">{c.title}</h3>
                <p className="text-sm font-medium text-slate-700">{c.hours}</p>
                <p className="mt-2 flex-1 text-sm text-slate-700">{c.text}</p>
                <Button asChild variant="secondary" className="mt-4">
                  <Link to="/contact">{c.action}</Link>
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
