// lucide ships types for its index only. Icons are imported one module each, as lucide-react's are: webpack builds
// every module an index names before it drops the unused ones (docs/decisions/build-speed.md).
declare module "lucide/dist/esm/icons/*.mjs" {
  const icon: import("lucide").IconNode
  export default icon
}
