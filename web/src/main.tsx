import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProvider } from "@/app/provider";
import { AppRoutes, loadPageFor } from "@/app/router";
import { basenameOf, LocaleProvider, localeOfPath, stripLocale } from "@/i18n/locale";
import "./styles.css";

// The server fills #root with the page's content as plain HTML for crawlers,
// preloads the page's chunk and embeds its data; the app replaces that
// content in one render once the page's module is here.
// The locale is fixed for the page load; under /en the router's basename keeps links English.
const locale = localeOfPath(window.location.pathname);
document.documentElement.lang = locale;

function render() {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <LocaleProvider locale={locale}>
        <AppProvider>
          <BrowserRouter basename={basenameOf(locale)}>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </LocaleProvider>
    </StrictMode>,
  );
}

loadPageFor(stripLocale(window.location.pathname)).then(render, render);
