import { cookiesTexts } from "@/i18n/en-cookies";
import { useTexts } from "@/i18n/locale";

/** CookieTable lists every cookie the product itself sets, with purpose, category and duration. */
export function CookieTable() {
  const t = useTexts(cookiesTexts);
  const cell = "border-b border-slate-200 px-3 py-2 align-top";
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{t.tableCaption}</caption>
        <thead className="bg-slate-100 text-slate-900">
          <tr>
            <th scope="col" className={cell}>
              {t.columns.name}
            </th>
            <th scope="col" className={cell}>
              {t.columns.purpose}
            </th>
            <th scope="col" className={cell}>
              {t.columns.category}
            </th>
            <th scope="col" className={cell}>
              {t.columns.duration}
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-700">
          {t.cookies.map((c) => (
            <tr key={c.name}>
              <th scope="row" className={`${cell} font-mono font-medium text-slate-900`}>
                {c.name}
              </th>
              <td className={cell}>{c.purpose}</td>
              <td className={cell}>{c.category}</td>
              <td className={cell}>{c.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
