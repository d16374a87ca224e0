module.exports = {
  transform: {
    "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js",
  },
  moduleNameMapper: {
    // jsdom would pick the yaml package's browser build, which is an ES module.
    "^yaml$": "<rootDir>/node_modules/yaml/dist/index.js",
    // The islands' loaders are written by the build from the registry (core/outputs/islands/island-loaders.ts).
    "^\\./generated-loaders$": "<rootDir>/__tests__/support/island-loaders.ts",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$": "<rootDir>/__mocks__/file-mock.js",
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>.*/public", "<rootDir>/e2e"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|lucide|lucide-react|text-readability|syllable)/)"],
  globals: {
    __PATH_PREFIX__: "",
  },
  testEnvironmentOptions: {
    url: "http://localhost",
  },
  testEnvironment: "jsdom",
  // On a clean clone every module is compiled on first import: the first test of a suite that loads the booking form
  // took 2.8 s alone and more than Jest's default 5 s on a busy two-core machine. The limit only catches hangs.
  testTimeout: 20_000,
  // Jest's default is one worker fewer than the machine has cores: on two cores, one worker. The content suites check a
  // whole copy of the site per test and keep a core busy each; with both cores the unit tests took 1.6 min, not 4.
  maxWorkers: "100%",
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
}
