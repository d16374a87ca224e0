import type SveltiaCms from "@sveltia/cms"
import "../../styles/fonts.scss"
import "../../styles/global.scss"
import { ArticlePreview } from "./article-preview"
import { CareCardPreview } from "./care-card-preview"
import { previewTemplate } from "./preview-template"
import { SitePreview } from "./site-preview"
import { TherapiesPreview } from "./therapies-preview"
import { TopicPreview } from "./topic-preview"

// The code /admin/ loads after the editor (static/admin/index.html): the preview pane draws the pages editors change
// most with the site's own components and styles (previews.css, bundled beside this file at build time).

declare const CMS: Pick<typeof SveltiaCms, "registerPreviewStyle" | "registerPreviewTemplate">

CMS.registerPreviewStyle("/admin/previews.css")
CMS.registerPreviewTemplate("topic", previewTemplate(TopicPreview))
CMS.registerPreviewTemplate("article", previewTemplate(ArticlePreview))
CMS.registerPreviewTemplate("care-card", previewTemplate(CareCardPreview))
CMS.registerPreviewTemplate("therapies", previewTemplate(TherapiesPreview))
CMS.registerPreviewTemplate("site", previewTemplate(SitePreview))
