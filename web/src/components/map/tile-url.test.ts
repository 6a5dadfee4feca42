import { tileHost } from "./tile-host";
import { usableTileUrl } from "./tile-url";

describe("usableTileUrl", () => {
  it.each([
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", "https://tile.openstreetmap.org/{z}/{x}/{y}.png"],
    [" http://127.0.0.1:8099/{z}/{x}/{y}.png\n", "http://127.0.0.1:8099/{z}/{x}/{y}.png"],
    ["https://{s}.tile.example.org/{z}/{x}/{-y}{r}.png?key=1", "https://{s}.tile.example.org/{z}/{x}/{-y}{r}.png?key=1"],
    [undefined, null],
    ["", null],
    ["   ", null],
    ["javascript:alert(1)//{z}/{x}/{y}", null],
    ["//tile.openstreetmap.org/{z}/{x}/{y}.png", null],
    ["https://tile.openstreetmap.org/{z}/{x}.png", null],
    ["https://tile.openstreetmap.org/tile.png", null],
    ["https:///{z}/{x}/{y}.png", null],
  ])("%j → %j", (setting, want) => {
    expect(usableTileUrl(setting)).toBe(want);
  });
});

describe("tileHost", () => {
  it.each([
    ["https://tile.openstreetmap.org/{z}/{x}/{y}.png", "tile.openstreetmap.org"],
    ["https://{s}.tile.openstreetmap.de/{z}/{x}/{y}.png", "tile.openstreetmap.de"],
    ["http://127.0.0.1:8099/{z}/{x}/{y}.png", "127.0.0.1:8099"],
    ["not a url", ""],
    ["ftp://tiles.example/{z}/{x}/{y}.png", ""],
  ])("%s → %s", (url, want) => {
    expect(tileHost(url)).toBe(want);
  });
});
