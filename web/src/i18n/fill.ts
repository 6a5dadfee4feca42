/** fill puts values into a text's {name} placeholders: fill("von {author}", { author: "Anna" }) is "von Anna". */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
