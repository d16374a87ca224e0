import React from "react"
import { Disclaimer } from "./disclaimer"
import { FloatingWhatsapp } from "./floating-whatsapp"
import { Footer } from "./footer"
import { Header } from "./header"
import { SkipLink, mainContentId } from "./skip-link"
import { TopBar } from "./top-bar"

interface LayoutProps {
  currentPath: string
  children: React.ReactNode
}

export function Layout({ currentPath, children }: LayoutProps) {
  return (
    <>
      <SkipLink />
      <TopBar />
      <Header currentPath={currentPath} />
      <main id={mainContentId} tabIndex={-1}>
        {children}
      </main>
      <Disclaimer />
      <Footer />
      <FloatingWhatsapp />
    </>
  )
}
