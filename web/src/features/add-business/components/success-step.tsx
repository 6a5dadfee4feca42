import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { addBusinessTexts } from "@/i18n/en-add-business";
import { localizedPath, useLocale, useTexts } from "@/i18n/locale";

/** SuccessStep is step 4: the submission arrived; focus moves to its heading. */
export function SuccessStep({ name, onAnother }: { name: string; onAnother: () => void }) {
  const t = useTexts(addBusinessTexts);
  const home = localizedPath("/", useLocale());
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="text-center">
      <CheckCircle2 aria-hidden="true" className="mx-auto h-12 w-12 text-green-700" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold text-slate-900 outline-none">
        {t.successTitle}
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-slate-700">{t.successText(name)}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <Button onClick={onAnother}>{t.addAnother}</Button>
        <Button variant="secondary" asChild>
          <a href={home}>{t.toHome}</a>
        </Button>
      </div>
    </div>
  );
}
