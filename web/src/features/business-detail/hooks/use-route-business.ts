import { useParams } from "@/lib/router";
import { useBusiness } from "../api/get-business";
import { useBusinessBySlug } from "../api/get-business-by-slug";

/** DetailRoute is what the route parameters ask for: a business by id, by slug, or nothing valid. */
export type DetailRoute = { kind: "id"; id: number } | { kind: "slug"; city: string; slug: string } | { kind: "invalid" };

/** parseDetailRoute validates the parameters of /business/{id} and /{city}/{slug}. */
export function parseDetailRoute(params: { id?: string; city?: string; slug?: string }): DetailRoute {
  if (params.id !== undefined) {
    // Only plain positive integers: "12abc", "1e3" or "-1" are not ids.
    const id = /^\d{1,15}$/.test(params.id) ? Number(params.id) : 0;
    return id > 0 ? { kind: "id", id } : { kind: "invalid" };
  }
  const city = params.city?.trim() ?? "";
  const slug = params.slug?.trim() ?? "";
  return city && slug ? { kind: "slug", city, slug } : { kind: "invalid" };
}

/**
 * useRouteBusiness loads the business the route names. Both queries are
 * declared (hooks cannot be conditional), only the matching one runs.
 */
export function useRouteBusiness() {
  const route = parseDetailRoute(useParams());
  const byId = useBusiness(route.kind === "id" ? route.id : 0, route.kind === "id");
  const bySlug = useBusinessBySlug(
    route.kind === "slug" ? route.city : "",
    route.kind === "slug" ? route.slug : "",
    route.kind === "slug",
  );
  return { route, query: route.kind === "slug" ? bySlug : byId };
}
