import { useId } from "react";
import { Link } from "@/lib/router";
import { cookiesTexts } from "@/i18n/en-cookies";
import { useTexts } from "@/i18n/locale";
import { ConsentForm } from "./components/consent-form";
import { CookieTable } from "./components/cookie-table";

/**
 * CookiesPage (/cookies) lets a visitor change their consent and lists the
 * product's own cookies and what the operator's code may set.
 */
export default function CookiesPage() {
  const t = useTexts(cookiesTexts);
  const id = useId();
  const heading = "mt-10 mb-3 text-xl font-semibold text-slate-900";
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{t.title}</h1>
      <p className="mt-3 text-slate-700">{t.intro}</p>

      <section aria-labelledby={`${id}-settings`}>
        <h2 id={`${id}-settings`} className={heading}>
          {t.settingsHeading}
        </h2>
        <p className="mb-4 text-sm text-slate-700">{t.settingsHint}</p>
        <ConsentForm />
      </section>

      <section aria-labelledby={`${id}-table`}>
        <h2 id={`${id}-table`} className={heading}>
          {t.tableHeading}
        </h2>
        <CookieTable />
        <h3 className="mt-6 mb-2 font-semibold text-slate-900">{t.storageHeading}</h3>
        <p className="text-slate-700">{t.storageText}</p>
      </section>

      <section aria-labelledby={`${id}-third`}>
        <h2 id={`${id}-third`} className={heading}>
          {t.thirdHeading}
        </h2>
        <p className="text-slate-700">{t.thirdIntro}</p>
        <dl className="mt-4 space-y-3">
          {t.third.map((item) => (
            <div key={item.name} className="rounded-lg border border-slate-200 bg-white p-3">
              <dt className="font-medium text-slate-900">{item.name}</dt>
              <dd className="text-slate-700">{item.text}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-6">
          <Link to="/privacy" className="text-blue-700 underline hover:text-blue-900">
            {t.privacyLink}
          </Link>
        </p>
      </section>
    </div>
  );
}
