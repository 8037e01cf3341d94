import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "node_modules/**",
      "data/**",
      "tmp/**",
      "test-results/**",
      "playwright-report/**",
      "drizzle/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "react-hooks/set-state-in-effect": "off",
      "react-hooks/refs": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or catches is a silent failure, and a condition the types say is
    // always true or always false is dead code or a wrong type. The project service reuses tsconfig.json.
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unnecessary-condition": "error",
    },
  },
  {
    // A page's first Intl call (toLocaleString, localeCompare, Intl.*) loads ICU data while the page hydrates:
    // 15-70 ms here, four times that on Lighthouse's mobile CPU. Pages and the contracts they load use formatNumber.
    files: [
      "src/client/**/*.{ts,tsx}",
      "src/shared/**/*.ts",
      "src/tools/**/*.page.tsx",
      "src/tools/**/*.client.ts",
      "src/tools/**/components/**",
      "src/tools/*/contract.ts",
    ],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          property: "toLocaleString",
          message: "Use formatNumber (src/shared/text/format-number.ts): no Intl on pages.",
        },
        { property: "localeCompare", message: "Compare with < and >: localeCompare loads ICU's collator on pages." },
      ],
      "no-restricted-globals": [
        "error",
        { name: "Intl", message: "Intl loads ICU data while a page hydrates; create it on first use outside pages." },
      ],
    },
  },
  {
    // Client code never imports server code: contract.ts files and src/shared are the only shared ground.
    files: [
      "src/client/**/*.{ts,tsx}",
      "src/tools/**/*.page.tsx",
      "src/tools/**/*.client.ts",
      "src/tools/**/components/**",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "@/server/**"], message: "Client code must not import server code." },
            { group: ["**/*.route", "**/*.route.ts"], message: "Client code must not import route plugins." },
            {
              group: ["node:*", "fs", "path", "child_process"],
              message: "Node built-ins are not available in the browser.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "src/server/**/*.mjs", "*.config.{js,ts}"],
    languageOptions: {
      globals: { process: "readonly", console: "readonly", URL: "readonly", fetch: "readonly", setTimeout: "readonly" },
    },
  },
);
