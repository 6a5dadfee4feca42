import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "@/lib/router";
import { AppProvider } from "@/app/provider";
import { AppRoutes, isServerPath, loadPageFor } from "@/app/router";
import { basenameOf, LocaleProvider, localeOfPath, stripLocale } from "@/i18n/locale";
import "./styles.css";
import "@/app/islands/frame";

// The operator panel's entry: the panel (/admin, /url-validation-status) is
// the only React app; every storefront page is the server's with its islands
// (app/islands.ts, docs/hydration.md). The server renders the frame and
// preloads the page's chunk; the first render is a transition, so React
// renders in slices and yields to the browser in between. The router loads a
// storefront page the panel links to from the server (isServerPath).
const locale = localeOfPath(window.location.pathname);
document.documentElement.lang = locale;

function render() {
  const root = createRoot(document.getElementById("root")!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <LocaleProvider locale={locale}>
          <AppProvider>
            <BrowserRouter basename={basenameOf(locale)} documents={isServerPath}>
              <AppRoutes />
            </BrowserRouter>
          </AppProvider>
        </LocaleProvider>
      </StrictMode>,
    ),
  );
}

loadPageFor(stripLocale(window.location.pathname)).then(render, render);
