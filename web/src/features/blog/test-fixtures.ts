import type { BlogArticle, BlogIndex } from "./api/get-blog";

/** anArticle is a blog article of the list answer with overrides. */
export function anArticle(over: Partial<BlogArticle> = {}): BlogArticle {
  return {
    id: "kfz-werkstatt-finden",
    title: "Eine vertrauenswürdige Kfz-Werkstatt finden",
    excerpt: "Woran Sie eine seriöse Werkstatt erkennen.",
    author: "Redaktion Branchenbuch",
    date: "2024-01-15",
    category: "Auto & Werkstatt",
    readTime: "6 Min",
    image: "/blog/werkstatt.svg",
    featured: false,
    ...over,
  };
}

/** blogIndex is a list answer of seven articles, the first featured, over three categories. */
export function blogIndex(): BlogIndex {
  const categories = ["Auto & Werkstatt", "Handwerk & Haus", "Saisonales"];
  const articles = Array.from({ length: 7 }, (_, i) =>
    anArticle({
      id: `artikel-${i + 1}`,
      title: `Artikel ${i + 1}`,
      date: `2024-01-${String(20 - i).padStart(2, "0")}`,
      category: categories[i % 3],
      featured: i === 0,
    }),
  );
  return {
    articles,
    categories: [
      { name: "Auto & Werkstatt", count: 3, color: "blue" },
      { name: "Handwerk & Haus", count: 2, color: "orange" },
      { name: "Saisonales", count: 2, color: "sky" },
    ],
    popular: [articles[0], articles[1], articles[2]],
    featured: "artikel-1",
  };
}
