import texts from "./de-blog.json";
import { fill } from "./fill";

/**
 * German texts of the blog and its articles: de-blog.json, which the
 * server's article template (internal/pages) reads too; the functions fill
 * its placeholders.
 */
export const deBlog = {
  ...texts,
  readMoreAbout: (title: string) => fill(texts.readMoreAbout, { title }),
  readTime: (time: string) => fill(texts.readTime, { time }),
  by: (author: string) => fill(texts.by, { author }),
  categoryCount: (count: number) => (count === 1 ? texts.categoryCountOne : fill(texts.categoryCountMany, { n: count })),
};
