// Gatsby mock from the unit-testing recipe: components render outside a Gatsby build.
const React = require("react")
const gatsby = jest.requireActual("gatsby")

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link: jest
    .fn()
    .mockImplementation(
      ({ activeClassName, activeStyle, getProps, innerRef, partiallyActive, ref, replace, to, onClick, ...rest }) =>
        React.createElement("a", {
          ...rest,
          href: to,
          // Like Gatsby's Link, a click navigates within the app rather than loading a new document.
          onClick: (event) => {
            if (onClick) onClick(event)
            event.preventDefault()
          },
        }),
    ),
  Slice: jest.fn().mockImplementation(({ alias, ...rest }) =>
    React.createElement("div", { ...rest, "data-test-slice-alias": alias }),
  ),
  useStaticQuery: jest.fn(),
}
