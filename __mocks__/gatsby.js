// Gatsby mock from the unit-testing recipe: components render outside a Gatsby build.
const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  useStaticQuery: jest.fn(),
}
