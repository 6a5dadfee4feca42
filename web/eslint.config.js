// ESLint checks what Prettier and tsc do not: the layering of src/, import cycles, the rules of
// hooks and kebab-case file names. No style preset: Prettier formats, tsc types.
import { readdirSync } from "node:fs";
import { defineConfig, globalIgnores } from "eslint/config";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import checkFile from "eslint-plugin-check-file";

// Each folder of src/features is a feature; it imports only itself and the shared layers.
const features = readdirSync(new URL("./src/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The layers, from the top: main.tsx → app → features → the shared code (components, lib, i18n,
// api, types, and the tests' helpers in test). An import goes down, never up or sideways between features.
const shared = ["./src/components", "./src/lib", "./src/i18n", "./src/api", "./src/types", "./src/test"];
const zones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: "./src/features",
    except: [`./${feature}`],
    message: "A feature does not import another feature: move the shared piece to components, lib, i18n, api or types.",
  })),
  { target: "./src/features", from: "./src/app", message: "Features do not import app: app composes the features." },
  { target: shared, from: ["./src/features", "./src/app"], message: "Shared code does not import features or app." },
  { target: ["./src/features", "./src/app", ...shared], from: "./src/main.tsx", message: "main.tsx is the entry." },
];

export default defineConfig([
  globalIgnores(["dist/", "node_modules/"]),
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    languageOptions: { parser: tseslint.parser, ecmaVersion: "latest", sourceType: "module" },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      // The resolver knows tsconfig's "@/" paths; the parser lets no-cycle read the imported TS files.
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    // Every file under src, also the texts and style sheets, which the processor hands over as empty.
    files: ["src/**/*.{css,json}"],
    processor: "check-file/eslint-processor-check-file",
  },
  {
    files: ["src/**/*"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": ["error", { "src/**/*": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": ["error", { "src/**/": "KEBAB_CASE" }],
    },
  },
]);
