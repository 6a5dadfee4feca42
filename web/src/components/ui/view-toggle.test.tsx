import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { ViewToggle, type ViewMode } from "./view-toggle";

function Harness({ start = "grid" as ViewMode }) {
  const [mode, setMode] = useState<ViewMode>(start);
  return (
    <>
      <ViewToggle value={mode} onChange={setMode} />
      <output>{mode}</output>
    </>
  );
}

describe("ViewToggle", () => {
  it("is a radio group whose checked button is the one tab stop", () => {
    render(<Harness />);
    expect(screen.getByRole("radiogroup", { name: "Rasteransicht / Listenansicht" })).toBeInTheDocument();
    const grid = screen.getByRole("radio", { name: "Rasteransicht" });
    const list = screen.getByRole("radio", { name: "Listenansicht" });
    expect(grid).toBeChecked();
    expect(list).not.toBeChecked();
    expect(grid).toHaveAttribute("tabindex", "0");
    expect(list).toHaveAttribute("tabindex", "-1");
  });

  it("chooses by click and by arrow keys, moving the focus along", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole("radio", { name: "Listenansicht" }));
    expect(screen.getByRole("status")).toHaveTextContent("list");
    await user.keyboard("{ArrowLeft}");
    expect(screen.getByRole("status")).toHaveTextContent("grid");
    expect(screen.getByRole("radio", { name: "Rasteransicht" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}"); // wraps round
    expect(screen.getByRole("status")).toHaveTextContent("list");
    expect(screen.getByRole("radio", { name: "Listenansicht" })).toHaveFocus();
  });
});
