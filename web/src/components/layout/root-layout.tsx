import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "@/lib/router";
import { setMenu, syncFrame } from "./frame-islands";

/** PageFallback keeps the page's height while a lazy route loads, so nothing jumps. */
function PageFallback() {
  return <div className="min-h-screen" aria-busy="true" />;
}

/**
 * RootLayout is the app's part of the frame: the page inside the server's
 * #root. Header, footer and cookie banner are the server's
 * (internal/pages/templates/frame.html); after a client navigation it marks
 * the navigation's current link, points the language switch at the new page
 * and closes the mobile menu.
 */
export function RootLayout() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    syncFrame();
    setMenu(false);
  }, [pathname, search, hash]);
  return (
    <Suspense fallback={<PageFallback />}>
      <Outlet />
    </Suspense>
  );
}
