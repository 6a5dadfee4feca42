import { ToastProvider } from "@/components/ui/toast";
import { addBusinessTexts } from "@/i18n/en-add-business";
import { useTexts } from "@/i18n/locale";
import { AddBusinessWizard } from "./components/add-business-wizard";

/** AddBusinessPage is /add-business: the three-step wizard with its success step. */
export default function AddBusinessPage() {
  const t = useTexts(addBusinessTexts);
  return (
    <ToastProvider>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{t.intro}</p>
        <div className="mt-8">
          <AddBusinessWizard />
        </div>
      </div>
    </ToastProvider>
  );
}
