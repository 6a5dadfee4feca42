import { useEffect } from "react";

/** SITE_NAME is the product's name in titles. */
export const SITE_NAME = "Branchenbuch";

/**
 * usePageMeta keeps the document title and description up to date on client
 * navigation; the server writes the same values into the first response.
 */
export function usePageMeta(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (!title) return;
    document.title = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute("content", description);
    }
  }, [title, description]);
}
