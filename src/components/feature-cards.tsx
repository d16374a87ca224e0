import React from "react"
import { CardGrid } from "./card-grid"
import { FeatureCard } from "./feature-card"

interface FeatureCardsProps {
  cards: readonly { title: string; text?: string | null; icon?: string | null }[]
}

/** A grid of plain cards, each a title, a few words and perhaps an icon, as the content lists them. */
export function FeatureCards({ cards }: FeatureCardsProps) {
  return (
    <CardGrid>
      {cards.map(({ title, text, icon }) => (
        <FeatureCard key={title} title={title} text={text} icon={icon} />
      ))}
    </CardGrid>
  )
}
