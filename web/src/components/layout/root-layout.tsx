import { Suspense } from "react";
import { Outlet } from "@/lib/router";
import { ConsentRoot } from "@/components/consent/consent-root";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** PageFallback keeps the page's height while a lazy route loads, so nothing jumps. */
function PageFallback() {
  return <div className="min-h-screen" aria-busy="true" />;
}

/**
 * RootLayout is the shared frame of every page. On the operator panel
 * (panel) it leaves out the consent banner and the operator's analytics
 * code: third-party code there could call the admin API with the session,
 * and the panel sets no cookie that needs consent.
 */
export function RootLayout({ panel = false }: { panel?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 text-slate-900">
      <SiteHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {!panel && <ConsentRoot />}
    </div>
  );
}
