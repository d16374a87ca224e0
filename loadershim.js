// From the Gatsby unit-testing recipe: Gatsby's Link expects the page loader to exist.
global.___loader = {
  enqueue: jest.fn(),
}
