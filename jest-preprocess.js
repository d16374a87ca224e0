// Jest transform from the Gatsby unit-testing recipe: Gatsby's own Babel preset plus TypeScript.
const babelOptions = {
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
}

module.exports = require("babel-jest").default.createTransformer(babelOptions)
