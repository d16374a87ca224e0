import React from "react"
import Map from "lucide/dist/esm/icons/map.mjs"
import Navigation from "lucide/dist/esm/icons/navigation.mjs"
import { useBrowserValue } from "../hooks/use-browser-value"
import { ButtonLink } from "./button-link"
import { LineIcon } from "./line-icon"
import * as styles from "./map-links.module.scss"

interface MapLinksProps {
  geo: { latitude: number; longitude: number }
  /** The centre's name, for the pin a map app shows. */
  name: string
  mapsLabel: string
  geoLabel: string
}

/**
 * An island: links that open the centre's place in a map: Google Maps in any browser (a search address needs no key and loads
 * nothing here), and on Android phones a geo: link that offers the phone's own map apps. Other systems ignore geo:
 * links, so that one appears only once the browser says it is Android.
 */
export function MapLinks({ geo, name, mapsLabel, geoLabel }: MapLinksProps) {
  const android = useBrowserValue(() => /Android/i.test(navigator.userAgent), false)
  const place = `${geo.latitude},${geo.longitude}`
  return (
    <div className={styles.links}>
      <ButtonLink to={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`} variant="outline">
        <LineIcon icon={Map} name="lucide-map" size={18} />
        {mapsLabel}
      </ButtonLink>
      {android && (
        <ButtonLink to={`geo:${place}?q=${encodeURIComponent(`${place}(${name})`)}`} variant="outline">
          <LineIcon icon={Navigation} name="lucide-navigation" size={18} />
          {geoLabel}
        </ButtonLink>
      )}
    </div>
  )
}
