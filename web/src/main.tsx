import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProvider } from "@/app/provider";
import { AppRoutes, loadPageFor } from "@/app/router";
import "./styles.css";

// The server fills #root with the page's content as plain HTML for crawlers,
// preloads the page's chunk and embeds its data; the app replaces that
// content in one render once the page's module is here.
function render() {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <AppProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProvider>
    </StrictMode>,
  );
}

loadPageFor(window.location.pathname).then(render, render);
