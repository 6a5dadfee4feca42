import texts from "./de-add-business.json";
import { fill } from "./fill";

/**
 * Texts of the add-business wizard: de-add-business.json, which the server's
 * page template (internal/pages/templates/add-business.html) reads too; the
 * functions fill its placeholders. The toast title 'Erfolgreich
 * eingereicht!' keeps its established wording; category names are the
 * taxonomy's German names (internal/directory/taxonomy.go).
 */
export const deAddBusiness = {
  ...texts,
  stepOf: (step: number, total: number) => fill(texts.stepOf, { step, total }),
  successText: (name: string) => fill(texts.successText, { name }),
  errors: { ...texts.errors, retryAt: (time: string) => fill(texts.errors.retryAt, { time }) },
};
