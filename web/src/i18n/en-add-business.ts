import { deAddBusiness } from "./de-add-business";
import texts from "./en-add-business.json";
import { fill } from "./fill";
import type { Localized, Texts } from "./locale";

/** English texts of the add-business wizard (en-add-business.json). */
export const enAddBusiness: Texts<typeof deAddBusiness> = {
  ...texts,
  stepOf: (step: number, total: number) => fill(texts.stepOf, { step, total }),
  successText: (name: string) => fill(texts.successText, { name }),
  errors: { ...texts.errors, retryAt: (time: string) => fill(texts.errors.retryAt, { time }) },
};

/** addBusinessTexts are the wizard's texts per locale. */
export const addBusinessTexts: Localized<typeof deAddBusiness> = { de: deAddBusiness, en: enAddBusiness };
