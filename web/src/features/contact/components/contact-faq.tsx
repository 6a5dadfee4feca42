import { Link } from "@/lib/router";
import { contactTexts } from "@/i18n/en-contact";
import { useTexts } from "@/i18n/locale";

/** ContactFaq answers the questions people ask before writing, each in a disclosure. */
export function ContactFaq() {
  const t = useTexts(contactTexts);
  return (
    <section aria-labelledby="contact-faq-heading" className="mt-12">
      <h2 id="contact-faq-heading" className="text-xl font-semibold text-slate-900">
        {t.faqHeading}
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {t.faq.map((item) => (
          <details key={item.question} className="group p-4">
            <summary className="cursor-pointer font-medium text-slate-900 marker:text-blue-700">{item.question}</summary>
            <p className="mt-2 text-slate-700">{item.answer}</p>
          </details>
        ))}
      </div>
      <Link to="/help" className="mt-4 inline-block font-medium text-blue-700 underline">
        {t.helpLink}
      </Link>
    </section>
  );
}
