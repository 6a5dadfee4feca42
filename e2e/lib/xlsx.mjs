// A small reader of .xlsx files for the journeys that download one: the
// zip's central directory, the parts inflated with node:zlib, the first
// sheet's cells with their types. Enough for the exports Branchenbuch
// writes (inline strings, numbers, booleans); not a general reader.
import { readFile } from "node:fs/promises";
import { inflateRawSync } from "node:zlib";

/** zipParts returns the parts of a zip file by name, as text. */
function zipParts(buf) {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error("not a zip file");
  const count = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const parts = new Map();
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error("broken central directory");
    const method = buf.readUInt16LE(at + 10);
    const size = buf.readUInt32LE(at + 20);
    const nameLen = buf.readUInt16LE(at + 28);
    const extraLen = buf.readUInt16LE(at + 30);
    const commentLen = buf.readUInt16LE(at + 32);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.toString("utf8", at + 46, at + 46 + nameLen);
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const data = buf.subarray(start, start + size);
    parts.set(name, (method === 8 ? inflateRawSync(data) : data).toString("utf8"));
    at += 46 + nameLen + extraLen + commentLen;
  }
  return parts;
}

const unescape = (s) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&amp;/g, "&");

/**
 * readXlsx returns the sheet names, and for the first sheet its rows (each
 * an array of { type, value } by column, type "s" text, "n" number, "b"
 * boolean), whether its first row is frozen and its autofilter range.
 */
export async function readXlsx(path) {
  const parts = zipParts(await readFile(path));
  const workbook = parts.get("xl/workbook.xml") ?? "";
  const sheets = [...workbook.matchAll(/<sheet [^>]*name="([^"]*)"/g)].map((m) => unescape(m[1]));
  const xml = parts.get("xl/worksheets/sheet1.xml");
  if (!xml) throw new Error("no first sheet");
  const rows = [];
  for (const [, row] of xml.matchAll(/<row [^>]*>(.*?)<\/row>/gs)) {
    const cells = [];
    for (const [, attrs, body] of row.matchAll(/<c ([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)) {
      const ref = /r="([A-Z]+)\d+"/.exec(attrs)[1];
      const col = [...ref].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
      const t = /t="([^"]*)"/.exec(attrs)?.[1] ?? "n";
      const text = /<t[^>]*>(.*?)<\/t>/s.exec(body ?? "")?.[1] ?? /<v>(.*?)<\/v>/s.exec(body ?? "")?.[1] ?? "";
      cells[col] = { type: t === "inlineStr" || t === "str" ? "s" : t, value: unescape(text) };
    }
    rows.push(cells);
  }
  return {
    sheets,
    rows,
    frozen: /<pane (?=[^>]*ySplit="1")(?=[^>]*state="frozen")/.test(xml),
    autoFilter: /<autoFilter ref="([^"]*)"/.exec(xml)?.[1].replaceAll("$", "") ?? null,
  };
}
