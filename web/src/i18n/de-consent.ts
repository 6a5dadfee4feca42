import deConsentJSON from "./de-consent.json";

/**
 * Texts of the cookie banner and of the four consent switches (also on
 * /cookies), in de-consent.json: the server's templates render the banner
 * (internal/pages) from the same file.
 */
export const deConsent = deConsentJSON;
