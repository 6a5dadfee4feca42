import { matchRoutes, Route, Routes } from "react-router";
import { RootLayout } from "@/components/layout/root-layout";
import { lazyPage, type LazyPage } from "./lazy-page";

// Every route is its own chunk, so the first page loads only what it shows.
// Declarative routes keep the router's share of the first download small.
const HomePage = lazyPage(() => import("@/features/home/home-page"));
const BusinessesPage = lazyPage(() => import("@/features/businesses/businesses-page"));
const BusinessDetailPage = lazyPage(() => import("@/features/business-detail/business-detail-page"));
const CityPage = lazyPage(() => import("@/features/cities/city-page"));
const CategoriesPage = lazyPage(() => import("@/features/categories/categories-page"));
const CategoryPage = lazyPage(() => import("@/features/categories/category-page"));
const AdminPage = lazyPage(() => import("@/features/admin/admin-page"));
const NotFoundPage = lazyPage(() => import("@/features/not-found/not-found-page"));
const ContactPage = lazyPage(() => import("@/features/contact/contact-page"));
const AddBusinessPage = lazyPage(() => import("@/features/add-business/add-business-page"));
const HelpPage = lazyPage(() => import("@/features/help/help-page"));
const AboutPage = lazyPage(() => import("@/features/about/about-page"));
const BlogPage = lazyPage(() => import("@/features/blog/blog-page"));
const ArticlePage = lazyPage(() => import("@/features/blog/article-page"));
const PrivacyPage = lazyPage(() => import("@/features/legal/privacy-page"));
const ImprintPage = lazyPage(() => import("@/features/legal/imprint-page"));
const TermsPage = lazyPage(() => import("@/features/legal/terms-page"));
const CookiesPage = lazyPage(() => import("@/features/cookies/cookies-page"));

/** pages is the storefront's route table (spec section 2). */
const pages: { path: string; Page: LazyPage }[] = [
  { path: "/", Page: HomePage },
  { path: "/businesses", Page: BusinessesPage },
  { path: "/categories", Page: CategoriesPage },
  { path: "/categories/:category", Page: CategoryPage },
  { path: "/city/:city", Page: CityPage },
  { path: "/business/:id", Page: BusinessDetailPage },
  { path: "/:city/:slug", Page: BusinessDetailPage },
  { path: "/admin", Page: AdminPage },
  { path: "/contact", Page: ContactPage },
  { path: "/add-business", Page: AddBusinessPage },
  { path: "/help", Page: HelpPage },
  { path: "/about", Page: AboutPage },
  { path: "/blog", Page: BlogPage },
  { path: "/blog/:id", Page: ArticlePage },
  { path: "/privacy", Page: PrivacyPage },
  { path: "/imprint", Page: ImprintPage },
  { path: "/terms", Page: TermsPage },
  { path: "/cookies", Page: CookiesPage },
  { path: "*", Page: NotFoundPage },
];

/** AppRoutes renders the page of the current location inside the shared frame. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {pages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}

/** loadPageFor loads the page module of a path ahead of the first render. */
export async function loadPageFor(pathname: string): Promise<void> {
  const match = matchRoutes(pages, pathname)?.at(-1)?.route as (typeof pages)[number] | undefined;
  await match?.Page.load();
}
