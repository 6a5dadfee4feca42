/** Placeholder: home-page. */
export default function Page() {
  return <div className="mx-auto max-w-7xl px-4 py-8">home-page</div>;
}
