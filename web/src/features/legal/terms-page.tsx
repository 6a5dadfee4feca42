import { legalTexts } from "@/i18n/en-legal";
import { useTexts } from "@/i18n/locale";
import { LegalDocument, TextBlock, type LegalSection } from "./components/legal-document";

const ids = {
  services: "services",
  reviews: "reviews",
  paid: "paid-functions",
  duties: "duties",
  liability: "liability",
  changes: "changes",
  final: "final-provisions",
} as const;

/** TermsPage (/terms) holds the terms of use: free basic use and listing, imported reviews, 30 days to object to changes. */
export default function TermsPage() {
  const t = useTexts(legalTexts).terms;
  const sections: LegalSection[] = (Object.keys(ids) as (keyof typeof ids)[]).map((key) => ({
    id: ids[key],
    title: t.sections[key].title,
    content: <TextBlock p={t.sections[key].p} />,
  }));
  return <LegalDocument title={t.title} intro={t.intro} sections={sections} />;
}
