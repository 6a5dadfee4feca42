import { Link } from "@/lib/router";
import { legalTexts } from "@/i18n/en-legal";
import { useTexts } from "@/i18n/locale";
import { ExternalLink, LegalDocument, TextBlock, type LegalSection } from "./components/legal-document";

const link = "text-blue-700 underline hover:text-blue-900";

/** PrivacyPage (/privacy) says what the product stores, why, for how long, and the visitor's rights. */
export default function PrivacyPage() {
  const t = useTexts(legalTexts).privacy;
  const s = t.sections;
  const sections: LegalSection[] = [
    {
      id: "controller",
      title: s.controller.title,
      content: (
        <>
          <TextBlock p={s.controller.p} />
          <p>
            <Link to="/imprint" className={link}>
              {t.imprintLink}
            </Link>
          </p>
        </>
      ),
    },
    { id: "server-logs", title: s.logs.title, content: <TextBlock p={s.logs.p} /> },
    {
      id: "cookies",
      title: s.cookies.title,
      content: (
        <>
          <TextBlock p={s.cookies.p} list={s.cookies.list} />
          <p>
            <Link to="/cookies" className={link}>
              {s.cookies.link}
            </Link>
          </p>
        </>
      ),
    },
    { id: "advertising-analytics", title: s.operatorCode.title, content: <TextBlock p={s.operatorCode.p} /> },
    { id: "forms", title: s.forms.title, content: <TextBlock p={s.forms.p} list={s.forms.list} /> },
    { id: "local-storage", title: s.localStorage.title, content: <TextBlock p={s.localStorage.p} /> },
    { id: "map", title: s.map.title, content: <TextBlock p={s.map.p} /> },
    { id: "directory-data", title: s.directory.title, content: <TextBlock p={s.directory.p} /> },
    {
      id: "geonames",
      title: s.geonames.title,
      content: (
        <>
          <TextBlock p={s.geonames.p} />
          <p>
            <ExternalLink href="https://www.geonames.org">GeoNames (www.geonames.org)</ExternalLink>
            {" · "}
            <ExternalLink href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</ExternalLink>
          </p>
        </>
      ),
    },
    { id: "rights", title: s.rights.title, content: <TextBlock p={s.rights.p} list={s.rights.list} /> },
  ];
  return <LegalDocument title={t.title} intro={t.intro} sections={sections} />;
}
