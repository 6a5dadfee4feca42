import { Building2, Clock, FileText, Mail } from "lucide-react";
import { Link } from "@/lib/router";
import { Card } from "@/components/ui/card";
import { contactTexts } from "@/i18n/en-contact";
import { useTexts } from "@/i18n/locale";

const icons = { form: Mail, time: Clock, business: Building2, imprint: FileText } as const;

/** ContactInfoCards are the ways to reach the directory's team, with the 24-hour answer promise. */
export function ContactInfoCards() {
  const t = useTexts(contactTexts);
  return (
    <section aria-labelledby="contact-info-heading">
      <h2 id="contact-info-heading" className="text-xl font-semibold text-slate-900">
        {t.infoHeading}
      </h2>
      <ul className="mt-4 grid gap-4">
        {t.info.map((card) => {
          const Icon = icons[card.key as keyof typeof icons] ?? Mail;
          return (
            <li key={card.key}>
              <Card className="flex gap-4 p-4">
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-blue-50 text-blue-700">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{card.title}</h3>
                  <p className="mt-1 text-sm text-slate-700">{card.text}</p>
                  {card.link && (
                    <Link to={card.link.to} className="mt-2 inline-block text-sm font-medium text-blue-700 underline">
                      {card.link.label}
                    </Link>
                  )}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
