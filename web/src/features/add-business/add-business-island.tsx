import { StrictMode } from "react";
import { ToastProvider } from "@/components/ui/toast";
import { LocaleProvider, type Locale } from "@/i18n/locale";
import { AddBusinessWizard } from "./components/add-business-wizard";

/**
 * AddBusinessIsland is the wizard of /add-business as an island: the server
 * renders the page (internal/pages/templates/add-business.html) and leaves an
 * element for it; app/islands/add-business.tsx mounts this there. It needs no
 * router and no query client, only the locale and the toasts.
 */
export function AddBusinessIsland({ locale }: { locale: Locale }) {
  return (
    <StrictMode>
      <LocaleProvider locale={locale}>
        <ToastProvider>
          <AddBusinessWizard />
        </ToastProvider>
      </LocaleProvider>
    </StrictMode>
  );
}
