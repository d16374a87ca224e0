// Sass modules: gatsby-plugin-sass exports each class name as a named export.
declare module "*.module.scss" {
  const classes: { readonly [className: string]: string }
  export = classes
}

// Font files imported for preloading resolve to their published address.
declare module "*.woff2" {
  const url: string
  export default url
}
