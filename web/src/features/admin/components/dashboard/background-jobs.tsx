import { ShieldCheck } from "lucide-react";
import { Link } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { trAdmin } from "@/i18n/tr-admin";
import { PhotoUpdate } from "./photo-update";

/** BackgroundJobs offers the dashboard's long-running jobs: the photo update, and the way to the URL validation page. */
export function BackgroundJobs() {
  const t = trAdmin.jobs;
  return (
    <section aria-labelledby="admin-jobs-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="admin-jobs-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {t.heading}
      </h2>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <PhotoUpdate />
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <ShieldCheck aria-hidden="true" className="h-5 w-5 text-blue-700" />
            {t.validationTitle}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{t.validationIntro}</p>
          <Button asChild className="mt-3" size="sm" variant="secondary">
            <Link to="/url-validation-status">{t.validationLink}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
