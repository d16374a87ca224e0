// Sass modules: gatsby-plugin-sass exports each class name as a named export.
declare module "*.module.scss" {
  const classes: { readonly [className: string]: string }
  export = classes
}
