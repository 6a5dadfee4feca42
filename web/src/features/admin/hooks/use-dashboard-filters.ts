import { useEffect, useReducer, useState } from "react";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { ALL, type BusinessListParams, type SortField } from "../api/get-admin-businesses";

/** SEARCH_DEBOUNCE_MS is how long typing must pause before the table searches (docs/pages.md, "The operator panel"). */
export const SEARCH_DEBOUNCE_MS = 300;

/** FilterKey is a filter of the dashboard (search included). */
export type FilterKey = "search" | "category" | "city" | "type" | "country" | "date" | "website";

/** INITIAL_PARAMS: no filters, sorted by name ascending, page 1. */
export const INITIAL_PARAMS: BusinessListParams = {
  page: 1,
  search: "",
  category: ALL,
  city: ALL,
  type: ALL,
  country: ALL,
  date: "",
  website: ALL,
  sortBy: "name",
  sortOrder: "asc",
};

type Action =
  | { type: "filter"; key: FilterKey; value: string }
  | { type: "sort"; field: SortField }
  | { type: "page"; page: number }
  | { type: "reset" };

/** dashboardReducer applies a change; every change but paging goes back to page 1 (docs/pages.md, "The operator panel"). */
export function dashboardReducer(state: BusinessListParams, action: Action): BusinessListParams {
  switch (action.type) {
    case "filter":
      return state[action.key] === action.value ? state : { ...state, [action.key]: action.value, page: 1 };
    case "sort":
      // The active column toggles its order; another column starts ascending.
      return action.field === state.sortBy
        ? { ...state, sortOrder: state.sortOrder === "asc" ? "desc" : "asc", page: 1 }
        : { ...state, sortBy: action.field, sortOrder: "asc", page: 1 };
    case "page":
      return { ...state, page: action.page };
    case "reset":
      return { ...INITIAL_PARAMS, sortBy: state.sortBy, sortOrder: state.sortOrder };
  }
}

/**
 * useDashboardFilters holds the table's filters, sort and page. The search
 * box's text is kept apart and reaches the list 300 ms after typing stops.
 */
export function useDashboardFilters() {
  const [params, dispatch] = useReducer(dashboardReducer, INITIAL_PARAMS);
  const [searchText, setSearchText] = useState("");
  const debounced = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    dispatch({ type: "filter", key: "search", value: debounced });
  }, [debounced]);

  return {
    params,
    searchText,
    setSearchText,
    setFilter: (key: Exclude<FilterKey, "search">, value: string) => dispatch({ type: "filter", key, value }),
    sort: (field: SortField) => dispatch({ type: "sort", field }),
    setPage: (page: number) => dispatch({ type: "page", page }),
    reset: () => {
      setSearchText("");
      dispatch({ type: "reset" });
    },
  };
}
