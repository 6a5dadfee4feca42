import { mockFetch } from "@/test/render";
import { CITY_LIST_LIMIT, getCities } from "./get-cities";

afterEach(() => vi.unstubAllGlobals());

describe("getCities", () => {
  it("asks for the largest cities only, not the whole list of thousands", async () => {
    const { calls } = mockFetch({ "/api/cities": [{ city: "Berlin", businessCount: 61 }] });
    expect(await getCities()).toEqual([{ city: "Berlin", businessCount: 61 }]);
    expect(calls.map((u) => u.search)).toEqual([`?limit=${CITY_LIST_LIMIT}`]);
  });

  it("fails with the spec's message", async () => {
    mockFetch({});
    await expect(getCities()).rejects.toThrow("Failed to fetch cities");
  });
});
