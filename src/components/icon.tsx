import React from "react"
import type { LucideIcon } from "lucide-react"
import Activity from "lucide-react/icons/activity"
import Apple from "lucide-react/icons/apple"
import Bone from "lucide-react/icons/bone"
import Brain from "lucide-react/icons/brain"
import Calendar from "lucide-react/icons/calendar"
import Clock from "lucide-react/icons/clock"
import Droplet from "lucide-react/icons/droplet"
import Droplets from "lucide-react/icons/droplets"
import Flame from "lucide-react/icons/flame"
import FlaskConical from "lucide-react/icons/flask-conical"
import Flower2 from "lucide-react/icons/flower-2"
import HandHeart from "lucide-react/icons/hand-heart"
import Heart from "lucide-react/icons/heart"
import HeartPulse from "lucide-react/icons/heart-pulse"
import Landmark from "lucide-react/icons/landmark"
import Leaf from "lucide-react/icons/leaf"
import MessageCircle from "lucide-react/icons/message-circle"
import Moon from "lucide-react/icons/moon"
import Ribbon from "lucide-react/icons/ribbon"
import Salad from "lucide-react/icons/salad"
import ScanFace from "lucide-react/icons/scan-face"
import Shield from "lucide-react/icons/shield"
import ShieldCheck from "lucide-react/icons/shield-check"
import Sparkles from "lucide-react/icons/sparkles"
import Sprout from "lucide-react/icons/sprout"
import Stethoscope from "lucide-react/icons/stethoscope"
import Sun from "lucide-react/icons/sun"
import Sunrise from "lucide-react/icons/sunrise"
import Users from "lucide-react/icons/users"
import Wind from "lucide-react/icons/wind"

/** Every icon an editor may name in YAML. schemas/common.schema.json lists the same names (a test keeps them equal). */
export const contentIcons: Record<string, LucideIcon> = {
  activity: Activity,
  apple: Apple,
  bone: Bone,
  brain: Brain,
  calendar: Calendar,
  clock: Clock,
  droplet: Droplet,
  droplets: Droplets,
  flame: Flame,
  flask: FlaskConical,
  flower: Flower2,
  "hand-heart": HandHeart,
  heart: Heart,
  "heart-pulse": HeartPulse,
  landmark: Landmark,
  leaf: Leaf,
  "message-circle": MessageCircle,
  moon: Moon,
  ribbon: Ribbon,
  salad: Salad,
  "scan-face": ScanFace,
  shield: Shield,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  sprout: Sprout,
  stethoscope: Stethoscope,
  sun: Sun,
  sunrise: Sunrise,
  users: Users,
  wind: Wind,
}

interface IconProps {
  name: string
  className?: string
  size?: number
}

/** A decorative icon chosen by name in content; the text beside it carries the meaning. */
export function Icon({ name, className, size = 28 }: IconProps) {
  const Glyph = contentIcons[name]
  if (!Glyph) throw new Error(`Unknown icon "${name}": use one of ${Object.keys(contentIcons).join(", ")}`)
  return <Glyph aria-hidden="true" focusable="false" className={className} size={size} strokeWidth={1.6} />
}
