import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import * as styles from "./responsive-image.module.scss"

interface ResponsiveImageProps {
  image: IGatsbyImageData
  alt: string
  /**
   * When the browser fetches it: "first" for the picture that is the page's largest paint on a phone (fetched before
   * anything else, at most one a page), "eager" for one on the first screen that is not, else lazily as it nears the
   * screen.
   */
  loading?: "first" | "eager" | "lazy"
  className?: string
}

/**
 * Renders gatsby-plugin-image's data (AVIF and WebP sources, sizes, the blurred placeholder) as a plain
 * <picture>. It needs no JavaScript, unlike <GatsbyImage>, whose runtime would load on every page with an
 * image; the browser lazy-loads it natively and its width and height reserve its space.
 */
export function ResponsiveImage({ image, alt, loading = "lazy", className }: ResponsiveImageProps) {
  const { images, width, height, placeholder } = image
  const blurred = placeholder?.fallback ? { backgroundImage: `url("${placeholder.fallback}")` } : undefined
  return (
    <picture className={className}>
      {images.sources?.map(({ type, srcSet, sizes }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      <img
        className={styles.image}
        src={images.fallback?.src}
        srcSet={images.fallback?.srcSet}
        sizes={images.fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={loading === "lazy" ? "lazy" : "eager"}
        decoding={loading === "first" ? "sync" : "async"}
        style={blurred}
        {...(loading === "first" ? { fetchpriority: "high" } : {})}
      />
    </picture>
  )
}
