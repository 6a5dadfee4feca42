import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "@/lib/router";
import { AppProvider } from "@/app/provider";
import { AppRoutes, isServerPath, loadPageFor } from "@/app/router";
import { basenameOf, LocaleProvider, localeOfPath, stripLocale } from "@/i18n/locale";
import "./styles.css";
import "@/app/islands/frame";

// The server renders the frame (header, footer, cookie banner; their islands
// start from app/islands/frame.ts) and fills #root with the page's content as plain HTML for crawlers,
// preloads the page's chunk and embeds its data; the app replaces that
// content once the page's module is here. The first render is a transition:
// React renders in slices of a few milliseconds and yields to the browser in
// between, the server's HTML staying on screen until the finished page is
// committed, instead of one task of several hundred milliseconds on a slow phone.
// The locale is fixed for the page load; under /en the router's basename keeps links English.
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
