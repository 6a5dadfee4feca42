import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { NativeSelect } from "./native-select";

const options = [
  { value: "all", label: "Alle Städte" },
  { value: "Berlin", label: "Berlin" },
  { value: "Köln", label: "Köln" },
];

/** Labelled renders the select under a visible label, holding its value as a page would. */
function Labelled({ onValueChange }: { onValueChange: (v: string) => void }) {
  const [value, setValue] = useState("all");
  return (
    <>
      <label htmlFor="city">Stadt</label>
      <NativeSelect
        id="city"
        value={value}
        onValueChange={(v) => {
          setValue(v);
          onValueChange(v);
        }}
        options={options}
        className="w-full"
      />
    </>
  );
}

describe("NativeSelect", () => {
  it("is a native select named by its visible label, with every option in order and the value selected", () => {
    render(<Labelled onValueChange={() => {}} />);
    const select = screen.getByRole("combobox", { name: "Stadt" });
    expect(select.tagName).toBe("SELECT");
    expect(select).toHaveValue("all");
    expect(screen.getAllByRole("option").map((o) => [o.getAttribute("value"), o.textContent])).toEqual([
      ["all", "Alle Städte"],
      ["Berlin", "Berlin"],
      ["Köln", "Köln"],
    ]);
    expect(screen.getByRole("option", { name: "Alle Städte" })).toHaveProperty("selected", true);
    // 44 px touch target and a visible keyboard focus ring; the width goes to the wrapper.
    expect(select).toHaveClass("h-11", "focus-visible:outline-3", "appearance-none");
    expect(select.parentElement).toHaveClass("relative", "w-full");
  });

  it("hands the chosen value to onValueChange and shows it", async () => {
    const onValueChange = vi.fn();
    render(<Labelled onValueChange={onValueChange} />);
    const select = screen.getByRole("combobox", { name: "Stadt" });
    await userEvent.selectOptions(select, "Köln");
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("Köln");
    expect(select).toHaveValue("Köln");
    await userEvent.selectOptions(select, "Alle Städte");
    expect(onValueChange).toHaveBeenLastCalledWith("all");
  });

  it("takes its accessible name from label when no visible label points at it", () => {
    render(
      <NativeSelect
        id="sort"
        label="Sortieren nach"
        value="name"
        onValueChange={() => {}}
        options={[{ value: "name", label: "Name A-Z" }]}
      />,
    );
    expect(screen.getByRole("combobox", { name: "Sortieren nach" })).toHaveValue("name");
  });

  it("passes further select attributes through, e.g. disabled", () => {
    render(<NativeSelect id="sort" label="Sortieren nach" value="name" onValueChange={() => {}} options={[]} disabled />);
    expect(screen.getByRole("combobox", { name: "Sortieren nach" })).toBeDisabled();
  });
});
