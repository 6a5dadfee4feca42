import { BookOpen, Cookie, PlusCircle } from "lucide-react";
import { Link } from "@/lib/router";
import { Card } from "@/components/ui/card";
import { helpTexts } from "@/i18n/en-help";
import { useTexts } from "@/i18n/locale";

const icons = { add: PlusCircle, blog: BookOpen, cookies: Cookie } as const;

/** ResourceCards link to three pages that help further: listing a business, the guides, cookie settings. */
export function ResourceCards() {
  const t = useTexts(helpTexts);
  return (
    <section aria-labelledby="resources-heading" className="mt-12">
      <h2 id="resources-heading" className="text-xl font-semibold text-slate-900">
        {t.resourcesHeading}
      </h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {t.resources.map((r) => {
          const Icon = icons[r.key as keyof typeof icons] ?? BookOpen;
          return (
            <li key={r.key}>
              <Card className="relative h-full p-5 hover:border-blue-300">
                <Icon aria-hidden="true" className="h-6 w-6 text-blue-700" />
                <h3 className="mt-3 font-semibold text-slate-900">
                  <Link to={r.to} className="after:absolute after:inset-0 hover:underline">
                    {r.title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-slate-700">{r.text}</p>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
