import { lazy, type ComponentType } from "react";

/** LazyPage is a route's page, loaded on first use, that can also be loaded ahead. */
export type LazyPage = ComponentType & { load: () => Promise<void> };

/**
 * lazyPage wraps a page module like React.lazy, but once the module is loaded
 * (by load(), say before the first render) React gets it synchronously and
 * renders the page in the same pass instead of showing the fallback first.
 */
export function lazyPage(importer: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: { default: ComponentType } | undefined;
  const load = async () => {
    loaded ??= await importer();
  };
  // A thenable that calls back at once lets React.lazy resolve without suspending.
  const Page = lazy(() =>
    loaded
      ? ({ then: (resolve: (m: { default: ComponentType }) => void) => resolve(loaded!) } as unknown as Promise<{
          default: ComponentType;
        }>)
      : importer().then((m) => (loaded = m)),
  );
  return Object.assign(Page, { load }) as unknown as LazyPage;
}
