import { Card } from "@/components/ui/card";
import { ToastProvider } from "@/components/ui/toast";
import { contactTexts } from "@/i18n/en-contact";
import { useTexts } from "@/i18n/locale";
import { ContactFaq } from "./components/contact-faq";
import { ContactForm } from "./components/contact-form";
import { ContactInfoCards } from "./components/contact-info-cards";

/** ContactPage is /contact: the contact form, the ways to reach the team and an FAQ. */
export default function ContactPage() {
  const t = useTexts(contactTexts);
  return (
    <ToastProvider>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t.title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t.intro}</p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Card className="p-4 sm:p-6">
            <ContactForm />
          </Card>
          <ContactInfoCards />
        </div>
        <ContactFaq />
      </div>
    </ToastProvider>
  );
}
