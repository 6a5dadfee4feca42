import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { lazyPage } from "./lazy-page";

describe("lazyPage", () => {
  it("shows the fallback while the module loads when it was not loaded ahead", async () => {
    const Page = lazyPage(async () => ({ default: () => <p>Seite</p> }));
    render(
      <Suspense fallback={<p>lädt</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText("lädt")).toBeInTheDocument();
    expect(await screen.findByText("Seite")).toBeInTheDocument();
  });

  it("renders at once, without the fallback, once loaded ahead", async () => {
    const importer = vi.fn(async () => ({ default: () => <p>Seite</p> }));
    const Page = lazyPage(importer);
    await Page.load();
    await Page.load();
    render(
      <Suspense fallback={<p>lädt</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText("Seite")).toBeInTheDocument();
    expect(screen.queryByText("lädt")).not.toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
