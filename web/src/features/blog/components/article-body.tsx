/**
 * ArticleBody shows an article's HTML. It is our own Markdown rendered by the
 * server with raw HTML left out and unsafe links emptied, so it is inserted
 * as it is. The articles are German in every locale.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div
      lang="de"
      className="mt-8 max-w-none text-lg leading-relaxed text-slate-800 [&_a]:text-blue-700 [&_a]:underline [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
