import { ApiError } from "@/lib/api-client";
import trErrors from "@/i18n/tr-admin-errors.json";
import { errorDetail, serverMessage, turkishText } from "./admin-fetch";

const answer = (status: number, body: unknown) => new ApiError(status, `${status}: ${JSON.stringify(body)}`);

describe("serverMessage", () => {
  it("shows the panel's Turkish text for a keyed error, not the server's German", () => {
    const err = answer(409, {
      error: "Die Einreichung 7 wurde bereits angenommen.",
      code: "conflict",
      key: "submission_already_approved",
      params: { id: 7 },
    });
    expect(serverMessage(err)).toBe("Başvuru 7 zaten onaylandı.");
    expect(errorDetail(err)).toBe("HTTP 409: Başvuru 7 zaten onaylandı.");
  });

  it("keeps placeholders that are no params ({z} of a tile address)", () => {
    expect(turkishText("tile_url_lone_brace", {})).toContain("{z}");
    expect(turkishText("setting_too_long", { key: "head_code", kb: 256 })).toBe("head_code ayarı çok uzun (en fazla 256 KB).");
  });

  it("shows the server's text when the panel has none for the key, or there is no key", () => {
    expect(serverMessage(answer(400, { error: "Satır 5: hücre çok uzun.", code: "invalid" }))).toBe("Satır 5: hücre çok uzun.");
    expect(serverMessage(answer(400, { error: "Text", code: "invalid", key: "toString" }))).toBe("Text");
    expect(serverMessage(new ApiError(502, "502: Bad Gateway"))).toBe("Bad Gateway");
  });

  it("has a Turkish text for every key", () => {
    for (const [key, text] of Object.entries(trErrors)) {
      expect(text, key).not.toBe("");
      expect(text, key).not.toMatch(/[äß]|\b(nicht|der|die|das|und)\b/); // German pasted by mistake
    }
  });
});
