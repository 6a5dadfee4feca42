import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProvider } from "@/app/provider";
import { AppRoutes } from "@/app/router";
import "./styles.css";

// The server fills #root with the page's content as plain HTML for crawlers;
// the app replaces it once it runs.
createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>,
);
