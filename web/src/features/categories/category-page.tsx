/** Placeholder: category-page. */
export default function Page() {
  return <div className="mx-auto max-w-7xl px-4 py-8">category-page</div>;
}
