import { deBlog } from "./de-blog";
import texts from "./en-blog.json";
import { fill } from "./fill";
import type { Localized, Texts } from "./locale";

/** English texts of the blog's frame (en-blog.json); the articles themselves are German. */
export const enBlog: Texts<typeof deBlog> = {
  ...texts,
  readMoreAbout: (title: string) => fill(texts.readMoreAbout, { title }),
  readTime: (time: string) => fill(texts.readTime, { time }),
  by: (author: string) => fill(texts.by, { author }),
  categoryCount: (count: number) => (count === 1 ? texts.categoryCountOne : fill(texts.categoryCountMany, { n: count })),
};

/** blogTexts are the blog's texts in both locales. */
export const blogTexts: Localized<typeof deBlog> = { de: deBlog, en: enBlog };
