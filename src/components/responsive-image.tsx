import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import * as styles from "./responsive-image.module.scss"

interface ResponsiveImageProps {
  image: IGatsbyImageData
  alt: string
  /** For the image that is the page's largest content: fetched first, never lazily. */
  priority?: boolean
  className?: string
}

/**
 * Renders gatsby-plugin-image's data (AVIF and WebP sources, sizes, the blurred placeholder) as a plain
 * <picture>. It needs no JavaScript, unlike <GatsbyImage>, whose runtime would load on every page with an
 * image; the browser lazy-loads it natively and its width and height reserve its space.
 */
export function ResponsiveImage({ image, alt, priority = false, className }: ResponsiveImageProps) {
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
        loading={priority ? "eager" : "lazy"}
        decoding={priority ? "sync" : "async"}
        style={blurred}
        {...(priority ? { fetchpriority: "high" } : {})}
      />
    </picture>
  )
}
