// ESLint for the site's TypeScript and React: the recommended rules of ESLint and typescript-eslint, React's rules
// of hooks, and jsx-a11y's on the components; eslint-config-prettier leaves formatting to Prettier (npm run lint).
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"

export default tseslint.config(
  // What the build and the tools write, and the editor's bundles under static/admin.
  { ignores: ["public/", ".cache/", ".prebuilt/", "reports/", "test-results/", "playwright-report/", "static/admin/", "src/gatsby-types.d.ts", ".scratch/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  { files: ["src/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  { languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  // A name starting with _ is left out on purpose, as is what a rest pattern leaves out ({ source, ...fields }).
  { rules: { "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }] } },
  // Declaration merging repeats a type's parameters, used or not.
  { files: ["**/*.d.ts"], rules: { "@typescript-eslint/no-unused-vars": "off" } },
  // Tests load modules again under another environment with require(); Jest's own files are CommonJS.
  {
    files: ["__tests__/**", "__mocks__/**", "jest-preprocess.js", "jest.config.*"],
    languageOptions: { globals: globals.jest },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
)
