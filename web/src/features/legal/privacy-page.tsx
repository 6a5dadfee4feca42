/** Placeholder until the page is built (issue 10). */
export default function Page() {
  return <div className="mx-auto max-w-7xl px-4 py-10">Datenschutz</div>;
}
