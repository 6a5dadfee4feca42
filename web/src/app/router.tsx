import { lazy } from "react";
import { Route, Routes } from "react-router";
import { RootLayout } from "@/components/layout/root-layout";

// Every route is its own chunk, so the first page loads only what it shows.
// Declarative routes keep the router's share of the first download small.
const HomePage = lazy(() => import("@/features/home/home-page"));
const BusinessesPage = lazy(() => import("@/features/businesses/businesses-page"));
const BusinessDetailPage = lazy(() => import("@/features/business-detail/business-detail-page"));
const CityPage = lazy(() => import("@/features/cities/city-page"));
const CategoriesPage = lazy(() => import("@/features/categories/categories-page"));
const CategoryPage = lazy(() => import("@/features/categories/category-page"));
const NotFoundPage = lazy(() => import("@/features/not-found/not-found-page"));

/** AppRoutes is the storefront's route table (spec section 2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path="/" element={<HomePage />} />
        <Route path="/businesses" element={<BusinessesPage />} />
        <Route path="/categories" element={<CategoriesPage />} />
        <Route path="/categories/:category" element={<CategoryPage />} />
        <Route path="/city/:city" element={<CityPage />} />
        <Route path="/business/:id" element={<BusinessDetailPage />} />
        <Route path="/:city/:slug" element={<BusinessDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
