import { Link } from "@/lib/router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { categoriesTexts } from "@/i18n/en-categories";
import { useTexts } from "@/i18n/locale";

/** CategoryNotFound is shown for a slug that is neither a category nor an alias. */
export function CategoryNotFound() {
  const t = useTexts(categoriesTexts).page;
  return (
    <Card className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t.notFound}</h1>
      <p className="mt-2 text-slate-600">{t.notFoundText}</p>
      <Button asChild className="mt-6">
        <Link to="/categories">{t.backToCategories}</Link>
      </Button>
    </Card>
  );
}

/** CategoryError shows a heading, the category and the message, with a reload button (spec section 4). */
export function CategoryError({ category, message, onReload }: { category: string; message: string; onReload: () => void }) {
  const t = useTexts(categoriesTexts).page;
  return (
    <Card className="mx-auto max-w-xl p-8 text-center" role="alert">
      <h1 className="text-2xl font-bold text-slate-900">{t.errorHeading}</h1>
      <p className="mt-2 font-medium text-slate-800">{t.errorCategory(category)}</p>
      <p className="mt-1 break-words text-slate-600" data-testid="category-error-message">
        {message || t.unknownError}
      </p>
      <Button className="mt-6" onClick={onReload}>
        {t.reload}
      </Button>
    </Card>
  );
}

/** CategoryEmpty is the empty list, with a way to other categories. */
export function CategoryEmpty({ filtered = false }: { filtered?: boolean }) {
  const t = useTexts(categoriesTexts).page;
  return (
    <Card className="p-8 text-center" role="status">
      <h2 className="text-xl font-semibold text-slate-900">{t.empty}</h2>
      <p className="mt-2 text-slate-600">{filtered ? t.emptyFiltered : t.emptyText}</p>
      <Button asChild variant="secondary" className="mt-4">
        <Link to="/categories">{t.otherCategories}</Link>
      </Button>
    </Card>
  );
}
