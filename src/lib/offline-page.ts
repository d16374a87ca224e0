/** The words on the offline page that its service worker replaces with the list of pages kept on the phone. */
export const keptPagesId = "kept-pages"
